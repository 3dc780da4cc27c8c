import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { twoSellers } from '#server/modules/notifications/collab-test-kit';
import { requester } from '#server/modules/invoices/invoices.test-kit';
import { PURCHASE_ORDER_MESSAGES as M } from '#shared/lib/purchase-orders';
import { calculateBody, orderFixture, type OrderFixture } from './purchase-orders.test-kit';

let t: TestServer;
let req: ReturnType<typeof requester>;
let seller: string;
let sellerId: number;
let sb: OrderFixture;
let otherSb: OrderFixture;

const calculate = (id = sb.id) => `/api/v4/user/${sellerId}/specbook/${id}/purchaseorders/calculate?summary=true`;
const summary = (draft: { seller: { id: number }; specs: { id: number; price: string | null }[]; subtotal: string; shipping: string; total: string; missingPrices: number }) => ({
  seller: draft.seller.id,
  specs: draft.specs.map((s) => [s.id, s.price]),
  sums: [draft.subtotal, draft.shipping, draft.total, draft.missingPrices],
});

beforeAll(async () => {
  t = await createTestServer();
  req = requester(t);
  ({ seller, sellerId } = await twoSellers(t));
  sb = await orderFixture(t, 'seller@specfolio.test', 'PO Calc Book');
  otherSb = await orderFixture(t, 'other@specfolio.test', 'Harbor PO Calc Book');
});
afterAll(() => t.close());

describe('POST {u}/specbook/{id}/purchaseorders/calculate', () => {
  it('answers 401 without a token and 400 for a malformed body', async () => {
    expect((await req('POST', calculate(), null, calculateBody())).statusCode).toBe(401);
    expect((await req('POST', calculate(), seller, { PurchaseOrder: {} })).statusCode).toBe(400);
    expect((await req('POST', calculate(), seller, calculateBody([], { any: [{ name: { eq: 'x' } }] }))).statusCode).toBe(400);
  });

  it("answers 404 for another account's specbook or seller", async () => {
    expect((await req('POST', calculate(otherSb.id), seller, calculateBody())).statusCode).toBe(404);
    expect((await req('POST', calculate(), seller, calculateBody([{ id: otherSb.sellers.alpha, specs: [sb.lines.a] }]))).statusCode).toBe(404);
  });

  it('assigns each spec to the preferred seller offering it, else the lowest price; unit price = offer price, else cost; rejected, optional and own stock never', async () => {
    const res = await req('POST', calculate(), seller, calculateBody());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map(summary)).toEqual([
      // Alpha is preferred: a goes to it at its 90.00 though Beta offers 80.00 and the own stock 10.00; shipping 2 × 5.00.
      { seller: sb.sellers.alpha, specs: [[sb.lines.a, '90.00']], sums: ['180.00', '10.00', '190.00', 0] },
      // d: Beta's offer has no price and the spec no cost: left out of the sums.
      { seller: sb.sellers.beta, specs: [[sb.lines.b, '35.50'], [sb.lines.d, null]], sums: ['35.50', '0.00', '35.50', 1] },
    ]);
    expect(body.meta).toEqual({ total: '225.50', unassigned: [{ id: sb.lines.c, name: 'PO Calc Book product 3', modelNumber: 'PO Calc Book-3' }] });
    expect(body.data[0].specs[0]).toMatchObject({ quantity: 2, total: '180.00', shippingCost: '10.00', categoryName: 'Kitchen', leadTime: '1-2 weeks', inventory: { status: 'in_stock', quantity: 7 }, source: { specbook: sb.id, specbookSpec: sb.lines.a } });
  });

  it('gives the specs a listed seller names to it, at its offer price or else the spec cost', async () => {
    const res = await req('POST', calculate(), seller, calculateBody([{ id: sb.sellers.beta, specs: [sb.lines.a, sb.lines.c] }]));
    expect(res.json().data.map(summary)).toEqual([
      {
        seller: sb.sellers.beta,
        specs: [[sb.lines.a, '80.00'], [sb.lines.b, '35.50'], [sb.lines.c, '10.00'], [sb.lines.d, null]],
        sums: ['225.50', '10.00', '235.50', 1],
      },
    ]);
    expect(res.json().meta).toEqual({ total: '235.50', unassigned: [] });
  });

  it('orders only what the filter chooses: category.id in the chosen rooms, id notin the exceptions', async () => {
    const filter = { any: [{ 'category.id': { in: [sb.rooms.kitchen, null] } }, { id: { notin: [sb.lines.b] } }] };
    const res = await req('POST', calculate(), seller, calculateBody([], filter));
    expect(res.json().data.map(summary)).toEqual([
      { seller: sb.sellers.alpha, specs: [[sb.lines.a, '90.00']], sums: ['180.00', '10.00', '190.00', 0] },
      { seller: sb.sellers.beta, specs: [[sb.lines.d, null]], sums: ['0.00', '0.00', '0.00', 1] },
    ]);
  });

  it('answers 400 nothingSelected when the filter chooses only rejected and optional specs, or nothing', async () => {
    for (const filter of [{ any: [{ 'category.id': { in: [sb.rooms.bath, null] } }, { id: { notin: [sb.lines.c, sb.lines.d] } }] }, { any: [{ 'category.id': { in: [] } }] }]) {
      const res = await req('POST', calculate(), seller, calculateBody([], filter));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.nothingSelected);
    }
  });

  it('answers 422 for the account own stock as a seller', async () => {
    const res = await req('POST', calculate(), seller, calculateBody([{ id: sb.sellers.ownStock, specs: [sb.lines.c] }]));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.ownStockSeller);
  });

  it('leaves shipping out when the specbook shipping calculation is off', async () => {
    await t.database.pool.query('update specbooks set shipping_calculation = false where id = $1', [sb.id]);
    const res = await req('POST', calculate(), seller, calculateBody());
    await t.database.pool.query('update specbooks set shipping_calculation = true where id = $1', [sb.id]);
    expect(summary(res.json().data[0]).sums).toEqual(['180.00', '0.00', '180.00', 0]);
    expect(res.json().meta.total).toBe('215.50');
  });
});
