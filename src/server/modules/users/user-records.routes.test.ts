import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { COMPANY_MESSAGES } from '#shared/lib/company-messages';
import { WORKSPACE_OPS_MESSAGES as M } from '#shared/lib/workspace-ops-messages';

let t: TestServer;
let seller: string;
let sellerId: number;
let colleagueId: number;
let otherId: number;

const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const call = (method: 'GET' | 'PATCH', path: string, token: string | undefined = seller, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v4/user${path}`, headers: auth(token), ...(payload === undefined ? {} : { payload: payload as object }) });

beforeAll(async () => {
  t = await createTestServer();
  seller = await t.login('seller@specfolio.test');
  const other = await t.login('other@specfolio.test');
  sellerId = (await call('GET', '/me')).json().data.id;
  otherId = (await call('GET', '/me', other)).json().data.id;
  const { rows } = await t.database.pool.query(
    `insert into users (account_id, email, password_hash, name) select account_id, 'colleague@specfolio.test', 'x', 'Casey Colleague'
       from users where id = $1 returning id`,
    [sellerId],
  );
  colleagueId = rows[0].id;
});
afterAll(() => t.close());

describe('GET {u}/users/{id} (user by id)', () => {
  it("answers a user of the caller's account", async () => {
    const res = await call('GET', `/${sellerId}/users/${colleagueId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: colleagueId, name: 'Casey Colleague', email: 'colleague@specfolio.test', roles: [] });
  });

  it("answers 404 for another account's user or no user, and 401 without a token", async () => {
    const foreign = await call('GET', `/${sellerId}/users/${otherId}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(M.userNotFound);
    expect((await call('GET', `/${sellerId}/users/abc`)).statusCode).toBe(404);
    expect((await call('GET', `/${sellerId}/users/${colleagueId}`, '')).statusCode).toBe(401);
    expect((await call('GET', `/${otherId}/users/${otherId}`)).statusCode).toBe(404);
  });

  it('GET {u} answers the path user', async () => {
    expect((await call('GET', `/${sellerId}`)).json().data).toMatchObject({ id: sellerId, email: 'seller@specfolio.test' });
    expect((await call('GET', `/${otherId}`)).statusCode).toBe(404);
  });
});

describe('GET {u}/roles', () => {
  it("lists the user's granted roles with their record fields", async () => {
    const res = await call('GET', `/${sellerId}/roles`);
    expect(res.statusCode).toBe(200);
    const names = res.json().data.map((r: { name: string }) => r.name);
    expect(names).toContain('ROLE_IBOOK');
    expect(res.json().data[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      displayName: expect.any(String),
      active: expect.any(Boolean),
      legacyRole: null,
      createDateTime: expect.any(String),
      updateDateTime: expect.any(String),
    });
    expect((await call('GET', `/${colleagueId}/roles`)).statusCode).toBe(404);
    expect((await call('GET', `/${sellerId}/roles`, '')).statusCode).toBe(401);
  });
});

describe('PATCH {u} (patch user)', () => {
  it('stores the website address (scheme added), and GET /me shows it at once', async () => {
    const res = await call('PATCH', `/${sellerId}`, seller, { updateUserRequest: { User: { companyWebAddress: 'lakesidebath.example.com', phone: '555-123-4567' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ companyWebAddress: 'https://lakesidebath.example.com', phone: '555-123-4567' });
    expect((await call('GET', '/me')).json().data.companyWebAddress).toBe('https://lakesidebath.example.com');
    const bare = await call('PATCH', '/me', seller, { companyWebAddress: '' });
    expect(bare.json().data.companyWebAddress).toBeNull();
  });

  it("refuses a bad address or phone with 400 and the spec's messages, writing nothing", async () => {
    const res = await call('PATCH', `/${sellerId}`, seller, { companyWebAddress: 'not a site', name: 'Sam' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toMatchObject({ field: 'companyWebAddress', message: COMPANY_MESSAGES.websiteInvalid });
    const phone = await call('PATCH', `/${sellerId}`, seller, { phone: 'abc' });
    expect(phone.json().errors[0].message).toBe(COMPANY_MESSAGES.notValid);
    const name = await call('PATCH', `/${sellerId}`, seller, { name: '  ' });
    expect(name.json().errors[0].message).toBe(M.nameRequired);
    expect((await call('GET', '/me')).json().data.name).not.toBe('Sam');
  });

  it("answers 401 without a token and 404 for another account's user", async () => {
    expect((await call('PATCH', `/${sellerId}`, '', { name: 'X' })).statusCode).toBe(401);
    expect((await call('PATCH', `/${otherId}`, seller, { name: 'X' })).statusCode).toBe(404);
  });
});
