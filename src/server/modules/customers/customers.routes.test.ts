import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES as AM, CUSTOMER_MESSAGES as M } from '#shared/lib/customer-messages';
import { createTestServer, type TestServer } from '#server/test/server';

let t: TestServer;
let token: string;
let other: string;
let userId: number;
let otherUserId: number;
let otherCustomerId: number;
let otherAddressId: number;
let designerGroupId: number;
let otherGroupId: number;

async function meId(as: string): Promise<number> {
  return (await t.app.inject({ method: 'GET', url: '/api/v4/user/me', headers: { authorization: `Bearer ${as}` } })).json().data.id;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT';
const callAs = (as: string | null, uid: number, method: Method, p: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v4/user/${uid}/customer${p}`,
    ...(as ? { headers: { authorization: `Bearer ${as}` } } : {}),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const call = (method: Method, p: string, payload?: unknown) => callAs(token, userId, method, p, payload);
const anon = (method: Method, p: string, payload?: unknown) => callAs(null, userId, method, p, payload);

const create = (Customer: Record<string, unknown>) => call('POST', '', { createCustomerRequest: { Customer } });
const address = (Address: Record<string, unknown>) => ({ createAddressRequest: { Address } });
const goodAddress = { type: { id: 1 }, line1: '120 N LaSalle St', city: 'Chicago', state: 'IL', zipCode: '60602', country: 'US' };

const messages = (res: { json(): { errors: { field: string | null; message: string }[] } }) => res.json().errors.map((e) => e.message);

beforeAll(async () => {
  t = await createTestServer();
  token = await t.login('seller@specfolio.test');
  other = await t.login('other@specfolio.test');
  userId = await meId(token);
  // Start from an empty customer center (the demo data gives the seller a few customers).
  await t.database.pool.query('delete from customer_addresses; delete from customers');
  otherUserId = await meId(other);
  const created = await callAs(other, otherUserId, 'POST', '', { createCustomerRequest: { Customer: { name: 'Harbor Only Customer' } } });
  otherCustomerId = created.json().data.id;
  const addr = await callAs(other, otherUserId, 'POST', `/${otherCustomerId}/addresses`, address(goodAddress));
  otherAddressId = addr.json().data.id;
  designerGroupId = (await call('GET', '/price-groups')).json().data.find((g: { label: string }) => g.label === 'Designer').value;
  const { rows } = await t.database.pool.query<{ id: number }>(
    `insert into price_groups (account_id, user_id, name) select account_id, id, 'Harbor Group' from users where id = $1 returning id`,
    [otherUserId],
  );
  otherGroupId = rows[0]!.id;
});
afterAll(() => t.close());

describe('POST {u}/customer', () => {
  it('401 without a token', async () => {
    expect((await anon('POST', '', { createCustomerRequest: { Customer: { name: 'X' } } })).statusCode).toBe(401);
  });

  it('400 with the spec’s messages', async () => {
    const res = await create({
      name: '',
      companyName: 'c'.repeat(51),
      customerNumber: 'n'.repeat(51),
      phoneNumber: '12',
      faxNumber: 'abc',
      email: 'not-an-email',
      notes: 'x'.repeat(401),
      type: 'alien',
    });
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual(
      expect.arrayContaining([
        M.nameRequired,
        'Company name should not exceed 50 characters',
        'Customer number should not exceed 50 characters',
        'Not Valid',
        'Notes cannot exceed 400 characters',
        M.typeInvalid,
      ]),
    );
    const fields = res.json().errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'companyName', 'phoneNumber', 'faxNumber', 'email', 'notes']));
    expect((await create({ name: 'n'.repeat(101) })).json().errors[0].message).toBe(M.nameMax);
    expect((await call('POST', '', { Customer: { name: 'X' } })).statusCode).toBe(400);
  });

  it('400 for a price group that is not the account’s, or not a group reference', async () => {
    for (const priceGroup of [{ id: otherGroupId }, { id: 999999 }, 'Designer', { id: 'x' }]) {
      const res = await create({ name: 'Group Check', priceGroup });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].message).toBe(M.priceGroupInvalid);
    }
    expect((await call('GET', '?search=Group%20Check')).json().data).toHaveLength(0);
  });

  it('creates a customer with every field under the spec’s names', async () => {
    const res = await create({
      name: 'Ellen Johnson',
      firstName: 'Ellen',
      lastName: 'Johnson',
      companyName: 'Johnson Design Studio',
      customerNumber: 'C-1001',
      erpCustomerId: 'C000123',
      type: 'interior_designer',
      origin: 'referral',
      priceGroup: { id: designerGroupId },
      paymentTerms: 30,
      phoneNumber: '(312) 555-0112',
      faxNumber: '',
      email: 'ellen@johnson.test',
      notes: 'Prefers brushed nickel.',
      resaleCertificate: 'IL-RC-2231',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      name: 'Ellen Johnson',
      customerName: 'Ellen Johnson',
      customerFirstName: 'Ellen',
      customerCompany: 'Johnson Design Studio',
      number: 'C-1001',
      erpCustomerId: 'C000123',
      customerType: 'interior_designer',
      customerOrigin: 'referral',
      priceGroup: { id: designerGroupId, name: 'Designer' },
      customerGroupPricing: { id: designerGroupId, name: 'Designer' },
      paymentTerms: 30,
      phone: '(312) 555-0112',
      customerPhone: '(312) 555-0112',
      faxNumber: null,
      emailAddress: 'ellen@johnson.test',
      extra: { resaleCertificate: 'IL-RC-2231' },
      billingAddress: null,
      shippingAddress: null,
      userId,
    });
  });
});

describe('GET {u}/customer and POST {u}/customer/filter', () => {
  beforeAll(async () => {
    for (const [name, type] of [
      ['Alder Builders', 'builder'],
      ['Birch Architects', 'architect'],
      ['Cedar Homes', 'homeowner'],
    ] as const) {
      await create({ name, type, companyName: `${name} LLC` });
    }
  });

  it('401 without a token', async () => {
    expect((await anon('GET', '')).statusCode).toBe(401);
    expect((await anon('POST', '/filter', { filterCustomersRequest: {} })).statusCode).toBe(401);
  });

  it('lists by name with page pagination and meta; never another account’s customers', async () => {
    const res = await call('GET', '?perPage=2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data.map((c: { name: string }) => c.name)).toEqual(['Alder Builders', 'Birch Architects']);
    expect(body._pagination).toMatchObject({ currentPage: 1, perPage: 2, total: 4, lastPage: 2 });
    expect(body.meta).toEqual({ current_page: 1, last_page: 2, per_page: 2, total: 4 });
    const page2 = (await t.app.inject({ method: 'GET', url: body._pagination.next, headers: { authorization: `Bearer ${token}` } })).json();
    expect(page2.data.map((c: { name: string }) => c.name)).toEqual(['Cedar Homes', 'Ellen Johnson']);
    const all = (await call('GET', '?perPage=100')).json().data.map((c: { name: string }) => c.name);
    expect(all).not.toContain('Harbor Only Customer');
  });

  it('searches and filters with operators over the whitelist', async () => {
    expect((await call('GET', '?search=birch')).json().data.map((c: { name: string }) => c.name)).toEqual(['Birch Architects']);
    expect((await call('GET', '?filter[type]=builder')).json().data.map((c: { name: string }) => c.name)).toEqual(['Alder Builders']);
    expect((await call('GET', `?filter[priceGroup]=${designerGroupId}`)).json().data.map((c: { name: string }) => c.name)).toEqual(['Ellen Johnson']);
    const inList = await call('POST', '/filter', {
      filterCustomersRequest: { filter: { type: { in: ['architect', 'homeowner'] } }, sort: { desc: 'name' } },
    });
    expect(inList.statusCode).toBe(200);
    expect(inList.json().data.map((c: { name: string }) => c.name)).toEqual(['Cedar Homes', 'Birch Architects']);
  });

  it('400 for an unknown filter field, operator or sort', async () => {
    const res = await call('POST', '/filter', { filterCustomersRequest: { filter: { passwordHash: 'x' } } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field: 'filter.passwordHash', message: 'Unknown filter field "passwordHash".' });
    expect((await call('GET', '?filter[name][like]=x')).statusCode).toBe(400);
    expect((await call('GET', '?sort[asc]=secret')).statusCode).toBe(400);
    expect((await call('POST', '/filter', {})).statusCode).toBe(400);
  });

  it('exports the filtered list as CSV (format=csv) on both calls', async () => {
    const res = await call('GET', '?format=csv&search=ellen');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('customers.csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^ID,Name,First Name,Last Name,Company,Customer Number,Type/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Ellen Johnson');
    expect(lines[1]).toContain('Interior Designer');
    expect(lines[1]).toContain('Net 30');
    expect(lines[1]).toContain(',Designer,');
    const filtered = await call('POST', '/filter?format=csv', { filterCustomersRequest: { filter: { type: 'builder' } } });
    expect(filtered.headers['content-type']).toMatch(/^text\/csv/);
    expect(filtered.body.trim().split('\r\n')).toHaveLength(2);
    expect((await callAs(null, userId, 'GET', '?format=csv')).statusCode).toBe(401);
  });

  it('neutralises spreadsheet formulas in CSV cells', async () => {
    await create({ name: '=HYPERLINK("x")', notes: 'line "one", two' });
    const body = (await call('GET', '?format=csv&search=HYPERLINK')).body;
    expect(body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(body).toContain('"line ""one"", two"');
  });
});

describe('GET/PATCH {u}/customer/{id}', () => {
  let id: number;
  beforeAll(async () => {
    id = (await create({ name: 'Patel Kitchen', email: 'anita@patel.test', phoneNumber: '555-0199' })).json().data.id;
  });

  it('401 without a token', async () => {
    expect((await anon('GET', `/${id}`)).statusCode).toBe(401);
    expect((await anon('PATCH', `/${id}`, { updateCustomerRequest: { Customer: { name: 'x' } } })).statusCode).toBe(401);
  });

  it('404 for another account’s customer, a missing one or a bad id', async () => {
    expect((await call('GET', `/${otherCustomerId}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/${otherCustomerId}`, { updateCustomerRequest: { Customer: { name: 'Stolen' } } })).statusCode).toBe(404);
    expect((await call('GET', '/999999')).statusCode).toBe(404);
    expect((await call('GET', '/abc')).statusCode).toBe(404);
    expect((await callAs(other, otherUserId, 'GET', `/${otherCustomerId}`)).json().data.name).toBe('Harbor Only Customer');
  });

  it('gets and updates; null or blank clears a field', async () => {
    expect((await call('GET', `/${id}`)).json().data).toMatchObject({ id, customerId: id, name: 'Patel Kitchen', email: 'anita@patel.test' });
    const res = await call('PATCH', `/${id}`, { updateCustomerRequest: { Customer: { companyName: 'Patel & Sons', email: '', phoneNumber: null, paymentTerms: 15 } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Patel Kitchen', companyName: 'Patel & Sons', email: null, phone: null, paymentTerms: 15 });
  });

  it('sets and clears the price group; a deleted group leaves the customer without one', async () => {
    const set = await call('PATCH', `/${id}`, { updateCustomerRequest: { Customer: { priceGroup: { id: designerGroupId } } } });
    expect(set.json().data.priceGroup).toEqual({ id: designerGroupId, name: 'Designer' });
    expect((await call('PATCH', `/${id}`, { updateCustomerRequest: { Customer: { priceGroup: { id: otherGroupId } } } })).statusCode).toBe(400);
    expect((await call('GET', `/${id}`)).json().data.priceGroup).toEqual({ id: designerGroupId, name: 'Designer' });
    const cleared = await call('PATCH', `/${id}`, { updateCustomerRequest: { Customer: { priceGroup: null } } });
    expect(cleared.json().data).toMatchObject({ priceGroup: null, customerGroupPricing: null });
    const { rows } = await t.database.pool.query<{ id: number }>(
      `insert into price_groups (account_id, user_id, name) select account_id, id, 'Short-lived' from users where id = $1 returning id`,
      [userId],
    );
    await call('PATCH', `/${id}`, { updateCustomerRequest: { Customer: { priceGroup: { id: rows[0]!.id } } } });
    await t.database.pool.query('delete from price_groups where id = $1', [rows[0]!.id]);
    expect((await call('GET', `/${id}`)).json().data.priceGroup).toBeNull();
  });

  it('sets, trims and clears the ERP customer id; 400 over 50 characters changes nothing', async () => {
    const set = await call('PATCH', `/${id}`, { updateCustomerRequest: { Customer: { erpCustomerId: '  C000777 ' } } });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.erpCustomerId).toBe('C000777');
    const long = await call('PATCH', `/${id}`, { updateCustomerRequest: { Customer: { erpCustomerId: 'x'.repeat(51) } } });
    expect(long.statusCode).toBe(400);
    expect(long.json().errors).toEqual([{ field: 'erpCustomerId', message: M.erpCustomerIdMax }]);
    expect((await call('GET', `/${id}`)).json().data.erpCustomerId).toBe('C000777');
    const filtered = await call('GET', '?filter[erpCustomerId]=C000777');
    expect(filtered.json().data.map((c: { id: number }) => c.id)).toEqual([id]);
    const cleared = await call('PATCH', `/${id}`, { updateCustomerRequest: { Customer: { erpCustomerId: '' } } });
    expect(cleared.json().data.erpCustomerId).toBeNull();
  });

  it('400 with the spec’s messages on update', async () => {
    const res = await call('PATCH', `/${id}`, { updateCustomerRequest: { Customer: { name: '  ', paymentTerms: 31 } } });
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual(expect.arrayContaining([M.nameRequired, M.paymentTermsInvalid]));
    expect((await call('PATCH', `/${id}`, { Customer: {} })).statusCode).toBe(400);
  });
});

describe('the user in the path', () => {
  it('another account’s user id in the path does not reach that account’s customers', async () => {
    const res = await callAs(token, otherUserId, 'GET', '');
    expect([403, 404]).toContain(res.statusCode);
    const one = await callAs(token, otherUserId, 'GET', `/${otherCustomerId}`);
    expect([403, 404]).toContain(one.statusCode);
  });
});

describe('reference lists', () => {
  it('types, origins, states, countries and invoice terms come from the server', async () => {
    const types = (await call('GET', '/types')).json().data;
    expect(types).toHaveLength(11);
    expect(types[3]).toEqual({ value: 'builder', label: 'Contractor' });
    expect((await call('GET', '/origins')).json().data.length).toBeGreaterThan(3);
    expect((await call('GET', '/states')).json().data).toContainEqual({ value: 'IL', label: 'Illinois' });
    expect((await call('GET', '/countries')).json().data[0]).toEqual({ value: 'US', label: 'United States' });
    expect((await call('GET', '/invoice-terms')).json().data[0]).toEqual({ value: 0, label: 'Due on Receipt' });
    for (const p of ['/types', '/origins', '/states', '/countries', '/invoice-terms', '/price-groups']) expect((await anon('GET', p)).statusCode).toBe(401);
  });

  it('price groups are the account’s own, by name, with the group id as value', async () => {
    const mine = (await call('GET', '/price-groups')).json().data.map((g: { label: string }) => g.label);
    expect(mine).toEqual([...mine].sort());
    expect(mine).toEqual(expect.arrayContaining(['Builder', 'Designer', 'Trade']));
    expect(mine).not.toContain('Harbor Group');
    expect((await callAs(other, otherUserId, 'GET', '/price-groups')).json().data).toEqual([{ value: otherGroupId, label: 'Harbor Group' }]);
  });
});

describe('customer codes: lookup, add by number, link', () => {
  let otherCode: string;
  let myCode: string;

  beforeAll(async () => {
    otherCode = (await callAs(other, otherUserId, 'GET', '/code')).json().data.customerCode;
    myCode = (await call('GET', '/code')).json().data.customerCode;
  });

  it('issues a stable 12-digit personal code', async () => {
    expect(otherCode).toMatch(/^\d{12}$/);
    expect((await callAs(other, otherUserId, 'GET', '/code')).json().data.customerCode).toBe(otherCode);
    expect((await anon('GET', '/code')).statusCode).toBe(401);
  });

  it('looks a code up; 400 with the spec’s message for a bad or own code, 404 for nobody', async () => {
    const res = await call('GET', `/code/${otherCode}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      name: expect.any(String),
      company: 'Harbor Plumbing Supply',
      location: { city: expect.any(String), state: expect.any(String) },
      customerNumber: otherCode,
    });
    for (const bad of ['12345', 'abcdefghijkl', '1234567890123', myCode]) {
      const r = await call('GET', `/code/${bad}`);
      expect(r.statusCode).toBe(400);
      expect(r.json().errors[0].message).toBe(M.codeInvalid);
    }
    const nobody = myCode === '100000000000' ? '100000000001' : '100000000000';
    const r404 = await call('GET', `/code/${nobody}`);
    expect(r404.statusCode).toBe(404);
    expect(r404.json().message).toBe(M.codeInvalid);
    expect((await anon('GET', `/code/${otherCode}`)).statusCode).toBe(401);
  });

  it('adds a customer by number, linked to the code’s holder; 409 the second time', async () => {
    expect((await anon('POST', '/add', { customerNumber: otherCode })).statusCode).toBe(401);
    expect((await call('POST', '/add', { customerNumber: '42' })).json().errors[0].message).toBe(M.codeInvalid);
    const res = await call('POST', '/add', { customerNumber: otherCode });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ companyName: 'Harbor Plumbing Supply', customerCode: otherCode, linkedSpecbooksUser: { id: otherUserId } });
    const nobody = await call('POST', '/add', { customerNumber: myCode === '100000000000' ? '100000000001' : '100000000000' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe(M.codeInvalid);
    const again = await call('POST', '/add', { customerNumber: otherCode });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.alreadyCustomer);
  });

  it('links and unlinks a customer; 404 for another account’s customer', async () => {
    const id = (await create({ name: 'To Link' })).json().data.id;
    const proToken = await t.login('pro@specfolio.test');
    const proId = await meId(proToken);
    const proCode = (await callAs(proToken, proId, 'GET', '/code')).json().data.customerCode;
    expect((await anon('PUT', `/${id}/link`, { linkCustomerRequest: { customerCode: proCode } })).statusCode).toBe(401);
    expect((await call('PUT', `/${otherCustomerId}/link`, { linkCustomerRequest: { customerCode: proCode } })).statusCode).toBe(404);
    const bad = await call('PUT', `/${id}/link`, { linkCustomerRequest: { customerCode: '1' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe(M.codeInvalid);
    const linked = await call('PUT', `/${id}/link`, { linkCustomerRequest: { customerCode: proCode } });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().data.linkedSpecbooksUser.id).toBe(proId);
    const unlinked = await call('PUT', `/${id}/link`, { linkCustomerRequest: { customerCode: null } });
    expect(unlinked.json().data.linkedSpecbooksUser).toBeNull();
  });
});

describe('POST {u}/customer/invite', () => {
  const invite = (Invite: Record<string, unknown>) => call('POST', '/invite', { sendCustomerInviteRequest: { Invite } });

  it('401 without a token', async () => {
    expect((await anon('POST', '/invite', { sendCustomerInviteRequest: { Invite: {} } })).statusCode).toBe(401);
  });

  it('400 with the invite rules', async () => {
    const res = await invite({ contactName: '', companyName: 'x'.repeat(51), email: 'nope', phone: '' });
    expect(res.statusCode).toBe(400);
    expect(messages(res)).toEqual(expect.arrayContaining([M.contactNameRequired, M.companyNameMax, 'Not Valid', M.phoneRequired]));
    expect(messages(await invite({ contactName: 'A', companyName: 'B', email: 'a@b.test', phone: '12' }))).toEqual(['Not Valid']);
  });

  it('404 for another account’s customer', async () => {
    const res = await invite({ contactName: 'A', companyName: 'B', email: 'a@b.test', phone: '312-555-0100', customerId: otherCustomerId });
    expect(res.statusCode).toBe(404);
  });

  it('sends the invitation e-mail with the sender’s code', async () => {
    const res = await invite({ contactName: 'Rosa Diaz', companyName: 'Diaz Remodeling', email: 'rosa@diaz.test', phone: '(312) 555-0147' });
    expect(res.statusCode).toBe(200);
    const code = res.json().data.customerCode;
    expect(res.json().data).toEqual({ email: 'rosa@diaz.test', sent: true, customerCode: code });
    const mailDir = path.join(t.dataDir, 'mail');
    const files = await readdir(mailDir);
    const texts = await Promise.all(files.map((f) => readFile(path.join(mailDir, f), 'utf8')));
    const mail = texts.find((m) => m.includes('rosa@diaz.test'));
    expect(mail).toBeDefined();
    expect(mail).toContain('Lakeside Bath & Kitchen invited you to Specfolio');
    expect(mail).toContain(code);
  });
});

describe('customer addresses', () => {
  let id: number;
  beforeAll(async () => {
    id = (await create({ name: 'Address Owner' })).json().data.id;
  });

  it('401 without a token', async () => {
    expect((await anon('GET', `/${id}/addresses`)).statusCode).toBe(401);
    expect((await anon('POST', `/${id}/addresses`, address(goodAddress))).statusCode).toBe(401);
    expect((await anon('PATCH', `/${id}/addresses/1`, { updateAddressRequest: { Address: {} } })).statusCode).toBe(401);
  });

  it('400 with the address rules and messages', async () => {
    const empty = await call('POST', `/${id}/addresses`, address({ type: { id: 2 } }));
    expect(empty.statusCode).toBe(400);
    expect(messages(empty)).toEqual([AM.line1Required]);
    const res = await call('POST', `/${id}/addresses`, address({ type: { id: 2 }, line1: '1 Main St', zipCode: '12', firstName: 'f'.repeat(26), line2: 'x'.repeat(256) }));
    expect(messages(res)).toEqual(
      expect.arrayContaining([AM.firstNameMax, AM.line2Max, AM.zipMin, AM.cityRequired, AM.stateRequired, AM.countryRequired]),
    );
    const missing = await call('POST', `/${id}/addresses`, address({ type: { id: 2 }, line1: '1 Main St', city: 'Austin', state: 'TX', country: 'US' }));
    expect(messages(missing)).toEqual(['Zip Code is Required']);
    expect(messages(await call('POST', `/${id}/addresses`, address({ ...goodAddress, type: { id: 3 } })))).toEqual([AM.typeInvalid]);
    expect(messages(await call('POST', `/${id}/addresses`, address({ ...goodAddress, cost: '-5' })))).toEqual([AM.costInvalid]);
    expect(messages(await call('POST', `/${id}/addresses`, address({ ...goodAddress, cost: '1.234' })))).toEqual([AM.costInvalid]);
  });

  it('404 for another account’s customer or address', async () => {
    expect((await call('GET', `/${otherCustomerId}/addresses`)).statusCode).toBe(404);
    expect((await call('POST', `/${otherCustomerId}/addresses`, address(goodAddress))).statusCode).toBe(404);
    expect((await call('PATCH', `/${otherCustomerId}/addresses/${otherAddressId}`, { updateAddressRequest: { Address: { city: 'X' } } })).statusCode).toBe(404);
    expect((await call('PATCH', `/${id}/addresses/${otherAddressId}`, { updateAddressRequest: { Address: { city: 'X' } } })).statusCode).toBe(404);
  });

  it('creates billing and shipping addresses with default labels, cost in USD and one default per type', async () => {
    const billing = await call('POST', `/${id}/addresses`, address({ ...goodAddress, cost: 12.5, default: false }));
    expect(billing.statusCode).toBe(201);
    expect(billing.json().data).toMatchObject({ type: { id: 1 }, label: 'Billing Address', cost: '12.50', active: true, default: true });
    const shipping = await call('POST', `/${id}/addresses`, address({ ...goodAddress, type: { id: 2 }, line1: '900 W Fulton Market', firstName: 'Dock' }));
    expect(shipping.json().data).toMatchObject({ type: { id: 2 }, label: 'Shipping Address', default: true, cost: null });
    const second = await call('POST', `/${id}/addresses`, address({ ...goodAddress, type: { id: 2 }, line1: '2 Second St', label: 'Lake house', default: true }));
    expect(second.json().data).toMatchObject({ label: 'Lake house', default: true });
    const customer = (await call('GET', `/${id}`)).json().data;
    expect(customer.billingAddress.line1).toBe('120 N LaSalle St');
    expect(customer.shippingAddress.line1).toBe('2 Second St');
    const list = (await call('GET', `/${id}/addresses`)).json();
    expect(list.data.map((a: { line1: string; default: boolean }) => [a.line1, a.default])).toEqual([
      ['120 N LaSalle St', true],
      ['2 Second St', true],
      ['900 W Fulton Market', false],
    ]);
    expect(list._pagination.total).toBe(3);
    expect((await call('GET', `/${id}/addresses?filter[type]=2`)).json().data).toHaveLength(2);
  });

  it('updates an address; the merged address must follow the rules', async () => {
    const [first] = (await call('GET', `/${id}/addresses`)).json().data;
    const res = await call('PATCH', `/${id}/addresses/${first.id}`, { updateAddressRequest: { Address: { city: 'Evanston', cost: '7' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ city: 'Evanston', cost: '7.00', line1: '120 N LaSalle St', label: 'Billing Address' });
    const bad = await call('PATCH', `/${id}/addresses/${first.id}`, { updateAddressRequest: { Address: { zipCode: '' } } });
    expect(bad.statusCode).toBe(400);
    expect(messages(bad)).toEqual([AM.zipRequired]);
  });
});

describe('OpenAPI', () => {
  it('documents the customer paths', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const paths = Object.keys(doc.paths).filter((p) => p.includes('/customer'));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v4/user/{userId}/customer',
        '/api/v4/user/{userId}/customer/filter',
        '/api/v4/user/{userId}/customer/{id}',
        '/api/v4/user/{userId}/customer/{id}/link',
        '/api/v4/user/{userId}/customer/{id}/addresses',
        '/api/v4/user/{userId}/customer/{id}/addresses/{addressId}',
        '/api/v4/user/{userId}/customer/code/{code}',
        '/api/v4/user/{userId}/customer/add',
        '/api/v4/user/{userId}/customer/invite',
        '/api/v4/user/{userId}/customer/invoice-terms',
      ]),
    );
    expect(doc.paths['/api/v4/user/{userId}/customer']!.get!.tags).toEqual(['customers']);
  });
});
