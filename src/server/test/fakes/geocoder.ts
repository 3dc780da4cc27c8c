import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the fake answers: a point by query text, and how it misbehaves. */
export interface FakeGeocoderOptions {
  /** Query text (the `q` parameter, exactly) → point; other queries find nothing (`[]`). */
  places?: Record<string, { lat: number; lon: number }>;
  /** 'error': every search answers 500; 'slow': answers after `delayMs`. */
  mode?: 'ok' | 'error' | 'slow';
  delayMs?: number;
  /** When set, a search without `key=<apiKey>` answers 401 (as LocationIQ does). */
  apiKey?: string;
}

/** A running fake Nominatim. */
export interface FakeGeocoder {
  /** http://127.0.0.1:<port>: GEOCODER_URL of the app under test. */
  url: string;
  /** Every request's query parameters, in order. */
  requests: URLSearchParams[];
  options: FakeGeocoderOptions;
  stop(): Promise<void>;
}

/**
 * A fake geocoding provider built from the Nominatim search contract
 * (https://nominatim.org/release-docs/latest/api/Search/): GET /search?format=json&limit=1&q=…
 * → `[{"lat": "41.88", "lon": "-87.63", "display_name": …}]`, numbers as strings, `[]` when not found.
 */
export async function startFakeGeocoder(options: FakeGeocoderOptions = {}): Promise<FakeGeocoder> {
  const requests: URLSearchParams[] = [];
  const fake: Omit<FakeGeocoder, 'url' | 'stop'> = { requests, options };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url.searchParams);
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    if (url.pathname !== '/search' || url.searchParams.get('format') !== 'json') return answer(404, { error: 'Not found' });
    if (fake.options.apiKey && url.searchParams.get('key') !== fake.options.apiKey) return answer(401, { error: 'Invalid key' });
    if (fake.options.mode === 'error') return answer(500, { error: 'Internal error' });
    const place = fake.options.places?.[url.searchParams.get('q') ?? ''];
    const body = place ? [{ lat: String(place.lat), lon: String(place.lon), display_name: url.searchParams.get('q') }] : [];
    if (fake.options.mode === 'slow') {
      setTimeout(() => answer(200, body), fake.options.delayMs ?? 2000);
      return;
    }
    answer(200, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    ...fake,
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
