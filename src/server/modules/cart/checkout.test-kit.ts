import { sqlOne } from '#server/modules/notifications/collab-test-kit';
import { insertSeller } from '#server/modules/purchase-orders/purchase-orders.test-kit';
import type { TestServer } from '#server/test/server';
import { CART_DEFAULT_CATEGORY, CART_PROFILE, cartName } from '#shared/lib/specmarket';

/**
 * Test helpers of the checkout tests: a cart of a user with items, and the account's sellers and
 * offers, made with SQL (the cart's own calls belong to the cart module). Imported by tests only.
 */

/** What {@link cartFixture} made. */
export interface CartFixture {
  id: number;
  accountId: number;
  /** a: 2 × (Alpha 90.00, Beta 95.00); b: 1 × Beta 35.50; c: 3 × Beta 12.25 (in stock 7). */
  items: { a: number; b: number; c: number };
  specs: { a: number; b: number; c: number };
  /** Alpha Supply (preferred, with e-mail), Beta Wholesale. */
  sellers: { alpha: number; beta: number };
}

/** The account's cart profile, made on first use. */
async function cartProfile(t: TestServer, email: string): Promise<number> {
  const found = await sqlOne<{ id: number } | undefined>(t, 'select p.id from profiles p join users u on u.account_id = p.account_id where u.email = $1 and p.type = $2 order by p.id limit 1', [email, CART_PROFILE.type]);
  if (found) return found.id;
  const made = await sqlOne<{ id: number }>(t, 'insert into profiles (account_id, user_id, name, type) select account_id, id, $2, $3 from users where email = $1 returning id', [email, CART_PROFILE.name, CART_PROFILE.type]);
  return made.id;
}

/** Sets (or adds) a seller's offer for a spec. */
export async function setOffer(t: TestServer, accountId: number, sellerId: number, specId: number, price: string | null, stock: { status: string | null; quantity: number | null } = { status: 'in_stock', quantity: 50 }): Promise<void> {
  await t.database.pool.query(
    `insert into seller_offers (account_id, seller_id, spec_id, price, lead_time, inventory_status, inventory_quantity) values ($1, $2, $3, $4, '1-2 weeks', $5, $6)
     on conflict (seller_id, spec_id) do update set price = excluded.price, inventory_status = excluded.inventory_status, inventory_quantity = excluded.inventory_quantity`,
    [accountId, sellerId, specId, price, stock.status, stock.quantity],
  );
}

/** Products for a cart: three specs of the user's account, offered by two new sellers (see {@link CartFixture}). */
export async function cartProducts(t: TestServer, email: string, label: string): Promise<Pick<CartFixture, 'specs' | 'sellers'>> {
  const specIds = (
    await t.database.pool.query<{ id: number }>(
      `insert into specs (account_id, user_id, manufacturer_id, manufacturer_name, model_number, name, list_price)
       select u.account_id, u.id, m.id, m.name, $2 || '-' || n, $2 || ' product ' || n, 120.00
         from users u, (select id, name from manufacturers order by id limit 1) m, generate_series(1, 3) n
        where u.email = $1 order by n returning id`,
      [email, label],
    )
  ).rows.map((r) => r.id);
  const [a, b, c] = specIds as [number, number, number];
  const { accountId } = await sqlOne<{ accountId: number }>(t, 'select account_id as "accountId" from users where email = $1', [email]);
  const sellers = {
    alpha: await insertSeller(t, accountId, { name: `Alpha Supply ${label}`, email: 'orders@alpha.example', preferred: true }),
    beta: await insertSeller(t, accountId, { name: `Beta Wholesale ${label}`, email: null }),
  };
  await setOffer(t, accountId, sellers.alpha, a, '90.00');
  await setOffer(t, accountId, sellers.beta, a, '95.00');
  await setOffer(t, accountId, sellers.beta, b, '35.50');
  await setOffer(t, accountId, sellers.beta, c, '12.25', { status: 'in_stock', quantity: 7 });
  return { specs: { a, b, c }, sellers };
}

/** A new cart of the user (a specbook under the account's cart profile, room "Default Category") holding 2 × a, 1 × b and 3 × c of {@link cartProducts}. */
export async function cartFixture(t: TestServer, email: string, label: string): Promise<CartFixture> {
  const profileId = await cartProfile(t, email);
  const cart = await sqlOne<{ id: number; accountId: number }>(
    t,
    `insert into specbooks (account_id, user_id, profile_id, name) select account_id, id, $2, $3 from users where email = $1 returning id, account_id as "accountId"`,
    [email, profileId, 'Cart'],
  );
  await t.database.pool.query('update specbooks set name = $2 where id = $1', [cart.id, cartName('Cart', cart.id)]);
  const room = await sqlOne<{ id: number }>(t, 'insert into categories (account_id, specbook_id, name) values ($1, $2, $3) returning id', [cart.accountId, cart.id, CART_DEFAULT_CATEGORY]);
  const { specs, sellers } = await cartProducts(t, email, label);
  const item = async (specId: number, qty: number, price: string, order: number) =>
    (
      await sqlOne<{ id: number }>(
        t,
        `insert into spec_specbooks (account_id, specbook_id, spec_id, category_id, quantity, sale_price, cost, sort_order) values ($1, $2, $3, $4, $5, $6, $6, $7) returning id`,
        [cart.accountId, cart.id, specId, room.id, qty, price, order],
      )
    ).id;
  const items = { a: await item(specs.a, 2, '90.00', 0), b: await item(specs.b, 1, '35.50', 1), c: await item(specs.c, 3, '12.25', 2) };
  return { ...cart, items, specs, sellers };
}

/** The checkout body. */
export function checkoutBody(method: 'card' | 'on_account' = 'on_account', shipTo: 'me' | 'customer' = 'me', shipping?: { seller: { id: number }; method: string }[]): Record<string, unknown> {
  return { checkoutRequest: { payment: { method }, shipTo, ...(shipping ? { shipping } : {}) } };
}
