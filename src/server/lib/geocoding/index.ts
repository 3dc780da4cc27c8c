/** Geocoding: one interface, the offline ZIP-centroid default and a Nominatim-compatible provider. */
export { addressLine, type AddressParts, type Geocoder, type GeoPoint } from './geocoder';
export { createZipGeocoder, zipCodeOf } from './zip-geocoder';
export { createNominatimGeocoder, type NominatimSettings } from './nominatim-geocoder';
export { geocoderFromEnv } from './create-geocoder';
