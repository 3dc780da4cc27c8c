import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { erpKit, locationOf, type ErpKit } from '#server/modules/erp/erp-test-kit';
import { runErpJob } from '#server/modules/erp/erp-jobs.service';
import { dropFlag, grantFlag } from '#server/modules/invoices/invoices.test-kit';
import { ERP_MESSAGES as M } from '#shared/lib/erp';
import type { TErpBidResult, TErpPriceGroupsResult } from '#shared/schemas/erp';

let k: ErpKit;
let profileId: number;
let harborProfileId: number;
let viewer: { token: string; userId: number };
type As = { token: string; userId: number } | null;
const harbor = () => ({ token: k.w.otherToken, userId: k.w.otherUserId });
const bid = (body: unknown, profile = profileId, as?: As) => k.w.api('POST', `/profile/${profile}/erp`, body, as);
const refresh = (as?: As) => k.w.api('POST', '/erp/price-groups/refresh', undefined, as);
const exportCsv = (id = k.specbookId, as?: As) => k.w.api('GET', `/specbook/${id}/erp/export`, undefined, as);
const EXPORT_FLAG = 'erpIntegration.canExportspecbooks';
const IMPORT_FLAG = 'erpIntegration.canImportOrders';
const SELLER = 'seller@specfolio.test';
const OTHER = 'other@specfolio.test';
const setFlag = (email: string, flag: string, on: boolean) => (on ? grantFlag : dropFlag)(k.t, email, flag);

beforeAll(async () => {
  k = await erpKit();
  profileId = (await k.w.q<{ id: number }>("select id from profiles where name = 'Johnson Residence'"))[0]!.id;
  viewer = await k.viewer();
  harborProfileId = (await k.w.q<{ id: number }>('select p.id from profiles p join users u on u.account_id = p.account_id where u.id = $1 limit 1', [k.w.otherUserId]))[0]!.id;
});
afterAll(() => k.close());

describe('POST {u}/profile/{profileId}/erp (bid import)', () => {
  it('401 without a token', async () => {
    expect((await bid({ opportunityId: 'OP1' }, profileId, null)).statusCode).toBe(401);
  });

  it('400 without an opportunity id', async () => {
    for (const body of [{}, { opportunityId: '  ' }, { opportunityId: 'x'.repeat(101) }]) {
      const res = await bid(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe(M.opportunityIdRequired);
    }
  });

  it('403 without the flag erpIntegration.canImportOrders, and records no job', async () => {
    await setFlag(SELLER, IMPORT_FLAG, false);
    const res = await bid({ opportunityId: 'OP1' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.importNotEnabled);
    expect(await k.w.q("select id from erp_jobs where kind = 'bid'")).toEqual([]);
    await setFlag(SELLER, IMPORT_FLAG, true);
  });

  it('404 for another account’s profile, a missing one, and for an e-Specbook viewer', async () => {
    await setFlag(OTHER, IMPORT_FLAG, true);
    expect((await bid({ opportunityId: 'OP1' }, harborProfileId)).statusCode).toBe(404);
    expect((await bid({ opportunityId: 'OP1' }, 999999)).statusCode).toBe(404);
    expect((await bid({ opportunityId: 'OP1' }, profileId, harbor())).statusCode).toBe(404);
    expect((await bid({ opportunityId: 'OP1' }, profileId, viewer)).statusCode).toBe(404);
  });

  it('422 while the account has no connection, and records no job', async () => {
    const res = await bid({ opportunityId: 'OP1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.notConfigured);
    expect(await k.w.q("select id from erp_jobs where kind = 'bid'")).toEqual([]);
  });

  it('imports the opportunity as a specbook: rooms from the lines, matched by model number, sale price from UnitPrice; unmatched reported', async () => {
    await k.connect();
    const [first, second] = k.specs;
    k.fake.seed.opportunity({
      OpportunityID: 'OP000900',
      Subject: 'Lakeview Kitchen Bid',
      Products: [
        { InventoryID: first!.modelNumber.toLowerCase(), Qty: 3, UnitPrice: 123.45, TransactionDescription: 'Main Kitchen' },
        { InventoryID: second!.modelNumber, Qty: 1, UnitPrice: null, TransactionDescription: null },
        { InventoryID: 'NO-SUCH-MODEL-1', Qty: 2, TransactionDescription: 'Main Kitchen' },
      ],
    });
    const res = await bid({ opportunityId: 'OP000900' });
    expect(res.json().data).toMatchObject({ kind: 'bid', status: 'queued' });
    const job = await k.finished(locationOf(res));
    expect(job.status).toBe('succeeded');
    const result = job.result as TErpBidResult;
    expect(result.unmatched).toEqual([{ inventoryId: 'NO-SUCH-MODEL-1', quantity: 2, description: 'Main Kitchen' }]);
    const book = (await k.w.api('GET', `/specbook/${result.specbookId}`)).json().data;
    expect(book).toMatchObject({ name: 'Lakeview Kitchen Bid', profile: { id: profileId }, erp: { opportunityId: 'OP000900' } });
    const rooms = (await k.w.api('GET', `/specbook/${result.specbookId}/categories`)).json().data.map((r: { name: string }) => r.name);
    expect(rooms).toContain('Main Kitchen');
    const lines = await k.w.q<{ spec_id: number; room: string | null; quantity: number; sale_price: string | null }>(
      'select ss.spec_id, c.name as room, ss.quantity, ss.sale_price::text from spec_specbooks ss left join categories c on c.id = ss.category_id where ss.specbook_id = $1 order by ss.id',
      [result.specbookId],
    );
    expect(lines).toEqual([
      { spec_id: first!.specId, room: 'Main Kitchen', quantity: 3, sale_price: '123.45' },
      expect.objectContaining({ spec_id: second!.specId, room: null, quantity: 1 }),
    ]);
    // A retried job (its process died before it was marked done) answers the specbook it wrote, not a second one.
    const books = await k.w.q('select count(*)::int as n from specbooks');
    await k.w.q("update erp_jobs set status = 'running' where id = $1", [job.id]);
    await runErpJob({ db: k.t.database.db, log: k.t.app.log, settings: k.t.app.erpSettings }, { jobId: job.id });
    expect(await k.w.q('select count(*)::int as n from specbooks')).toEqual(books);
    expect(await k.w.q('select status, result from erp_jobs where id = $1', [job.id])).toEqual([{ status: 'succeeded', result }]);
  });

  it('names the specbook after the opportunity without a Subject; fails with the spec’s message for an unknown opportunity', async () => {
    k.fake.seed.opportunity({ OpportunityID: 'OP000901', Subject: null, Products: [] });
    const named = await k.finished(locationOf(await bid({ opportunityId: 'OP000901' })));
    const id = (named.result as TErpBidResult).specbookId;
    expect((await k.w.api('GET', `/specbook/${id}`)).json().data.name).toBe('Opportunity OP000901');
    const before = await k.w.q('select count(*)::int as n from specbooks');
    const missing = await k.finished(locationOf(await bid({ opportunityId: 'OP404404' })));
    expect(missing).toMatchObject({ status: 'failed', message: M.opportunityNotFound });
    expect(await k.w.q('select count(*)::int as n from specbooks')).toEqual(before);
  });
});

describe('POST {u}/erp/price-groups/refresh', () => {
  it('401 without a token; 404 for an e-Specbook viewer; another account without a connection gets 422', async () => {
    expect((await refresh(null)).statusCode).toBe(401);
    expect((await refresh(viewer)).statusCode).toBe(404);
    expect((await refresh(harbor())).statusCode).toBe(422);
  });

  it('makes one read-only ERP group per price class of the customers, with the median multiplier per manufacturer', async () => {
    const [first, second] = k.specs;
    k.fake.seed.customer({ CustomerID: 'C000777', CustomerName: 'Erp Customer', PriceClassID: 'RETAIL' });
    k.fake.seed.stockItem({ InventoryID: first!.modelNumber.toUpperCase(), MSRP: 200, DefaultPrice: 150 });
    k.fake.seed.stockItem({ InventoryID: second!.modelNumber.toUpperCase(), MSRP: 100, DefaultPrice: 50 });
    const res = await refresh();
    const job = await k.finished(locationOf(res));
    expect(job).toMatchObject({ kind: 'price_groups', status: 'succeeded' });
    const { groups } = job.result as TErpPriceGroupsResult;
    expect(groups).toEqual([expect.objectContaining({ name: 'RETAIL', priceClassId: 'RETAIL' })]);
    const listed = (await k.w.api('GET', '/pricegroup/erp')).json().data;
    expect(listed).toEqual([expect.objectContaining({ id: groups[0]!.id, types: 'erp', erpPriceClassId: 'RETAIL' })]);
    const entries = (await k.w.api('GET', `/pricegroup/${groups[0]!.id}/manufacturers?custom=true&perPage=100`)).json().data as { manufacturer: { id: number }; multiplier: string }[];
    const byManufacturer = await k.w.q<{ manufacturer_id: number; model: string }>('select manufacturer_id, upper(model_number) as model from specs where id = any($1::int[])', [[first!.specId, second!.specId]]);
    const expected = new Map<number, number[]>();
    for (const row of byManufacturer) expected.set(row.manufacturer_id, [...(expected.get(row.manufacturer_id) ?? []), row.model === first!.modelNumber.toUpperCase() ? 0.75 : 0.5]);
    for (const [manufacturerId, ratios] of expected) {
      const sorted = ratios.sort();
      const mid = sorted.length % 2 ? sorted[(sorted.length - 1) / 2]! : (sorted[sorted.length / 2 - 1]! + sorted[sorted.length / 2]!) / 2;
      expect(entries.find((e) => e.manufacturer.id === manufacturerId)?.multiplier).toBe(mid.toFixed(4));
    }
    const again = await k.finished(locationOf(await refresh()));
    expect((again.result as TErpPriceGroupsResult).groups[0]!.id).toBe(groups[0]!.id);
    expect((await k.w.api('GET', '/pricegroup/erp')).json().data).toHaveLength(1);
  });
});

describe('GET {u}/specbook/{id}/erp/export', () => {
  it('401 without a token', async () => {
    expect((await exportCsv(k.specbookId, null)).statusCode).toBe(401);
  });

  it('403 without the export flag', async () => {
    await setFlag(SELLER, EXPORT_FLAG, false);
    const res = await exportCsv();
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.exportNotEnabled);
  });

  it('404 for another account’s specbook, a missing one, and for an e-Specbook viewer', async () => {
    await setFlag(SELLER, EXPORT_FLAG, true);
    expect((await exportCsv(k.w.otherSpecbookId)).statusCode).toBe(404);
    expect((await exportCsv(999999)).statusCode).toBe(404);
    expect((await exportCsv(k.specbookId, viewer)).statusCode).toBe(404);
  });

  it('answers the opportunity lines as "Exported Specbook.csv": one line per model and room, quantities summed', async () => {
    const [first] = k.specs;
    await k.w.api('POST', `/specbook/${k.specbookId}/specs`, {
      createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: first!.specId }, category: { id: k.kitchenId }, quantity: 4 } },
    });
    const res = await exportCsv();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(String(res.headers['content-disposition'])).toContain('Exported Specbook.csv');
    const lines = res.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/);
    expect(lines[0]).toBe('InventoryID,Description,Quantity,UOM,UnitPrice,TransactionDescription');
    const specs = await k.w.q<{ id: number; model: string; qty: number; room: string }>(
      `select ss.spec_id as id, upper(trim(s.model_number)) as model, ss.quantity as qty, c.name as room
         from spec_specbooks ss join specs s on s.id = ss.spec_id join categories c on c.id = ss.category_id where ss.specbook_id = $1 order by ss.id`,
      [k.specbookId],
    );
    const firstQty = specs.filter((s) => s.id === first!.specId).reduce((sum, s) => sum + s.qty, 0);
    const firstLine = lines.find((l) => l.startsWith(`${first!.modelNumber.toUpperCase()},`))!;
    expect(firstLine.split(',').at(2)).toBe(String(firstQty));
    expect(firstLine.endsWith(',Kitchen')).toBe(true);
    const [price] = await k.w.q<{ sale: string }>('select sale_price::text as sale from spec_specbooks where id = $1', [first!.joinId]);
    expect(firstLine.split(',').at(4)).toBe(price!.sale);
    expect(lines).toHaveLength(1 + new Set(specs.map((s) => `${s.model}|${s.room}`)).size);
  });
});
