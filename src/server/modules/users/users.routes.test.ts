import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';

let t: TestServer;
let seller: string;
beforeAll(async () => {
  t = await createTestServer();
  seller = await t.login('seller@specfolio.test');
});
afterAll(() => t.close());

function me(token?: string) {
  return t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: token ? { authorization: `Bearer ${token}` } : {} });
}

describe('GET /api/v4/user/me', () => {
  it('answers the user with active roles, features and flags', async () => {
    const res = await me(seller);
    expect(res.statusCode).toBe(200);
    const user = res.json().data;
    expect(user).toMatchObject({ email: 'seller@specfolio.test', hasAdminRole: false, hasProRole: false, hasSpecbooksPlus: true, canUseInvoicing: true });
    expect(user.roleNames).toContain('ROLE_IBOOK');
    expect(user.features).toContain('useCustomerCenter');
  });

  it('marks the pro and admin users', async () => {
    expect((await me(await t.login('pro@specfolio.test'))).json().data).toMatchObject({ hasProRole: true, hasAdminRole: false });
    expect((await me(await t.login('admin@specfolio.test'))).json().data).toMatchObject({ hasAdminRole: true, hasSpecbooksPlus: false });
  });

  it('does not count an inactive role', async () => {
    await t.database.pool.query(`update roles set active = false where name = 'ROLE_PRO'`);
    try {
      const user = (await me(await t.login('pro@specfolio.test'))).json().data;
      expect(user.hasProRole).toBe(false);
      expect(user.roleNames).not.toContain('ROLE_PRO');
    } finally {
      await t.database.pool.query(`update roles set active = true where name = 'ROLE_PRO'`);
    }
  });

  it("counts the 'admin' role even when it is inactive", async () => {
    const admin = await t.login('admin@specfolio.test');
    const [{ id }] = (await t.database.pool.query(`select id from users where email = 'admin@specfolio.test'`)).rows;
    await t.database.pool.query(`insert into user_roles (user_id, role_id) select $1, id from roles where name = 'admin' on conflict do nothing`, [id]);
    await t.database.pool.query(`update roles set active = false where name = 'admin'`);
    try {
      expect((await me(admin)).json().data.roleNames).toContain('admin');
    } finally {
      await t.database.pool.query(`update roles set active = true where name = 'admin'`);
      await t.database.pool.query(`delete from user_roles where user_id = $1 and role_id = (select id from roles where name = 'admin')`, [id]);
    }
  });

  it('answers 401 without a token, with a malformed one, and with a forged one', async () => {
    expect((await me()).statusCode).toBe(401);
    expect((await me('garbage')).statusCode).toBe(401);
    const [h, p] = seller.split('.');
    expect((await me(`${h}.${p}.forgedsignature`)).statusCode).toBe(401);
    expect((await me()).json().message).toBe('Unauthorized');
  });
});
