import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERP_MESSAGES as M } from '#shared/lib/erp';
import { erpKit, KIT_ERP_CUSTOMER, locationOf, type ErpKit } from './erp-test-kit';

let k: ErpKit;
const harbor = () => ({ token: k.w.otherToken, userId: k.w.otherUserId });
type As = { token: string; userId: number } | null | undefined;
const customerInfo = {
  customerFirstName: 'Ellen',
  customerLastName: 'Johnson',
  customerEmail: 'ellen.johnson@example.com',
  customerPhone: '(312) 555-0112',
  customerNumber: KIT_ERP_CUSTOMER,
  sameAsShipping: true,
  shippingAddress: { addressLine1: '88 W Schiller St', city: 'Chicago', stateId: 'IL', zipCode: '60610', countryId: 'US' },
};
const submit = (request: Record<string, unknown> = { customerInfo }, id = k.specbookId, as?: As) =>
  k.w.api('POST', `/specbook/${id}/erp/submit`, { submitSpecbookRequest: request }, as);
const customer = (id = k.specbookId, as?: As) => k.w.api('GET', `/specbook/${id}/erp/customer`, undefined, as);
const setFlags = async (...flags: string[]) => {
  await k.w.q('delete from feature_flags where user_id = $1', [k.w.userId]);
  for (const flag of flags) await k.w.q('insert into feature_flags (user_id, feature_flag_name) values ($1, $2)', [k.w.userId, `erpIntegration.${flag}`]);
};
const opportunities = () => [...k.fake.state.opportunities.values()];
const model = (index: number) => k.specs[index]!.modelNumber.toUpperCase();

beforeAll(async () => {
  k = await erpKit();
  await k.connect();
  k.fake.seed.customer({ CustomerID: KIT_ERP_CUSTOMER, CustomerName: 'Erp Customer', City: 'Chicago', PriceClassID: 'TRADE' });
  for (const spec of k.specs) k.fake.seed.stockItem({ InventoryID: spec.modelNumber.toUpperCase(), MSRP: 10, DefaultPrice: 8 });
});
afterAll(() => k.close());

describe('GET {u}/specbook/{id}/erp/customer', () => {
  it('401, 404 for another account and for an e-Specbook viewer', async () => {
    expect((await customer(k.specbookId, null)).statusCode).toBe(401);
    expect((await customer(k.w.otherSpecbookId)).statusCode).toBe(404);
    expect((await customer(k.specbookId, harbor())).statusCode).toBe(404);
    expect((await customer(k.specbookId, await k.viewer())).statusCode).toBe(404);
  });

  it('answers the ERP customer of the specbook’s customer', async () => {
    const res = await customer();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ CustomerID: KIT_ERP_CUSTOMER, CustomerName: 'Erp Customer', PriceClassID: 'TRADE' });
  });

  it('422 without a customer, without an ERP id, or when the ERP does not know it', async () => {
    await k.w.q("update customers set erp_customer_id = 'C-UNKNOWN' where id = $1", [k.customerId]);
    expect((await customer()).json()).toMatchObject({ message: M.erpCustomerNotFound });
    await k.w.q('update customers set erp_customer_id = null where id = $1', [k.customerId]);
    expect((await customer()).json()).toMatchObject({ message: M.noErpCustomerId });
    await k.w.q('update specbooks set customer_id = null where id = $1', [k.specbookId]);
    const res = await customer();
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.noCustomer);
    await k.w.q('update specbooks set customer_id = $1 where id = $2', [k.customerId, k.specbookId]);
    await k.w.q('update customers set erp_customer_id = $1 where id = $2', [KIT_ERP_CUSTOMER, k.customerId]);
  });
});

describe('POST {u}/specbook/{id}/erp/submit', () => {
  it('401, 404 for another account', async () => {
    expect((await submit(undefined, k.specbookId, null)).statusCode).toBe(401);
    expect((await submit(undefined, k.w.otherSpecbookId)).statusCode).toBe(404);
    expect((await submit(undefined, k.specbookId, harbor())).statusCode).toBe(404);
  });

  it('400 for the customer form’s rules and the required writer / sales-rep ids, changing nothing', async () => {
    const bad = await submit({ customerInfo: { ...customerInfo, customerNumber: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('Required');
    await setFlags('writerIdRequired');
    expect((await submit()).json().errors[0]).toEqual({ field: 'submitSpecbookRequest.writerId', message: M.writerIdRequired });
    await setFlags('salesRepIdRequired');
    expect((await submit()).json().errors[0]).toEqual({ field: 'submitSpecbookRequest.salesRepId', message: M.salesRepIdRequired });
    await setFlags();
    expect(await k.w.q('select erp_submission_version as v from specbooks where id = $1', [k.specbookId])).toEqual([{ v: 0 }]);
  });

  it('creates the opportunity: one line per model and room, the room as description, under sb-{id}-submit-v1', async () => {
    await setFlags('writerId', 'writerIdToUpper');
    const job = await k.finished(locationOf(await submit({ customerInfo, writerId: 'jdoe' })));
    expect(job).toMatchObject({ kind: 'submit', status: 'succeeded', result: { created: true } });
    const { opportunityId } = job.result as { opportunityId: string };
    expect(opportunities()).toHaveLength(1);
    const opportunity = k.fake.state.opportunities.get(opportunityId)!;
    expect(opportunity).toMatchObject({ Subject: 'ERP Test Book', BusinessAccount: KIT_ERP_CUSTOMER, Owner: 'JDOE' });
    expect(opportunity.Products.map((l) => [l.InventoryID, l.Qty, l.TransactionDescription])).toEqual([
      [model(0), 1, 'Kitchen'],
      [model(1), 2, 'Kitchen'],
      [model(2), 3, 'Bath'],
    ]);
    const create = k.fake.state.requests.find((r) => r.method === 'POST' && r.path === '/api/specbooks/opportunities')!;
    expect(create.headers['idempotency-key']).toBe(`sb-${k.specbookId}-submit-v1`);
    const [book] = await k.w.q<{ erp_opportunity_id: string; erp_submission_version: number; erp_submitted_at: Date | null }>(
      'select erp_opportunity_id, erp_submission_version, erp_submitted_at from specbooks where id = $1',
      [k.specbookId],
    );
    expect(book).toMatchObject({ erp_opportunity_id: opportunityId, erp_submission_version: 1, erp_submitted_at: expect.any(Date) });
    await setFlags();
  });

  it('resubmits as ONE PATCH with adds, updates and deletes', async () => {
    const [opportunity] = opportunities();
    const lineOf = (index: number) => opportunity!.Products.find((l) => l.InventoryID === model(index))!.id;
    const kitchenLine0 = lineOf(0);
    const bathLine = lineOf(2);
    // Quantity change of spec 1; spec 0 also placed in the Bath; the Bath's spec 2 removed with its room.
    await k.w.api('PATCH', `/specbook/${k.specbookId}/specs/${k.specs[1]!.joinId}`, { updateSpecSpecbookRequest: { SpecSpecbook: { quantity: 5 } } });
    const extra = await k.w.api('POST', `/specbook/${k.specbookId}/specs`, {
      createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: k.specs[0]!.specId }, category: { id: null }, quantity: 4 } },
    });
    expect(extra.statusCode).toBe(201);
    await k.w.q('delete from categories where id = $1', [k.bathId]);
    const patchesBefore = k.fake.state.requests.filter((r) => r.method === 'PATCH').length;

    const job = await k.finished(locationOf(await submit()));
    expect(job).toMatchObject({ status: 'succeeded', result: { opportunityId: opportunity!.OpportunityID, created: false } });
    const patches = k.fake.state.requests.filter((r) => r.method === 'PATCH');
    expect(patches.length - patchesBefore).toBe(1);
    expect(opportunities()).toHaveLength(1);
    const lines = k.fake.state.opportunities.get(opportunity!.OpportunityID)!.Products;
    expect(lines.map((l) => [l.InventoryID, l.Qty, l.TransactionDescription])).toEqual(
      expect.arrayContaining([
        [model(0), 1, 'Kitchen'],
        [model(1), 5, 'Kitchen'],
        [model(0), 4, 'Miscellaneous'],
      ]),
    );
    expect(lines).toHaveLength(3);
    expect(lines.some((l) => l.id === bathLine)).toBe(false);
    expect(lines.some((l) => l.id === kitchenLine0)).toBe(true);
    expect(await k.w.q('select erp_submission_version as v from specbooks where id = $1', [k.specbookId])).toEqual([{ v: 2 }]);
  });

  it('422 noSpecs, noErpCustomerId and noCustomer before any gateway call', async () => {
    const requestsBefore = k.fake.state.requests.length;
    await k.w.q('update customers set erp_customer_id = null where id = $1', [k.customerId]);
    expect((await submit()).json()).toMatchObject({ message: M.noErpCustomerId });
    await k.w.q('update specbooks set customer_id = null where id = $1', [k.specbookId]);
    expect((await submit()).json()).toMatchObject({ message: M.noCustomer });
    await k.w.q('update spec_specbooks set is_optional = true where specbook_id = $1', [k.specbookId]);
    const res = await submit();
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.noSpecs);
    expect(k.fake.state.requests.length).toBe(requestsBefore);
  });
});
