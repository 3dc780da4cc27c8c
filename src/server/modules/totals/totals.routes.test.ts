import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { PRICING_MESSAGES as M } from '#shared/lib/pricing-messages';

let t: TestServer;
let token: string;
let userId: number;
let bookId: number; // tax 8.25 %, six specs
let settingBookId: number; // no own tax: the account setting applies
let room1: number;
let room2: number;
let foreignRoom: number; // a room of another specbook

const auth = (tok = token) => ({ authorization: `Bearer ${tok}` });
const get = (path: string, tok = token, user = userId) =>
  t.app.inject({ method: 'GET', url: `/api/v4/user/${user}/specbook/${path}`, headers: auth(tok) });

/** Builds the money summary line expected in answers. */
const line = (subtotal: string, savings: string, shipping: string, tax: string, total: string) => ({ subtotal, savings, shipping, tax, total });

beforeAll(async () => {
  t = await createTestServer();
  token = await t.login('seller@specfolio.test');
  userId = (await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: auth() })).json().data.id;
  const q = (text: string, params: unknown[] = []) => t.database.pool.query(text, params);
  const book = `insert into specbooks (account_id, user_id, name, tax) select account_id, id, $1, $2 from users where email = 'seller@specfolio.test' returning id, account_id`;
  const made = (await q(book, ['Totals Test', '8.25'])).rows[0];
  bookId = made.id;
  settingBookId = (await q(book, ['Setting Tax Test', null])).rows[0].id;
  const room = `insert into categories (account_id, specbook_id, name) values ($1, $2, $3) returning id`;
  room1 = (await q(room, [made.account_id, bookId, 'Bath'])).rows[0].id;
  room2 = (await q(room, [made.account_id, bookId, 'Kitchen'])).rows[0].id;
  foreignRoom = (await q(room, [made.account_id, settingBookId, 'Elsewhere'])).rows[0].id;
  const spec = (await q(`select id from specs where account_id is null order by id limit 1`)).rows[0].id;
  const insert = `insert into spec_specbooks (account_id, specbook_id, spec_id, category_id, quantity, list_price, sale_price, cost, shipping_cost, status, is_optional)
    values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`;
  const rows: [number | null, number, string, string | null, string | null, string | null, string, boolean][] = [
    // room, qty, list, sale, cost, shipping, status, optional
    [room1, 2, '100.00', '65.00', '40.00', '5.00', 'open', false], // A
    [room1, 1, '250.00', null, '150.00', null, 'approved', false], // B: sale falls back to list
    [null, 3, '10.00', '7.50', '5.00', '1.00', 'approved', false], // C: Miscellaneous
    [room2, 1, '500.00', '400.00', '300.00', '0.00', 'open', true], // D: optional
    [null, 4, '20.00', '15.00', '10.00', '2.00', 'rejected', false], // E: rejected
    [room2, 1, '80.00', '60.00', null, null, 'approved', true], // F: optional and approved
  ];
  for (const r of rows) await q(insert, [made.account_id, bookId, spec, ...r]);
  await q(insert, [made.account_id, settingBookId, spec, null, 1, '12.00', '10.00', null, null, 'open', false]);
  await q(`insert into account_settings (account_id, key, value) values ($1, 'specbook.tax_rate', '8.25')`, [made.account_id]);
});
afterAll(() => t.close());

describe('GET {u}/specbook/{id}/totals', () => {
  it('answers every kind with exact money strings (tax 8.25 % half-up, shipping per unit)', async () => {
    const res = await get(`${bookId}/totals?types=quoted,approved&summary=true`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    // quoted = A + B + C (not optional, not rejected)
    expect(data.quoted).toEqual({
      list: '480.00',
      sale: '402.50',
      cost: '245.00',
      profit: '157.50',
      subtotalAsCurrency: '$402.50',
      listTotalAsCurrency: '$480.00',
      summary: {
        all: line('402.50', '77.50', '13.00', '33.21', '448.71'),
        list: line('480.00', '0.00', '13.00', '39.60', '532.60'),
        sale: line('402.50', '0.00', '13.00', '33.21', '448.71'),
      },
    });
    // approved = B + C + F
    expect(data.approved).toMatchObject({ list: '360.00', sale: '332.50', cost: '165.00', profit: '167.50' });
    expect(data.approved.summary.sale).toEqual(line('332.50', '0.00', '3.00', '27.43', '362.93'));
    expect(data.approved.summary.all.savings).toBe('27.50');
    // optional = D + F
    expect(data.optional).toMatchObject({ list: '580.00', sale: '460.00', cost: '300.00', profit: '160.00' });
    // all = A … F
    expect(data.all).toMatchObject({ list: '1140.00', sale: '922.50', cost: '585.00', profit: '337.50', subtotalAsCurrency: '$922.50', listTotalAsCurrency: '$1,140.00' });
    expect(data.all.summary.all).toEqual(line('922.50', '217.50', '21.00', '76.11', '1019.61'));
    expect(data.all.summary.list).toEqual(line('1140.00', '0.00', '21.00', '94.05', '1255.05'));
    // uncategorized: C only (E is rejected, and not approved)
    expect(data.uncategorized.quoted).toEqual(data.uncategorized.approved);
    expect(data.uncategorized.quoted).toEqual({
      list: '30.00',
      sale: '22.50',
      cost: '15.00',
      profit: '7.50',
      subtotalAsCurrency: '$22.50',
      listTotalAsCurrency: '$30.00',
      summary: {
        all: line('22.50', '7.50', '3.00', '1.86', '27.36'),
        list: line('30.00', '0.00', '3.00', '2.48', '35.48'),
        sale: line('22.50', '0.00', '3.00', '1.86', '27.36'),
      },
    });
  });

  it('counts every status at or after approval in the Approved totals (ordered, shipped, paid…), not only approved', async () => {
    const q = (text: string, params: unknown[] = []) => t.database.pool.query(text, params);
    const made = (await q(`insert into specbooks (account_id, user_id, name) select account_id, id, 'Lifecycle' from users where email = 'seller@specfolio.test' returning id, account_id`)).rows[0];
    const spec = (await q(`select id from specs where account_id is null order by id limit 1`)).rows[0].id;
    const statuses = ['open', 'submitted', 'rejected', 'approved', 'ordered', 'shipped', 'completed', 'paid', 'refunded'];
    for (const status of statuses) {
      await q(`insert into spec_specbooks (account_id, specbook_id, spec_id, quantity, list_price, sale_price, status) values ($1, $2, $3, 1, '10.00', '10.00', $4)`, [
        made.account_id,
        made.id,
        spec,
        status,
      ]);
    }
    const data = (await get(`${made.id}/totals?types=quoted,approved`)).json().data;
    // approved, ordered, shipped, completed and paid; not open, submitted, rejected or refunded.
    expect(data.approved.sale).toBe('50.00');
    expect(data.uncategorized.approved.sale).toBe('50.00');
  });

  it('uses the account tax rate when the specbook has none (0.825 rounds half-up to 0.83)', async () => {
    const data = (await get(`${settingBookId}/totals`)).json().data;
    expect(data.quoted.summary.sale).toEqual(line('10.00', '0.00', '0.00', '0.83', '10.83'));
    expect(data.quoted.summary.all.savings).toBe('2.00');
    expect(data.optional).toEqual({
      list: '0.00',
      sale: '0.00',
      cost: '0.00',
      profit: '0.00',
      subtotalAsCurrency: '$0.00',
      listTotalAsCurrency: '$0.00',
      summary: { all: line('0.00', '0.00', '0.00', '0.00', '0.00'), list: line('0.00', '0.00', '0.00', '0.00', '0.00'), sale: line('0.00', '0.00', '0.00', '0.00', '0.00') },
    });
  });

  it('leaves out shipping when the specbook does not calculate it, and summaries when summary=false', async () => {
    await t.database.pool.query('update specbooks set shipping_calculation = false where id = $1', [bookId]);
    try {
      const data = (await get(`${bookId}/totals?summary=true`)).json().data;
      expect(data.quoted.summary.sale).toEqual(line('402.50', '0.00', '0.00', '33.21', '435.71'));
    } finally {
      await t.database.pool.query('update specbooks set shipping_calculation = true where id = $1', [bookId]);
    }
    const bare = (await get(`${bookId}/totals?summary=false`)).json().data;
    expect(bare.quoted).toEqual({ list: '480.00', sale: '402.50', cost: '245.00', profit: '157.50', subtotalAsCurrency: '$402.50', listTotalAsCurrency: '$480.00' });
  });

  it('answers 400 for an unknown type, 401 without a token, 404 for another tenant or an unknown specbook', async () => {
    const bad = await get(`${bookId}/totals?types=quoted,bogus`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(M.totalsTypes);
    expect(bad.json().errors[0]).toEqual({ field: 'types', message: M.totalsTypes });
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/user/${userId}/specbook/${bookId}/totals` })).statusCode).toBe(401);
    const other = await t.login('other@specfolio.test');
    const otherId = (await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: auth(other) })).json().data.id;
    expect((await get(`${bookId}/totals`, other, otherId)).statusCode).toBe(404);
    expect((await get('999999/totals')).statusCode).toBe(404);
    expect((await get('abc/totals')).statusCode).toBe(404);
  });
});

describe('GET {u}/specbook/{id}/categories/{categoryId}/totals', () => {
  it("answers a room's quoted, approved, optional and all", async () => {
    const res = await get(`${bookId}/categories/${room1}/totals?types=quoted,approved&summary=true`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data).sort()).toEqual(['all', 'approved', 'optional', 'quoted']);
    expect(data.quoted).toMatchObject({ list: '450.00', sale: '380.00', cost: '230.00', profit: '150.00' });
    expect(data.quoted.summary.sale).toEqual(line('380.00', '0.00', '10.00', '31.35', '421.35'));
    expect(data.approved).toMatchObject({ list: '250.00', sale: '250.00', cost: '150.00', profit: '100.00' });
    expect(data.optional).toMatchObject({ list: '0.00', sale: '0.00' });
    const kitchen = (await get(`${bookId}/categories/${room2}/totals`)).json().data;
    expect(kitchen.optional).toMatchObject({ list: '580.00', sale: '460.00', cost: '300.00', profit: '160.00', subtotalAsCurrency: '$460.00', listTotalAsCurrency: '$580.00' });
    expect(kitchen.quoted).toMatchObject({ list: '0.00', sale: '0.00' });
  });

  it("answers the Miscellaneous room for 'misc' and 0", async () => {
    for (const id of ['misc', '0']) {
      const data = (await get(`${bookId}/categories/${id}/totals`)).json().data;
      expect(data.quoted).toMatchObject({ list: '30.00', sale: '22.50', cost: '15.00', profit: '7.50' });
      expect(data.all).toMatchObject({ list: '110.00', sale: '82.50', cost: '55.00', profit: '27.50' });
    }
  });

  it('answers 400, 401 and 404 (another specbook’s room, unknown room, another tenant)', async () => {
    expect((await get(`${bookId}/categories/${room1}/totals?types=nope`)).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/user/${userId}/specbook/${bookId}/categories/${room1}/totals` })).statusCode).toBe(401);
    expect((await get(`${bookId}/categories/${foreignRoom}/totals`)).statusCode).toBe(404);
    expect((await get(`${bookId}/categories/999999/totals`)).statusCode).toBe(404);
    expect((await get(`${bookId}/categories/kitchen/totals`)).statusCode).toBe(404);
    const other = await t.login('other@specfolio.test');
    const otherId = (await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: auth(other) })).json().data.id;
    expect((await get(`${bookId}/categories/${room1}/totals`, other, otherId)).statusCode).toBe(404);
  });
});
