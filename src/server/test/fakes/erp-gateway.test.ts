import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ERP_API_KEY_HEADER } from '#shared/lib/erp';
import { startFakeErpGateway, type FakeErpGateway, type FakeErpJob } from './erp-gateway';

let fake: FakeErpGateway;

beforeEach(async () => {
  fake = await startFakeErpGateway({ apiKey: 'k-1', jobDelayMs: 60, coalesceMs: 150, rateLimits: { reads: 4, writes: 3, windowMs: 60_000 } });
  fake.seed.stockItem({ InventoryID: 'k2345', Description: 'Faucet', MSRP: 200, DefaultPrice: 150, ItemClass: 'PLUMB' });
  fake.seed.stockItem({ InventoryID: 'T100', Description: 'Tub', MSRP: 900, DefaultPrice: 700 });
});
afterEach(() => fake.close());

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${fake.url}/api/specbooks${path}`, {
    method,
    headers: { [ERP_API_KEY_HEADER]: 'k-1', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function jobIdOf(response: Response): Promise<string> {
  expect(response.status).toBe(202);
  const { jobId } = (await response.json()) as { jobId: string };
  expect(jobId).toMatch(/^[0-9a-f-]{36}$/);
  return jobId;
}

async function poll(jobId: string): Promise<FakeErpJob> {
  const response = await call('GET', `/jobs/${jobId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as FakeErpJob;
}

async function settled(jobId: string): Promise<FakeErpJob> {
  for (let i = 0; i < 200; i++) {
    const job = await poll(jobId);
    if (job.status === 'succeeded' || job.status === 'failed') return job;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('job did not settle');
}

const v = <T>(value: T) => ({ value });
const opportunityBody = (subject: string) => ({ Subject: v(subject), BusinessAccount: v('C000123'), Products: [{ InventoryID: v('K2345'), Quantity: v(2), TransactionDescription: v('Kitchen') }] });

describe('fake ERP gateway: transport', () => {
  it('answers 401 Unauthorized without the key or with a wrong one', async () => {
    for (const headers of [{ [ERP_API_KEY_HEADER]: '' }, { [ERP_API_KEY_HEADER]: 'wrong' }]) {
      const response = await call('GET', '/item-classes', undefined, headers);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Unauthorized' });
    }
  });

  it('runs a job queued → processing → succeeded and answers unknown jobs 404', async () => {
    // Half a second in each state, so that a poll sees both even on a busy machine.
    await fake.close();
    fake = await startFakeErpGateway({ apiKey: 'k-1', jobDelayMs: 1000 });
    fake.seed.stockItem({ InventoryID: 'k2345', Description: 'Faucet', MSRP: 200, DefaultPrice: 150, ItemClass: 'PLUMB' });
    const jobId = await jobIdOf(await call('GET', '/stock-items/k2345'));
    const first = await poll(jobId);
    expect(first).toMatchObject({ jobId, vendorId: 'specbooks', type: 'GET_STOCK_ITEM', status: 'queued', result: null, error: null });
    const seen = new Set<string>([first.status]);
    let job = first;
    while (job.status !== 'succeeded') {
      job = await poll(jobId);
      seen.add(job.status);
    }
    expect(seen).toContain('processing');
    const missing = await call('GET', '/jobs/00000000-0000-0000-0000-000000000000');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Job not found' });
  });

  it('answers rows wrapped as {value} with id, rowNumber, _links and custom; reads as arrays', async () => {
    const job = await settled(await jobIdOf(await call('GET', '/stock-items/k2345')));
    const rows = job.result as Record<string, unknown>[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rowNumber: 1, custom: {}, InventoryID: { value: 'K2345' }, MSRP: { value: 200 }, DefaultPrice: { value: 150 } });
    expect(rows[0]?.id).toEqual(expect.any(String));
    expect(rows[0]?._links).toEqual(expect.any(Object));
    const none = await settled(await jobIdOf(await call('GET', '/stock-items/NOPE')));
    expect(none.result).toEqual([]);
  });

  it('answers 400 Invalid JSON, 400 Validation failed with issues, and 413 over 100 KB', async () => {
    const bad = await call('POST', '/opportunities', '{"Subject":');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Invalid JSON' });
    const invalid = await call('POST', '/opportunities', { Subject: v('x'.repeat(2049)), Products: [] });
    expect(invalid.status).toBe(400);
    const body = (await invalid.json()) as { error: string; issues: { path: string; message: string }[] };
    expect(body.error).toBe('Validation failed');
    expect(body.issues.map((i) => i.path).sort()).toEqual(['Products', 'Subject.value']);
    const huge = await call('POST', '/opportunities', { Subject: v('x'.repeat(101 * 1024)), Products: [] });
    expect(huge.status).toBe(413);
    const emptyPatch = await call('PATCH', '/opportunities/OP1', { OpportunityID: v('OP1') });
    expect(emptyPatch.status).toBe(400);
    expect(fake.jobs.size).toBe(0);
  });

  it('limits reads and writes per route in fixed windows with Retry-After; the poll is not limited', async () => {
    for (let i = 0; i < 4; i++) await jobIdOf(await call('GET', '/item-classes'));
    const limited = await call('GET', '/item-classes');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ error: 'Rate limit exceeded' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(50);
    await jobIdOf(await call('GET', '/contacts/X'));
    for (let i = 0; i < 3; i++) await jobIdOf(await call('POST', '/stock-items', { InventoryID: v(`N${i}`), ItemClass: v('A'), Description: v('d'), MSRP: v(1), DefaultPrice: v(1) }));
    expect((await call('POST', '/stock-items', { InventoryID: v('N9'), ItemClass: v('A'), Description: v('d'), MSRP: v(1), DefaultPrice: v(1) })).status).toBe(429);
    for (let i = 0; i < 10; i++) expect((await call('GET', '/jobs/00000000-0000-0000-0000-000000000000')).status).toBe(404);
  });

  it('injects request failures by route or job type', async () => {
    fake.fail.next('POST /api/specbooks/opportunities', 500);
    fake.fail.next('GET_CUSTOMER', 429);
    const failed = await call('POST', '/opportunities', opportunityBody('A'));
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: 'Failed to enqueue job' });
    const limited = await call('GET', '/customers/C1');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('1');
    await jobIdOf(await call('POST', '/opportunities', opportunityBody('A')));
  });

  it('fails injected jobs with error and the ERP failure result; transient ones go back to queued, then succeed', async () => {
    fake.fail.job('GET_ITEM_CLASS', 'ERP is down');
    const failed = await settled(await jobIdOf(await call('GET', '/item-classes')));
    expect(failed).toMatchObject({ status: 'failed', error: 'ERP is down', result: { name: expect.any(String), status: 500, responseBody: expect.any(Object), responseText: expect.any(String) } });
    fake.fail.transient('GET_CONTACT', 'Deadlock, retrying');
    const jobId = await jobIdOf(await call('GET', '/contacts/X'));
    let job = await poll(jobId);
    while (!(job.status === 'queued' && job.error)) job = await poll(jobId);
    expect(job.error).toBe('Deadlock, retrying');
    expect((await settled(jobId)).status).toBe('succeeded');
  });
});

describe('fake ERP gateway: operations', () => {
  it('creates an opportunity from wrapped fields, once per Idempotency-Key across both creates', async () => {
    const first = await jobIdOf(await call('POST', '/opportunities', opportunityBody('Kitchen'), { 'Idempotency-Key': 'sb-1-submit-v1' }));
    const again = await jobIdOf(await call('POST', '/opportunities', opportunityBody('Other body'), { 'Idempotency-Key': 'sb-1-submit-v1' }));
    expect(again).toBe(first);
    const stock = await jobIdOf(await call('POST', '/stock-items', { InventoryID: v('z1'), ItemClass: v('A'), Description: v('d'), MSRP: v(1), DefaultPrice: v(1) }, { 'Idempotency-Key': 'sb-1-submit-v1' }));
    expect(stock).toBe(first);
    const job = await settled(first);
    expect(job.status).toBe('succeeded');
    expect(fake.jobs.size).toBe(1);
    expect(fake.state.opportunities.size).toBe(1);
    const [opportunity] = fake.state.opportunities.values();
    expect(opportunity).toMatchObject({ Subject: 'Kitchen', BusinessAccount: 'C000123', Products: [{ InventoryID: 'K2345', Qty: 2, TransactionDescription: 'Kitchen', UnitPrice: 150, Amount: 300 }] });
    expect(job.result).toMatchObject({ OpportunityID: { value: opportunity?.OpportunityID }, Subject: { value: 'Kitchen' } });
  });

  it('fails a create whose InventoryID the ERP does not know', async () => {
    const job = await settled(await jobIdOf(await call('POST', '/opportunities', { Products: [{ InventoryID: v('UNKNOWN') }] })));
    expect(job).toMatchObject({ status: 'failed', error: "Inventory item 'UNKNOWN' was not found." });
  });

  it('answers an opportunity with header and Products lines carrying line GUIDs', async () => {
    fake.seed.opportunity({ OpportunityID: 'OP1', Subject: 'Bid', Products: [{ InventoryID: 'K2345', Qty: 3 }] });
    const job = await settled(await jobIdOf(await call('GET', '/opportunities/OP1')));
    const [row] = job.result as { Products: { id: string; Qty: unknown; rowNumber: number }[] }[];
    expect(row).toMatchObject({ OpportunityID: { value: 'OP1' }, Subject: { value: 'Bid' }, Total: { value: 450 }, CurrencyID: { value: 'USD' } });
    expect(row?.Products).toEqual([expect.objectContaining({ id: fake.state.opportunities.get('OP1')?.Products[0]?.id, Qty: { value: 3 }, rowNumber: 1 })]);
  });

  it('coalesces updates: a PATCH while one is pending answers the same jobId and the latest body wins', async () => {
    const seeded = fake.seed.opportunity({ OpportunityID: 'OP1', Subject: 'Bid', Products: [{ InventoryID: 'K2345', Qty: 1 }, { InventoryID: 'T100', Qty: 1 }] });
    const [faucet, tub] = seeded.Products;
    const first = await jobIdOf(await call('PATCH', '/opportunities/OP1', { Subject: v('Ignored'), Products: [{ id: faucet?.id, Quantity: v(9) }] }));
    const second = await jobIdOf(
      await call('PATCH', '/opportunities/OP1', {
        OpportunityID: v('OTHER'),
        Products: [{ id: faucet?.id, Quantity: v(5), TransactionDescription: v('Bath') }, { id: tub?.id, delete: true }, { InventoryID: v('t100'), Quantity: v(2) }],
      }),
    );
    expect(second).toBe(first);
    expect((await poll(first)).status).toBe('queued');
    const job = await settled(first);
    expect(job.status).toBe('succeeded');
    const updated = fake.state.opportunities.get('OP1');
    expect(updated?.Subject).toBe('Bid');
    expect(updated?.Products.map((l) => [l.InventoryID, l.Qty, l.TransactionDescription])).toEqual([
      ['K2345', 5, 'Bath'],
      ['T100', 2, null],
    ]);
    expect(fake.state.opportunities.has('OTHER')).toBe(false);
    const later = await jobIdOf(await call('PATCH', '/opportunities/OP1', { Subject: v('New') }));
    expect(later).not.toBe(first);
  });

  it('fails an update of an unknown opportunity or line; refuses an add without InventoryID', async () => {
    expect((await settled(await jobIdOf(await call('PATCH', '/opportunities/NOPE', { Subject: v('x') })))).status).toBe('failed');
    fake.seed.opportunity({ OpportunityID: 'OP2', Products: [{ InventoryID: 'K2345' }] });
    expect((await settled(await jobIdOf(await call('PATCH', '/opportunities/OP2', { Products: [{ id: 'nope', delete: true }] })))).error).toBe("Opportunity line 'nope' was not found.");
    const invalid = await call('PATCH', '/opportunities/OP2', { Products: [{ Quantity: v(1) }] });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ issues: [{ path: 'Products.0.InventoryID' }] });
  });

  it('reads stock items by up to 25 ids, upper-cased, unknown ids left out, the same set reusing its job', async () => {
    const jobId = await jobIdOf(await call('GET', '/stock-items/any?inventoryIds=k2345,NOPE,t100'));
    const rows = (await settled(jobId)).result as { InventoryID: { value: string } }[];
    expect(rows.map((r) => r.InventoryID.value)).toEqual(['K2345', 'T100']);
    expect(await jobIdOf(await call('GET', '/stock-items/any?inventoryIds=T100,K2345,nope'))).toBe(jobId);
    expect(await jobIdOf(await call('GET', '/stock-items/any?inventoryIds=T100'))).not.toBe(jobId);
    const ids = Array.from({ length: 26 }, (_, i) => `I${i}`).join(',');
    const tooMany = await call('GET', `/stock-items/any?inventoryIds=${ids}`);
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ error: 'Validation failed', issues: [{ path: 'inventoryIds' }] });
  });

  it('creates a stock item upper-cased and validates its required fields', async () => {
    const job = await settled(await jobIdOf(await call('POST', '/stock-items', { InventoryID: v('new-1'), ItemClass: v('A'), Description: v('New'), MSRP: v(10), DefaultPrice: v(8) })));
    expect(job.result).toMatchObject({ InventoryID: { value: 'NEW-1' } });
    expect(fake.state.stockItems.get('NEW-1')).toMatchObject({ ItemClass: 'A', MSRP: 10, DefaultPrice: 8 });
    const invalid = await call('POST', '/stock-items', { InventoryID: v('x'), MSRP: v('ten') });
    expect(((await invalid.json()) as { issues: { path: string }[] }).issues.map((i) => i.path).sort()).toEqual(['DefaultPrice', 'Description', 'ItemClass', 'MSRP.value']);
  });

  it('reads customers, item classes and contacts, and records every request', async () => {
    fake.seed.customer({ CustomerID: 'C000123', CustomerName: 'Lakeside', PriceClassID: 'TRADE' });
    fake.seed.itemClass({ ClassID: 'PLUMB', Description: 'Plumbing' });
    const customer = await settled(await jobIdOf(await call('GET', '/customers/C000123')));
    expect(customer.result).toEqual([expect.objectContaining({ CustomerID: { value: 'C000123' }, PriceClassID: { value: 'TRADE' }, City: { value: null } })]);
    const classes = await settled(await jobIdOf(await call('GET', '/item-classes')));
    expect(classes.result).toEqual([expect.objectContaining({ ClassID: { value: 'PLUMB' }, Description: { value: 'Plumbing' } })]);
    expect((await settled(await jobIdOf(await call('GET', '/item-classes/PLUMB')))).result).toHaveLength(1);
    expect(fake.state.requests.map((r) => `${r.method} ${r.path}`)).toContain('GET /api/specbooks/customers/C000123');
    expect(fake.state.requests[0]?.headers[ERP_API_KEY_HEADER.toLowerCase()]).toBe('k-1');
  });
});
