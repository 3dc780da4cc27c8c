import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '#server/test/server';
import type { Database } from '#server/db/client';
import { seedDemoData } from './demo';
import { seedReferenceData } from './reference';
import { SPECMARKET_TOP_CATEGORIES } from '#shared/lib/specmarket';
import { DEMO_SPECS } from './catalogue-data';
import { DEMO_SPEC_SHEET_SPECS, seedDemoSpecSheets } from './demo-spec-sheets';
import { createStorage } from '#server/lib/storage';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

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
           (select count(*) from payment_accounts where valid and processor = 'manual') as payment_accounts,
           (select count(*) from specmarket_categories) as specmarket_categories, (select count(*) from sellers) as sellers, (select count(*) from seller_offers) as offers,
           (select count(*) from manufacturer_aliases where account_id is null) as global_aliases,
           (select count(*) from groups) as groups, (select count(*) from group_members) as group_members, (select count(*) from shared_specbooks) as shares,
           (select count(*) from alerts) as alerts, (select count(*) from notes) as notes, (select count(*) from contacts) as people`);
  return rows[0] as Record<string, number>;
}

describe('demo data', () => {
  it('holds the pinned accounts, logins, roles, statuses and a global catalogue', async () => {
    const c = await counts();
    expect(c).toMatchObject({ accounts: 3, users: 6, roles: 11, statuses: 16, manufacturers: 8, specs: DEMO_SPECS.length, customers: 5, addresses: 8, contacts: 4, policies: 3, shipping_costs: 4, shipping_discounts: 4, spec_lines: 40, invoices: 4, payment_accounts: 1 });
    const { rows } = await database.pool.query(`select r.id from roles r where r.name = 'ROLE_PRO'`);
    expect(rows[0].id).toBe(11);
    const plus = await database.pool.query(
      `select u.email from users u join user_roles ur on ur.user_id = u.id join roles r on r.id = ur.role_id where r.name = 'ROLE_SPECBOOK_ISPEC'`,
    );
    expect(plus.rows.map((r) => r.email)).toEqual(['seller@specfolio.test']);
    const erp = await database.pool.query(`select c.name from customers c join accounts a on a.id = c.account_id where c.erp_customer_id = 'C000123' and a.name = 'Lakeside Bath & Kitchen'`);
    expect(erp.rows.map((r) => r.name)).toEqual(['Oak Street Builders']);
    const logos = await database.pool.query(`select count(*)::int as n from accounts where logo_url is not null and phone is not null and address_line1 is not null`);
    expect(logos.rows[0].n).toBe(3);
  });

  it('gives the showcase invoices made from its approved specs, in several states, with manual payments', async () => {
    const { rows } = await database.pool.query(`
      select i.number, i.status, i.paid, i.total, i.voided_at is not null as voided, i.due < current_date as overdue,
             (select count(*)::int from invoice_lines l where l.invoice_id = i.id) as lines,
             (select count(*)::int from invoice_payments p where p.invoice_id = i.id) as payments
      from invoices i join specbooks s on s.id = i.specbook_id where s.name = 'Harper Residence Selections' order by i.number`);
    expect(rows.map((r) => [r.number, r.voided, r.payments])).toEqual([['INV-1001', false, 1], ['INV-1002', false, 1], ['INV-1003', false, 0], ['INV-1004', true, 0]]);
    expect(rows[0].paid).toBe(rows[0].total);
    expect(Number(rows[1].paid)).toBeGreaterThan(0);
    expect(Number(rows[1].paid)).toBeLessThan(Number(rows[1].total));
    expect(rows[2].overdue).toBe(true);
    expect(rows.every((r) => r.lines > 0)).toBe(true);
    const { rows: book } = await database.pool.query(`select status from specbooks where name = 'Harper Residence Selections'`);
    expect(book[0].status).toBe('partial_paid');
  });

  it('gives the pro account three vendors of its own offering every demo spec, one to three each', async () => {
    const { rows } = await database.pool.query(`
      select s.id, count(o.id)::int as offers, count(distinct o.price)::int as prices, bool_and(o.price is null or o.price < s.list_price) as below_list
      from specs s left join seller_offers o on o.spec_id = s.id and o.account_id = (select id from accounts where name = 'Studio Verde Interiors')
      where s.account_id is null group by s.id`);
    expect(rows).toHaveLength(DEMO_SPECS.length);
    expect(rows.every((r) => r.offers >= 1 && r.offers <= 3 && r.below_list)).toBe(true);
    expect(rows.filter((r) => r.offers >= 2).length).toBeGreaterThan(20);
    const sellers = await database.pool.query(
      `select name, preferred, shipping_state from sellers where account_id = (select id from accounts where name = 'Studio Verde Interiors') order by name`,
    );
    expect(sellers.rows.map((r) => [r.name, r.preferred, r.shipping_state])).toEqual([
      ['Badger Kitchen & Lighting', false, 'WI'],
      ['North Shore Design Hardware', false, 'IL'],
      ['Prairie State Trade Supply', true, 'IL'],
    ]);
  });

  it('holds the Specmarket departments in the spec order, each with product types whose words find its demo specs', async () => {
    const { rows } = await database.pool.query(`select name, slug, image_url from specmarket_categories where parent_id is null order by sort_order`);
    expect(rows.map((r) => r.name)).toEqual([...SPECMARKET_TOP_CATEGORIES]);
    expect(rows.map((r) => r.image_url)).toEqual(rows.map((r) => `/specmarket/categories/${r.slug}.svg`));
    const types = await database.pool.query(`
      select c.name, (select count(*)::int from specs s where s.category = c.spec_category and s.search_vector @@ websearch_to_tsquery('english', c.search_terms)) as specs
      from specmarket_categories c where c.parent_id is not null`);
    expect(types.rows.length).toBeGreaterThanOrEqual(18);
    expect(types.rows.filter((r) => r.specs === 0)).toEqual([]);
  });

  it("holds the global aliases of the demo catalogue's manufacturers, keyed like model numbers", async () => {
    const { rows } = await database.pool.query(
      `select m.name, a.alias, a.alias_key from manufacturer_aliases a join manufacturers m on m.id = a.manufacturer_id
        where a.account_id is null and m.name = 'Brookline Faucet Co.' order by a.alias`,
    );
    expect(rows).toEqual([
      { name: 'Brookline Faucet Co.', alias: 'BFC', alias_key: 'bfc' },
      { name: 'Brookline Faucet Co.', alias: 'BFCO', alias_key: 'bfco' },
      { name: 'Brookline Faucet Co.', alias: 'Brookline Faucet Company', alias_key: 'brooklinefaucetcompany' },
    ]);
    expect((await counts()).global_aliases).toBe(20);
  });

  it("fills in the showroom's collaboration: a group with the pro user, a share, upcoming alerts, notes and people", async () => {
    const q = async (text: string) => (await database.pool.query(text)).rows;
    const lakeside = `(select id from accounts where name = 'Lakeside Bath & Kitchen')`;
    const members = await q(`
      select g.name, o.email as owner, u.email, m.pending from groups g join users o on o.id = g.owner_user_id
        join group_members m on m.group_id = g.id join users u on u.id = m.user_id where g.account_id = ${lakeside} order by u.email`);
    expect(members).toEqual([
      { name: 'Lakeside design partners', owner: 'seller@specfolio.test', email: 'pro@specfolio.test', pending: false },
      { name: 'Lakeside design partners', owner: 'seller@specfolio.test', email: 'seller@specfolio.test', pending: false },
    ]);
    const shares = await q(`select s.name from shared_specbooks x join specbooks s on s.id = x.specbook_id where x.email = 'pro@specfolio.test' and x.account_id = ${lakeside}`);
    expect(shares).toEqual([{ name: 'Harper Residence Selections' }]);
    // Upcoming: within the next 14 days of the seed, one all day and one timed, each with a recipient.
    const alerts = await q(`
      select a.all_day_event as "allDay", a.attendees, a.created_by as "createdBy",
             (a.start_alert at time zone a.timezone) > now() - interval '1 day' and (a.start_alert at time zone a.timezone) < now() + interval '14 days' as upcoming,
             a.end_alert >= a.start_alert as ordered
        from alerts a where a.account_id = ${lakeside} order by a.start_alert`);
    expect(alerts).toEqual([
      { allDay: false, attendees: ['pm@oakstreetbuild.example'], createdBy: 'Maya Thompson', upcoming: true, ordered: true },
      { allDay: true, attendees: ['pm@oakstreetbuild.example'], createdBy: 'Maya Thompson', upcoming: true, ordered: true },
    ]);
    const notes = await q(`select parent_type as type, count(*)::int as n from notes where account_id = ${lakeside} and deleted_at is null group by parent_type order by parent_type`);
    expect(notes).toEqual([{ type: 'customer', n: 1 }, { type: 'specbook', n: 2 }]);
    const people = await q(`
      select coalesce(c.name, s.name) as at, p.name from contacts p left join customers c on c.id = p.customer_id left join sellers s on s.id = p.vendor_id
        where p.account_id = ${lakeside} order by at, p.name`);
    expect(people).toEqual([
      { at: 'Great Lakes Plumbing Supply', name: 'Tom Brennan' },
      { at: 'Oak Street Builders', name: 'Dana Whitfield' },
      { at: 'Oak Street Builders', name: 'Marcus Reyes' },
    ]);
  });

  it('is idempotent: seeding again adds nothing', async () => {
    const categories = () => database.pool.query(`select id, parent_id, name, slug, sort_order, image_url, spec_category, search_terms from specmarket_categories order by id`);
    const before = await counts();
    const categoriesBefore = (await categories()).rows;
    await seedReferenceData(database.db);
    await seedDemoData(database.db);
    expect(await counts()).toEqual(before);
    expect((await categories()).rows).toEqual(categoriesBefore);
  });

  it('gives most catalogue specs a spec sheet in the file storage, once', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'specfolio-sheets-'));
    try {
      const storage = createStorage({}, dir);
      expect(await seedDemoSpecSheets(database.db, storage)).toBe(DEMO_SPEC_SHEET_SPECS.length);
      expect(await seedDemoSpecSheets(database.db, storage)).toBe(0);
      const { rows } = await database.pool.query(`
        select s.model_number as model, d.name, d.path, d.size from spec_documents d join specs s on s.id = d.spec_id
          where d.account_id is null and d.type = 2 and d.content_type = 'application/pdf' order by s.id`);
      expect(rows).toHaveLength(DEMO_SPEC_SHEET_SPECS.length);
      expect(rows[0]).toMatchObject({ model: 'AQ-4512-BN', name: 'AQ-4512-BN Spec Sheet.pdf' });
      const file = await storage.get(rows[0].path);
      expect(file.subarray(0, 5).toString()).toBe('%PDF-');
      expect(file.length).toBe(rows[0].size);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
