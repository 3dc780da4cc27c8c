import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';

let t: TestServer;
beforeAll(async () => {
  t = await createTestServer();
});
afterAll(() => t.close());

describe('system routes', () => {
  it('GET /api/health answers ok once the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('POST /api/log accepts a client error and rejects an empty one', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/log', payload: { message: 'TypeError: x is undefined' } })).statusCode).toBe(204);
    const bad = await t.app.inject({ method: 'POST', url: '/api/log', payload: { message: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0]).toEqual({ field: 'message', message: 'Message is required.' });
  });

  it('serves the OpenAPI document listing the pinned paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/v1/auth/login', '/api/v4/user/me', '/api/v4/user/{userId}/menu']));
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v4/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Not found.');
  });

  it('reads the API version from the Accept header and refuses unknown versions with 406', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health', headers: { accept: 'application/json;version=5' } });
    expect(ok.statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'GET', url: '/api/health', headers: { accept: 'application/json;version=9' } });
    expect(bad.statusCode).toBe(406);
    expect(bad.json().message).toMatch(/version 9/);
  });

  it('authenticates before validating: no token with a bad body is 401, not 400', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v4/user/1/specbook/1/categories', payload: { nothing: true } });
    expect(res.statusCode).toBe(401);
  });

  it('answers malformed JSON with 400 and the error shape', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{bad' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveLength(1);
  });
});
