import type { TestServer } from '#server/test/server';
import { bearer, sqlOne } from '#server/modules/notifications/collab-test-kit';

/**
 * Test helpers of the invoicing tests: a specbook with known prices, made with SQL (the specs'
 * and line items' endpoints belong to other modules). Imported by tests only.
 */

/** A specbook made for a test, with the ids of its spec lines and line items. */
export interface InvoicingFixture {
  id: number;
  accountId: number;
  /** Approved: 2 × 100.00 (sale 100.00), 1 × 50.00 (list only), shipping 5.00 each on the first. */
  approvedSpecs: [number, number];
  /** Open: not invoiceable. */
  openSpec: number;
  /** Approved line items: Installation 1 × 40.00 taxable; Delivery 1 × 25.00 shipping. */
  lineItems: { installation: number; delivery: number };
  /** A quoted line item (not invoiceable) and a removed one. */
  otherLineItems: number[];
}

async function insertSpecLine(t: TestServer, sb: { id: number; accountId: number }, values: { status: string; qty: number; sale: string | null; list: string | null; shipping: string | null }): Promise<number> {
  const row = await sqlOne<{ id: number }>(
    t,
    `insert into spec_specbooks (account_id, specbook_id, spec_id, status, quantity, sale_price, list_price, shipping_cost)
     values ($1, $2, (select id from specs where account_id is null order by id limit 1), $3, $4, $5, $6, $7) returning id`,
    [sb.accountId, sb.id, values.status, values.qty, values.sale, values.list, values.shipping],
  );
  return row.id;
}

async function insertLineItem(t: TestServer, sb: { id: number; accountId: number }, values: { name: string; list: string | null; sale: string | null; taxable: boolean; shipping: boolean; status?: string; deleted?: boolean }): Promise<number> {
  const row = await sqlOne<{ id: number }>(
    t,
    `insert into specbook_line_items (account_id, specbook_id, name, quantity, list_price, sale_price, is_taxable, is_shipping, status, deleted)
     values ($1, $2, $3, 1, $4, $5, $6, $7, $8, $9) returning id`,
    [sb.accountId, sb.id, values.name, values.list, values.sale, values.taxable, values.shipping, values.status ?? 'approved', values.deleted ?? false],
  );
  return row.id;
}

/** A new specbook of the user's account with tax 10.00%, payment terms 15 days and the lines of {@link InvoicingFixture}. */
export async function invoicingFixture(t: TestServer, email: string, name: string): Promise<InvoicingFixture> {
  const sb = await sqlOne<{ id: number; accountId: number }>(
    t,
    `insert into specbooks (account_id, user_id, name, tax, payment_terms, shipping_calculation)
     select account_id, id, $2, 10.00, 15, true from users where email = $1 returning id, account_id as "accountId"`,
    [email, name],
  );
  const first = await insertSpecLine(t, sb, { status: 'approved', qty: 2, sale: '100.00', list: '120.00', shipping: '5.00' });
  const second = await insertSpecLine(t, sb, { status: 'ordered', qty: 1, sale: null, list: '50.00', shipping: null });
  const openSpec = await insertSpecLine(t, sb, { status: 'open', qty: 3, sale: '999.00', list: null, shipping: null });
  const installation = await insertLineItem(t, sb, { name: 'Installation', list: '45.00', sale: '40.00', taxable: true, shipping: false });
  const delivery = await insertLineItem(t, sb, { name: 'Delivery', list: '25.00', sale: null, taxable: false, shipping: true });
  const quoted = await insertLineItem(t, sb, { name: 'Maybe', list: '10.00', sale: null, taxable: false, shipping: false, status: 'quoted' });
  const removed = await insertLineItem(t, sb, { name: 'Gone', list: '10.00', sale: null, taxable: false, shipping: false, deleted: true });
  return { ...sb, approvedSpecs: [first, second], openSpec, lineItems: { installation, delivery }, otherLineItems: [quoted, removed] };
}

/** An inject helper bound to a test server: (method, url, token, payload?, headers?). */
export function requester(t: TestServer) {
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...(token ? bearer(token) : {}), ...headers }, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** The create-invoice body. */
export function createBody(invoice: Record<string, unknown> = {}, filters: Record<string, unknown> = {}): Record<string, unknown> {
  return { createInvoiceRequest: { Invoice: invoice }, ...filters };
}

/** The record-payment body. */
export function paymentBody(amount: string, method = 'check', reference: string | null = 'CHK-1'): Record<string, unknown> {
  return { createPaymentRequest: { Payment: { amount, method, reference } } };
}

/** Removes a feature flag from a user. */
export async function dropFlag(t: TestServer, email: string, flag: string): Promise<void> {
  await t.database.pool.query('delete from feature_flags where user_id = (select id from users where email = $1) and feature_flag_name = $2', [email, flag]);
}

/** Gives a user a feature flag. */
export async function grantFlag(t: TestServer, email: string, flag: string): Promise<void> {
  await t.database.pool.query('insert into feature_flags (user_id, feature_flag_name) select id, $2 from users where email = $1 on conflict do nothing', [email, flag]);
}

/** Gives a user a role (by name). */
export async function grantRole(t: TestServer, email: string, role: string): Promise<void> {
  await t.database.pool.query('insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r where u.email = $1 and r.name = $2 on conflict do nothing', [email, role]);
}

/** Takes a role (by name) from a user. */
export async function dropRole(t: TestServer, email: string, role: string): Promise<void> {
  await t.database.pool.query('delete from user_roles where user_id = (select id from users where email = $1) and role_id = (select id from roles where name = $2)', [email, role]);
}
