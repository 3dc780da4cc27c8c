import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ERP_MESSAGES as M } from '#shared/lib/erp';
import { buildTestApp, createTestServer, type TestServer } from '#server/test/server';
import { startFakeErpGateway, type FakeErpGateway } from '#server/test/fakes/erp-gateway';
import { bearer, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { especbookViewerToken } from '#server/modules/purchase-orders/purchase-orders.test-kit';
import { gatewayForAccount } from './erp-connection.service';

let t: TestServer;
let fake: FakeErpGateway;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let strictApp: FastifyInstance;

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, path: string, payload?: unknown, token: string | null = seller, user = sellerId, app?: FastifyInstance) =>
  (app ?? t.app).inject({
    method,
    url: `/api/v4/user/${user}/account/erp${path}`,
    ...(token ? { headers: bearer(token) } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const save = (erpConnection: Record<string, unknown>, token: string | null = seller, user = sellerId, app?: FastifyInstance) =>
  call('PUT', '', { erpConnection }, token, user, app);
const connectionCount = async () => (await sqlOne<{ n: number }>(t, 'select count(*)::int as n from erp_connections')).n;

beforeAll(async () => {
  t = await createTestServer();
  fake = await startFakeErpGateway({ jobDelayMs: 10 });
  fake.seed.itemClass({ ClassID: 'PLUMB' });
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  strictApp = (await buildTestApp(t.database, { erpSettings: { allowLoopback: false } })).app;
});
afterAll(async () => {
  await strictApp.close();
  await fake.close();
  await t.close();
});

describe('{u}/account/erp', () => {
  it('answers 401 without a token, 404 for another account and for an e-Specbook viewer (the routes are not open to viewers)', async () => {
    expect((await call('GET', '', undefined, null)).statusCode).toBe(401);
    expect((await save({ baseUrl: fake.url, apiKey: 'k' }, null)).statusCode).toBe(401);
    expect((await call('POST', '/test', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '', undefined, seller, otherId)).statusCode).toBe(404);
    expect((await save({ baseUrl: fake.url, apiKey: 'k' }, seller, otherId)).statusCode).toBe(404);
    expect((await call('POST', '/test', undefined, seller, otherId)).statusCode).toBe(404);
    const { id: specbookId } = await sqlOne<{ id: number }>(t, 'select id from specbooks where user_id = $1 order by id limit 1', [sellerId]);
    const viewer = await especbookViewerToken(t, seller, sellerId, specbookId);
    expect((await call('GET', '', undefined, viewer)).statusCode).toBe(404);
    expect((await save({ baseUrl: fake.url, apiKey: 'k' }, viewer)).statusCode).toBe(404);
    expect((await call('POST', '/test', undefined, viewer)).statusCode).toBe(404);
    expect(await connectionCount()).toBe(0);
  });

  it('answers an empty connection before one is saved; the test then says it is not set up (422)', async () => {
    expect((await call('GET', '')).json().data).toEqual({ baseUrl: null, hasKey: false, lastTest: null });
    const test = await call('POST', '/test');
    expect(test.statusCode).toBe(422);
    expect(test.json().message).toBe(M.notConfigured);
  });

  it('answers 400 for a missing or malformed URL, a key over 512 characters, and no key on the first save', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ apiKey: 'k' }, M.baseUrlRequired],
      [{ baseUrl: ' ', apiKey: 'k' }, M.baseUrlRequired],
      [{ baseUrl: 'ftp://erp.example.com', apiKey: 'k' }, M.baseUrlInvalid],
      [{ baseUrl: 'not a url', apiKey: 'k' }, M.baseUrlInvalid],
      [{ baseUrl: fake.url, apiKey: 'k'.repeat(513) }, M.apiKeyMax],
      [{ baseUrl: fake.url }, M.apiKeyRequired],
      [{ baseUrl: fake.url, apiKey: '  ' }, M.apiKeyRequired],
    ];
    for (const [body, message] of cases) {
      const res = await save(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call('PUT', '', {})).statusCode).toBe(400);
    expect(await connectionCount()).toBe(0);
  });

  it('refuses link-local, metadata and (unless allowed) loopback gateways with 422, saving nothing', async () => {
    for (const baseUrl of ['http://169.254.169.254/latest', 'http://metadata.google.internal', 'http://[fe80::1]:8080', 'http://0.0.0.0:9000', 'http://[::ffff:169.254.169.254]']) {
      const res = await save({ baseUrl, apiKey: 'k' });
      expect(res.statusCode, baseUrl).toBe(422);
      expect(res.json().message).toBe(M.baseUrlRefused);
    }
    for (const baseUrl of ['http://127.0.0.1:9000', 'http://localhost:9000', 'http://[::1]:9000']) {
      expect((await save({ baseUrl, apiKey: 'k' }, seller, sellerId, strictApp)).statusCode, baseUrl).toBe(422);
    }
    expect(await connectionCount()).toBe(0);
  });

  it('saves the URL and sealed key, never answering the key; an omitted key keeps the stored one', async () => {
    const res = await save({ baseUrl: fake.url, apiKey: fake.apiKey });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ baseUrl: fake.url, hasKey: true, lastTest: null });
    expect(res.body).not.toContain(fake.apiKey);
    const stored = await sqlOne<{ api_key_sealed: string }>(t, 'select api_key_sealed from erp_connections');
    expect(stored.api_key_sealed).not.toContain(fake.apiKey);
    const read = await call('GET', '');
    expect(read.json().data).toEqual({ baseUrl: fake.url, hasKey: true, lastTest: null });
    expect(read.body).not.toContain(fake.apiKey);
    expect((await save({ baseUrl: `${fake.url}/` })).statusCode).toBe(200);
    const accountId = (await sqlOne<{ account_id: number }>(t, 'select account_id from users where id = $1', [sellerId])).account_id;
    await expect((await gatewayForAccount(t.database.db, accountId, { allowLoopback: true })).getItemClasses()).resolves.toEqual([{ ClassID: 'PLUMB', Description: null }]);
  });

  it('tests the connection: ok is stored as the last test; a wrong key answers 200 with the mapped message', async () => {
    const ok = await call('POST', '/test');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toEqual({ ok: true, message: M.connectionOk });
    expect((await call('GET', '')).json().data.lastTest).toMatchObject({ ok: true, message: M.connectionOk, testedAt: expect.any(String) });
    expect((await save({ baseUrl: fake.url, apiKey: 'wrong-key' })).json().data.lastTest).toBeNull();
    const refused = await call('POST', '/test');
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toEqual({ ok: false, message: M.unauthorized });
    expect((await call('GET', '')).json().data.lastTest).toMatchObject({ ok: false, message: M.unauthorized });
    expect(fake.state.requests.filter((r) => r.headers['x-specbooks-api-key'] === 'wrong-key')).toHaveLength(1);
  });

  it('checks the address again on every call: a loopback gateway saved earlier is refused by a server that refuses loopback', async () => {
    await save({ baseUrl: fake.url, apiKey: fake.apiKey });
    const res = await call('POST', '/test', undefined, seller, sellerId, strictApp);
    expect(res.json().data).toEqual({ ok: false, message: M.baseUrlRefused });
  });

  it("keeps each account's connection apart", async () => {
    expect((await call('GET', '', undefined, other, otherId)).json().data).toEqual({ baseUrl: null, hasKey: false, lastTest: null });
  });
});

describe('a key sealed under another secrets key', () => {
  it('answers 422 apiKeyRequired instead of failing', async () => {
    await save({ baseUrl: fake.url, apiKey: fake.apiKey });
    await t.database.pool.query("update erp_connections set api_key_sealed = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' where account_id = (select account_id from users where id = $1)", [sellerId]);
    const res = await call('POST', '/test');
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.apiKeyRequired);
  });
});
