import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { PRICING_MESSAGES as M } from '#shared/lib/pricing-messages';

let t: TestServer;
let token: string;
let userId: number;
let otherUserId: number;

const auth = (tok = token) => ({ authorization: `Bearer ${tok}` });
const calc = (payload: unknown, user = userId, headers: Record<string, string> = auth()) =>
  t.app.inject({ method: 'POST', url: `/api/v4/user/${user}/specs/calculate-price`, headers, payload: payload as object });

beforeAll(async () => {
  t = await createTestServer();
  token = await t.login('seller@specfolio.test');
  const otherToken = await t.login('other@specfolio.test');
  userId = (await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: auth() })).json().data.id;
  otherUserId = (await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: auth(otherToken) })).json().data.id;
});
afterAll(() => t.close());

describe('POST {u}/specs/calculate-price', () => {
  it('derives the sale price from list × multiplier, and the margin from the cost', async () => {
    const res = await calc({ listPrice: '200.00', multiplier: '0.65', cost: 100, shippingCost: '12.5' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      list: '200.00',
      listPrice: '200.00',
      sale: '130.00',
      salePrice: '130.00',
      multiplier: '0.6500',
      cost: '100.00',
      hasCost: true,
      profit: '23.08',
      profitMargin: '23.08',
      shippingCost: '12.50',
      qty: 1,
      quantity: 1,
      total: '130.00',
    });
  });

  it('a sent sale price wins over the multiplier; a margin alone sets the sale from the cost', async () => {
    const sale = await calc({ listPrice: 200, salePrice: 150, multiplier: 0.5 });
    expect(sale.json().data).toMatchObject({ salePrice: '150.00', multiplier: '0.7500' });
    const margin = await calc({ listPrice: 200, cost: 60, profitMargin: '40%', qty: 2 });
    expect(margin.json().data).toMatchObject({ salePrice: '100.00', multiplier: '0.5000', profitMargin: '40.00', total: '200.00' });
  });

  it('applies the changed field of {prices, payload} last', async () => {
    const res = await calc({ prices: { listPrice: 100, salePrice: 80, cost: 40 }, payload: { fieldType: 'multiplier', fieldValue: '0.9' } });
    expect(res.json().data).toMatchObject({ salePrice: '90.00', multiplier: '0.9000', profitMargin: '55.56' });
  });

  it("refuses bad prices with 400 and the pricing rules' messages", async () => {
    const list = await calc({ listPrice: -5 });
    expect(list.statusCode).toBe(400);
    expect(list.json().errors[0]).toEqual({ field: 'listPrice', message: M.listPositive });
    const margin = await calc({ listPrice: 100, cost: 10, profitMargin: 100 });
    expect(margin.json().errors[0]).toEqual({ field: 'profitMargin', message: M.marginTooHigh });
    const noCost = await calc({ listPrice: 100, profitMargin: 20 });
    expect(noCost.json().errors[0].message).toBe(M.marginNeedsCost);
  });

  it('answers 401 without a token and 404 under another user', async () => {
    expect((await calc({ listPrice: 1 }, userId, {})).statusCode).toBe(401);
    expect((await calc({ listPrice: 1 }, otherUserId)).statusCode).toBe(404);
  });
});
