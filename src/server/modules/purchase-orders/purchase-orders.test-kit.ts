import type { TestServer } from '#server/test/server';
import { sqlOne } from '#server/modules/notifications/collab-test-kit';

/**
 * Test helpers of the purchase-order tests: a specbook, sellers and offers with known prices,
 * made with SQL (the sellers' endpoints belong to another module). Imported by tests only.
 */

/** What {@link orderFixture} made. */
export interface OrderFixture {
  id: number;
  accountId: number;
  rooms: { kitchen: number; bath: number };
  /**
   * Kitchen: a (approved, 2 × cost 100.00, shipping 5.00 each), b (approved, 1 × cost 40.00);
   * Bath: c (open, 3 × cost 10.00, no offers), rejected (cost 99.00);
   * Miscellaneous: optional (cost 50.00), d (approved, 1, no cost).
   */
  lines: { a: number; b: number; c: number; rejected: number; optional: number; d: number };
  /**
   * Alpha Supply (preferred, with e-mail): a 90.00, rejected and optional specs 1.00;
   * Beta Wholesale (no e-mail): a 80.00, b 35.50, d without price; the account's own stock: a 10.00, c 5.00.
   */
  sellers: { alpha: number; beta: number; ownStock: number };
}

async function insertLine(t: TestServer, sb: { id: number; accountId: number }, values: { room: number | null; spec: number; status: string; qty: number; cost: string | null; shipping?: string; optional?: boolean; order: number }): Promise<number> {
  const row = await sqlOne<{ id: number }>(
    t,
    `insert into spec_specbooks (account_id, specbook_id, spec_id, category_id, status, quantity, cost, shipping_cost, is_optional, sort_order, list_price)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 200.00) returning id`,
    [sb.accountId, sb.id, values.spec, values.room, values.status, values.qty, values.cost, values.shipping ?? null, values.optional ?? false, values.order],
  );
  return row.id;
}

/** A vendor of the account (payment terms 30, an Austin shipping address). */
export async function insertSeller(t: TestServer, accountId: number, values: { name: string; email: string | null; preferred?: boolean; ownStock?: boolean }): Promise<number> {
  const row = await sqlOne<{ id: number }>(
    t,
    `insert into sellers (account_id, name, email, preferred, own_stock, payment_terms, shipping_line1, shipping_city, shipping_state, shipping_zip_code)
     values ($1, $2, $3, $4, $5, 30, '1 Supply Way', 'Austin', 'TX', '78701') returning id`,
    [accountId, values.name, values.email, values.preferred ?? false, values.ownStock ?? false],
  );
  return row.id;
}

/** The seller's offer for a spec: lead time 1-2 weeks, 7 in stock. */
export async function insertOffer(t: TestServer, accountId: number, sellerId: number, specId: number, price: string | null): Promise<void> {
  await t.database.pool.query(
    `insert into seller_offers (account_id, seller_id, spec_id, price, lead_time, inventory_status, inventory_quantity) values ($1, $2, $3, $4, '1-2 weeks', 'in_stock', 7)`,
    [accountId, sellerId, specId, price],
  );
}

/** A new specbook of the user's account (shipping calculation on) with the rooms, lines, sellers and offers of {@link OrderFixture}. */
export async function orderFixture(t: TestServer, email: string, name: string): Promise<OrderFixture> {
  const sb = await sqlOne<{ id: number; accountId: number }>(
    t,
    `insert into specbooks (account_id, user_id, name, shipping_calculation) select account_id, id, $2, true from users where email = $1 returning id, account_id as "accountId"`,
    [email, name],
  );
  const room = async (roomName: string, order: number) =>
    (await sqlOne<{ id: number }>(t, 'insert into categories (account_id, specbook_id, name, sort_order) values ($1, $2, $3, $4) returning id', [sb.accountId, sb.id, roomName, order])).id;
  const rooms = { kitchen: await room('Kitchen', 0), bath: await room('Bath', 1) };
  // The account's own specs, so that demo offers for the catalogue never take part.
  const specIds = (
    await t.database.pool.query<{ id: number }>(
      `insert into specs (account_id, user_id, manufacturer_id, manufacturer_name, model_number, name)
       select u.account_id, u.id, m.id, m.name, $2 || '-' || n, $2 || ' product ' || n
         from users u, (select id, name from manufacturers order by id limit 1) m, generate_series(1, 6) n
        where u.email = $1 order by n returning id`,
      [email, name],
    )
  ).rows.map((r) => r.id);
  const [s1, s2, s3, s4, s5, s6] = specIds as [number, number, number, number, number, number];
  const lines = {
    a: await insertLine(t, sb, { room: rooms.kitchen, spec: s1, status: 'approved', qty: 2, cost: '100.00', shipping: '5.00', order: 0 }),
    b: await insertLine(t, sb, { room: rooms.kitchen, spec: s2, status: 'approved', qty: 1, cost: '40.00', order: 1 }),
    c: await insertLine(t, sb, { room: rooms.bath, spec: s3, status: 'open', qty: 3, cost: '10.00', order: 0 }),
    rejected: await insertLine(t, sb, { room: rooms.bath, spec: s4, status: 'rejected', qty: 1, cost: '99.00', order: 1 }),
    optional: await insertLine(t, sb, { room: null, spec: s5, status: 'approved', qty: 1, cost: '50.00', optional: true, order: 0 }),
    d: await insertLine(t, sb, { room: null, spec: s6, status: 'approved', qty: 1, cost: null, order: 1 }),
  };
  const existing = await sqlOne<{ id: number } | undefined>(t, 'select id from sellers where account_id = $1 and own_stock', [sb.accountId]);
  const sellers = {
    alpha: await insertSeller(t, sb.accountId, { name: `Alpha Supply ${name}`, email: 'orders@alpha.example', preferred: true }),
    beta: await insertSeller(t, sb.accountId, { name: `Beta Wholesale ${name}`, email: null }),
    ownStock: existing?.id ?? (await insertSeller(t, sb.accountId, { name: 'Our stock', email: null, ownStock: true })),
  };
  await insertOffer(t, sb.accountId, sellers.alpha, s1, '90.00');
  await insertOffer(t, sb.accountId, sellers.alpha, s4, '1.00');
  await insertOffer(t, sb.accountId, sellers.alpha, s5, '1.00');
  await insertOffer(t, sb.accountId, sellers.beta, s1, '80.00');
  await insertOffer(t, sb.accountId, sellers.beta, s2, '35.50');
  await insertOffer(t, sb.accountId, sellers.beta, s6, null);
  await t.database.pool.query('insert into seller_offers (account_id, seller_id, spec_id, price) values ($1, $2, $3, 10.00), ($1, $2, $4, 5.00) on conflict do nothing', [sb.accountId, sellers.ownStock, s1, s3]);
  return { ...sb, rooms, lines, sellers };
}

/** The calculate body. */
export function calculateBody(sellers: { id: number; specs: number[] }[] = [], filter?: unknown): Record<string, unknown> {
  return { calculatePurchaseOrdersRequest: { ...(filter === undefined ? {} : { filter }), PurchaseOrder: { sellers } } };
}

/** The execute body for one seller. */
export function executeBody(seller: { id: number; specs: number[] }, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { executePurchaseOrderRequest: { PurchaseOrder: { sellers: [seller], ...extra } } };
}

/** An e-Specbook viewer session of a specbook (a team member's link exchanged). */
export async function especbookViewerToken(t: TestServer, sellerToken: string, userId: number, specbookId: number): Promise<string> {
  const member = await t.app.inject({
    method: 'POST',
    url: `/api/v4/user/${userId}/specbook/${specbookId}/team`,
    headers: { authorization: `Bearer ${sellerToken}` },
    payload: { createTeamMemberRequest: { TeamMember: { name: 'Olga Orders', emailAddress: `olga.${specbookId}.${Date.now()}.${Math.random().toString(36).slice(2)}@example.com` } } },
  });
  const token = new URL(member.json().data.links.especbook).searchParams.get('token');
  return (await t.app.inject({ method: 'POST', url: '/api/v1/auth/especbooks', payload: { token, specbookId } })).json().data;
}
