import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERP_MESSAGES as M } from '#shared/lib/erp';
import { assignBody } from '#server/modules/spec-specbooks/workspace.test-helpers';
import { erpKit, locationOf, type ErpKit } from './erp-test-kit';

let k: ErpKit;
const harbor = () => ({ token: k.w.otherToken, userId: k.w.otherUserId });
type As = { token: string; userId: number } | null | undefined;
const missing = (id = k.specbookId, as?: As) => k.w.api('POST', `/specbook/${id}/erp/missing`, undefined, as);
const create = (body: unknown, id = k.specbookId, as?: As) => k.w.api('POST', `/specbook/${id}/erp/missing/create`, body, as);
const stockRequests = () => k.fake.state.requests.filter((r) => r.method === 'POST' && r.path === '/api/specbooks/stock-items');

beforeAll(async () => {
  k = await erpKit();
  await k.connect();
  k.fake.seed.stockItem({ InventoryID: k.specs[0]!.modelNumber.toUpperCase(), MSRP: 10, DefaultPrice: 8 });
  k.fake.seed.itemClass({ ClassID: 'FAUCETS', Description: 'Faucets' });
  k.fake.seed.itemClass({ ClassID: 'SINKS', Description: null });
  await k.w.q("update spec_specbooks set list_price = '250.00', sale_price = null where id = $1", [k.specs[1]!.joinId]);
});
afterAll(() => k.close());

describe('POST {u}/specbook/{id}/erp/missing', () => {
  it('401, 404 for another account and for an e-Specbook viewer', async () => {
    expect((await missing(k.specbookId, null)).statusCode).toBe(401);
    expect((await missing(k.w.otherSpecbookId)).statusCode).toBe(404);
    expect((await missing(k.specbookId, harbor())).statusCode).toBe(404);
    expect((await missing(k.specbookId, await k.viewer())).statusCode).toBe(404);
  });

  it('lists the specs whose model the ERP does not know', async () => {
    const job = await k.finished(locationOf(await missing()));
    expect(job.status).toBe('succeeded');
    const result = job.result as { missing: { joinId: number; modelNumber: string; manufacturerName: string }[] };
    expect(result.missing.map((m) => m.joinId)).toEqual([k.specs[1]!.joinId, k.specs[2]!.joinId]);
    expect(result.missing[0]).toMatchObject({ modelNumber: k.specs[1]!.modelNumber, manufacturerName: expect.any(String) });
  });
});

describe('GET {u}/erp/item-classes', () => {
  it('401, and another account without a connection answers 422', async () => {
    expect((await k.w.api('GET', '/erp/item-classes', undefined, null)).statusCode).toBe(401);
    const other = await k.w.api('GET', '/erp/item-classes', undefined, harbor());
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe(M.notConfigured);
  });

  it('answers the ERP’s item classes', async () => {
    const res = await k.w.api('GET', '/erp/item-classes');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(expect.arrayContaining([{ id: 'FAUCETS', description: 'Faucets' }, { id: 'SINKS', description: null }]));
  });
});

describe('POST {u}/specbook/{id}/erp/missing/create', () => {
  const body = (joinIds: number[]) => ({ itemClass: 'FAUCETS', joinIds });

  it('401, 404 for another account', async () => {
    expect((await create(body([k.specs[1]!.joinId]), k.specbookId, null)).statusCode).toBe(401);
    expect((await create(body([k.specs[1]!.joinId]), k.w.otherSpecbookId)).statusCode).toBe(404);
    expect((await create(body([k.specs[1]!.joinId]), k.specbookId, harbor())).statusCode).toBe(404);
  });

  it('400 without an item class, without ids, or for a spec of another of the seller’s specbooks', async () => {
    expect((await create({ joinIds: [k.specs[1]!.joinId] })).json().errors[0].message).toBe(M.itemClassRequired);
    expect((await create({ itemClass: 'FAUCETS', joinIds: [] })).json().errors[0].message).toBe(M.joinIdsRequired);
    const placed = await k.w.api('POST', `/specbook/${k.w.specbookId}/specs`, assignBody(k.specs[1]!.specId, null));
    const res = await create(body([placed.json().data.id]));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'joinIds', message: M.specNotInSpecbook });
    expect(await k.w.q('select 1 from erp_jobs where kind = $1', ['create_missing'])).toEqual([]);
  });

  it('creates each as a stock item under its idempotency key; run twice, one item', async () => {
    const model = k.specs[1]!.modelNumber.toUpperCase();
    const first = await k.finished(locationOf(await create(body([k.specs[1]!.joinId]))));
    expect(first).toMatchObject({ status: 'succeeded', result: { created: [{ joinId: k.specs[1]!.joinId }], failed: [] } });
    const item = k.fake.state.stockItems.get(model);
    expect(item).toMatchObject({ InventoryID: model, ItemClass: 'FAUCETS', MSRP: 250, DefaultPrice: 250 });
    const key = `acct-${(await k.w.q<{ account_id: number }>('select account_id from specbooks where id = $1', [k.specbookId]))[0]!.account_id}-stock-${model}`;
    expect(stockRequests().at(-1)!.headers['idempotency-key']).toBe(key);
    expect(await k.w.q('select action from erp_requests where idempotency_key = $1', [key])).toEqual([{ action: 'create_stock_item' }]);

    await k.finished(locationOf(await create(body([k.specs[1]!.joinId]))));
    expect([...k.fake.state.stockItems.keys()].filter((id) => id === model)).toHaveLength(1);
    expect(stockRequests().map((r) => r.headers['idempotency-key'])).toEqual([key, key]);
  });

  it('a check right after the creation no longer lists it, although the gateway re-answers its earlier read for 2 minutes', async () => {
    const job = await k.finished(locationOf(await missing()));
    expect((job.result as { missing: { joinId: number }[] }).missing.map((m) => m.joinId)).toEqual([k.specs[2]!.joinId]);
  });

  it('fails with the gateway’s error text when none could be created', async () => {
    k.fake.fail.job('CREATE_STOCK_ITEM', 'ItemClass FAUCETS is inactive.');
    const job = await k.finished(locationOf(await create(body([k.specs[2]!.joinId]))));
    expect(job).toMatchObject({ status: 'failed', message: 'ItemClass FAUCETS is inactive.' });
  });
});
