import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server.close());

describe('security headers', () => {
  it('sends the content security policy and helmet headers on API answers', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends them on errors too', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/api/v4/user/me' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('marks every JSON answer under /api no-store: records, errors, the OpenAPI document', async () => {
    const token = await server.login('seller@specfolio.test');
    for (const [url, headers] of [
      ['/api/health', {}],
      ['/api/v4/user/me', { authorization: `Bearer ${token}` }],
      ['/api/v4/user/me', {}],
      ['/api/no-such-thing', {}],
      ['/api/openapi.json', {}],
    ] as const) {
      const res = await server.app.inject({ method: 'GET', url, headers });
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it("keeps a download's own Cache-Control", async () => {
    const token = await server.login('seller@specfolio.test');
    const me = (await server.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: { authorization: `Bearer ${token}` } })).json().data;
    const list = await server.app.inject({ method: 'GET', url: `/api/v4/user/${me.id}/specbook`, headers: { authorization: `Bearer ${token}` } });
    const specbookId = list.json().data[0].id;
    const res = await server.app.inject({ method: 'GET', url: `/api/v4/user/${me.id}/specbook/${specbookId}/pdf/qrcode`, headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
