import type { Geocoder } from './geocoder';
import { createNominatimGeocoder } from './nominatim-geocoder';
import { createZipGeocoder } from './zip-geocoder';

/**
 * The configured geocoder: a Nominatim-compatible provider when GEOCODER_URL is set (GEOCODER_API_KEY
 * optional), falling back to the ZIP centroid; otherwise the offline ZIP-centroid geocoder.
 * @param env environment to read (`GEOCODER_URL`, `GEOCODER_API_KEY`)
 */
export function geocoderFromEnv(env: NodeJS.ProcessEnv = process.env): Geocoder {
  const zip = createZipGeocoder();
  const url = env.GEOCODER_URL?.trim();
  if (!url) return zip;
  const apiKey = env.GEOCODER_API_KEY?.trim();
  return createNominatimGeocoder({ url, fallback: zip, ...(apiKey ? { apiKey } : {}) });
}
