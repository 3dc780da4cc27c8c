import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantRole, requester } from '#server/modules/invoices/invoices.test-kit';
import { sqlCount, sqlOne, userIdOf } from '#server/modules/notifications/collab-test-kit';
import { readMails } from '#server/test/mails';
import { createTestServer, type TestServer } from '#server/test/server';
import { SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import type { TSpecmarketProduct } from '#shared/schemas/specmarket';
import { checkoutBody } from './checkout.test-kit';

/**
 * Buying another account's Specmarket listing (docs/decisions/086): the showroom (seller@, Lakeside)
 * lists own stock; Harbor (other@) and the pro account (pro@, Studio Verde) buy it.
 */

let t: TestServer;
let req: ReturnType<typeof requester>;
let seller: string;
let sellerId: number;
let buyer: string;
let buyerId: number;
let pro: string;
let proId: number;
let keys = 0;

const LAKESIDE = 'Lakeside Bath & Kitchen';
const u = (id: number) => `/api/v4/user/${id}`;
const key = () => ({ 'idempotency-key': `listing-test-${++keys}` });
const accountOf = async (email: string) => (await sqlOne<{ id: number }>(t, 'select account_id as id from users where email = $1', [email])).id;

/** A new global Aquaterra product (in Appliances) that only the showroom's stock offers, listed (price 250.00, 5 in stock); answers its spec and offer ids. */
async function listedProduct(model: string): Promise<{ specId: number; offerId: number }> {
  const spec = await sqlOne<{ id: number }>(
    t,
    `insert into specs (manufacturer_id, manufacturer_name, model_number, name, category, list_price)
     select id, name, $1, 'Listed Basin ' || $1, 'Appliances', 300.00 from manufacturers where name = 'Aquaterra' and account_id is null returning id`,
    [model],
  );
  const offer = await sqlOne<{ id: number }>(
    t,
    `insert into seller_offers (account_id, seller_id, spec_id, price, lead_time, inventory_status, inventory_quantity, location, listed)
     select account_id, id, $1, 250.00, '1-3 days', 'in_stock', 5, 'Back room shelf 9', true from sellers where own_stock and account_id = $2 returning id`,
    [spec.id, await accountOf('seller@specfolio.test')],
  );
  return { specId: spec.id, offerId: offer.id };
}

async function search(token: string, userId: number, term: string): Promise<{ data: TSpecmarketProduct[]; meta: { total: number } }> {
  // In Appliances, which a user without the marketplace role (the showroom) may browse too.
  const res = await req('GET', `${u(userId)}/specmarket/products?category=appliances&search=${encodeURIComponent(term)}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestServer({ publicUrl: 'http://specfolio.test' });
  req = requester(t);
  await grantRole(t, 'other@specfolio.test', 'ROLE_PRO');
  await grantRole(t, 'other@specfolio.test', 'ROLE_SPECMARKET_BUYER');
  [seller, sellerId, buyer, buyerId, pro, proId] = await Promise.all([
    t.login('seller@specfolio.test'),
    userIdOf(t, 'seller@specfolio.test'),
    t.login('other@specfolio.test'),
    userIdOf(t, 'other@specfolio.test'),
    t.login('pro@specfolio.test'),
    userIdOf(t, 'pro@specfolio.test'),
  ]);
});
afterAll(() => t.close());

describe('Specmarket: other accounts see a listing', () => {
  it("shows a buyer of another account the listing, sold by the seller's company, with nothing else of its account", async () => {
    await listedProduct('LST-100');
    const { data, meta } = await search(buyer, buyerId, 'LST-100');
    expect(meta.total).toBe(1);
    expect(data[0]).toMatchObject({ modelNumber: 'LST-100', price: '250.00', leadTime: '1-3 days', inventory: { status: 'in_stock', quantity: 5 }, seller: { id: null, name: LAKESIDE, preferred: false } });
    expect(JSON.stringify(data[0])).not.toContain('Back room');
    // The selling account's own buyers do not buy from themselves.
    expect((await search(seller, sellerId, 'LST-100')).meta.total).toBe(0);
  });

  it('drops the product once the seller unlists it, or its quantity runs out', async () => {
    const { offerId } = await listedProduct('LST-200');
    expect((await search(buyer, buyerId, 'LST-200')).meta.total).toBe(1);
    const unlisted = await req('PATCH', `${u(sellerId)}/inventory/${offerId}`, seller, { updateInventoryItemRequest: { InventoryItem: { listed: false } } });
    expect(unlisted.statusCode, unlisted.body).toBe(200);
    expect((await search(buyer, buyerId, 'LST-200')).meta.total).toBe(0);
    await t.database.pool.query('update seller_offers set listed = true, inventory_quantity = 0 where id = $1', [offerId]);
    expect((await search(buyer, buyerId, 'LST-200')).meta.total).toBe(0);
  });
});

describe('Checkout of a listing', () => {
  it("orders a listed product from the buyer's record of the selling company and e-mails that company the purchase order", async () => {
    const { specId, offerId } = await listedProduct('LST-300');
    const cartId = (await req('GET', `${u(proId)}/cart`, pro)).json().data.id as number;
    const added = await req('POST', `${u(proId)}/cart/${cartId}/items`, pro, { spec: { id: specId }, quantity: 2 });
    expect(added.statusCode, added.body).toBe(201);
    const proAccount = await accountOf('pro@specfolio.test');
    const record = await sqlOne<{ id: number; name: string; email: string }>(t, 'select id, name, email from sellers where account_id = $1 and marketplace_account_id = $2', [
      proAccount,
      await accountOf('seller@specfolio.test'),
    ]);
    expect(record).toMatchObject({ name: LAKESIDE, email: 'hello@lakesidebath.example' });
    // The cart's item is ordered from that record, and the product card now names it.
    const cart = (await req('GET', `${u(proId)}/cart`, pro)).json().data as { items: { specId?: number; seller: { id: number; name: string } | null }[] };
    expect(cart.items.map((item) => item.seller)).toEqual([{ id: record.id, name: LAKESIDE }]);
    expect((await search(pro, proId, 'LST-300')).data[0]?.seller).toEqual({ id: record.id, name: LAKESIDE, preferred: false });

    // The re-check at checkout reads the listing: too few left, then unlisted.
    await t.database.pool.query('update seller_offers set inventory_quantity = 1 where id = $1', [offerId]);
    const short = await req('POST', `${u(proId)}/cart/${cartId}/checkout`, pro, checkoutBody(), key());
    expect(short.statusCode, short.body).toBe(422);
    expect(short.json().message).toBe(M.notEnoughStock('Listed Basin LST-300', 'LST-300', 1));
    await t.database.pool.query('update seller_offers set inventory_quantity = 5, listed = false where id = $1', [offerId]);
    const withdrawn = await req('POST', `${u(proId)}/cart/${cartId}/checkout`, pro, checkoutBody(), key());
    expect(withdrawn.statusCode, withdrawn.body).toBe(422);
    expect(withdrawn.json().message).toBe(M.offerWithdrawn('Listed Basin LST-300', 'LST-300'));
    await t.database.pool.query('update seller_offers set listed = true where id = $1', [offerId]);

    const placed = await req('POST', `${u(proId)}/cart/${cartId}/checkout`, pro, checkoutBody(), key());
    expect(placed.statusCode, placed.body).toBe(201);
    const orders = placed.json().data.purchaseOrders as { id: number; seller: { id: number; name: string } }[];
    const order = orders.find((o) => o.seller.id === record.id);
    expect(order, placed.body).toBeDefined();
    expect(await sqlOne(t, 'select quantity, sale_price from spec_specbooks where specbook_id = $1', [order!.id])).toEqual({ quantity: 2, sale_price: '250.00' });
    // One record per selling company: a second listing in another cart reuses it.
    expect(await sqlCount(t, 'sellers', 'account_id = $1 and marketplace_account_id is not null', [proAccount])).toBe(1);
    const mail = (await readMails(t.dataDir)).find((m) => m.includes('hello@lakesidebath.example') && m.includes('Purchase order'));
    expect(mail, 'the purchase order e-mailed to the selling company').toBeDefined();
    expect(mail).toContain('Studio Verde Interiors');
    expect(await sqlOne(t, 'select sent_at is not null as sent from purchase_orders where specbook_id = $1', [order!.id])).toEqual({ sent: true });
  });
});
