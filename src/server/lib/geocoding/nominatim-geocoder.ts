import type { Geocoder, GeoPoint } from './geocoder';

/** Settings of a Nominatim-compatible provider (GEOCODER_URL, GEOCODER_API_KEY). */
export interface NominatimSettings {
  /** Base URL; `/search` is appended (https://nominatim.openstreetmap.org, a LocationIQ endpoint, a fake). */
  url: string;
  /** Sent as the `key` query parameter when set (LocationIQ and similar hosted Nominatim). */
  apiKey?: string;
  /** How long one request may take before the fallback answers (ms). */
  timeoutMs?: number;
  /** Answers when the provider fails, times out or finds nothing. */
  fallback: Geocoder;
}

const DEFAULT_TIMEOUT_MS = 3000;

/** The first result's point of a Nominatim search answer (`[{lat: "41.8", lon: "-87.6"}]`), or null. */
function firstPoint(body: unknown): GeoPoint | null {
  if (!Array.isArray(body) || body.length === 0) return null;
  const first = body[0] as { lat?: unknown; lon?: unknown };
  const lat = Number(first.lat);
  const lon = Number(first.lon);
  return Number.isFinite(lat) && Number.isFinite(lon) ? { lat, lon } : null;
}

/** The provider's search URL for one US address. */
function searchUrl(settings: NominatimSettings, address: string): string {
  const url = new URL(`${settings.url.replace(/\/+$/, '')}/search`);
  url.search = new URLSearchParams({ format: 'json', limit: '1', countrycodes: 'us', q: address, ...(settings.apiKey ? { key: settings.apiKey } : {}) }).toString();
  return url.toString();
}

/**
 * A provider speaking the Nominatim search contract (GET {url}/search?format=json&limit=1&countrycodes=us&q=…
 * → [{lat, lon}]). A failure, a timeout or no result falls back to `settings.fallback` (the ZIP centroid).
 */
export function createNominatimGeocoder(settings: NominatimSettings): Geocoder {
  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async geocode(address: string): Promise<GeoPoint | null> {
      try {
        const res = await fetch(searchUrl(settings, address), {
          headers: { accept: 'application/json', 'user-agent': 'Specfolio (seller map)' },
          signal: AbortSignal.timeout(timeoutMs),
        });
        const point = res.ok ? firstPoint(await res.json()) : null;
        if (point) return point;
      } catch {
        // Unreachable, slow or malformed: the offline answer below.
      }
      return settings.fallback.geocode(address);
    },
  };
}
