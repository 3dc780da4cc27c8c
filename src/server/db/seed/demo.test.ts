import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/test/server';
import type { Database } from '#server/db/client';
import { seedDemoData } from './demo';
import { seedReferenceData } from './reference';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

async function counts() {
  const { rows } = await database.pool.query(`
    select (select count(*) from accounts) as accounts, (select count(*) from users) as users,
           (select count(*) from user_roles) as user_roles, (select count(*) from feature_flags) as flags,
           (select count(*) from profiles) as profiles, (select count(*) from specbooks) as specbooks,
           (select count(*) from manufacturers) as manufacturers, (select count(*) from specs) as specs,
           (select count(*) from roles) as roles, (select count(*) from customers) as customers, (select count(*) from customer_addresses) as addresses, (select count(*) from statuses) as statuses,
           (select count(*) from account_contacts) as contacts, (select count(*) from account_policies) as policies,
           (select count(*) from shipping_costs) as shipping_costs, (select count(*) from shipping_discounts) as shipping_discounts,
           (select count(*) from spec_specbooks) as spec_lines, (select count(*) from invoices) as invoices,
           (select count(*) from payment_accounts where valid and processor = 'manual') as payment_accounts`);
  return rows[0] as Record<string, number>;
}

describe('demo data', () => {
  it('holds the pinned accounts, logins, roles, statuses and a global catalogue', async () => {
    const c = await counts();
    expect(c).toMatchObject({ accounts: 3, users: 4, roles: 11, statuses: 16, manufacturers: 6, specs: 30, customers: 5, addresses: 8, contacts: 4, policies: 3, shipping_costs: 4, shipping_discounts: 4, spec_lines: 25, invoices: 3, payment_accounts: 1 });
    const { rows } = await database.pool.query(`select r.id from roles r where r.name = 'ROLE_PRO'`);
    expect(rows[0].id).toBe(11);
    const plus = await database.pool.query(
      `select u.email from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id where r.name = 'ROLE_SPECBOOK_ISPEC'`,
    );
    expect(plus.rows.map((r) => r.email)).toEqual(['seller@specfolio.test']);
    const logos = await database.pool.query(`select count(*)::int as n from accounts where logo_url is not null and phone is not null and address_line1 is not null`);
    expect(logos.rows[0].n).toBe(3);
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const before = await counts();
    await seedReferenceData(database.db);
    await seedDemoData(database.db);
    expect(await counts()).toEqual(before);
  });
});
