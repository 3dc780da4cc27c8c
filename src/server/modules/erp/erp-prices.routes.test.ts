import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERP_MESSAGES as M } from '#shared/lib/erp';
import { erpKit, locationOf, type ErpKit } from './erp-test-kit';

let k: ErpKit;
const harbor = () => ({ token: k.w.otherToken, userId: k.w.otherUserId });
const prices = (id = k.specbookId, as?: { token: string; userId: number } | null) => k.w.api('POST', `/specbook/${id}/erp/prices`, undefined, as);
const apply = (joinIds: unknown, id = k.specbookId, as?: { token: string; userId: number } | null) =>
  k.w.api('POST', `/specbook/${id}/erp/prices/apply`, { joinIds }, as);
const quotedSale = async () => (await k.w.api('GET', `/specbook/${k.specbookId}/totals`)).json().data.quoted.sale as string;

beforeAll(async () => {
  k = await erpKit();
  await k.w.q("update spec_specbooks set list_price = '100.00', sale_price = '80.00', multiplier = null where specbook_id = $1", [k.specbookId]);
  const [first, second] = k.specs;
  k.fake.seed.stockItem({ InventoryID: first!.modelNumber.toUpperCase(), MSRP: 120, DefaultPrice: 90.5, Description: 'First' });
  k.fake.seed.stockItem({ InventoryID: second!.modelNumber.toUpperCase(), MSRP: 100, DefaultPrice: 80, Description: 'Same prices' });
});
afterAll(() => k.close());

describe('POST {u}/specbook/{id}/erp/prices', () => {
  it('401 without a token', async () => {
    expect((await prices(k.specbookId, null)).statusCode).toBe(401);
  });

  it('404 for another account’s specbook and for an e-Specbook viewer', async () => {
    expect((await prices(k.w.otherSpecbookId)).statusCode).toBe(404);
    expect((await prices(k.specbookId, harbor())).statusCode).toBe(404);
    expect((await prices(k.specbookId, await k.viewer())).statusCode).toBe(404);
  });

  it('422 while the account has no connection', async () => {
    const res = await prices();
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.notConfigured);
  });

  it('finds the specs whose ERP prices differ, with money strings', async () => {
    await k.connect();
    const res = await prices();
    expect(res.json().data).toMatchObject({ kind: 'prices', status: 'queued' });
    const job = await k.finished(locationOf(res));
    expect(job.status).toBe('succeeded');
    expect(job.result).toEqual({
      differences: [
        { joinId: k.specs[0]!.joinId, modelNumber: k.specs[0]!.modelNumber, name: expect.any(String), erpPrice: '90.50', msrp: '120.00', salePrice: '80.00', listPrice: '100.00' },
      ],
    });
  });
});

describe('POST {u}/specbook/{id}/erp/prices/apply', () => {
  it('401 without a token; 404 for another account', async () => {
    expect((await apply([k.specs[0]!.joinId], k.specbookId, null)).statusCode).toBe(401);
    expect((await apply([k.specs[0]!.joinId], k.w.otherSpecbookId)).statusCode).toBe(404);
    expect((await apply([k.specs[0]!.joinId], k.specbookId, harbor())).statusCode).toBe(404);
  });

  it('400 for no ids, or an id that is not one of the differences, and nothing changes', async () => {
    const before = await quotedSale();
    const empty = await apply([]);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe(M.joinIdsRequired);
    const other = await apply([k.specs[0]!.joinId, k.specs[1]!.joinId]);
    expect(other.statusCode).toBe(400);
    expect(other.json().errors[0]).toEqual({ field: 'joinIds', message: M.specNotInPriceCheck });
    expect(await quotedSale()).toBe(before);
  });

  it('applies list ← MSRP and sale ← ERP price, and the totals follow', async () => {
    const before = await quotedSale();
    const res = await apply([k.specs[0]!.joinId]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ updated: [k.specs[0]!.joinId] });
    const price = (await k.w.api('GET', `/specbook/${k.specbookId}/specs/${k.specs[0]!.joinId}/price`)).json().data.price;
    expect(price).toMatchObject({ listPrice: '120.00', salePrice: '90.50' });
    // Spec 0 has quantity 1: the quoted sale grows by 90.50 − 80.00.
    expect(Number(await quotedSale()) - Number(before)).toBeCloseTo(10.5, 2);
  });

  it('422 when the specbook has no succeeded price check', async () => {
    await k.w.q("delete from erp_jobs where kind = 'prices'");
    const res = await apply([k.specs[0]!.joinId]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.pricesNotChecked);
  });
});

describe('GET {u}/erp/jobs/{jobId}', () => {
  it('401, 404 for another account’s job, an unknown or a malformed id', async () => {
    const location = locationOf(await prices());
    await k.finished(location);
    const jobId = location.split('/').pop();
    expect((await k.w.api('GET', `/erp/jobs/${jobId}`, undefined, null)).statusCode).toBe(401);
    expect((await k.w.api('GET', `/erp/jobs/${jobId}`, undefined, harbor())).statusCode).toBe(404);
    expect((await k.w.api('GET', '/erp/jobs/999999')).statusCode).toBe(404);
    expect((await k.w.api('GET', '/erp/jobs/x')).statusCode).toBe(404);
    expect((await k.w.api('GET', `/erp/jobs/${jobId}`)).json().data).toMatchObject({ kind: 'prices', status: 'succeeded' });
  });

  it('a job silent for too long reads as failed', async () => {
    const location = locationOf(await prices());
    await k.finished(location);
    const jobId = Number(location.split('/').pop());
    await k.w.q("update erp_jobs set status = 'running', updated_at = now() - interval '1 hour' where id = $1", [jobId]);
    const job = (await k.w.api('GET', `/erp/jobs/${jobId}`)).json().data;
    expect(job).toMatchObject({ status: 'failed', message: M.timedOut });
  });

  it('a gateway that refuses the key fails the job with the unauthorized message', async () => {
    await k.connect('not-the-key');
    const job = await k.finished(locationOf(await prices()));
    expect(job).toMatchObject({ status: 'failed', message: M.unauthorized });
    await k.connect();
  });

  it('a failed gateway job’s error text is the job’s message', async () => {
    k.fake.fail.job('GET_STOCK_ITEM', 'Acumatica is in maintenance.');
    // A new id set: the fake answers the same id set within 2 minutes with its earlier job.
    await k.w.q('update spec_specbooks set is_optional = true where id = $1', [k.specs[1]!.joinId]);
    const job = await k.finished(locationOf(await prices()));
    expect(job).toMatchObject({ status: 'failed', message: 'Acumatica is in maintenance.' });
  });
});
