import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { sqlOne } from '#server/modules/notifications/collab-test-kit';
import type { TCart } from '#shared/schemas/cart';
import { addItemBody, cartActors, cartCaller, marketFixture, type CartActors, type MarketFixture } from './cart.test-kit';

let t: TestServer;
let call: ReturnType<typeof cartCaller>;
let a: CartActors;
let market: MarketFixture;
let cart: TCart;
let colleagueCart: TCart;
let otherCart: TCart;
let bJoinId: number;

const sellers = (cartId = cart.id) => `/cart/${cartId}/sellers`;
const VERDE = {
  name: 'Studio Verde Interiors',
  line1: '215 W Superior St, Suite 4',
  line2: null,
  city: 'Chicago',
  state: 'IL',
  zipCode: '60654',
  phone: '(312) 555-0233',
  email: 'studio@verdeinteriors.example',
};

beforeAll(async () => {
  t = await createTestServer();
  call = cartCaller(t);
  a = await cartActors(t);
  market = await marketFixture(t, 'pro@specfolio.test', 'Verde sellers');
  cart = (await call('GET', a.pro, '/cart')).json().data;
  colleagueCart = (await call('GET', a.colleague, '/cart')).json().data;
  otherCart = (await call('GET', a.otherBuyer, '/cart')).json().data;
  await call('POST', a.pro, `/cart/${cart.id}/items`, addItemBody(market.specs.a, 2));
  const added = await call('POST', a.pro, `/cart/${cart.id}/items`, addItemBody(market.specs.b));
  bJoinId = (added.json().data as TCart).items[1]!.id;
});
afterAll(() => t.close());

describe('GET {u}/cart/{id}/sellers', () => {
  it("answers 401, 403 without the role, 404 for another account's or user's cart or a specbook that is not a cart", async () => {
    expect((await call('GET', a.pro, sellers(), undefined, null)).statusCode).toBe(401);
    expect((await call('GET', a.seller, sellers())).statusCode).toBe(403);
    expect((await call('GET', a.pro, sellers(otherCart.id))).statusCode).toBe(404);
    expect((await call('GET', a.pro, sellers(colleagueCart.id))).statusCode).toBe(404);
    const hillside = await sqlOne<{ id: number }>(t, "select id from specbooks where name = 'Hillside Loft Bathrooms'");
    expect((await call('GET', a.pro, sellers(hillside.id))).statusCode).toBe(404);
  });

  it('answers an empty cart with no groups and a Total of 0.00', async () => {
    const res = await call('GET', a.colleague, sellers(colleagueCart.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [], meta: { total: '0.00', unassigned: [], customer: null } });
  });

  it('groups the cart by seller (preferred first) with the source cart, ship-to Me and the shipping methods in order', async () => {
    const res = await call('GET', a.pro, sellers());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.meta).toEqual({ total: '215.50', unassigned: [], customer: null });
    expect(body.data.map((g: { seller: { id: number }; totals: unknown }) => [g.seller.id, g.totals])).toEqual([
      [market.sellers.alpha, { subtotal: '180.00', shipping: '0.00', total: '180.00' }],
      [market.sellers.beta, { subtotal: '35.50', shipping: '0.00', total: '35.50' }],
    ]);
    const [alpha] = body.data;
    expect(alpha).toMatchObject({ sourceSpecbook: { id: cart.id, name: cart.name }, shipping: { Me: VERDE, Customer: null } });
    expect(alpha.specs).toHaveLength(1);
    expect(alpha.specs[0]).toMatchObject({ specID: market.specs.a, quantity: 2, price: '90.00', total: '180.00', categoryName: 'Default Category' });
    expect(alpha.shippingMethods).toEqual([
      { value: 'ship_now', label: 'Ship Now' },
      { value: 'schedule_delivery', label: 'Schedule Delivery' },
      { value: 'schedule_pickup', label: 'Schedule Pick Up' },
    ]);
  });

  it("ships to the cart's customer's shipping address, and lists items no seller offers any more as unassigned", async () => {
    const customer = await sqlOne<{ id: number }>(
      t,
      `insert into customers (account_id, user_id, name, phone, email) values ($1, $2, 'Hillside Owner', '(312) 555-0100', 'owner@hillside.example') returning id`,
      [a.proAccountId, a.pro.id],
    );
    await t.database.pool.query(
      `insert into customer_addresses (account_id, customer_id, type_id, label, first_name, last_name, line1, city, state, zip_code, is_default)
       values ($1, $2, 1, 'Billing', 'Bill', 'Payer', '1 Bill St', 'Chicago', 'IL', '60601', true),
              ($1, $2, 2, 'Loft', 'Hana', 'Hill', '900 N Loft Ave', 'Chicago', 'IL', '60622', true)`,
      [a.proAccountId, customer.id],
    );
    await t.database.pool.query('update specbooks set customer_id = $2 where id = $1', [cart.id, customer.id]);
    await t.database.pool.query('delete from seller_offers where seller_id = $1 and spec_id = $2', [market.sellers.beta, market.specs.b]);
    const body = (await call('GET', a.pro, sellers())).json();
    expect(body.meta).toEqual({
      total: '180.00',
      unassigned: [{ id: bJoinId, name: 'Verde sellers product 2', modelNumber: 'Verde sellers-2' }],
      customer: { id: customer.id, name: 'Hillside Owner' },
    });
    expect(body.data).toHaveLength(1);
    expect(body.data[0].shipping).toEqual({
      Me: VERDE,
      Customer: { name: 'Hana Hill', line1: '900 N Loft Ave', line2: null, city: 'Chicago', state: 'IL', zipCode: '60622', phone: '(312) 555-0100', email: 'owner@hillside.example' },
    });
  });
});
