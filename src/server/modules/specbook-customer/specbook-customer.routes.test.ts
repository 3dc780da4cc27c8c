import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { workspace, type Workspace } from '#server/modules/spec-specbooks/workspace.test-helpers';
import { SPECBOOK_CUSTOMER_MESSAGES as M } from '#shared/lib/specbook-customer-messages';
import { ADDRESS_MESSAGES as AM } from '#shared/lib/customer-messages';
import { SPECBOOK_MESSAGES as SM } from '#shared/lib/specbook-messages';

let t: TestServer;
let w: Workspace;
let customerId: number;
let shippingId: number;
let billingId: number;
let secondShippingId: number;
let otherCustomerId: number;
let otherAddressId: number;
let strangerCustomerId: number;

const patch = (Specbook: Record<string, unknown>, id = w.specbookId) =>
  w.api('PATCH', `/specbook/${id}/customer`, { updateSpecbookRequest: { Specbook } });
const address = (Address: Record<string, unknown>) => ({ createAddressRequest: { Address } });
const place = { line1: '120 N LaSalle St', city: 'Chicago', state: 'IL', zipCode: '60602', country: 'US' };

async function newCustomer(name: string, paymentTerms?: number, as?: { token: string; userId: number }): Promise<number> {
  const res = await w.api('POST', '/customer', { createCustomerRequest: { Customer: { name, paymentTerms } } }, as);
  return res.json().data.id;
}
async function newAddress(customer: number, typeId: 1 | 2, line1: string, as?: { token: string; userId: number }): Promise<number> {
  const res = await w.api('POST', `/customer/${customer}/addresses`, address({ ...place, type: { id: typeId }, line1 }), as);
  return res.json().data.id;
}

beforeAll(async () => {
  t = await createTestServer();
  w = await workspace(t);
  await w.q('update specbooks set customer_id = null, shipping_address_id = null, billing_address_id = null, price_group_id = null');
  customerId = await newCustomer('Ada Johnson', 30);
  shippingId = await newAddress(customerId, 2, '1 Ship St');
  billingId = await newAddress(customerId, 1, '1 Bill St');
  secondShippingId = await newAddress(customerId, 2, '2 Ship St');
  otherCustomerId = await newCustomer('Someone Else');
  const harbor = { token: w.otherToken, userId: w.otherUserId };
  strangerCustomerId = await newCustomer('Harbor Customer', undefined, harbor);
  otherAddressId = await newAddress(strangerCustomerId, 2, '9 Harbor St', harbor);
});
afterAll(() => t.close());

describe('GET {u}/specbook/{id}/customer', () => {
  it('401 without a token', async () => {
    expect((await w.api('GET', `/specbook/${w.specbookId}/customer`, undefined, null)).statusCode).toBe(401);
  });

  it('404 for another account’s specbook', async () => {
    expect((await w.api('GET', `/specbook/${w.otherSpecbookId}/customer`)).statusCode).toBe(404);
  });

  it('answers an empty panel for a specbook without a customer', async () => {
    const res = await w.api('GET', `/specbook/${w.specbookId}/customer`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ specbookId: w.specbookId, customer: null, shippingAddress: null, billingAddress: null, priceGroup: null });
  });
});

describe('PATCH {u}/specbook/{id}/customer', () => {
  it('401 without a token', async () => {
    const res = await w.api('PATCH', `/specbook/${w.specbookId}/customer`, { updateSpecbookRequest: { Specbook: {} } }, null);
    expect(res.statusCode).toBe(401);
  });

  it('404 for another account’s specbook', async () => {
    expect((await patch({ customer: { id: customerId } }, w.otherSpecbookId)).statusCode).toBe(404);
  });

  it('400 for another account’s customer, a bad id, a bad tax or payment terms', async () => {
    const stranger = await patch({ customer: { id: strangerCustomerId } });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().errors[0]).toEqual({ field: 'customer.id', message: M.customerNotFound });
    expect((await patch({ customer: { id: 'x' } })).json().errors[0].message).toBe(M.customerNotFound);
    expect((await patch({ tax: 101 })).json().errors[0].message).toBe(SM.taxRange);
    expect((await patch({ paymentTerms: -1 })).json().errors[0].message).toBe(SM.paymentTerms);
    expect((await w.api('PATCH', `/specbook/${w.specbookId}/customer`, { Specbook: {} })).statusCode).toBe(400);
  });

  it('400 for an address without a customer', async () => {
    const res = await patch({ shippingAddress: { id: shippingId } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'shippingAddress.id', message: M.noCustomer });
  });

  it('a new customer brings its current addresses and payment terms', async () => {
    const res = await patch({ customer: { id: customerId } });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.customer).toMatchObject({ id: customerId, name: 'Ada Johnson' });
    expect(data.shippingAddress).toMatchObject({ id: shippingId, line1: '1 Ship St' });
    expect(data.billingAddress).toMatchObject({ id: billingId, line1: '1 Bill St' });
    expect(data.paymentTerms).toBe(30);
    const specbook = await w.api('GET', `/specbook/${w.specbookId}`);
    expect(specbook.json().data).toMatchObject({ customerId, customer: { id: customerId }, shippingAddress: { id: shippingId } });
  });

  it('adds an existing address; refuses another customer’s, another account’s or the wrong type', async () => {
    const ok = await patch({ shippingAddress: { id: secondShippingId }, tax: '8.25', paymentTerms: 45 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ shippingAddress: { id: secondShippingId }, tax: '8.25', paymentTerms: 45 });
    expect((await patch({ shippingAddress: { id: billingId } })).json().errors[0].message).toBe(M.shippingAddressType);
    expect((await patch({ billingAddress: { id: shippingId } })).json().errors[0].message).toBe(M.billingAddressType);
    expect((await patch({ shippingAddress: { id: otherAddressId } })).json().errors[0].message).toBe(M.addressNotFound);
    const foreign = await newAddress(otherCustomerId, 2, '5 Foreign St');
    expect((await patch({ shippingAddress: { id: foreign } })).json().errors[0].message).toBe(M.addressNotFound);
  });

  it('a platform admin sees another account’s specbook customer', async () => {
    const admin = await t.login('admin@specfolio.test');
    const me = (await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: { authorization: `Bearer ${admin}` } })).json().data.id as number;
    await w.q('update specbooks set customer_id = $1 where id = $2', [strangerCustomerId, w.otherSpecbookId]);
    const res = await w.api('GET', `/specbook/${w.otherSpecbookId}/customer`, undefined, { token: admin, userId: me });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.customer).toMatchObject({ id: strangerCustomerId, name: 'Harbor Customer' });
  });

  it('null detaches the customer and its addresses', async () => {
    const res = await patch({ customer: null });
    expect(res.json().data).toMatchObject({ customer: null, shippingAddress: null, billingAddress: null, paymentTerms: 45 });
  });

  it('a new customer brings its price group unless the request names one', async () => {
    const groups = (await w.api('GET', '/customer/price-groups')).json().data as { value: number; label: string }[];
    const designer = groups.find((g) => g.label === 'Designer')!.value;
    const trade = groups.find((g) => g.label === 'Trade')!.value;
    await w.api('PATCH', `/customer/${otherCustomerId}`, { updateCustomerRequest: { Customer: { priceGroup: { id: designer } } } });
    const brought = await patch({ customer: { id: otherCustomerId } });
    expect(brought.json().data.priceGroup).toEqual({ id: designer, name: 'Designer' });
    await patch({ customer: null, priceGroup: null });
    const named = await patch({ customer: { id: otherCustomerId }, priceGroup: { id: trade } });
    expect(named.json().data.priceGroup).toEqual({ id: trade, name: 'Trade' });
    await patch({ customer: null, priceGroup: null });
  });
});

describe('POST {u}/specbook/{id}/addresses', () => {
  const post = (Address: Record<string, unknown>, id = w.specbookId, as?: null) =>
    w.api('POST', `/specbook/${id}/addresses`, address(Address), as);

  it('401 without a token', async () => {
    expect((await post({ ...place, type: { id: 2 } }, w.specbookId, null)).statusCode).toBe(401);
  });

  it('404 for another account’s specbook', async () => {
    expect((await post({ ...place, type: { id: 2 } }, w.otherSpecbookId)).statusCode).toBe(404);
  });

  it('400 without a customer, and with the address rules’ messages', async () => {
    const none = await post({ ...place, type: { id: 2 } });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].message).toBe(M.noCustomer);
    await patch({ customer: { id: customerId } });
    const bad = await post({ type: { id: 2 }, line1: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe(AM.line1Required);
  });

  it('adds the address to the customer and sets it on the specbook', async () => {
    const res = await post({ ...place, type: { id: 1 }, line1: '77 New Bill Rd' });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data.billingAddress).toMatchObject({ line1: '77 New Bill Rd', customerId });
    const list = await w.api('GET', `/customer/${customerId}/addresses`);
    expect(list.json().data.map((a: { id: number }) => a.id)).toContain(data.billingAddress.id);
  });
});
