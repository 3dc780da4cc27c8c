import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, fieldNamed, sqlCount, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { createTestServer, type TestServer } from '#server/test/server';
import { ESPECBOOK_ACCESS_MESSAGES as AM } from '#shared/lib/especbook-access-messages';
import { LINE_ITEM_MESSAGES as M } from '#shared/lib/line-item-messages';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
/** A specbook of the seller's made for these tests (tax 10 %), and one of the other account's. */
let sb: { id: number; accountId: number };
let otherSb: { id: number; accountId: number };

const url = (path: string, id = sb.id, user = sellerId) => `/api/v4/user/${user}/specbook/${id}${path}`;
const req = (method: Method, path: string, payload?: object, token: string | null = seller) =>
  t.app.inject({ method, url: path, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const create = (fields: Record<string, unknown>) => ({ createLineItemRequest: { LineItem: fields } });
const update = (fields: Record<string, unknown>) => ({ updateLineItemRequest: { LineItem: fields } });
const upsert = (entries: unknown[]) => ({ upsertLineItemsRequest: { LineItems: entries } });

async function add(fields: Record<string, unknown>, id = sb.id): Promise<number> {
  const res = await req('POST', url('/lineitems', id), create(fields));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.id;
}

const names = async () => ((await req('GET', url('/lineitems'))).json().data as { name: string }[]).map((i) => i.name);

/** A member's exchanged e-Specbook JWT with the given price display. */
async function memberJwt(name: string, showListPrice: boolean, showSalePrice: boolean): Promise<string> {
  const member = await req('POST', url('/team'), {
    createTeamMemberRequest: { TeamMember: { name, emailAddress: `${name.toLowerCase().replace(/ /g, '.')}@example.com`, showListPrice, showSalePrice } },
  });
  expect(member.statusCode).toBe(201);
  const token = new URL(member.json().data.links.especbook).searchParams.get('token') ?? '';
  return (await t.app.inject({ method: 'POST', url: '/api/v1/auth/especbooks', payload: { token, specbookId: sb.id } })).json().data as string;
}

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  sb = await sqlOne(
    t,
    `insert into specbooks (account_id, user_id, name, tax) select account_id, id, 'Line items test', 10 from users where id = $1
     returning id, account_id as "accountId"`,
    [sellerId],
  );
  otherSb = await sqlOne(t, `select id, account_id as "accountId" from specbooks where name = 'Bayview Unit Fixtures'`);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.database.pool.query('delete from specbook_line_items');
  await t.database.pool.query('delete from spec_specbooks where specbook_id = $1', [sb.id]);
  await t.database.pool.query('delete from invoices where specbook_id = $1', [sb.id]);
});

describe('line items: authentication', () => {
  it('answers 401 without a token on every endpoint', async () => {
    for (const [method, path] of [
      ['GET', '/lineitems'],
      ['POST', '/lineitems'],
      ['PUT', '/lineitems'],
      ['PATCH', '/lineitems/1'],
      ['DELETE', '/lineitems/1'],
      ['GET', '/listtotal'],
      ['GET', '/transactions'],
    ] as const) {
      expect((await req(method, url(path), method === 'GET' || method === 'DELETE' ? undefined : {}, null)).statusCode, `${method} ${path}`).toBe(401);
    }
  });
});

describe('POST …/lineitems', () => {
  it('adds a line item with its unit price, total, list total and approved status, and lists it', async () => {
    const res = await req('POST', url('/lineitems'), create({ name: ' Installation labour ', quantity: 3, listPrice: '120', salePrice: 95.5, isTaxable: true }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      specbookID: sb.id,
      name: 'Installation labour',
      quantity: 3,
      isTaxable: true,
      isShipping: false,
      deleted: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      deleteDatetime: null,
      listPrice: '120.00',
      salePrice: '95.50',
      unitPrice: '95.50',
      total: '286.50',
      listTotal: '360.00',
      status: { specbookLineStatusId: 2, specbookLineStatusName: 'Approved', specbookLineStatusIsFinancial: true },
    });
    const quoted = await req('POST', url('/lineitems'), create({ name: 'Delivery', listPrice: 80, isShipping: true, status: 'quoted' }));
    expect(quoted.json().data).toMatchObject({ quantity: 1, unitPrice: '80.00', total: '80.00', status: { specbookLineStatusId: 1, specbookLineStatusName: 'Quoted' } });
    expect(await names()).toEqual(['Installation labour', 'Delivery']);
  });

  it('answers 400 with the messages and writes nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '', salePrice: 1 }, 'name', M.nameRequired],
      [{ name: 'x'.repeat(256), salePrice: 1 }, 'name', M.nameMax],
      [{ name: 'Fee', quantity: 0, salePrice: 1 }, 'quantity', M.quantityMin],
      [{ name: 'Fee', quantity: 2.5, salePrice: 1 }, 'quantity', M.quantityWhole],
      [{ name: 'Fee', salePrice: '-5' }, 'salePrice', M.priceInvalid],
      [{ name: 'Fee', listPrice: '1.234' }, 'listPrice', M.priceInvalid],
      [{ name: 'Fee' }, 'salePrice', M.priceRequired],
      [{ name: 'Fee', salePrice: 1, status: 'paid' }, 'status', M.statusInvalid],
    ];
    for (const [fields, field, message] of cases) {
      const res = await req('POST', url('/lineitems'), create(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ field: fieldNamed(field), message }] });
    }
    expect((await req('POST', url('/lineitems'), { name: 'Fee', salePrice: 1 })).statusCode).toBe(400);
    expect(await sqlCount(t, 'specbook_line_items')).toBe(0);
  });

  it("answers 404 for another account's specbook, whatever the path's user, and writes nothing", async () => {
    expect((await req('POST', url('/lineitems', otherSb.id), create({ name: 'Fee', salePrice: 1 }))).statusCode).toBe(404);
    expect((await req('POST', url('/lineitems', sb.id, otherId), create({ name: 'Fee', salePrice: 1 }), other)).statusCode).toBe(404);
    expect((await req('POST', url('/lineitems', 999_999), create({ name: 'Fee', salePrice: 1 }))).statusCode).toBe(404);
    expect(await sqlCount(t, 'specbook_line_items')).toBe(0);
  });
});

describe('PATCH and DELETE …/lineitems/{lineItemId}', () => {
  it('changes a line item; a price can be cleared while the other stays', async () => {
    const id = await add({ name: 'Fee', listPrice: 50, salePrice: 40 });
    const res = await req('PATCH', url(`/lineitems/${id}`), update({ salePrice: null, quantity: 2, name: 'Design fee', status: 'quoted', isShipping: true }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Design fee', quantity: 2, listPrice: '50.00', salePrice: null, unitPrice: '50.00', total: '100.00', isShipping: true, status: { specbookLineStatusId: 1 } });
  });

  it('answers 400 when both prices would be empty, and changes nothing', async () => {
    const id = await add({ name: 'Fee', salePrice: 40 });
    const res = await req('PATCH', url(`/lineitems/${id}`), update({ salePrice: null }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.priceRequired);
    expect((await req('PATCH', url(`/lineitems/${id}`), update({ quantity: -1 }))).json().message).toBe(M.quantityMin);
    expect((await sqlOne<{ sale_price: string; quantity: number }>(t, 'select sale_price, quantity from specbook_line_items where id = $1', [id]))).toEqual({ sale_price: '40.00', quantity: 1 });
  });

  it('removes softly: no longer listed, kept with deleted and deleteDatetime; a second removal answers 404', async () => {
    const keep = await add({ name: 'Keep', salePrice: 1 });
    const id = await add({ name: 'Remove', salePrice: 1 });
    const res = await req('DELETE', url(`/lineitems/${id}`));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, deleted: true, deleteDatetime: expect.any(String) });
    expect(await names()).toEqual(['Keep']);
    expect(await sqlOne(t, 'select deleted, delete_datetime is not null as stamped from specbook_line_items where id = $1', [id])).toEqual({ deleted: true, stamped: true });
    expect((await req('DELETE', url(`/lineitems/${id}`))).statusCode).toBe(404);
    expect((await req('PATCH', url(`/lineitems/${id}`), update({ name: 'Back' }))).statusCode).toBe(404);
    expect(keep).toBeGreaterThan(0);
  });

  it("answers 404 for another account's line item or specbook, a missing or malformed id, and changes nothing", async () => {
    const own = await add({ name: 'Own', salePrice: 1 });
    const foreign = await sqlOne<{ id: number }>(t, "insert into specbook_line_items (account_id, specbook_id, name, sale_price) values ($1, $2, 'Foreign', 9) returning id", [otherSb.accountId, otherSb.id]);
    for (const path of [url(`/lineitems/${foreign.id}`), url(`/lineitems/${foreign.id}`, otherSb.id), url('/lineitems/999999'), url('/lineitems/abc')]) {
      expect((await req('PATCH', path, update({ name: 'Hijack' }))).statusCode, path).toBe(404);
      expect((await req('DELETE', path)).statusCode, path).toBe(404);
    }
    expect((await req('PATCH', url(`/lineitems/${own}`, sb.id, otherId), update({ name: 'Hijack' }), other)).statusCode).toBe(404);
    expect((await req('DELETE', url(`/lineitems/${own}`, sb.id, otherId), undefined, other)).statusCode).toBe(404);
    expect(await sqlCount(t, 'specbook_line_items', "name = 'Hijack' or deleted")).toBe(0);
  });
});

describe('PUT …/lineitems (upsert)', () => {
  it('posts and patches in one go and answers the list', async () => {
    const id = await add({ name: 'Fee', salePrice: 10 });
    const res = await req('PUT', url('/lineitems'), upsert([{ method: 'patch', payload: { id, quantity: 4 } }, { method: 'post', payload: { name: 'Haul away', salePrice: 35 } }]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((i: { name: string; total: string }) => [i.name, i.total])).toEqual([
      ['Fee', '40.00'],
      ['Haul away', '35.00'],
    ]);
  });

  it("answers 400 'Payload for upserting a line item is not correct' for any other entry, and writes nothing", async () => {
    const id = await add({ name: 'Fee', salePrice: 10 });
    for (const entries of [[{ method: 'delete', payload: { id } }], [{ method: 'patch', payload: { quantity: 2 } }], [{ method: 'post' }], ['post'], [{ payload: { name: 'X', salePrice: 1 } }]]) {
      const res = await req('PUT', url('/lineitems'), upsert([{ method: 'post', payload: { name: 'First', salePrice: 1 } }, ...entries]));
      expect(res.statusCode, JSON.stringify(entries)).toBe(400);
      expect(res.json().message).toBe(M.upsertPayload);
    }
    expect(await names()).toEqual(['Fee']);
  });

  it('is all or nothing: a patch of an id not of the specbook, or a bad field, leaves every entry unwritten', async () => {
    const id = await add({ name: 'Fee', salePrice: 10 });
    const foreign = await sqlOne<{ id: number }>(t, "insert into specbook_line_items (account_id, specbook_id, name, sale_price) values ($1, $2, 'Foreign', 9) returning id", [otherSb.accountId, otherSb.id]);
    const bad = await req('PUT', url('/lineitems'), upsert([{ method: 'patch', payload: { id, quantity: 9 } }, { method: 'post', payload: { name: 'New', salePrice: 1 } }, { method: 'patch', payload: { id: foreign.id, name: 'Hijack' } }]));
    expect(bad.statusCode).toBe(404);
    const cleared = await req('PUT', url('/lineitems'), upsert([{ method: 'post', payload: { name: 'New', salePrice: 1 } }, { method: 'patch', payload: { id, salePrice: null } }]));
    expect(cleared.statusCode).toBe(400);
    expect(cleared.json().message).toBe(M.priceRequired);
    expect((await req('GET', url('/lineitems'))).json().data.map((i: { name: string; quantity: number }) => [i.name, i.quantity])).toEqual([['Fee', 1]]);
    expect(await sqlOne(t, 'select name from specbook_line_items where id = $1', [foreign.id])).toEqual({ name: 'Foreign' });
  });

  it("answers 404 for another account's specbook", async () => {
    expect((await req('PUT', url('/lineitems', otherSb.id), upsert([{ method: 'post', payload: { name: 'X', salePrice: 1 } }]))).statusCode).toBe(404);
    expect((await req('GET', url('/lineitems', otherSb.id))).statusCode).toBe(404);
    expect((await req('GET', url('/lineitems', sb.id, otherId), undefined, other)).statusCode).toBe(404);
    expect(await sqlCount(t, 'specbook_line_items')).toBe(0);
  });
});

describe('line items in the totals, the list total and the transaction summary', () => {
  /** One catalogue spec of list 200 and sale 150 × 2 in Miscellaneous, approved. */
  async function seedSpec(): Promise<void> {
    await t.database.pool.query(
      `insert into spec_specbooks (account_id, specbook_id, spec_id, quantity, list_price, sale_price, shipping_cost, status)
       values ($1, $2, (select id from specs where account_id is null order by id limit 1), 2, 200, 150, 5, 'approved')`,
      [sb.accountId, sb.id],
    );
  }

  it('count in quoted (all) and approved (approved only); shipping lines add to shipping; tax only on taxable amounts', async () => {
    await seedSpec();
    await add({ name: 'Installation labour', quantity: 2, listPrice: 100, salePrice: 80, isTaxable: false });
    await add({ name: 'Permit fee', listPrice: 50, isTaxable: true, status: 'quoted' });
    await add({ name: 'Delivery', salePrice: 40, isShipping: true, isTaxable: true });
    const removed = await add({ name: 'Removed', salePrice: 1000, isTaxable: true });
    await req('DELETE', url(`/lineitems/${removed}`));
    const res = await req('GET', url('/totals?types=quoted,approved&summary=true'));
    expect(res.statusCode).toBe(200);
    const { quoted, approved, optional, uncategorized } = res.json().data;
    // quoted: specs 400 list / 300 sale, labour 200 / 160 untaxed, permit 50 / 50 taxable
    expect(quoted).toMatchObject({ list: '650.00', sale: '510.00', cost: '0.00', profit: '510.00' });
    // sale: taxable 510 − 160 = 350 → tax 35.00; shipping 10 (spec, calculation on) + 40 (delivery)
    expect(quoted.summary.sale).toEqual({ subtotal: '510.00', savings: '0.00', shipping: '50.00', tax: '35.00', total: '595.00' });
    expect(quoted.summary.list).toEqual({ subtotal: '650.00', savings: '0.00', shipping: '50.00', tax: '45.00', total: '745.00' });
    expect(approved).toMatchObject({ list: '600.00', sale: '460.00' });
    expect(approved.summary.sale).toEqual({ subtotal: '460.00', savings: '0.00', shipping: '50.00', tax: '30.00', total: '540.00' });
    expect(optional.sale).toBe('0.00');
    expect(uncategorized.quoted.sale).toBe('300.00');

    await t.database.pool.query('update specbooks set shipping_calculation = false where id = $1', [sb.id]);
    const noCalc = (await req('GET', url('/totals?summary=true'))).json().data;
    expect(noCalc.quoted.summary.sale.shipping, 'a charged delivery counts whatever the shipping calculation').toBe('40.00');
    await t.database.pool.query('update specbooks set shipping_calculation = true where id = $1', [sb.id]);

    const misc = (await req('GET', url('/categories/misc/totals?summary=true'))).json().data;
    expect(misc.quoted.sale, 'not in a room').toBe('300.00');
    const rooms = (await req('GET', url('/categories'))).json().data;
    expect(rooms.map((r: { totalSalesPrice: string }) => r.totalSalesPrice)).toEqual(['300.00']);

    const listTotal = await req('GET', url('/listtotal'));
    expect(listTotal.statusCode).toBe(200);
    expect(listTotal.json().data).toEqual({ listTotal: '650.00', listTotalAsCurrency: '$650.00', subtotal: '510.00', subtotalAsCurrency: '$510.00', lineItemsTotal: '250.00' });
  });

  it('transactions: invoiced and paid from the invoices not voided, balance due, not yet invoiced', async () => {
    await seedSpec();
    await add({ name: 'Labour', salePrice: 100, isTaxable: true });
    const invoice = (number: string, status: string, total: string, paid: string) =>
      t.database.pool.query('insert into invoices (account_id, specbook_id, number, status, total, paid) values ($1, $2, $3, $4, $5, $6)', [sb.accountId, sb.id, number, status, total, paid]);
    await invoice('INV-9001', 'paid', '200.00', '200.00');
    await invoice('INV-9002', 'open', '150.00', '50.00');
    await invoice('INV-9003', 'voided', '999.00', '0.00');
    await invoice('INV-9004', 'open', '1.00', '0.00');
    await t.database.pool.query("delete from invoices where number = 'INV-9004'");
    // Voiding (POST …/void) stamps voided_at and keeps the stored status.
    await invoice('INV-9005', 'open', '777.00', '0.00');
    await t.database.pool.query("update invoices set voided_at = now() where number = 'INV-9005'");
    const res = await req('GET', url('/transactions'));
    expect(res.statusCode).toBe(200);
    // quoted = approved: (300 + 100) + 10 % tax + 10 shipping = 450
    expect(res.json().data).toEqual({ quotedTotal: '450.00', approvedTotal: '450.00', invoiced: '350.00', paid: '250.00', balanceDue: '100.00', notInvoiced: '100.00' });
    expect((await req('GET', url('/transactions', otherSb.id))).statusCode).toBe(404);
    expect((await req('GET', url('/listtotal', otherSb.id))).statusCode).toBe(404);
    expect((await req('GET', url('/transactions', sb.id, otherId), undefined, other)).statusCode).toBe(404);
  });
});

describe('line items for an e-Specbook viewer', () => {
  it('reads the line items with the amounts its price display allows', async () => {
    await add({ name: 'Labour', quantity: 2, listPrice: 100, salePrice: 80 });
    const listOnly = (await req('GET', url('/lineitems'), undefined, await memberJwt('Lee List', true, false))).json().data[0];
    expect(listOnly).toMatchObject({ name: 'Labour', quantity: 2, listPrice: '100.00', listTotal: '200.00', salePrice: '0.00', unitPrice: '0.00', total: '0.00' });
    const saleOnly = (await req('GET', url('/lineitems'), undefined, await memberJwt('Sam Sale', false, true))).json().data[0];
    expect(saleOnly).toMatchObject({ listPrice: '0.00', listTotal: '0.00', salePrice: '80.00', unitPrice: '80.00', total: '160.00' });
    const listTotal = (await req('GET', url('/listtotal'), undefined, await memberJwt('Lia List', true, false))).json().data;
    expect(listTotal).toEqual({ listTotal: '200.00', listTotalAsCurrency: '$200.00', subtotal: '0.00', subtotalAsCurrency: '$0.00', lineItemsTotal: '0.00' });
    const transactions = (await req('GET', url('/transactions'), undefined, await memberJwt('Lou List', true, false))).json().data;
    expect(Object.values(transactions)).toEqual(Array(6).fill('0.00'));
  });

  it("answers a viewer's write 403 'This e-Specbook is read-only.' and writes nothing", async () => {
    const id = await add({ name: 'Labour', salePrice: 80 });
    const jwt = await memberJwt('Wes Write', true, true);
    expect((await req('PUT', url('/qr-access'), { enabled: true })).statusCode).toBe(200);
    const qr = (await req('GET', `/api/v1/auth/specbook/${sb.id}/viewtoken`, undefined, null)).json().data as string;
    expect([typeof jwt, typeof qr]).toEqual(['string', 'string']);
    for (const token of [jwt, qr]) {
      for (const [method, path, body] of [
        ['POST', '/lineitems', create({ name: 'Sneaky', salePrice: 1 })],
        ['PUT', '/lineitems', upsert([{ method: 'post', payload: { name: 'Sneaky', salePrice: 1 } }])],
        ['PATCH', `/lineitems/${id}`, update({ name: 'Sneaky' })],
        ['DELETE', `/lineitems/${id}`, undefined],
      ] as const) {
        const res = await req(method, url(path), body, token);
        expect(res.statusCode, `${method} ${path}`).toBe(403);
        expect(res.json().message).toBe(AM.readOnly);
      }
    }
    expect(await names()).toEqual(['Labour']);
  });
});
