import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { sqlCount, sqlOne } from '#server/modules/notifications/collab-test-kit';
import { especbookViewerToken } from '#server/modules/purchase-orders/purchase-orders.test-kit';
import { SPECBOOK_MESSAGES } from '#shared/lib/specbook-messages';
import { SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import type { TCart } from '#shared/schemas/cart';
import { addItemBody, cartActors, cartCaller, marketFixture, type CartActors, type MarketFixture } from './cart.test-kit';

let t: TestServer;
let call: ReturnType<typeof cartCaller>;
let a: CartActors;
let market: MarketFixture;
let otherMarket: MarketFixture;
let cart: TCart;
let colleagueCart: TCart;
let otherCart: TCart;
let notACart: number;

const items = (cartId = cart.id) => `/cart/${cartId}/items`;
const itemCount = (cartId = cart.id) => sqlCount(t, 'spec_specbooks', 'specbook_id = $1', [cartId]);
const messageOf = (res: { json(): { message?: string } }) => res.json().message;

beforeAll(async () => {
  t = await createTestServer();
  call = cartCaller(t);
  a = await cartActors(t);
  market = await marketFixture(t, 'pro@specfolio.test', 'Verde cart');
  otherMarket = await marketFixture(t, 'other@specfolio.test', 'Harbor cart');
  notACart = (await sqlOne<{ id: number }>(t, "select id from specbooks where name = 'Hillside Loft Bathrooms'")).id;
});
afterAll(() => t.close());

describe('GET {u}/cart', () => {
  it('answers 401 without a token and 403 without the marketplace role, making nothing', async () => {
    expect((await call('GET', a.pro, '/cart', undefined, null)).statusCode).toBe(401);
    const before = await sqlCount(t, 'specbooks');
    const denied = await call('GET', a.seller, '/cart');
    expect(denied.statusCode).toBe(403);
    expect(messageOf(denied)).toBe(M.marketplaceRoleRequired);
    expect(await sqlCount(t, 'specbooks')).toBe(before);
  });

  it("makes the caller's first cart once, even when the first calls come at once", async () => {
    const answers = await Promise.all(Array.from({ length: 4 }, () => call('GET', a.pro, '/cart')));
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const ids = new Set(answers.map((res) => res.json().data.id));
    expect(ids.size).toBe(1);
    cart = answers[0]!.json().data;
    expect(cart).toMatchObject({ specbookID: cart.id, name: `Cart #${cart.id}`, category: { name: 'Default Category' }, count: 0, items: [], totals: { summary: { all: { total: '0.00' } } } });
    expect(await sqlCount(t, 'specbooks s join profiles p on p.id = s.profile_id', "p.type = 'cart' and s.user_id = $1", [a.pro.id])).toBe(1);
    colleagueCart = (await call('GET', a.colleague, '/cart')).json().data;
    otherCart = (await call('GET', a.otherBuyer, '/cart')).json().data;
    expect(new Set([cart.id, colleagueCart.id, otherCart.id]).size).toBe(3);
  });

  it('answers an e-Specbook viewer of the cart 404', async () => {
    const viewer = await especbookViewerToken(t, a.pro.token, a.pro.id, cart.id);
    expect((await call('GET', a.pro, '/cart', undefined, viewer)).statusCode).toBe(404);
    expect((await call('POST', a.pro, items(), addItemBody(market.specs.a), viewer)).statusCode).toBe(404);
  });
});

describe('POST {u}/cart/{id}/items', () => {
  it('answers 401, 400 for a bad body, 403 without the role, and writes nothing', async () => {
    expect((await call('POST', a.pro, items(), addItemBody(market.specs.a), null)).statusCode).toBe(401);
    const zero = await call('POST', a.pro, items(), addItemBody(market.specs.a, 0));
    expect(zero.statusCode).toBe(400);
    expect(messageOf(zero)).toBe(M.quantityMin);
    expect((await call('POST', a.pro, items(), { quantity: 1 })).statusCode).toBe(400);
    expect((await call('POST', a.pro, items(), addItemBody(market.specs.a, 1.5))).statusCode).toBe(400);
    expect((await call('POST', a.seller, `/cart/${cart.id}/items`, addItemBody(market.specs.a))).statusCode).toBe(403);
    expect(await itemCount()).toBe(0);
  });

  it("answers 404 for another account's or user's cart, a specbook that is not a cart, an unknown spec or another account's spec", async () => {
    expect((await call('POST', a.pro, items(otherCart.id), addItemBody(market.specs.a))).statusCode).toBe(404);
    expect((await call('POST', a.pro, items(colleagueCart.id), addItemBody(market.specs.a))).statusCode).toBe(404);
    expect((await call('POST', a.pro, items(notACart), addItemBody(market.specs.a))).statusCode).toBe(404);
    expect((await call('POST', a.pro, items(), addItemBody(2_000_000_000))).statusCode).toBe(404);
    expect((await call('POST', a.pro, items(), addItemBody(otherMarket.specs.a))).statusCode).toBe(404);
    expect(await itemCount()).toBe(0);
    expect(await itemCount(colleagueCart.id)).toBe(0);
  });

  it('answers 422 for a product none of the sellers offers', async () => {
    const res = await call('POST', a.pro, items(), addItemBody(market.specs.c));
    expect(res.statusCode).toBe(422);
    expect(messageOf(res)).toBe(M.productNotOffered);
    expect(await itemCount()).toBe(0);
  });

  it("adds a product at the best offer's price (preferred seller first) to 'Default Category', and answers the whole cart", async () => {
    const res = await call('POST', a.pro, items(), addItemBody(market.specs.a, 2));
    expect(res.statusCode).toBe(201);
    cart = res.json().data;
    expect(cart.count).toBe(2);
    expect(cart.items).toHaveLength(1);
    expect(cart.items[0]).toMatchObject({
      specID: market.specs.a,
      name: 'Verde cart product 1',
      model: 'Verde cart-1',
      upc: '00001',
      price: '90.00',
      listPrice: '120.00',
      quantity: 2,
      leadTime: '1-2 weeks',
      inventory: { status: 'in_stock', quantity: 7 },
      seller: { id: market.sellers.alpha, name: 'Alpha Verde cart' },
    });
    expect(cart.items[0]!.brand.name).toBe(cart.items[0]!.manufacturer);
    expect(cart.totals.summary.all.total).toBe('180.00');
    const row = await sqlOne<{ categoryId: number; salePrice: string; cost: string; listPrice: string }>(
      t,
      'select category_id as "categoryId", sale_price as "salePrice", cost, list_price as "listPrice" from spec_specbooks where id = $1',
      [cart.items[0]!.id],
    );
    expect(row).toEqual({ categoryId: cart.category.id, salePrice: '90.00', cost: '90.00', listPrice: '120.00' });
  });

  it('adds to the quantity of a product already in the cart; two first adds of a product at once make one item; the Total follows', async () => {
    const [one, two] = await Promise.all([call('POST', a.pro, items(), addItemBody(market.specs.b)), call('POST', a.pro, items(), addItemBody(market.specs.b, 3))]);
    expect([one.statusCode, two.statusCode]).toEqual([201, 201]);
    cart = (await call('POST', a.pro, items(), addItemBody(market.specs.a, 4))).json().data;
    expect(cart.items.map((item) => [item.specID, item.quantity])).toEqual([
      [market.specs.a, 6],
      [market.specs.b, 4],
    ]);
    expect(cart.count).toBe(10);
    expect(cart.items[1]).toMatchObject({ price: '35.50', seller: { id: market.sellers.beta } });
    expect(cart.totals.summary.all.total).toBe('682.00');
    const totals = await call('GET', a.pro, `/specbook/${cart.id}/totals?summary=true`);
    expect(totals.json().data.quoted.summary.all.total).toBe('682.00');
  });

  it("makes the room 'Default Category' again when the user deleted it", async () => {
    const fresh = (await call('GET', a.colleague, '/cart')).json().data as TCart;
    await t.database.pool.query('delete from categories where id = $1', [fresh.category.id]);
    const res = await call('POST', a.colleague, items(fresh.id), addItemBody(market.specs.b));
    expect(res.statusCode).toBe(201);
    const after = res.json().data as TCart;
    expect(after.category.name).toBe('Default Category');
    expect(after.category.id).not.toBe(fresh.category.id);
    expect(await sqlOne(t, 'select category_id as "categoryId" from spec_specbooks where id = $1', [after.items[0]!.id])).toEqual({ categoryId: after.category.id });
    expect(await sqlCount(t, 'categories', 'specbook_id = $1', [fresh.id])).toBe(1);
  });

  it('answers 400 when the sum would exceed the most a cart item may hold', async () => {
    const res = await call('POST', a.pro, items(), addItemBody(market.specs.b, 100_000));
    expect(res.statusCode).toBe(400);
    expect(messageOf(res)).toBe(M.quantityMax);
  });
});

describe('PATCH and DELETE {u}/cart/{id}/items/{joinId}', () => {
  const item = (joinId: number, cartId = cart.id) => `/cart/${cartId}/items/${joinId}`;

  it('answers 401, 400 for a quantity below 1, 403 without the role, 404 for an item not in this cart', async () => {
    const joinId = cart.items[0]!.id;
    expect((await call('PATCH', a.pro, item(joinId), { quantity: 2 }, null)).statusCode).toBe(401);
    expect((await call('DELETE', a.pro, item(joinId), undefined, null)).statusCode).toBe(401);
    const zero = await call('PATCH', a.pro, item(joinId), { quantity: 0 });
    expect(zero.statusCode).toBe(400);
    expect(messageOf(zero)).toBe(M.quantityMin);
    expect((await call('PATCH', a.seller, `/cart/${cart.id}/items/${joinId}`, { quantity: 2 })).statusCode).toBe(403);
    expect((await call('DELETE', a.seller, `/cart/${cart.id}/items/${joinId}`)).statusCode).toBe(403);
    const colleagueItem = ((await call('GET', a.colleague, '/cart')).json().data as TCart).items[0]!.id;
    const foreign = await call('PATCH', a.pro, item(colleagueItem), { quantity: 2 });
    expect(foreign.statusCode).toBe(404);
    expect(messageOf(foreign)).toBe(M.notACartItem);
    expect((await call('DELETE', a.pro, item(colleagueItem))).statusCode).toBe(404);
    expect((await call('PATCH', a.pro, item(joinId, colleagueCart.id), { quantity: 2 })).statusCode).toBe(404);
    expect((await call('DELETE', a.pro, item(joinId, otherCart.id))).statusCode).toBe(404);
    expect((await call('PATCH', a.pro, item(joinId, notACart), { quantity: 2 })).statusCode).toBe(404);
    expect((await call('PATCH', a.pro, '/cart/' + cart.id + '/items/abc', { quantity: 2 })).statusCode).toBe(404);
    expect(await sqlOne(t, 'select quantity from spec_specbooks where id = $1', [joinId])).toEqual({ quantity: 6 });
  });

  it('changes the quantity and removes an item; count and Total follow', async () => {
    const [first, second] = cart.items as [TCart['items'][number], TCart['items'][number]];
    const changed = await call('PATCH', a.pro, item(first.id), { quantity: 1 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ count: 5, totals: { summary: { all: { total: '232.00' } } } });
    const removed = await call('DELETE', a.pro, item(second.id));
    expect(removed.statusCode).toBe(200);
    cart = removed.json().data;
    expect(cart.items.map((i) => i.id)).toEqual([first.id]);
    expect(cart).toMatchObject({ count: 1, totals: { summary: { all: { total: '90.00' } } } });
  });
});

describe('PATCH {u}/cart/{id} (rename)', () => {
  it('answers 401, 400 with the specbook name message, 403 without the role, 404 for another cart', async () => {
    expect((await call('PATCH', a.pro, `/cart/${cart.id}`, { name: 'Kitchen order' }, null)).statusCode).toBe(401);
    const short = await call('PATCH', a.pro, `/cart/${cart.id}`, { name: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(messageOf(short)).toBe(SPECBOOK_MESSAGES.nameMin);
    expect((await call('PATCH', a.seller, `/cart/${cart.id}`, { name: 'Kitchen order' })).statusCode).toBe(403);
    expect((await call('PATCH', a.pro, `/cart/${colleagueCart.id}`, { name: 'Kitchen order' })).statusCode).toBe(404);
    expect((await call('PATCH', a.pro, `/cart/${otherCart.id}`, { name: 'Kitchen order' })).statusCode).toBe(404);
    expect((await call('PATCH', a.pro, `/cart/${notACart}`, { name: 'Kitchen order' })).statusCode).toBe(404);
    expect(await sqlOne(t, 'select name from specbooks where id = $1', [colleagueCart.id])).toEqual({ name: colleagueCart.name });
  });

  it('renames the cart', async () => {
    const res = await call('PATCH', a.pro, `/cart/${cart.id}`, { name: 'Kitchen order' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: cart.id, name: 'Kitchen order', count: 1 });
    expect((await call('GET', a.pro, '/cart')).json().data.name).toBe('Kitchen order');
  });
});

describe('an ordered cart', () => {
  it('refuses item changes with 409, and the next GET starts a fresh cart', async () => {
    await t.database.pool.query(
      `insert into specmarket_orders (account_id, user_id, cart_specbook_id, payment_method, payment_status, ship_to, ship_to_address, total)
       values ($1, $2, $3, 'on_account', 'on_account', 'me', '{}', 90)`,
      [a.proAccountId, a.pro.id, cart.id],
    );
    const add = await call('POST', a.pro, items(), addItemBody(market.specs.a));
    expect(add.statusCode).toBe(409);
    expect(messageOf(add)).toBe(M.cartAlreadyOrdered);
    expect((await call('PATCH', a.pro, `/cart/${cart.id}/items/${cart.items[0]!.id}`, { quantity: 3 })).statusCode).toBe(409);
    expect((await call('DELETE', a.pro, `/cart/${cart.id}/items/${cart.items[0]!.id}`)).statusCode).toBe(409);
    const next = (await call('GET', a.pro, '/cart')).json().data as TCart;
    expect(next.id).not.toBe(cart.id);
    expect(next).toMatchObject({ name: `Cart #${next.id}`, count: 0, profile: cart.profile });
  });
});
