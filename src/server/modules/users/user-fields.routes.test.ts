import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { COMPANY_MESSAGES } from '#shared/lib/company-messages';
import { WORKSPACE_OPS_MESSAGES as M } from '#shared/lib/workspace-ops-messages';

/** The user fields of spec §3 "User" (docs/decisions/081): their answer, their patch and the API keys' visibility. */
let t: TestServer;
let seller: string;
let admin: string;
let sellerId: number;
let colleagueId: number;
let colleague: string;
let otherId: number;

const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const call = (method: 'GET' | 'PATCH', path: string, token: string | undefined = seller, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v4/user${path}`, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });

const KEYS = { apiKey: 'ak-seller-1', specbooksApiKey: 'sk-seller-2', specbooksPublicApiKey: 'pk-seller-3' };
/** Keys stored in full before decision 087 are answered masked: the mask and their last four characters. */
const MASKED = { apiKey: '••••er-1', specbooksApiKey: '••••er-2', specbooksPublicApiKey: '••••er-3' };
const PROFILE = {
  fax: '555-987-6543',
  legacyAddress: '12 Harbor Road, Lakeside',
  latitude: 41.8781,
  longitude: -87.6298,
  storeManagerName: 'Morgan Manager',
  storeManagerEmail: 'morgan@lakeside.example.com',
};

beforeAll(async () => {
  t = await createTestServer();
  seller = await t.login('seller@specfolio.test');
  admin = await t.login('admin@specfolio.test');
  const other = await t.login('other@specfolio.test');
  sellerId = (await call('GET', '/me')).json().data.id;
  otherId = (await call('GET', '/me', other)).json().data.id;
  const { rows } = await t.database.pool.query(
    `insert into users (account_id, email, password_hash, name, api_key) select account_id, 'keys-colleague@specfolio.test', password_hash, 'Kim Colleague', 'ak-colleague'
       from users where id = $1 returning id`,
    [sellerId],
  );
  colleagueId = rows[0].id;
  colleague = await t.login('keys-colleague@specfolio.test');
  await t.database.pool.query(
    `update users set api_key = $2, specbooks_api_key = $3, specbooks_public_api_key = $4, last_password_reset_at = '2026-01-02T03:04:05.000Z',
       integration_data = '{"erp": {"token": "t-1"}}' where id = $1`,
    [sellerId, KEYS.apiKey, KEYS.specbooksApiKey, KEYS.specbooksPublicApiKey],
  );
});
afterAll(() => t.close());

describe('the user fields of spec §3', () => {
  it('GET /me answers every field, its own keys masked and the last password reset', async () => {
    const user = (await call('GET', '/me')).json().data;
    expect(user).toMatchObject({ ...MASKED, lastPasswordResetDateTime: '2026-01-02T03:04:05.000Z', integrationCustomerSearch: false, theme: null });
    expect(user.integrationData).toEqual({ erp: { token: 't-1' } });
    for (const key of ['legacyUserRoles', 'googleAnalytics', 'wishlistProfileID', 'webOrderProfileID', 'hiveOrderProfileID', 'importType']) {
      expect(user).toHaveProperty(key, null);
    }
  });

  it('gives each role of the user its legacyRole and dates', async () => {
    await t.database.pool.query(`update roles set legacy_role = 'ibook' where name = 'ROLE_IBOOK'`);
    try {
      const me = (await call('GET', '/me', await t.login('seller@specfolio.test'))).json().data;
      const ibook = me.roles.find((r: { name: string }) => r.name === 'ROLE_IBOOK');
      expect(ibook).toMatchObject({ legacyRole: 'ibook', createDateTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/) });
      const listed = (await call('GET', `/${sellerId}/roles`)).json().data.find((r: { name: string }) => r.name === 'ROLE_IBOOK');
      expect(ibook).toEqual(listed);
    } finally {
      await t.database.pool.query(`update roles set legacy_role = null where name = 'ROLE_IBOOK'`);
    }
  });

  it("hides another user's API keys and integration data from a colleague, shows them masked to the user and a platform admin", async () => {
    const byColleague = (await call('GET', `/${colleagueId}/users/${sellerId}`, colleague)).json().data;
    expect(byColleague).toMatchObject({ id: sellerId, apiKey: null, specbooksApiKey: null, specbooksPublicApiKey: null, integrationData: null });
    expect((await call('GET', `/${sellerId}`, admin)).json().data.integrationData).toEqual({ erp: { token: 't-1' } });
    expect((await call('GET', `/${sellerId}/users/${colleagueId}`)).json().data.apiKey).toBeNull();
    expect((await call('GET', `/${sellerId}/users/${sellerId}`)).json().data).toMatchObject(MASKED);
    expect((await call('GET', `/${sellerId}`, admin)).json().data).toMatchObject(MASKED);
    expect((await call('GET', `/${colleagueId}`, colleague)).json().data.apiKey).toBe('••••ague');
  });
});

describe('PATCH {u} with the user fields', () => {
  it('stores them, and GET /me and the user by id answer them', async () => {
    const res = await call('PATCH', '/me', seller, { updateUserRequest: { User: { ...PROFILE, storeManagerEmail: '  morgan@lakeside.example.com ' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject(PROFILE);
    expect((await call('GET', '/me')).json().data).toMatchObject(PROFILE);
    expect((await call('GET', `/${colleagueId}/users/${sellerId}`, colleague)).json().data).toMatchObject(PROFILE);
  });

  it('takes coordinates as numeric text and clears fields with blank or null', async () => {
    const res = await call('PATCH', '/me', seller, { latitude: '-33.5', longitude: '151', fax: '', storeManagerName: null, legacyAddress: '  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ latitude: -33.5, longitude: 151, fax: null, storeManagerName: null, legacyAddress: null, storeManagerEmail: PROFILE.storeManagerEmail });
  });

  it('does not take the API keys', async () => {
    const res = await call('PATCH', '/me', seller, { apiKey: 'mine-now' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.apiKey).toBe(MASKED.apiKey);
  });

  it.each([
    [{ latitude: 90.5 }, 'latitude', M.latitudeInvalid],
    [{ latitude: 'north' }, 'latitude', M.latitudeInvalid],
    [{ longitude: -180.01 }, 'longitude', M.longitudeInvalid],
    [{ storeManagerEmail: 'morgan@' }, 'storeManagerEmail', M.emailInvalid],
    [{ fax: 'fax me' }, 'fax', COMPANY_MESSAGES.notValid],
    [{ storeManagerName: 'x'.repeat(101) }, 'storeManagerName', M.storeManagerNameMax],
  ])('refuses %j with 400 and its message, writing nothing', async (body, field, message) => {
    const res = await call('PATCH', '/me', seller, { ...body, name: 'Changed Name' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field, message });
    expect((await call('GET', '/me')).json().data.name).not.toBe('Changed Name');
  });

  it("answers 401 without a token and 404 for another account's user", async () => {
    expect((await call('PATCH', '/me', '', { fax: '555-111-2222' })).statusCode).toBe(401);
    expect((await call('PATCH', `/${otherId}`, seller, { fax: '555-111-2222' })).statusCode).toBe(404);
    expect((await call('GET', `/${sellerId}/users/${otherId}`)).statusCode).toBe(404);
  });
});
