import Fastify, { type FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROFILES_WORKER_PATH, registerSpa } from './spa';

let root: string;
let app: FastifyInstance;
beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'spa-'));
  writeFileSync(join(root, 'index.html'), '<!doctype html><div id="root"></div>');
  mkdirSync(join(root, 'workers'));
  writeFileSync(join(root, 'workers', 'profiles.js'), "self.addEventListener('fetch', () => {});");
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'assets', 'index-abc.js'), 'console.log(1);');
  app = Fastify();
  await registerSpa(app, root);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the built app and the background worker', () => {
  it('serves the worker at exactly /workers/profiles.js as JavaScript, allowed the whole site, checked on every start', async () => {
    const res = await app.inject({ method: 'GET', url: PROFILES_WORKER_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['service-worker-allowed']).toBe('/');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain("addEventListener('fetch'");
  });

  it('leaves the other files their usual headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['service-worker-allowed']).toBeUndefined();
    expect(res.headers['cache-control']).toContain('max-age=3600');
  });

  it('answers a client route with the app shell', async () => {
    const res = await app.inject({ method: 'GET', url: '/v4/profiles' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });
});
