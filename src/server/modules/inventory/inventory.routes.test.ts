import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantFlag } from '#server/modules/invoices/invoices.test-kit';
import { bearer, sqlCount, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { createTestServer, type TestServer } from '#server/test/server';
import { INVENTORY_MESSAGES as M } from '#shared/lib/inventory';
import { SELLER_MESSAGES as SM } from '#shared/lib/sellers';
import type { TInventoryItem } from '#shared/schemas/inventory';
import { inventoryBase, postInventoryImport } from './inventory.test-kit';

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;

type Res = Awaited<ReturnType<TestServer['app']['inject']>>;

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token: string | null, payload?: unknown): Promise<Res> =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
const createBody = (item: Record<string, unknown>) => ({ createInventoryItemRequest: { InventoryItem: item } });
const updateBody = (item: Record<string, unknown>) => ({ updateInventoryItemRequest: { InventoryItem: item } });
const specId = async (model: string) => (await sqlOne<{ id: number }>(t, 'select id from specs where model_number = $1 and account_id is null', [model])).id;
const stockRows = () => sqlCount(t, 'seller_offers');

async function list(query = '', token = seller, userId = sellerId): Promise<{ data: TInventoryItem[]; meta: { total: number; last_page: number } }> {
  const res = await call('GET', `${inventoryBase(userId)}${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
});
afterAll(() => t.close());

describe('inventory: access', () => {
  it('answers 401 without a token on every path', async () => {
    const base = inventoryBase(sellerId);
    for (const [method, url] of [['GET', base], ['POST', base], ['PATCH', `${base}/1`], ['DELETE', `${base}/1`], ['GET', `${base}/imports/1`]] as const) {
      expect((await call(method, url, null)).statusCode).toBe(401);
    }
    expect((await postInventoryImport(t, sellerId, null, {}, 'Manufacturer,Model Number\n')).statusCode).toBe(401);
  });

  it("answers 403 'not enabled' on every path without the useInventoryCenter flag", async () => {
    const base = inventoryBase(otherId);
    const answers = [
      await call('GET', base, other),
      await call('POST', base, other, createBody({ spec: { id: await specId('AQ-3300-WH') } })),
      await call('PATCH', `${base}/1`, other, updateBody({ quantity: 1 })),
      await call('DELETE', `${base}/1`, other),
      await call('GET', `${base}/imports/1`, other),
      await postInventoryImport(t, otherId, other, {}, 'Manufacturer,Model Number\nAquaterra,AQ-3300-WH\n'),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().message).toBe(M.notEnabled);
    }
    expect(await sqlCount(t, 'sellers', 'own_stock and account_id = (select account_id from users where id = $1)', [otherId])).toBe(0);
  });
});

describe('inventory: list', () => {
  it("lists the demo stock by product name with the spec's fields", async () => {
    const { data, meta } = await list();
    expect(meta.total).toBe(8);
    // Five products of the demo specbooks and three clearance products listed on the Specmarket (decision 086).
    expect(data.map((i) => i.spec.modelNumber).sort()).toEqual(['AQ-3300-WH', 'AQ-4610-CB', 'AQ-4610-PC', 'AQ-4620-MB', 'AQ-7020-PC', 'BF-210-SS', 'BF-305-MB', 'NL-2290-WH']);
    expect(data.map((i) => i.spec.name)).toEqual([...data.map((i) => i.spec.name)].sort((a, b) => (a < b ? -1 : 1)));
    expect(data.find((i) => i.spec.modelNumber === 'AQ-3300-WH')).toMatchObject({
      quantity: 3,
      status: 'overstock',
      location: 'Warehouse A, Bay 2',
      price: '1650.00',
      leadTime: '1-3 days',
      importId: null,
      spec: { manufacturerName: 'Aquaterra', imageUrl: '/demo/products/aq-3300-wh.svg' },
    });
  });

  it('searches by model number, manufacturer and name, filters by status and pages', async () => {
    expect((await list('?search=aq-3300')).data.map((i) => i.spec.modelNumber)).toEqual(['AQ-3300-WH']);
    expect((await list('?search=aquaterra')).data.map((i) => i.spec.modelNumber).sort()).toEqual(['AQ-3300-WH', 'AQ-4610-CB', 'AQ-4610-PC', 'AQ-4620-MB', 'AQ-7020-PC']);
    expect((await list('?search=100%25')).data).toEqual([]);
    expect((await list('?filter[status]=overstock')).data.map((i) => i.spec.modelNumber).sort()).toEqual(['AQ-3300-WH', 'BF-210-SS']);
    const page = await list('?perPage=3&page=3');
    expect(page.data).toHaveLength(2);
    expect(page.meta).toMatchObject({ total: 8, last_page: 3 });
  });

  it('answers 400 for an unknown status filter', async () => {
    expect((await call('GET', `${inventoryBase(sellerId)}?filter[status]=lost`, seller)).statusCode).toBe(400);
  });
});

describe('inventory: add, edit, remove', () => {
  let harborSpec: number;
  let harborItem: TInventoryItem;

  beforeAll(async () => {
    await grantFlag(t, 'other@specfolio.test', 'useInventoryCenter');
    const harbor = await sqlOne<{ accountId: number }>(t, 'select account_id as "accountId" from users where id = $1', [otherId]);
    harborSpec = (
      await sqlOne<{ id: number }>(
        t,
        `insert into specs (account_id, user_id, manufacturer_id, model_number, name)
         select $1, $2, manufacturer_id, 'HB-PRIVATE-1', 'Harbor private spec' from specs where model_number = 'AQ-3300-WH' returning id`,
        [harbor.accountId, otherId],
      )
    ).id;
    const res = await call('POST', inventoryBase(otherId), other, createBody({ spec: { id: harborSpec }, quantity: 2 }));
    expect(res.statusCode, res.body).toBe(201);
    harborItem = res.json().data;
  });

  it("adds a spec to a first-time account's stock, creating its own-stock seller named after the company", async () => {
    expect(harborItem).toMatchObject({ quantity: 2, status: 'in_stock', location: null, price: null, leadTime: null, spec: { id: harborSpec, modelNumber: 'HB-PRIVATE-1' } });
    const own = await sqlOne<{ name: string; n: string }>(t, "select min(name) as name, count(*) as n from sellers where own_stock and account_id = (select account_id from users where id = $1)", [otherId]);
    expect(own).toEqual({ name: 'Harbor Plumbing Supply', n: 1 });
  });

  it('adds a global spec with its values; 409 when it is already in stock', async () => {
    const spec = await specId('AQ-4512-MB');
    const item = { spec: { id: spec }, quantity: 7, status: 'available', location: ' Bay 9 ', price: '99.5', leadTime: '3-4 weeks' };
    const res = await call('POST', inventoryBase(sellerId), seller, createBody(item));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ quantity: 7, status: 'available', location: 'Bay 9', price: '99.50', leadTime: '3-4 weeks' });
    const before = await stockRows();
    const again = await call('POST', inventoryBase(sellerId), seller, createBody({ spec: { id: spec } }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyInStock);
    expect(await stockRows()).toBe(before);
  });

  it("answers 404 for another account's spec or a missing one, and 400 for bad values, changing nothing", async () => {
    const before = await stockRows();
    for (const id of [harborSpec, 99999999]) {
      const res = await call('POST', inventoryBase(sellerId), seller, createBody({ spec: { id } }));
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.specNotFound);
    }
    const spec = await specId('BF-118-PN');
    const bad: [Record<string, unknown>, string][] = [
      [createBody({ spec: { id: spec }, quantity: -1 }), SM.quantityInvalid],
      [createBody({ spec: { id: spec }, status: 'lost' }), SM.inventoryStatusInvalid],
      [createBody({ spec: { id: spec }, price: '1.234' }), SM.priceInvalid],
      [createBody({ spec: { id: spec }, leadTime: 'tomorrow' }), SM.leadTimeInvalid],
      [createBody({}), SM.specRequired],
    ];
    for (const [body, message] of bad) {
      const res = await call('POST', inventoryBase(sellerId), seller, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().errors.map((e: { message: string }) => e.message)).toContain(message);
    }
    expect((await call('POST', inventoryBase(sellerId), seller, { InventoryItem: { spec: { id: spec } } })).statusCode).toBe(400);
    expect(await stockRows()).toBe(before);
  });

  it('edits quantity, status, location, price and lead time; a field left out keeps its value', async () => {
    const row = (await list('?search=NL-2290')).data[0]!;
    const res = await call('PATCH', `${inventoryBase(sellerId)}/${row.id}`, seller, updateBody({ quantity: 40, status: 'overstock', location: 'Dock' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id: row.id, quantity: 40, status: 'overstock', location: 'Dock', leadTime: row.leadTime });
    const priced = await call('PATCH', `${inventoryBase(sellerId)}/${row.id}`, seller, updateBody({ price: '12', leadTime: null }));
    expect(priced.json().data).toMatchObject({ quantity: 40, status: 'overstock', price: '12.00', leadTime: null, location: 'Dock' });
    const cleared = await call('PATCH', `${inventoryBase(sellerId)}/${row.id}`, seller, updateBody({ location: '' }));
    expect(cleared.json().data).toMatchObject({ quantity: 40, price: '12.00', location: null });
  });

  it("answers 400 for a bad edit and 404 for another account's row or a missing one, changing nothing", async () => {
    const row = (await list('?search=BF-305')).data[0]!;
    const bad = await call('PATCH', `${inventoryBase(sellerId)}/${row.id}`, seller, updateBody({ quantity: 1.5 }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe(SM.quantityInvalid);
    expect((await call('PATCH', `${inventoryBase(sellerId)}/${harborItem.id}`, seller, updateBody({ quantity: 1 }))).statusCode).toBe(404);
    expect((await call('PATCH', `${inventoryBase(otherId)}/${row.id}`, other, updateBody({ quantity: 1 }))).statusCode).toBe(404);
    expect((await call('PATCH', `${inventoryBase(sellerId)}/abc`, seller, updateBody({ quantity: 1 }))).statusCode).toBe(404);
    expect((await list('?search=BF-305')).data[0]).toEqual(row);
    expect((await list('', other, otherId)).data.map((i) => i.id)).toEqual([harborItem.id]);
  });

  it("removes a row; another account's row or a removed one answers 404", async () => {
    expect((await call('DELETE', `${inventoryBase(sellerId)}/${harborItem.id}`, seller)).statusCode).toBe(404);
    expect((await call('DELETE', `${inventoryBase(otherId)}/${harborItem.id}`, other)).statusCode).toBe(204);
    expect((await call('DELETE', `${inventoryBase(otherId)}/${harborItem.id}`, other)).statusCode).toBe(404);
    expect((await list('', other, otherId)).meta.total).toBe(0);
  });

  it('keeps offers of other sellers out of the stock', async () => {
    const { accountId } = await sqlOne<{ accountId: number }>(t, 'select account_id as "accountId" from users where id = $1', [sellerId]);
    const vendor = await sqlOne<{ id: number }>(t, "insert into sellers (account_id, name) values ($1, 'Some Vendor') returning id", [accountId]);
    const offer = await sqlOne<{ id: number }>(t, "insert into seller_offers (account_id, seller_id, spec_id, inventory_status, inventory_quantity) values ($1, $2, $3, 'overstock', 1) returning id", [
      accountId,
      vendor.id,
      await specId('AQ-3300-WH'),
    ]);
    expect((await list('?perPage=100')).data.map((i) => i.id)).not.toContain(offer.id);
    expect((await call('PATCH', `${inventoryBase(sellerId)}/${offer.id}`, seller, updateBody({ quantity: 2 }))).statusCode).toBe(404);
    expect((await call('DELETE', `${inventoryBase(sellerId)}/${offer.id}`, seller)).statusCode).toBe(404);
  });
});
