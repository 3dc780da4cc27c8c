import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServiceContext } from '#server/lib/context';
import { createTestServer, type TestServer } from '#server/test/server';
import { serviceContextOf, sqlCount, sqlOne } from '#server/modules/notifications/collab-test-kit';
import { addColleague } from './cart.test-kit';
import { openCart } from './open-cart';

let t: TestServer;
let pro: ServiceContext;
let colleague: ServiceContext;

const cartsOf = (userId: number) => sqlCount(t, 'specbooks s join profiles p on p.id = s.profile_id', "p.type = 'cart' and s.user_id = $1", [userId]);
const setCart = (id: number, set: string) => t.database.pool.query(`update specbooks set ${set} where id = $1`, [id]);

beforeAll(async () => {
  t = await createTestServer();
  await addColleague(t, 'pro@specfolio.test', 'casey.open@verde.example');
  [pro, colleague] = await Promise.all([serviceContextOf(t, 'pro@specfolio.test'), serviceContextOf(t, 'casey.open@verde.example')]);
});
afterAll(() => t.close());

describe('the open cart (§4, decision 056)', () => {
  let first: number;

  it("makes the first cart under the account's profile 'Cart' (type cart): 'Cart #{id}' with the room 'Default Category'", async () => {
    expect(await sqlCount(t, 'profiles', "account_id = $1 and type = 'cart'", [pro.user.accountId])).toBe(0);
    const cart = await openCart(pro);
    first = cart.id;
    expect(cart).toMatchObject({ name: `Cart #${cart.id}`, status: 'open', userId: pro.user.id, accountId: pro.user.accountId });
    const profile = await sqlOne<{ name: string; type: string }>(t, 'select name, type from profiles where id = $1', [cart.profileId]);
    expect(profile).toEqual({ name: 'Cart', type: 'cart' });
    const rooms = (await t.database.pool.query('select name from categories where specbook_id = $1', [cart.id])).rows;
    expect(rooms).toEqual([{ name: 'Default Category' }]);
  });

  it('answers the same cart while it stays open, and each user has their own under the one profile', async () => {
    expect((await openCart(pro)).id).toBe(first);
    const theirs = await openCart(colleague);
    expect(theirs.id).not.toBe(first);
    expect(theirs.profileId).toBe((await openCart(pro)).profileId);
    expect(await sqlCount(t, 'profiles', "account_id = $1 and type = 'cart'", [pro.user.accountId])).toBe(1);
  });

  it('skips a cart that is not open, archived, or ordered (a purchase order or a marketplace order made from it)', async () => {
    await setCart(first, "status = 'approved'");
    const second = (await openCart(pro)).id;
    expect(second).not.toBe(first);
    await setCart(second, 'archived = true');
    const third = (await openCart(pro)).id;
    expect([first, second]).not.toContain(third);
    const po = await sqlOne<{ id: number }>(t, `insert into specbooks (account_id, user_id, name) values ($1, $2, 'PO') returning id`, [pro.user.accountId, pro.user.id]);
    const seller = await sqlOne<{ id: number }>(t, `insert into sellers (account_id, name) values ($1, 'Cart PO Vendor') returning id`, [pro.user.accountId]);
    await t.database.pool.query('insert into purchase_orders (specbook_id, account_id, source_specbook_id, seller_id, user_id) values ($1, $2, $3, $4, $5)', [po.id, pro.user.accountId, third, seller.id, pro.user.id]);
    const fourth = (await openCart(pro)).id;
    expect([first, second, third]).not.toContain(fourth);
    await t.database.pool.query(
      `insert into specmarket_orders (account_id, user_id, cart_specbook_id, payment_method, payment_status, ship_to, ship_to_address, total)
       values ($1, $2, $3, 'on_account', 'on_account', 'me', '{}', 0)`,
      [pro.user.accountId, pro.user.id, fourth],
    );
    const fifth = (await openCart(pro)).id;
    expect([first, second, third, fourth]).not.toContain(fifth);
    expect(await cartsOf(pro.user.id)).toBe(5);
  });

  it('picks the oldest-updated of several open carts', async () => {
    const current = (await openCart(pro)).id;
    const older = await sqlOne<{ id: number }>(
      t,
      `insert into specbooks (account_id, user_id, profile_id, name, updated_at) select account_id, user_id, profile_id, 'Older cart', updated_at - interval '1 day' from specbooks where id = $1 returning id`,
      [current],
    );
    expect((await openCart(pro)).id).toBe(older.id);
    await setCart(older.id, "updated_at = now() + interval '1 day'");
    expect((await openCart(pro)).id).toBe(current);
  });

  it('makes one cart when the first calls come at once', async () => {
    const userId = await addColleague(t, 'pro@specfolio.test', 'rush.open@verde.example');
    const rush = await serviceContextOf(t, 'rush.open@verde.example');
    const carts = await Promise.all(Array.from({ length: 6 }, () => openCart(rush)));
    expect(new Set(carts.map((c) => c.id)).size).toBe(1);
    expect(await cartsOf(userId)).toBe(1);
  });
});
