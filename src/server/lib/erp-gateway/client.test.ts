import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeErpGateway, type FakeErpGateway } from '#server/test/fakes/erp-gateway';
import { createErpGateway } from './client';
import type { ErpGateway, ErpSettings } from './gateway';

const SETTINGS: ErpSettings = { allowLoopback: true, pollStartMs: 10, pollMaxMs: 40, retryBaseMs: 10, jobTimeoutMs: 5000 };

let fake: FakeErpGateway;
let gateway: ErpGateway;

beforeAll(async () => {
  fake = await startFakeErpGateway({ jobDelayMs: 20, coalesceMs: 60 });
  gateway = createErpGateway({ baseUrl: `${fake.url}/`, apiKey: fake.apiKey }, SETTINGS);
  for (let i = 0; i < 60; i++) fake.seed.stockItem({ InventoryID: `M-${i}`, MSRP: 100 + i, DefaultPrice: 80 + i, Description: `Model ${i}` });
  fake.seed.customer({ CustomerID: 'C000123', CustomerName: 'Lakeside', PriceClassID: 'TRADE' });
  fake.seed.itemClass({ ClassID: 'PLUMB', Description: 'Plumbing' });
});
afterAll(() => fake.close());

/** Requests to `path` (prefix) the fake received since `from`. */
const requestsTo = (from: number, method: string, path: string) => fake.state.requests.slice(from).filter((r) => r.method === method && r.path.startsWith(`/api/specbooks${path}`));

describe('ERP connector against the fake gateway', () => {
  it('reads and unwraps a customer; null when the ERP has none', async () => {
    expect(await gateway.getCustomer('C000123')).toMatchObject({ CustomerID: 'C000123', CustomerName: 'Lakeside', PriceClassID: 'TRADE', City: null });
    expect(await gateway.getCustomer('NOPE')).toBeNull();
    expect(fake.state.requests.at(-1)?.headers['x-specbooks-api-key']).toBe(fake.apiKey);
  });

  it('reads stock items 25 ids at a time: 60 ids make 3 calls, unknown ids left out', async () => {
    const from = fake.state.requests.length;
    const ids = [...Array.from({ length: 59 }, (_, i) => `m-${i}`), 'UNKNOWN'];
    const items = await gateway.getStockItems(ids);
    expect(items).toHaveLength(59);
    expect(items[0]).toEqual({ InventoryID: 'M-0', Description: 'Model 0', ItemClass: null, MSRP: 100, DefaultPrice: 80, BaseUOM: 'EA', SalesUOM: 'EA', ItemStatus: 'Active', ImageUrl: null });
    const calls = requestsTo(from, 'GET', '/stock-items/any');
    expect(calls.map((c) => new URL(c.path, 'http://x').searchParams.get('inventoryIds')?.split(',').length)).toEqual([25, 25, 10]);
  });

  it('creates an opportunity once per Idempotency-Key, sending wrapped fields', async () => {
    const body = { Subject: 'Harbor kitchen', BusinessAccount: 'C000123', Products: [{ InventoryID: 'M-1', Quantity: 2, TransactionDescription: 'Kitchen' }], ContactInformation: { FirstName: 'Ann' } };
    const from = fake.state.requests.length;
    const first = await gateway.createOpportunity(body, 'sb-1-submit-v1');
    expect(await gateway.createOpportunity({ ...body, Subject: 'changed' }, 'sb-1-submit-v1')).toBe(first);
    const posts = requestsTo(from, 'POST', '/opportunities');
    expect(posts[0]?.headers['idempotency-key']).toBe('sb-1-submit-v1');
    expect(posts[0]?.body).toMatchObject({ Subject: { value: 'Harbor kitchen' }, Products: [{ InventoryID: { value: 'M-1' }, Quantity: { value: 2 } }], ContactInformation: { FirstName: { value: 'Ann' } } });
    expect([...fake.state.opportunities.values()].filter((o) => o.Subject === 'Harbor kitchen')).toHaveLength(1);
    const opportunity = await gateway.getOpportunity(first);
    expect(opportunity).toMatchObject({ OpportunityID: first, Subject: 'Harbor kitchen', Products: [{ InventoryID: 'M-1', Qty: 2, TransactionDescription: 'Kitchen', UnitPrice: 81 }] });
    expect(opportunity?.Products[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await gateway.getOpportunity('NOPE')).toBeNull();
  });

  it('updates an opportunity with one whole change set (ids and delete plain)', async () => {
    const seeded = fake.seed.opportunity({ OpportunityID: 'OP-U', Products: [{ InventoryID: 'M-2', Qty: 1 }, { InventoryID: 'M-3', Qty: 1 }] });
    const [keep, drop] = seeded.Products;
    await gateway.updateOpportunity('OP-U', { Subject: 'v2', Products: [{ id: keep?.id ?? '', Quantity: 4 }, { id: drop?.id ?? '', delete: true }, { InventoryID: 'M-4', Quantity: 1 }] });
    expect(fake.state.requests.findLast((r) => r.method === 'PATCH')?.body).toMatchObject({ Products: [{ id: keep?.id, Quantity: { value: 4 } }, { id: drop?.id, delete: true }, { InventoryID: { value: 'M-4' } }] });
    expect(fake.state.opportunities.get('OP-U')?.Products.map((l) => [l.InventoryID, l.Qty])).toEqual([
      ['M-2', 4],
      ['M-4', 1],
    ]);
  });

  it('creates a stock item and reads item classes unwrapped; ping works', async () => {
    await gateway.createStockItem({ InventoryID: 'new-9', ItemClass: 'PLUMB', Description: 'New', MSRP: 10, DefaultPrice: 8 }, 'acct-1-stock-NEW-9');
    expect(fake.state.stockItems.get('NEW-9')).toMatchObject({ MSRP: 10 });
    expect(await gateway.getItemClasses()).toEqual([{ ClassID: 'PLUMB', Description: 'Plumbing' }]);
    await expect(gateway.ping()).resolves.toBeUndefined();
  });

  it('retries 429 after Retry-After', async () => {
    fake.fail.next('GET_CUSTOMER', 429);
    const from = fake.state.requests.length;
    const started = Date.now();
    expect(await gateway.getCustomer('C000123')).not.toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(requestsTo(from, 'GET', '/customers')).toHaveLength(2);
  });

  it('retries 500 and 503, and gives up after the configured tries', async () => {
    fake.fail.next('GET_ITEM_CLASS', 500);
    fake.fail.next('GET_ITEM_CLASS', 503);
    let from = fake.state.requests.length;
    expect(await gateway.getItemClasses()).toHaveLength(1);
    expect(requestsTo(from, 'GET', '/item-classes')).toHaveLength(3);
    fake.fail.next('GET_ITEM_CLASS', 500, 5);
    from = fake.state.requests.length;
    await expect(gateway.getItemClasses()).rejects.toMatchObject({ code: 'failed' });
    expect(requestsTo(from, 'GET', '/item-classes')).toHaveLength(5);
  });

  it('never retries 400 or 401', async () => {
    let from = fake.state.requests.length;
    await expect(gateway.createOpportunity({ Subject: 'x'.repeat(3000), Products: [{ InventoryID: 'M-1' }] }, 'k-400')).rejects.toMatchObject({
      code: 'invalid',
      message: 'Validation failed',
    });
    expect(requestsTo(from, 'POST', '/opportunities')).toHaveLength(1);
    from = fake.state.requests.length;
    const wrongKey = createErpGateway({ baseUrl: fake.url, apiKey: 'wrong' }, SETTINGS);
    await expect(wrongKey.ping()).rejects.toMatchObject({ code: 'unauthorized' });
    expect(fake.state.requests.length - from).toBe(1);
  });

  it("fails with the gateway's error when the job fails, and keeps polling a job sent back to queued", async () => {
    fake.fail.job('GET_CUSTOMER', 'Customer is locked');
    await expect(gateway.getCustomer('C000123')).rejects.toMatchObject({ code: 'failed', message: 'Customer is locked' });
    fake.fail.transient('GET_CUSTOMER', 'Deadlock, retried', 2);
    expect(await gateway.getCustomer('C000123')).toMatchObject({ CustomerID: 'C000123' });
  });

  it('times out a job that does not finish in jobTimeoutMs', async () => {
    const slow = await startFakeErpGateway({ jobDelayMs: 2000 });
    try {
      const impatient = createErpGateway({ baseUrl: slow.url, apiKey: slow.apiKey }, { ...SETTINGS, jobTimeoutMs: 150 });
      await expect(impatient.ping()).rejects.toMatchObject({ code: 'timedOut' });
    } finally {
      await slow.close();
    }
  });

  it('times out a gateway that does not answer, and says unreachable when nothing listens', async () => {
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const hanging = createErpGateway({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k' }, { ...SETTINGS, requestTimeoutMs: 100 });
      await expect(hanging.ping()).rejects.toMatchObject({ code: 'timedOut' });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
    const closed = createErpGateway({ baseUrl: `http://127.0.0.1:${port}`, apiKey: 'k' }, SETTINGS);
    await expect(closed.ping()).rejects.toMatchObject({ code: 'unreachable' });
  });

  it('refuses loopback unless allowed, and metadata addresses always', async () => {
    const strict = createErpGateway({ baseUrl: fake.url, apiKey: fake.apiKey }, { ...SETTINGS, allowLoopback: false });
    const from = fake.state.requests.length;
    await expect(strict.ping()).rejects.toMatchObject({ code: 'refused' });
    expect(fake.state.requests.length).toBe(from);
    const metadata = createErpGateway({ baseUrl: 'http://169.254.169.254/latest', apiKey: 'k' }, SETTINGS);
    await expect(metadata.ping()).rejects.toMatchObject({ code: 'refused' });
  });
});

const REAL_URL = process.env.ERP_GATEWAY_URL;
const REAL_KEY = process.env.ERP_GATEWAY_KEY;

describe.skipIf(!REAL_URL || !REAL_KEY)('ERP connector against a real gateway (skipped: set ERP_GATEWAY_URL and ERP_GATEWAY_KEY to run)', () => {
  const real = () => createErpGateway({ baseUrl: REAL_URL ?? '', apiKey: REAL_KEY ?? '' }, { allowLoopback: true });

  it('pings and reads item classes unwrapped', async () => {
    await real().ping();
    for (const row of await real().getItemClasses()) expect(typeof row.ClassID).toBe('string');
  });

  it('leaves unknown stock items out and answers null for an unknown customer', async () => {
    expect(await real().getStockItems(['SPECFOLIO-NO-SUCH-ITEM-1', 'SPECFOLIO-NO-SUCH-ITEM-2'])).toEqual([]);
    expect(await real().getCustomer('SPECFOLIO-NO-SUCH-CUSTOMER')).toBeNull();
  });

  it('refuses a wrong key without retrying', async () => {
    const wrong = createErpGateway({ baseUrl: REAL_URL ?? '', apiKey: `${REAL_KEY}-wrong` }, { allowLoopback: true });
    await expect(wrong.ping()).rejects.toMatchObject({ code: 'unauthorized' });
  });
});
