import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Database } from '#server/db/client';
import { createTestDatabase } from '#server/test/server';
import { pgRateLimitStore } from './pg-store';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

/** A route's store, as @fastify/rate-limit makes it (the plugin's store, then `child` per route). */
function routeStore(method: string, url: string): FastifyRateLimitStore {
  const Store = pgRateLimitStore(database.pool);
  const child = new Store({}).child({ routeInfo: { method, url } } as unknown as Parameters<FastifyRateLimitStore['child']>[0]);
  return child;
}

function hit(store: FastifyRateLimitStore, key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) => store.incr(key, (err, res) => (err || !res ? reject(err ?? new Error('no result')) : resolve(res)), windowMs, 10));
}

describe('the PostgreSQL rate-limit store (docs/decisions/045)', () => {
  it('counts the hits of one route and client in one window across separate stores (processes)', async () => {
    const first = routeStore('POST', '/api/v1/auth/login');
    const second = routeStore('POST', '/api/v1/auth/login');
    expect((await hit(first, '203.0.113.1', 60_000)).current).toBe(1);
    expect((await hit(second, '203.0.113.1', 60_000)).current).toBe(2);
    const third = await hit(first, '203.0.113.1', 60_000);
    expect(third.current).toBe(3);
    expect(third.ttl).toBeGreaterThan(55_000);
    expect(third.ttl).toBeLessThanOrEqual(60_000);
  });

  it('keeps routes and clients apart', async () => {
    const login = routeStore('POST', '/api/v1/auth/login');
    const log = routeStore('POST', '/api/log');
    expect((await hit(log, '203.0.113.1', 60_000)).current).toBe(1);
    expect((await hit(login, '203.0.113.2', 60_000)).current).toBe(1);
  });

  it('starts a new window once the old one has ended, and deletes ended windows', async () => {
    const store = routeStore('GET', '/api/v1/auth/specbook/:id/viewtoken');
    await hit(store, '203.0.113.9', 50);
    expect((await hit(store, '203.0.113.9', 50)).current).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect((await hit(store, '203.0.113.9', 60_000)).current).toBe(1);
    await database.pool.query("update rate_limits set expires_at = now() - interval '1 second' where key like 'POST /api/log|%'");
    // A fresh store of a new app sweeps on its first hit.
    await hit(routeStore('POST', '/api/log'), '203.0.113.50', 60_000);
    await expect.poll(async () => (await database.pool.query("select 1 from rate_limits where key = 'POST /api/log|203.0.113.1'")).rowCount).toBe(0);
  });

  it('is an unlogged table', async () => {
    const found = await database.pool.query<{ persistence: string }>("select relpersistence as persistence from pg_class where relname = 'rate_limits'");
    expect(found.rows[0]?.persistence).toBe('u');
  });
});
