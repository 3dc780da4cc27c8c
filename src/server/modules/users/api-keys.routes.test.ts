import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { API_KEY_MESSAGES as M } from '#shared/lib/api-keys';

/** POST and DELETE {u}/api-keys/{kind} (docs/decisions/087): issued once, stored hashed, answered masked. */
let t: TestServer;
let seller: string;
let admin: string;
let other: string;
let sellerId: number;

const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const call = (method: 'GET' | 'POST' | 'DELETE', path: string, token: string | undefined = seller) =>
  t.app.inject({ method, url: `/api/v4/user${path}`, headers: auth(token) });
const storedKeys = async (id: number) =>
  (await t.database.pool.query('select api_key, specbooks_api_key, specbooks_public_api_key from users where id = $1', [id])).rows[0];
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

beforeAll(async () => {
  t = await createTestServer();
  seller = await t.login('seller@specfolio.test');
  admin = await t.login('admin@specfolio.test');
  other = await t.login('other@specfolio.test');
  sellerId = (await call('GET', '/me')).json().data.id;
});
afterAll(() => t.close());

describe('POST {u}/api-keys/{kind}', () => {
  it('answers the new key in full once, stores only its hash, and GET /me shows it masked', async () => {
    const res = await call('POST', '/me/api-keys/specbooks');
    expect(res.statusCode).toBe(200);
    const { key, masked, field, kind } = res.json().data;
    expect({ field, kind }).toEqual({ field: 'specbooksApiKey', kind: 'specbooks' });
    expect(key).toMatch(/^sf_sb_[A-Za-z0-9_-]{43}$/);
    expect(masked).toBe(`sf_sb_••••${key.slice(-4)}`);

    const stored = (await storedKeys(sellerId)).specbooks_api_key as string;
    expect(stored).not.toContain(key);
    expect(stored.endsWith(sha256(key))).toBe(true);

    const me = (await call('GET', '/me')).json().data;
    expect(me.specbooksApiKey).toBe(masked);
    expect(JSON.stringify(me)).not.toContain(key);
    expect((await call('GET', `/${sellerId}`)).json().data.specbooksApiKey).toBe(masked);
  });

  it('gives each kind its prefix and field', async () => {
    const api = (await call('POST', '/me/api-keys/api')).json().data;
    const pub = (await call('POST', '/me/api-keys/specbooksPublic')).json().data;
    expect(api).toMatchObject({ field: 'apiKey', key: expect.stringMatching(/^sf_live_/) });
    expect(pub).toMatchObject({ field: 'specbooksPublicApiKey', key: expect.stringMatching(/^sf_pub_/) });
    expect((await call('GET', '/me')).json().data).toMatchObject({ apiKey: api.masked, specbooksPublicApiKey: pub.masked });
  });

  it('rotation replaces the old key: its hash is gone, the new one is stored', async () => {
    const first = (await call('POST', '/me/api-keys/api')).json().data.key as string;
    const second = (await call('POST', '/me/api-keys/api')).json().data.key as string;
    expect(second).not.toBe(first);
    const stored = (await storedKeys(sellerId)).api_key as string;
    expect(stored.endsWith(sha256(second))).toBe(true);
    expect(stored).not.toContain(sha256(first));
    expect((await call('GET', '/me')).json().data.apiKey).toBe(`sf_live_••••${second.slice(-4)}`);
  });

  it('lets a platform admin act for the user', async () => {
    const res = await call('POST', `/${sellerId}/api-keys/specbooksPublic`, admin);
    expect(res.statusCode).toBe(200);
    expect((await call('GET', '/me')).json().data.specbooksPublicApiKey).toBe(res.json().data.masked);
  });

  it('answers 400 with its message for an unknown kind, writing nothing', async () => {
    const before = await storedKeys(sellerId);
    const res = await call('POST', '/me/api-keys/secret');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.kindInvalid);
    expect(await storedKeys(sellerId)).toEqual(before);
  });

  it("answers 401 without a token and 404 for another user's keys", async () => {
    expect((await call('POST', '/me/api-keys/api', '')).statusCode).toBe(401);
    const before = await storedKeys(sellerId);
    expect((await call('POST', `/${sellerId}/api-keys/api`, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/${sellerId}/api-keys/api`, other)).statusCode).toBe(404);
    expect(await storedKeys(sellerId)).toEqual(before);
  });
});

describe('DELETE {u}/api-keys/{kind}', () => {
  it('clears the key', async () => {
    await call('POST', '/me/api-keys/specbooks');
    const res = await call('DELETE', '/me/api-keys/specbooks');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ kind: 'specbooks', field: 'specbooksApiKey', key: null, masked: null });
    expect((await storedKeys(sellerId)).specbooks_api_key).toBeNull();
    expect((await call('GET', '/me')).json().data.specbooksApiKey).toBeNull();
  });

  it('answers 400 for an unknown kind and 401 without a token', async () => {
    expect((await call('DELETE', '/me/api-keys/all')).json()).toMatchObject({ message: M.kindInvalid });
    expect((await call('DELETE', '/me/api-keys/api', '')).statusCode).toBe(401);
  });
});
