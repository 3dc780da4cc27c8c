import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantFlag } from '#server/modules/invoices/invoices.test-kit';
import { bearer, specbookNamed, sqlCount, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { createTestServer, type TestServer } from '#server/test/server';
import { makePdf, multipart } from '#server/test/upload-fixtures';
import { SELLER_MESSAGES as SM } from '#shared/lib/sellers';
import { CSV_MESSAGES as M } from '#shared/lib/specbook-csv';
import type { TInventoryItem } from '#shared/schemas/inventory';
import { finishedImport, importStock, inventoryBase, postInventoryImport } from './inventory.test-kit';

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;

async function stock(): Promise<Map<string, TInventoryItem>> {
  const res = await t.app.inject({ method: 'GET', url: `${inventoryBase(sellerId)}?perPage=100`, headers: bearer(seller) });
  return new Map((res.json().data as TInventoryItem[]).map((i) => [i.spec.modelNumber, i]));
}
const comparable = (items: Map<string, TInventoryItem>) => [...items.values()].map(({ updatedAt: _u, importId: _i, ...rest }) => rest);

const FILE = [
  'Manufacturer,Model Number,Quantity,Status,Location,Price,Lead Time',
  'Aquaterra,AQ-3300-WH,5,In Stock,Bay 1,1500,1-3 Days',
  'Nobody,XX-1,1,,,,',
  'Aquaterra,AQ-4512-MB,2,Overstock,Bay 7,$99.95,special order',
  'Aquaterra,AQ-7020-PC,lots,,,,',
  'Aquaterra,AQ-7020-PC,1,Gone,,,',
  'Aquaterra,AQ-7020-PC,1,,,,next year',
  'Aquaterra,AQ-7020-PC,1,,,1.234,',
  'aquaterra,aq4512bn,"1,200",available,,,',
].join('\n');

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
});
afterAll(() => t.close());

describe('inventory CSV import', () => {
  it("answers 400 'Unable to import file' for a missing file, a file that is not CSV or one without Manufacturer and Model Number, and 400 for a bad separator", async () => {
    const before = await sqlCount(t, 'imports');
    const pdf = multipart({}, { file: { filename: 'x.pdf', contentType: 'application/pdf', data: makePdf() } });
    const answers = [
      await postInventoryImport(t, sellerId, seller, { separator: 'comma' }),
      await t.app.inject({ method: 'POST', url: `${inventoryBase(sellerId)}/imports`, payload: pdf.payload, headers: { ...pdf.headers, ...bearer(seller) } }),
      await postInventoryImport(t, sellerId, seller, {}, 'Name,Quantity\nTub,1\n'),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toBe(M.unableToImport);
    }
    const separator = await postInventoryImport(t, sellerId, seller, { separator: 'dash' }, 'Manufacturer,Model Number\n');
    expect(separator.statusCode).toBe(400);
    expect(separator.json().errors[0]).toMatchObject({ field: 'separator', message: M.separatorInvalid });
    expect(await sqlCount(t, 'imports')).toBe(before);
  });

  it('imports the valid lines, lists unknown products and bad values with their lines, and updates a product already in stock', async () => {
    const before = await stock();
    const res = await postInventoryImport(t, sellerId, seller, { separator: 'comma' }, FILE);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.headers.location).toBe(`/api/v4/user/${sellerId}/inventory/imports/${res.json().data.id}`);
    expect(res.json().data).toMatchObject({ kind: 'inventory', specbookId: null, status: 'queued' });
    const done = await finishedImport(t, res.headers.location as string, seller);
    expect(done).toMatchObject({ status: 'complete', counts: { rows: 8, imported: 3, unmatched: 1, skipped: 4 } });
    expect(done.unmatched).toEqual([{ line: 3, manufacturer: 'Nobody', modelNumber: 'XX-1' }]);
    expect(done.skipped).toEqual([
      { line: 5, field: 'quantity', message: SM.quantityInvalid },
      { line: 6, field: 'status', message: SM.inventoryStatusInvalid },
      { line: 7, field: 'leadTime', message: SM.leadTimeInvalid },
      { line: 8, field: 'price', message: SM.priceInvalid },
    ]);
    const after = await stock();
    expect(after.get('AQ-3300-WH')).toMatchObject({ id: before.get('AQ-3300-WH')!.id, quantity: 5, status: 'in_stock', location: 'Bay 1', price: '1500.00', leadTime: '1-3 days', importId: done.id });
    expect(after.get('AQ-4512-MB')).toMatchObject({ quantity: 2, status: 'overstock', location: 'Bay 7', price: '99.95', leadTime: 'special order', importId: done.id });
    expect(after.get('AQ-4512-BN')).toMatchObject({ quantity: 1200, status: 'available' });
    expect(after.get('AQ-7020-PC')).toEqual(before.get('AQ-7020-PC'));
    expect(after.size).toBe(before.size + 2);
  });

  it('is idempotent: importing the same file again leaves the same stock', async () => {
    const before = await stock();
    const rows = await sqlCount(t, 'seller_offers');
    const done = await importStock(t, sellerId, seller, FILE);
    expect(done.counts).toMatchObject({ imported: 3, unmatched: 1, skipped: 4 });
    expect(await sqlCount(t, 'seller_offers')).toBe(rows);
    expect(comparable(await stock())).toEqual(comparable(before));
  });

  it('keeps the values of columns the file does not have; the last line of a product wins', async () => {
    const done = await importStock(t, sellerId, seller, 'Model;Brand;Qty\nAQ-3300-WH;Aquaterra;8\nAQ-3300-WH;Aquaterra;9\n'.replace(/;/g, ','));
    expect(done.counts).toMatchObject({ rows: 2, imported: 2 });
    expect((await stock()).get('AQ-3300-WH')).toMatchObject({ quantity: 9, status: 'in_stock', location: 'Bay 1', price: '1500.00' });
  });

  it('reads other separators', async () => {
    const body = multipart({ separator: 'semicolon' }, { file: { filename: 's.csv', contentType: 'text/csv', data: Buffer.from('Manufacturer;Model Number;Location\nAquaterra;AQ-3300-WH;Annex\n') } });
    const res = await t.app.inject({ method: 'POST', url: `${inventoryBase(sellerId)}/imports`, payload: body.payload, headers: { ...body.headers, ...bearer(seller) } });
    await finishedImport(t, res.headers.location as string, seller);
    expect((await stock()).get('AQ-3300-WH')).toMatchObject({ quantity: 9, location: 'Annex' });
  });

  it("answers 404 for another account's import, a specbook's import and a bad id", async () => {
    await grantFlag(t, 'other@specfolio.test', 'useInventoryCenter');
    const started = await postInventoryImport(t, sellerId, seller, {}, 'Manufacturer,Model Number\nAquaterra,AQ-3300-WH\n');
    await finishedImport(t, started.headers.location as string, seller);
    const id = started.json().data.id as number;
    expect((await t.app.inject({ method: 'GET', url: `${inventoryBase(otherId)}/imports/${id}`, headers: bearer(other) })).statusCode).toBe(404);
    const book = await specbookNamed(t, 'Harper Residence Selections');
    const specbookImport = multipart({}, { file: { filename: 'x.csv', contentType: 'text/csv', data: Buffer.from('Manufacturer,Model Number\n') } });
    const csv = await t.app.inject({ method: 'POST', url: `/api/v4/user/${sellerId}/specbook/${book.id}/csv/import`, payload: specbookImport.payload, headers: { ...specbookImport.headers, ...bearer(seller) } });
    expect(csv.statusCode, csv.body).toBe(202);
    expect((await t.app.inject({ method: 'GET', url: `${inventoryBase(sellerId)}/imports/${csv.json().data.id}`, headers: bearer(seller) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/v4/user/${sellerId}/specbook/${book.id}/csv/import/${id}`, headers: bearer(seller) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${inventoryBase(sellerId)}/imports/x`, headers: bearer(seller) })).statusCode).toBe(404);
  });
});
