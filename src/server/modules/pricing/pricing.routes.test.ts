import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { PRICING_MESSAGES as M } from '#shared/lib/pricing-messages';

let t: TestServer;
let token: string;
let userId: number;
let specbookId: number;
let otherSpecbookId: number; // same account, another specbook
let joinId: number; // priced row
let bareJoinId: number; // no own prices: the list price falls back to the catalogue's (389.00)
let foreignJoinId: number; // a row of otherSpecbookId

const auth = (tok = token) => ({ authorization: `Bearer ${tok}` });
const url = (join: number | string, book: number | string = specbookId, user: number = userId) =>
  `/api/v4/user/${user}/specbook/${book}/specs/${join}/price`;
const patch = (payload: unknown, join: number | string = joinId, tok = token, book: number | string = specbookId, user = userId) =>
  t.app.inject({ method: 'PATCH', url: url(join, book, user), headers: auth(tok), payload: payload as object });

async function rowOf(id: number) {
  const { rows } = await t.database.pool.query(
    `select list_price, sale_price, cost, multiplier, multiplier_label, profit_margin, shipping_cost, quantity,
            quoted_date::text, price_updated_by, price_updated_at, current_date::text as today
       from spec_specbooks where id = $1`,
    [id],
  );
  return rows[0] as Record<string, unknown>;
}

beforeAll(async () => {
  t = await createTestServer();
  token = await t.login('seller@specfolio.test');
  userId = (await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: auth() })).json().data.id;
  const q = (text: string, params: unknown[] = []) => t.database.pool.query(text, params);
  const books = await q(`select id, name from specbooks where name in ('Johnson Master Bath', 'Oak Street Kitchen') order by name`);
  specbookId = books.rows.find((r) => r.name === 'Johnson Master Bath').id;
  otherSpecbookId = books.rows.find((r) => r.name === 'Oak Street Kitchen').id;
  const spec = (await q(`select id from specs where model_number = 'AQ-4512-BN'`)).rows[0].id;
  const insert = `insert into spec_specbooks (account_id, specbook_id, spec_id, quantity, list_price, sale_price, cost, multiplier, profit_margin)
    select account_id, id, $2, $3, $4, $5, $6, $7, $8 from specbooks where id = $1 returning id`;
  joinId = (await q(insert, [specbookId, spec, 2, '100.00', '65.00', '40.00', '0.6500', '38.46'])).rows[0].id;
  bareJoinId = (await q(insert, [specbookId, spec, 1, null, null, null, null, null])).rows[0].id;
  foreignJoinId = (await q(insert, [otherSpecbookId, spec, 1, '10.00', null, null, null, null])).rows[0].id;
});
afterAll(() => t.close());

describe('GET {u}/specbook/{id}/specs/{joinId}/price', () => {
  it('answers the price with both names, hasCost and the line total', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(joinId), headers: auth() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        id: joinId,
        joinID: joinId,
        price: {
          list: '100.00',
          listPrice: '100.00',
          listPriceLabel: null,
          sale: '65.00',
          salePrice: '65.00',
          salesPriceLabel: null,
          cost: '40.00',
          hasCost: true,
          multiplier: '0.6500',
          multiplierLabel: null,
          profit: '38.46',
          profitMargin: '38.46',
          shippingCost: null,
          qty: 2,
          quantity: 2,
          quotedDate: null,
          updatedAt: null,
          updatedBy: null,
          priceUpdatedBy: null,
          flag: 'specbook',
          label: null,
          alternate_type: null,
          priceCalculationLogic: 'multiplier',
        },
        total: '130.00',
      },
    });
  });

  it('falls back to the catalogue list price, and the sale price to the list price', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(bareJoinId), headers: auth() });
    expect(res.json().data.price).toMatchObject({ list: '389.00', sale: '389.00', cost: null, hasCost: false, profitMargin: '100.00', flag: 'catalogue', priceCalculationLogic: 'list' });
    expect(res.json().data.total).toBe('389.00');
  });

  it('answers 401 without a token and 404 for other tenants, other specbooks and unknown ids', async () => {
    expect((await t.app.inject({ method: 'GET', url: url(joinId) })).statusCode).toBe(401);
    const other = await t.login('other@specfolio.test');
    const otherId = (await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: auth(other) })).json().data.id;
    expect((await t.app.inject({ method: 'GET', url: url(joinId, specbookId, otherId), headers: auth(other) })).statusCode).toBe(404);
    for (const path of [url(foreignJoinId), url(999_999), url('abc'), url(joinId, 999_999)]) {
      const res = await t.app.inject({ method: 'GET', url: path, headers: auth() });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe('the price and fields of a spec in a specbook: flag, label, alternate_type, priceCalculationLogic, displaySaleTotal, imageSrc, source', () => {
  const specUrl = (join: number) => `/api/v4/user/${userId}/specbook/${specbookId}/specs/${join}`;
  const read = async (join: number) => {
    const res = await t.app.inject({ method: 'GET', url: specUrl(join), headers: auth() });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('a price set in the specbook with a multiplier; a catalogue list price', async () => {
    const image = (await t.database.pool.query(`select image_name from specs where model_number = 'AQ-4512-BN'`)).rows[0].image_name;
    expect(await read(joinId)).toMatchObject({
      price: { flag: 'specbook', label: null, alternate_type: null, priceCalculationLogic: 'multiplier' },
      total: '130.00',
      displaySaleTotal: '$130.00',
      imageSrc: image,
      source: { specbook: null, specbookSpec: null },
    });
    expect((await read(bareJoinId)).price).toMatchObject({ flag: 'catalogue', priceCalculationLogic: 'list' });
  });

  it('a hand-set sale price with its label on an optional (alternate) spec copied from another specbook', async () => {
    const { rows } = await t.database.pool.query(
      `insert into spec_specbooks (account_id, specbook_id, spec_id, quantity, sale_price, sales_price_label, list_price_label, is_optional,
         source_specbook_id, source_spec_specbook_id)
       select account_id, specbook_id, spec_id, 4, '1250.50', 'Trade', 'MSRP', true, $2, $3 from spec_specbooks where id = $1 returning id`,
      [joinId, otherSpecbookId, foreignJoinId],
    );
    const copy = await read(rows[0].id);
    expect(copy).toMatchObject({
      price: { flag: 'specbook', label: 'Trade', alternate_type: 'optional', priceCalculationLogic: 'manual' },
      displaySaleTotal: '$5,002.00',
      source: { specbook: otherSpecbookId, specbookSpec: foreignJoinId },
    });
    await t.database.pool.query('delete from spec_specbooks where id = $1', [rows[0].id]);
  });
});

describe('PATCH {u}/specbook/{id}/specs/{joinId}/price', () => {
  it('edits the multiplier: sale = list × multiplier, margin recomputed, stamped by the user today', async () => {
    const res = await patch({ fieldType: 'multiplier', fieldValue: '0.55', prices: { salePrice: '1.00', listPrice: '9.99' } });
    expect(res.statusCode).toBe(200);
    const body = res.json().data;
    expect(body.price).toMatchObject({ list: '100.00', sale: '55.00', multiplier: '0.5500', cost: '40.00', profitMargin: '27.27', profit: '27.27' });
    expect(body.total).toBe('110.00');
    expect(body.price.updatedBy).toBe('seller@specfolio.test');
    const row = await rowOf(joinId);
    expect(row).toMatchObject({ list_price: '100.00', sale_price: '55.00', multiplier: '0.5500', profit_margin: '27.27', price_updated_by: 'seller@specfolio.test' });
    expect(row.quoted_date).toBe(row.today);
    expect(body.price.quotedDate).toBe(row.today);
    expect(new Date(body.price.updatedAt).getTime()).toBe((row.price_updated_at as Date).getTime());
  });

  it('applies a list of edits in order (sale, cost, margin, qty, shipping, label)', async () => {
    const res = await patch([
      { fieldType: 'sale_price', fieldValue: '$80' },
      { fieldType: 'cost', fieldValue: 48 },
      { fieldType: 'profit_margin', fieldValue: '50%' },
      { fieldType: 'qty', fieldValue: '3' },
      { fieldType: 'shipping_cost', fieldValue: '4.255' },
      { fieldType: 'multiplier_label', fieldValue: 'Trade' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.price).toMatchObject({ sale: '96.00', multiplier: '0.9600', cost: '48.00', profitMargin: '50.00', qty: 3, shippingCost: '4.26', multiplierLabel: 'Trade' });
    expect(res.json().data.total).toBe('288.00');
    expect(await rowOf(joinId)).toMatchObject({ sale_price: '96.00', cost: '48.00', quantity: 3, shipping_cost: '4.26', multiplier_label: 'Trade' });
  });

  it('accepts the {payload: …} wrapping; a quantity change alone stamps no price change', async () => {
    await t.database.pool.query('update spec_specbooks set price_updated_by = null, quoted_date = null where id = $1', [joinId]);
    const res = await patch({ payload: { fieldType: 'qty', fieldValue: 5 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe('480.00');
    expect(await rowOf(joinId)).toMatchObject({ quantity: 5, price_updated_by: null, quoted_date: null });
  });

  it('materialises the catalogue list price when a spec without own prices is priced', async () => {
    const res = await patch({ fieldType: 'multiplier', fieldValue: 0.5 }, bareJoinId);
    expect(res.json().data.price).toMatchObject({ list: '389.00', sale: '194.50', multiplier: '0.5000' });
    expect(await rowOf(bareJoinId)).toMatchObject({ list_price: '389.00', sale_price: '194.50' });
  });

  it('answers 400 with the field and message, and changes nothing', async () => {
    const before = await rowOf(joinId);
    const cases: [unknown, string, string][] = [
      [{ fieldType: 'discount', fieldValue: 1 }, '0.fieldType', M.fieldType],
      [{ fieldType: 'cost', fieldValue: '-1' }, 'cost', M.costNegative],
      [{ fieldType: 'price', fieldValue: 'abc' }, 'listPrice', M.listDigits],
      [{ fieldType: 'profit_margin', fieldValue: 100 }, 'profitMargin', M.marginTooHigh],
      [{ fieldType: 'qty', fieldValue: 0 }, 'qty', M.qtyMin],
      [[{ fieldType: 'price', fieldValue: 500 }, { fieldType: 'sale_price', fieldValue: -5 }], 'salePrice', M.saleNegative],
      [[], '', M.noEdits],
      [{ fieldType: 'cost' }, '0.fieldValue', 'fieldValue must be a number, a string or null.'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await patch(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toBe(message);
      if (field) expect(res.json().errors[0]).toEqual({ field, message });
    }
    expect(await rowOf(joinId)).toEqual(before);
  });

  it('answers 401 without a token and 404 for another tenant or a spec of another specbook, changing nothing', async () => {
    const before = await rowOf(joinId);
    const noAuth = await t.app.inject({ method: 'PATCH', url: url(joinId), payload: { fieldType: 'cost', fieldValue: 1 } });
    expect(noAuth.statusCode).toBe(401);
    const other = await t.login('other@specfolio.test');
    const otherId = (await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: auth(other) })).json().data.id;
    expect((await patch({ fieldType: 'cost', fieldValue: 1 }, joinId, other, specbookId, otherId)).statusCode).toBe(404);
    expect((await patch({ fieldType: 'cost', fieldValue: 1 }, foreignJoinId)).statusCode).toBe(404);
    expect((await patch({ fieldType: 'cost', fieldValue: 1 }, joinId, token, otherSpecbookId)).statusCode).toBe(404);
    expect((await patch({ fieldType: 'cost', fieldValue: 1 }, 999_999)).statusCode).toBe(404);
    expect(await rowOf(joinId)).toEqual(before);
    expect((await rowOf(foreignJoinId)).cost).toBeNull();
  });
});

describe('OpenAPI', () => {
  it('documents the price calls', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const path = doc.paths['/api/v4/user/{userId}/specbook/{id}/specs/{joinId}/price'];
    expect(Object.keys(path)).toEqual(expect.arrayContaining(['get', 'patch']));
  });
});
