import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';

let t: TestServer;

beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

describe('draining before a shutdown (docs/decisions/045)', () => {
  it('answers health 503 and closes kept-alive connections, while still serving requests', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(before.statusCode).toBe(200);
    expect(before.headers.connection).not.toBe('close');
    t.app.drain();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable' });
    expect(health.headers.connection).toBe('close');
    const other = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(other.statusCode).toBe(200);
    expect(other.headers.connection).toBe('close');
  });
});
