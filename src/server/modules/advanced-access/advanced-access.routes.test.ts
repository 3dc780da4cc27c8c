import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { ACCESS_CODE_ATTEMPTS_PER_MINUTE, ADVANCED_ACCESS_MESSAGES as M } from '#shared/lib/advanced-access-messages';

// Harbor (other@specfolio.test) has the bypass setting off in the demo data, its code is HARBOR-2026;
// Lakeside (seller@specfolio.test) keeps the default (bypass on), its code is LAKESIDE-2026.
let t: TestServer;
let harbor: { token: string; userId: number };
let seller: { token: string; userId: number };
let harborBook: number;
let sellerBook: number;
let joinId: number; // a priced row of Harbor's specbook
let sellerJoinId: number;

type Who = { token: string; userId: number } | null;
const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', path: string, who: Who, payload?: unknown, userId = who?.userId) =>
  t.app.inject({
    method,
    url: `/api/v4/user/${userId}${path}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const q = async (text: string, params: unknown[] = []) => (await t.database.pool.query(text, params)).rows;
const check = (who: Who, accessCode: unknown) => call('POST', '/access-code', who, { accessCode });
const editPrice = (who: Who, fieldType: string, fieldValue: unknown, book = harborBook, join = joinId) =>
  call('PATCH', `/specbook/${book}/specs/${join}/price`, who, { fieldType, fieldValue });
const me = async (who: Who) => (await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: { authorization: `Bearer ${who!.token}` } })).json().data;
const rowOf = async (id: number) => (await q('select cost, multiplier, multiplier_label, profit_margin, list_price, quantity from spec_specbooks where id = $1', [id]))[0];
const groupUpdates = (who: Who, book = harborBook, join = joinId) => [
  () => call('POST', `/specbook/${book}/specs/prices/bulk`, who, { bulkUpdatePricesRequest: { specs: [{ joinId: join }] } }),
  () => call('POST', `/specbook/${book}/specs/prices/refresh`, who, { refreshPricesRequest: {} }),
  () => call('PATCH', `/specbook/${book}/specs/prices`, who, { updatePricesRequest: { specs: [{ joinId: join, payload: [{ fieldType: 'qty', fieldValue: 3 }] }] } }),
];
const GUARDED_EDITS: [string, unknown][] = [
  ['cost', '41.00'],
  ['multiplier', '0.7'],
  ['profit_margin', '30'],
  ['multiplier_label', 'Trade'],
];

async function login(email: string) {
  const token = await t.login(email);
  const res = await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: { authorization: `Bearer ${token}` } });
  return { token, userId: res.json().data.id as number };
}

beforeAll(async () => {
  t = await createTestServer();
  [harbor, seller] = await Promise.all([login('other@specfolio.test'), login('seller@specfolio.test')]);
  const book = async (name: string) => (await q('select id from specbooks where name = $1', [name]))[0].id as number;
  [harborBook, sellerBook] = await Promise.all([book('Bayview Unit Fixtures'), book('Johnson Master Bath')]);
  const spec = (await q(`select id from specs where account_id is null order by id limit 1`))[0].id;
  const insert = `insert into spec_specbooks (account_id, specbook_id, spec_id, quantity, list_price, sale_price, cost, multiplier, profit_margin)
    select account_id, id, $2, 2, '100.00', '65.00', '40.00', '0.6500', '38.46' from specbooks where id = $1 returning id`;
  joinId = (await q(insert, [harborBook, spec]))[0].id;
  sellerJoinId = (await q(insert, [sellerBook, spec]))[0].id;
});
afterAll(() => t.close());

describe('GET /v4/user/me advancedAccess', () => {
  it('is granted by the default setting and refused when the account turns the bypass off', async () => {
    expect((await me(seller)).advancedAccess).toEqual({ granted: true, via: 'setting', expiresAt: null });
    expect((await me(harbor)).advancedAccess).toEqual({ granted: false, via: null, expiresAt: null });
  });
});

describe('advanced pricing without advanced access', () => {
  it('answers 403 with the message for each guarded edit and changes nothing', async () => {
    const before = await rowOf(joinId);
    for (const [fieldType, value] of GUARDED_EDITS) {
      const res = await editPrice(harbor, fieldType, value);
      expect(res.statusCode, fieldType).toBe(403);
      expect(res.json().message).toBe(M.forbidden);
    }
    for (const update of groupUpdates(harbor)) {
      const res = await update();
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(M.forbidden);
    }
    expect(await rowOf(joinId)).toEqual(before);
  });

  it('still reads prices and edits quantity and list price', async () => {
    expect((await call('GET', `/specbook/${harborBook}/specs/${joinId}/price`, harbor)).statusCode).toBe(200);
    expect((await editPrice(harbor, 'qty', 3)).statusCode).toBe(200);
    expect((await editPrice(harbor, 'price', '100.00')).statusCode).toBe(200);
  });

  it('answers 404, not 403, for another account’s specbook', async () => {
    expect((await editPrice(harbor, 'cost', '1.00', sellerBook, sellerJoinId)).statusCode).toBe(404);
    expect((await editPrice(seller, 'cost', '1.00', harborBook, joinId)).statusCode).toBe(404);
    for (const update of groupUpdates(harbor, sellerBook, sellerJoinId)) expect((await update()).statusCode).toBe(404);
  });
});

describe('POST {u}/access-code', () => {
  it('answers 401 without a token, 400 without a code and 404 for another user', async () => {
    expect((await check(null, 'HARBOR-2026')).statusCode).toBe(401);
    const missing = await call('POST', '/access-code', harbor, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toEqual({ field: 'accessCode', message: M.codeRequired });
    expect((await check(harbor, '')).json().message).toBe(M.codeRequired);
    expect((await call('POST', '/access-code', harbor, { accessCode: 'HARBOR-2026' }, seller.userId)).statusCode).toBe(404);
  });

  it('refuses a wrong code or another account’s code with accessCodeValid false, granting nothing', async () => {
    for (const code of ['harbor-2026', 'LAKESIDE-2026']) {
      const res = await check(harbor, code);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: { accessCodeValid: false, expiresAt: null } });
    }
    expect((await me(harbor)).advancedAccess.granted).toBe(false);
  });

  it('a valid code unlocks advanced pricing for 1 day', async () => {
    const res = await check(harbor, ' HARBOR-2026 ');
    expect(res.statusCode).toBe(200);
    const { accessCodeValid, expiresAt } = res.json().data;
    expect(accessCodeValid).toBe(true);
    expect(Math.abs(Date.parse(expiresAt) - Date.now() - 864e5)).toBeLessThan(60_000);
    expect((await me(harbor)).advancedAccess).toEqual({ granted: true, via: 'code', expiresAt });
    const edited = await editPrice(harbor, 'cost', '41.00');
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.price.cost).toBe('41.00');
    for (const update of groupUpdates(harbor)) expect((await update()).statusCode).toBe(200);
    expect(await q('select count(*)::int as n from advanced_access_grants where user_id = $1', [harbor.userId])).toEqual([{ n: 1 }]);
  });

  it('a grant older than a day no longer counts', async () => {
    await q(`update advanced_access_grants set expires_at = now() - interval '1 second' where user_id = $1`, [harbor.userId]);
    expect((await me(harbor)).advancedAccess).toEqual({ granted: false, via: null, expiresAt: null });
    expect((await editPrice(harbor, 'cost', '42.00')).statusCode).toBe(403);
  });

  it('an account without a code validates nothing', async () => {
    await q('update accounts set access_code_hash = null where id = (select account_id from users where id = $1)', [seller.userId]);
    expect((await check(seller, 'LAKESIDE-2026')).json().data.accessCodeValid).toBe(false);
  });
});

describe('the flag and the setting', () => {
  it('the user flag advancedPricing.bypassAccessCode grants access', async () => {
    await q(`insert into feature_flags (user_id, feature_flag_name) values ($1, 'advancedPricing.bypassAccessCode')`, [harbor.userId]);
    // A fresh session, as the user would have after the flag was set.
    const flagged = await login('other@specfolio.test');
    expect((await me(flagged)).advancedAccess).toEqual({ granted: true, via: 'flag', expiresAt: null });
    expect((await editPrice(flagged, 'multiplier', '0.7')).statusCode).toBe(200);
    await q(`delete from feature_flags where user_id = $1 and feature_flag_name = 'advancedPricing.bypassAccessCode'`, [harbor.userId]);
    expect((await me(await login('other@specfolio.test'))).advancedAccess.granted).toBe(false);
  });

  it('the account setting management.bypass_advanced_access grants access while on', async () => {
    const setBypass = (value: string) => call('PATCH', '/account/settings', harbor, { patchAccountSettingsRequest: { Settings: { 'management.bypass_advanced_access': value } } });
    expect((await setBypass('true')).statusCode).toBe(200);
    expect((await me(harbor)).advancedAccess).toEqual({ granted: true, via: 'setting', expiresAt: null });
    expect((await editPrice(harbor, 'profit_margin', '30')).statusCode).toBe(200);
    expect((await setBypass('false')).statusCode).toBe(200);
    expect((await editPrice(harbor, 'profit_margin', '31')).statusCode).toBe(403);
  });
});

describe('PUT / DELETE {u}/account/access-code', () => {
  it('answers 401 without a token, 400 with the messages and 404 for another user', async () => {
    expect((await call('PUT', '/account/access-code', null, { code: 'NEW-CODE' }, harbor.userId)).statusCode).toBe(401);
    expect((await call('DELETE', '/account/access-code', null, undefined, harbor.userId)).statusCode).toBe(401);
    for (const [code, message] of [['abc', M.newCodeLength], ['x'.repeat(33), M.newCodeLength], [' ABCD ', M.newCodeBlank], [undefined, M.newCodeLength]] as const) {
      const res = await call('PUT', '/account/access-code', harbor, { code });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toEqual({ field: 'code', message });
    }
    expect((await call('PUT', '/account/access-code', harbor, { code: 'MINE-NOW' }, seller.userId)).statusCode).toBe(404);
    expect((await call('DELETE', '/account/access-code', harbor, undefined, seller.userId)).statusCode).toBe(404);
  });

  it('sets a new code (hash only), ending earlier grants, and clears it', async () => {
    expect((await check(harbor, 'HARBOR-2026')).json().data.accessCodeValid).toBe(true);
    const set = await call('PUT', '/account/access-code', harbor, { code: 'BAYVIEW-7' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ data: { hasAccessCode: true } });
    const [stored] = await q('select access_code_hash from accounts where id = (select account_id from users where id = $1)', [harbor.userId]);
    expect(stored.access_code_hash).toMatch(/^\$argon2id\$/);
    expect((await me(harbor)).advancedAccess.granted).toBe(false);
    expect((await call('GET', '/account', harbor)).json().data.hasAccessCode).toBe(true);
    expect((await check(harbor, 'HARBOR-2026')).json().data.accessCodeValid).toBe(false);
    expect((await check(harbor, 'BAYVIEW-7')).json().data.accessCodeValid).toBe(true);

    const cleared = await call('DELETE', '/account/access-code', harbor);
    expect(cleared.json()).toEqual({ data: { hasAccessCode: false } });
    expect((await me(harbor)).advancedAccess.granted).toBe(false);
    expect((await check(harbor, 'BAYVIEW-7')).json().data.accessCodeValid).toBe(false);
  });
});

describe('attempts', () => {
  it('answers 429 after too many checks in a minute', async () => {
    const fresh = await login('other@specfolio.test');
    for (let i = 0; i < ACCESS_CODE_ATTEMPTS_PER_MINUTE; i += 1) expect((await check(fresh, `WRONG-${i}`)).statusCode).toBe(200);
    const res = await check(fresh, 'WRONG');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(M.tooManyAttempts);
  });
});
