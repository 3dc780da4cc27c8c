import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { bearer, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { CONTACT_MESSAGES as M } from '#shared/lib/contact-messages';
import type { TContact } from '#shared/schemas/contact';

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let customerId: number;
let vendorId: number;
let otherCustomerId: number;
let otherVendorId: number;

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const req = (method: Method, url: string, token: string | null = seller, payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const base = (user = sellerId) => `/api/v4/user/${user}/contacts`;
const create = (Contact: object, token: string | null = seller, user = sellerId) => req('POST', base(user), token, { createContactRequest: { Contact } });
const created = async (Contact: object): Promise<TContact> => {
  const res = await create(Contact);
  expect(res.statusCode).toBe(201);
  return res.json().data;
};
const rowId = async (sql: string, params: unknown[]) => (await sqlOne<{ id: number }>(t, sql, params)).id;
const accountOf = (userId: number) => rowId('select account_id as id from users where id = $1', [userId]);

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  const [mine, theirs] = [await accountOf(sellerId), await accountOf(otherId)];
  customerId = await rowId("insert into customers (account_id, user_id, name) values ($1, $2, 'Harper Family') returning id", [mine, sellerId]);
  otherCustomerId = await rowId("insert into customers (account_id, user_id, name) values ($1, $2, 'Bayview LLC') returning id", [theirs, otherId]);
  vendorId = await rowId("insert into sellers (account_id, name) values ($1, 'Kohler Rep Group') returning id", [mine]);
  otherVendorId = await rowId("insert into sellers (account_id, name) values ($1, 'Harbor Supply') returning id", [theirs]);
});
afterAll(() => t.close());

describe('contacts', () => {
  it('answers 401 without a token', async () => {
    expect((await req('GET', base(), null)).statusCode).toBe(401);
    expect((await create({ name: 'X' }, null)).statusCode).toBe(401);
    expect((await req('GET', `${base()}/1`, null)).statusCode).toBe(401);
    expect((await req('PATCH', `${base()}/1`, null, { updateContactRequest: { Contact: {} } })).statusCode).toBe(401);
    expect((await req('DELETE', `${base()}/1`, null)).statusCode).toBe(401);
    expect((await req('GET', `/api/v4/user/${sellerId}/members`, null)).statusCode).toBe(401);
  });

  it("answers 400 with the spec's messages", async () => {
    const missing = await create({ email: 'a@b.co' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toContainEqual(expect.objectContaining({ message: M.nameRequired }));
    expect((await create({ name: 'x'.repeat(101) })).json().errors[0].message).toBe(M.nameMax);
    expect((await create({ name: 'Ann', email: 'not-an-email' })).json().errors[0].message).toBe(M.notValid);
    expect((await create({ name: 'Ann', phone: 'call me' })).json().errors[0].message).toBe(M.notValid);
    expect((await req('POST', base(), seller, { Contact: { name: 'Ann' } })).statusCode).toBe(400);
  });

  it('creates contacts of a customer and a vendor, lists, searches and filters them with pagination', async () => {
    // The demo account has people of its own (seed): the list grows by the three made here.
    const before = (await req('GET', `${base()}?perPage=100`)).json()._pagination.total as number;
    const ann = await created({ name: 'Ann Harper', email: 'ANN@Harper.example', phone: '(555) 201-3344', customer: { id: customerId } });
    expect(ann).toMatchObject({ name: 'Ann Harper', email: 'ann@harper.example', phone: '(555) 201-3344', customer: { id: customerId }, vendor: null });
    await created({ name: 'Bob Stone', companyName: 'Kohler Rep Group', title: 'Territory manager', vendor: { id: vendorId } });
    await created({ name: 'Cara Lee', companyName: 'Lee Design' });
    const all = (await req('GET', `${base()}?perPage=100`)).json();
    const names = all.data.map((c: TContact) => c.name) as string[];
    expect(names.filter((n) => ['Ann Harper', 'Bob Stone', 'Cara Lee'].includes(n))).toEqual(['Ann Harper', 'Bob Stone', 'Cara Lee']);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(all._pagination).toMatchObject({ total: before + 3, currentPage: 1 });
    const byCompany = (await req('GET', `${base()}?search=kohler`)).json().data;
    expect(byCompany.map((c: TContact) => c.name)).toEqual(['Bob Stone']);
    const byEmail = (await req('GET', `${base()}?search=harper.example`)).json().data;
    expect(byEmail.map((c: TContact) => c.name)).toEqual(['Ann Harper']);
    expect((await req('GET', `${base()}?filter[customerId]=${customerId}`)).json().data.map((c: TContact) => c.name)).toEqual(['Ann Harper']);
    expect((await req('GET', `${base()}?filter[vendorId]=${vendorId}`)).json().data.map((c: TContact) => c.name)).toEqual(['Bob Stone']);
    const page2 = (await req('GET', `${base()}?perPage=2&page=2`)).json();
    expect(page2.data.map((c: TContact) => c.name)).toEqual(names.slice(2, 4));
    expect(page2.meta).toMatchObject({ last_page: Math.ceil((before + 3) / 2) });
  });

  it('gets, updates and deletes a contact', async () => {
    const c = await created({ name: 'Dan Wu' });
    expect((await req('GET', `${base()}/${c.id}`)).json().data.name).toBe('Dan Wu');
    const res = await req('PATCH', `${base()}/${c.id}`, seller, { updateContactRequest: { Contact: { title: 'Buyer', vendor: { id: vendorId }, phone: '' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Dan Wu', title: 'Buyer', vendor: { id: vendorId }, phone: null });
    expect((await req('PATCH', `${base()}/${c.id}`, seller, { updateContactRequest: { Contact: { email: 'bad' } } })).json().errors[0].message).toBe(M.notValid);
    expect((await req('DELETE', `${base()}/${c.id}`)).json().data).toEqual({ id: c.id });
    expect((await req('GET', `${base()}/${c.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for another account's contact, customer or vendor", async () => {
    const mine = await created({ name: 'Eve Mine' });
    expect((await req('GET', `${base(otherId)}/${mine.id}`, other)).statusCode).toBe(404);
    expect((await req('PATCH', `${base(otherId)}/${mine.id}`, other, { updateContactRequest: { Contact: { name: 'X' } } })).statusCode).toBe(404);
    expect((await req('DELETE', `${base(otherId)}/${mine.id}`, other)).statusCode).toBe(404);
    expect((await create({ name: 'X', customer: { id: otherCustomerId } })).statusCode).toBe(404);
    expect((await create({ name: 'X', vendor: { id: otherVendorId } })).statusCode).toBe(404);
    expect((await req('GET', `${base()}?filter[customerId]=${otherCustomerId}`)).statusCode).toBe(404);
    expect((await req('GET', `${base()}?filter[vendorId]=${otherVendorId}`)).statusCode).toBe(404);
    expect((await req('GET', base(otherId), other)).json().data).toEqual([]);
  });

  it("lists the account's members as id, name and email only", async () => {
    const res = await req('GET', `/api/v4/user/${sellerId}/members`);
    expect(res.statusCode).toBe(200);
    const members = res.json().data as Array<Record<string, unknown>>;
    expect(members.some((m) => m.id === sellerId)).toBe(true);
    expect(members.every((m) => Object.keys(m).sort().join() === 'email,id,name')).toBe(true);
    expect(members.some((m) => m.id === otherId)).toBe(false);
  });
});
