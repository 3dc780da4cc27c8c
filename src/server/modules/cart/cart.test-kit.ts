import type { TestServer } from '#server/test/server';
import { sqlOne, userIdOf } from '#server/modules/notifications/collab-test-kit';
import { insertOffer, insertSeller } from '#server/modules/purchase-orders/purchase-orders.test-kit';
import { requester } from '#server/modules/invoices/invoices.test-kit';

/**
 * Test helpers of the cart tests: buyers with the marketplace role (id 11), products their
 * vendors offer, and calls under a user's path. Imported by tests only.
 */

/** The roles of a marketplace buyer: full access (id 11, ROLE_PRO) and ROLE_SPECMARKET_BUYER (decision 067). */
const BUYER_ROLES = ['ROLE_PRO', 'ROLE_SPECMARKET_BUYER'];

/** A signed-in user. */
export interface Actor {
  id: number;
  token: string;
}

/** Who the cart tests act as. */
export interface CartActors {
  /** pro@specfolio.test (Studio Verde Interiors, role 11). */
  pro: Actor;
  /** Another user of Studio Verde with role 11. */
  colleague: Actor;
  /** other@specfolio.test (Harbor), given role 11: a buyer of another account. */
  otherBuyer: Actor;
  /** seller@specfolio.test (Lakeside): no role 11. */
  seller: Actor;
  proAccountId: number;
}

/** Gives a user the marketplace buyer's roles (role 11 and ROLE_SPECMARKET_BUYER). */
export async function grantProRole(t: TestServer, userId: number): Promise<void> {
  await t.database.pool.query('insert into user_roles (user_id, role_id) select $1, id from roles where name = any($2) on conflict do nothing', [userId, BUYER_ROLES]);
}

/** A new user of the same account as `email`, with the demo password and role 11. */
export async function addColleague(t: TestServer, email: string, newEmail: string): Promise<number> {
  const row = await sqlOne<{ id: number }>(
    t,
    `insert into users (account_id, email, password_hash, name) select account_id, $2, password_hash, 'Casey Colleague' from users where email = $1 returning id`,
    [email, newEmail],
  );
  await grantProRole(t, row.id);
  return row.id;
}

/** Signs in a demo user. */
async function actor(t: TestServer, email: string): Promise<Actor> {
  return { id: await userIdOf(t, email), token: await t.login(email) };
}

/** The cart tests' actors (see {@link CartActors}). */
export async function cartActors(t: TestServer): Promise<CartActors> {
  await addColleague(t, 'pro@specfolio.test', 'casey.cart@verde.example');
  await grantProRole(t, await userIdOf(t, 'other@specfolio.test'));
  const [pro, colleague, otherBuyer, seller] = await Promise.all(
    ['pro@specfolio.test', 'casey.cart@verde.example', 'other@specfolio.test', 'seller@specfolio.test'].map((email) => actor(t, email)),
  );
  const { accountId } = await sqlOne<{ accountId: number }>(t, 'select account_id as "accountId" from users where id = $1', [pro!.id]);
  return { pro: pro!, colleague: colleague!, otherBuyer: otherBuyer!, seller: seller!, proAccountId: accountId };
}

/** What {@link marketFixture} made for an account. */
export interface MarketFixture {
  /**
   * The account's own catalogue specs (list price 120.00 each), so that demo offers take no part:
   * a — Alpha (preferred) 90.00 and Beta 80.00; b — Beta 35.50; c — offered by nobody.
   */
  specs: { a: number; b: number; c: number };
  sellers: { alpha: number; beta: number };
}

/** Specs, vendors and offers of the account of `email` (see {@link MarketFixture}); `tag` keeps names apart. */
export async function marketFixture(t: TestServer, email: string, tag: string): Promise<MarketFixture> {
  const { rows } = await t.database.pool.query<{ id: number; accountId: number }>(
    `insert into specs (account_id, user_id, manufacturer_id, manufacturer_name, model_number, name, list_price, upc)
     select u.account_id, u.id, m.id, m.name, $2 || '-' || n, $2 || ' product ' || n, 120.00, '0000' || n
       from users u, (select id, name from manufacturers order by id limit 1) m, generate_series(1, 3) n
      where u.email = $1 order by n returning id, account_id as "accountId"`,
    [email, tag],
  );
  const [a, b, c] = rows as [{ id: number; accountId: number }, { id: number }, { id: number }];
  const accountId = a.accountId;
  const sellers = {
    alpha: await insertSeller(t, accountId, { name: `Alpha ${tag}`, email: 'orders@alpha.example', preferred: true }),
    beta: await insertSeller(t, accountId, { name: `Beta ${tag}`, email: null }),
  };
  await insertOffer(t, accountId, sellers.alpha, a.id, '90.00');
  await insertOffer(t, accountId, sellers.beta, a.id, '80.00');
  await insertOffer(t, accountId, sellers.beta, b.id, '35.50');
  return { specs: { a: a.id, b: b.id, c: c.id }, sellers };
}

/** Calls under `/api/v4/user/{id}` as an actor (null token = unauthenticated). */
export function cartCaller(t: TestServer) {
  const req = requester(t);
  return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', who: Actor, path: string, payload?: unknown, token: string | null = who.token) =>
    req(method, `/api/v4/user/${who.id}${path}`, token, payload);
}

/** The add-item body. */
export function addItemBody(specId: number, quantity?: number): Record<string, unknown> {
  return { spec: { id: specId }, ...(quantity === undefined ? {} : { quantity }) };
}
