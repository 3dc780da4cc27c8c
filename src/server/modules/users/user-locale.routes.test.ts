import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { WORKSPACE_OPS_MESSAGES as M } from '#shared/lib/workspace-ops-messages';

// PATCH /api/v4/user/me {"locale"} and GET /me's `locale` (issue 22 item 6, docs/decisions/068).
let t: TestServer;
let seller: string;

const me = (method: 'GET' | 'PATCH', token: string | undefined = seller, payload?: unknown) =>
  t.app.inject({
    method,
    url: '/api/v4/user/me',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

beforeAll(async () => {
  t = await createTestServer();
  seller = await t.login('seller@specfolio.test');
});
afterAll(() => t.close());

describe('the locale setting, PATCH /api/v4/user/me', () => {
  it('answers null before any setting', async () => {
    const res = await me('GET');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.locale).toBeNull();
  });

  it('stores a supported locale lower-case whatever its case, and GET /me answers it at once (user cache)', async () => {
    expect((await me('GET')).json().data.locale).toBeNull(); // the cached answer of this version
    const res = await me('PATCH', seller, { locale: 'PT-BR' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.locale).toBe('pt-br');
    expect((await me('GET')).json().data.locale).toBe('pt-br');
    const { rows } = await t.database.pool.query(`select locale from users where lower(email) = 'seller@specfolio.test'`);
    expect(rows[0].locale).toBe('pt-br');
    const wrapped = await me('PATCH', seller, { updateUserRequest: { User: { locale: 'en-GB' } } });
    expect(wrapped.json().data.locale).toBe('en-gb');
    expect((await me('GET')).json().data.locale).toBe('en-gb');
  });

  it('keeps the locale when other fields change, and null clears it', async () => {
    await me('PATCH', seller, { locale: 'en-au' });
    expect((await me('PATCH', seller, { phone: '555-123-4567' })).json().data.locale).toBe('en-au');
    const cleared = await me('PATCH', seller, { locale: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.locale).toBeNull();
    expect((await me('GET')).json().data.locale).toBeNull();
  });

  it('refuses a locale outside the ten with 400 and a message naming them, writing nothing', async () => {
    await me('PATCH', seller, { locale: 'en-nz' });
    for (const locale of ['fr-fr', 'pt', '', 42]) {
      const res = await me('PATCH', seller, { locale, name: 'Not Written' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({ field: 'locale', message: M.localeInvalid });
    }
    expect(M.localeInvalid).toBe('Locale must be one of en-us, en-au, en-ca, en-gb, en-ie, en-il, en-in, en-nz, en-sg, pt-br');
    const after = (await me('GET')).json().data;
    expect(after).toMatchObject({ locale: 'en-nz' });
    expect(after.name).not.toBe('Not Written');
  });

  it('answers 401 without a token', async () => {
    expect((await me('PATCH', '', { locale: 'pt-br' })).statusCode).toBe(401);
    expect((await me('GET', '')).statusCode).toBe(401);
  });
});
