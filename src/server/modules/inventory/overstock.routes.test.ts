import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, specbookNamed, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { createTestServer, type TestServer } from '#server/test/server';
import type { TCatalogueSpec } from '#shared/schemas/catalogue';
import type { TInventoryItem } from '#shared/schemas/inventory';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { inventoryBase } from './inventory.test-kit';

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let book: { id: number; accountId: number };

const get = async <T>(url: string, token = seller): Promise<T> => {
  const res = await t.app.inject({ method: 'GET', url, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
};
const specsUrl = () => `/api/v4/user/${sellerId}/specbook/${book.id}/specs?showPagination=true&page=1`;
const overstockByModel = async () => new Map((await get<TSpecSpecbook[]>(specsUrl())).map((s) => [s.modelNumber, s.overstock]));
const stockItem = async (model: string) => (await get<TInventoryItem[]>(`${inventoryBase(sellerId)}?search=${model}`))[0]!;
const setStatus = async (id: number, status: string) => {
  const res = await t.app.inject({ method: 'PATCH', url: `${inventoryBase(sellerId)}/${id}`, headers: bearer(seller), payload: { updateInventoryItemRequest: { InventoryItem: { status } } } });
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  book = await specbookNamed(t, 'Harper Residence Selections');
});
afterAll(() => t.close());

describe('the overstock flag', () => {
  it("is true on specs in a specbook whose account's own stock of them is overstock", async () => {
    const flags = await overstockByModel();
    expect(flags.get('AQ-3300-WH')).toBe(true);
    expect(flags.get('AQ-7020-PC')).toBe(false);
    const one = (await get<TSpecSpecbook[]>(specsUrl())).find((s) => s.modelNumber === 'AQ-3300-WH')!;
    expect((await get<TSpecSpecbook>(`/api/v4/user/${sellerId}/specbook/${book.id}/specs/${one.id}`)).overstock).toBe(true);
  });

  it('follows the stock through the cached answers (list and one spec)', async () => {
    const item = await stockItem('AQ-3300-WH');
    const one = (await get<TSpecSpecbook[]>(specsUrl())).find((s) => s.modelNumber === 'AQ-3300-WH')!;
    const oneUrl = `/api/v4/user/${sellerId}/specbook/${book.id}/specs/${one.id}`;
    await get(oneUrl);
    await setStatus(item.id, 'in_stock');
    expect((await overstockByModel()).get('AQ-3300-WH')).toBe(false);
    expect((await get<TSpecSpecbook>(oneUrl)).overstock).toBe(false);
    await setStatus(item.id, 'overstock');
    expect((await overstockByModel()).get('AQ-3300-WH')).toBe(true);
    await t.app.inject({ method: 'DELETE', url: `${inventoryBase(sellerId)}/${item.id}`, headers: bearer(seller) });
    expect((await get<TSpecSpecbook>(oneUrl)).overstock).toBe(false);
  });

  it("ignores other sellers' offers", async () => {
    const vendor = await sqlOne<{ id: number }>(t, "insert into sellers (account_id, name) values ($1, 'Vendor') returning id", [book.accountId]);
    await t.database.pool.query(
      "insert into seller_offers (account_id, seller_id, spec_id, inventory_status, inventory_quantity) select $1, $2, id, 'overstock', 1 from specs where model_number = 'AQ-7020-PC' and account_id is null",
      [book.accountId, vendor.id],
    );
    expect((await overstockByModel()).get('AQ-7020-PC')).toBe(false);
  });

  it("is on catalogue specs (overstock and inventory.overstock) for the account's own stock only", async () => {
    const search = (userId: number, token: string) => get<TCatalogueSpec[]>(`/api/v4/user/${userId}/specs?searchTerm=BF-210-SS&page=1`, token);
    const mine = (await search(sellerId, seller)).find((s) => s.modelNumber === 'BF-210-SS')!;
    expect(mine).toMatchObject({ overstock: true, inventory: { overstock: true } });
    const theirs = (await search(otherId, other)).find((s) => s.modelNumber === 'BF-210-SS')!;
    expect(theirs).toMatchObject({ overstock: false, inventory: { overstock: false } });
    expect((await get<TCatalogueSpec>(`/api/v4/user/${sellerId}/specs/${mine.id}`)).overstock).toBe(true);
  });
});
