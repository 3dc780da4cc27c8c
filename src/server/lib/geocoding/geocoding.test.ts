import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGeocoder, type FakeGeocoder } from '#server/test/fakes/geocoder';
import { addressLine, createNominatimGeocoder, createZipGeocoder, geocoderFromEnv, zipCodeOf } from './index';

const CHICAGO_60601 = { lat: 41.885155 };

describe('ZIP-centroid geocoder', () => {
  const zip = createZipGeocoder();

  it('places an address at its ZIP code centroid, ZIP+4 too', async () => {
    const point = await zip.geocode('233 S Wacker Dr, Chicago, IL 60601');
    expect(point?.lat).toBeCloseTo(CHICAGO_60601.lat, 4);
    expect(point?.lon).toBeCloseTo(-87.618, 2);
    expect(await zip.geocode('Chicago, IL 60601-1234')).toEqual(point);
    expect(await zip.geocode('60601')).toEqual(point);
  });

  it('reads the last ZIP code: a five-digit house number does not count', async () => {
    expect(zipCodeOf('12345 Main St, Denver, CO 80202')).toBe('80202');
    expect(zipCodeOf('No zip here, Springfield')).toBeNull();
  });

  it('answers null for an address without a ZIP code or with an unknown one', async () => {
    expect(await zip.geocode('Main St, Springfield')).toBeNull();
    expect(await zip.geocode('Nowhere 00000')).toBeNull();
  });

  it('writes an address on one line without empty parts', () => {
    expect(addressLine({ line1: ' 1 Main St ', line2: '', city: 'Austin', state: 'TX', zipCode: '78701' })).toBe('1 Main St, Austin, TX 78701');
    expect(addressLine({ zipCode: '78701' })).toBe('78701');
  });
});

describe('Nominatim geocoder against the fake provider', () => {
  let fake: FakeGeocoder;
  const address = '1 Provider Way, Austin, TX 78701';
  beforeAll(async () => {
    fake = await startFakeGeocoder({ places: { [address]: { lat: 30.1, lon: -97.2 } }, apiKey: 'k-1' });
  });
  afterAll(() => fake.stop());

  it('asks the search contract with the key and reads the first result', async () => {
    const geocoder = createNominatimGeocoder({ url: `${fake.url}/`, apiKey: 'k-1', fallback: createZipGeocoder() });
    expect(await geocoder.geocode(address)).toEqual({ lat: 30.1, lon: -97.2 });
    const sent = fake.requests.at(-1)!;
    expect(Object.fromEntries(sent)).toEqual({ format: 'json', limit: '1', countrycodes: 'us', q: address, key: 'k-1' });
  });

  it('falls back to the ZIP centroid when the provider finds nothing, refuses, fails or is slow', async () => {
    const zipPoint = await createZipGeocoder().geocode('Chicago, IL 60601');
    expect(zipPoint?.lat).toBeCloseTo(CHICAGO_60601.lat, 3);
    const unkeyed = createNominatimGeocoder({ url: fake.url, fallback: createZipGeocoder() });
    expect(await unkeyed.geocode('Chicago, IL 60601')).toEqual(zipPoint);
    const keyed = createNominatimGeocoder({ url: fake.url, apiKey: 'k-1', fallback: createZipGeocoder(), timeoutMs: 200 });
    expect(await keyed.geocode('Chicago, IL 60601')).toEqual(zipPoint);
    fake.options.mode = 'error';
    const austin = await keyed.geocode(address);
    expect(austin).toEqual(await createZipGeocoder().geocode(address));
    expect(austin).not.toEqual({ lat: 30.1, lon: -97.2 });
    fake.options.mode = 'slow';
    fake.options.delayMs = 3000;
    const started = Date.now();
    expect(await keyed.geocode('Chicago, IL 60601')).toEqual(zipPoint);
    // The 200 ms timeout gave up long before the provider's 3 s answer.
    expect(Date.now() - started).toBeLessThan(2500);
    fake.options.mode = 'ok';
  });

  it('falls back when the provider cannot be reached', async () => {
    const down = createNominatimGeocoder({ url: 'http://127.0.0.1:9', fallback: createZipGeocoder() });
    expect((await down.geocode('Denver, CO 80202'))?.lat).toBeCloseTo(39.75, 1);
  });

  it('is chosen by GEOCODER_URL, the ZIP geocoder otherwise', async () => {
    const configured = geocoderFromEnv({ GEOCODER_URL: fake.url, GEOCODER_API_KEY: 'k-1' });
    expect(await configured.geocode(address)).toEqual({ lat: 30.1, lon: -97.2 });
    expect(await geocoderFromEnv({}).geocode(address)).not.toEqual({ lat: 30.1, lon: -97.2 });
  });
});
