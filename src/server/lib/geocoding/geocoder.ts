/** A point on the map (WGS 84 degrees). */
export interface GeoPoint {
  lat: number;
  lon: number;
}

/**
 * Places a postal address on the map (docs/decisions/053): the offline ZIP-centroid geocoder by
 * default, a Nominatim-compatible provider when GEOCODER_URL is set.
 */
export interface Geocoder {
  /** The address's point, or null when it cannot be placed. Never rejects. */
  geocode(address: string): Promise<GeoPoint | null>;
}

/** The parts of a shipping address that a geocoder reads. */
export interface AddressParts {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}

/** One line of an address ("12 Main St, Springfield, IL 62701"), empty parts left out. */
export function addressLine(parts: AddressParts): string {
  const stateZip = [parts.state, parts.zipCode].map((p) => p?.trim()).filter(Boolean).join(' ');
  return [parts.line1, parts.line2, parts.city, stateZip]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(', ');
}
