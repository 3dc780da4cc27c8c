import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { bearer, specbookNamed, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';

let t: TestServer;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let sb: { id: number; accountId: number; userId: number };
let otherSb: { id: number; accountId: number; userId: number };

const req = (url: string, token: string | null = seller, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const path = (user = sellerId, id = sb.id) => `/api/v4/user/${user}/specbook/${id}/invoices`;

async function addInvoice(specbook: { id: number; accountId: number }, values: { number: string; status: string; total: string; paid: string; daysAgo: number }) {
  return sqlOne<{ id: number }>(
    t,
    `insert into invoices (account_id, specbook_id, number, status, subtotal, tax, total, paid, due, created_at)
     values ($1, $2, $3, $4, $5, 0, $5, $6, date '2030-03-14', now() - make_interval(days => $7)) returning id`,
    [specbook.accountId, specbook.id, values.number, values.status, values.total, values.paid, values.daysAgo],
  );
}

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  sb = await specbookNamed(t, 'Johnson Powder Room');
  otherSb = await specbookNamed(t, 'Bayview Unit Fixtures');
  await addInvoice(sb, { number: 'T-1', status: 'paid', total: '500.00', paid: '500.00', daysAgo: 3 });
  await addInvoice(sb, { number: 'T-2', status: 'paid', total: '800.00', paid: '300.00', daysAgo: 2 });
  await addInvoice(sb, { number: 'T-3', status: 'paid', total: '100.00', paid: '0.00', daysAgo: 1 });
  await addInvoice(sb, { number: 'T-4', status: 'past_due', total: '900.00', paid: '200.00', daysAgo: 0 });
  await addInvoice(otherSb, { number: 'O-1', status: 'open', total: '10.00', paid: '0.00', daysAgo: 0 });
});
afterAll(() => t.close());

describe('invoices', () => {
  it('answers 401 without a token', async () => {
    expect((await req(path(), null)).statusCode).toBe(401);
  });

  it("answers 404 for another account's specbook and for a missing one", async () => {
    expect((await req(path(sellerId, otherSb.id))).statusCode).toBe(404);
    expect((await req(path(otherId, sb.id), other)).statusCode).toBe(404);
    expect((await req(path(sellerId, 999999))).statusCode).toBe(404);
  });

  it('lists the specbook’s invoices newest first with every listed field', async () => {
    const res = await req(path());
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((i: { number: string }) => i.number)).toEqual(['T-4', 'T-3', 'T-2', 'T-1']);
    expect(data[3]).toEqual({
      id: expect.any(Number),
      number: 'T-1',
      status: 'paid',
      due: '2030-03-14',
      subtotal: '500.00',
      tax: '0.00',
      total: '500.00',
      paid: '500.00',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      specbook: { id: sb.id },
    });
  });

  it("shows a 'paid' invoice with 0 < paid ≠ total as partial_paid, and nothing else", async () => {
    const byNumber = Object.fromEntries((await req(path())).json().data.map((i: { number: string; status: string }) => [i.number, i.status]));
    expect(byNumber).toEqual({ 'T-1': 'paid', 'T-2': 'partial_paid', 'T-3': 'paid', 'T-4': 'past_due' });
  });

  it('has no create endpoint (invoice management is a later issue)', async () => {
    expect((await req(path(), seller, 'POST', {})).statusCode).toBe(404);
  });
});

describe('invoices for an e-Specbook viewer', () => {
  it("a member's token reads its specbook's invoices, never another specbook's", async () => {
    const member = await req(`/api/v4/user/${sellerId}/specbook/${sb.id}/team`, seller, 'POST', {
      createTeamMemberRequest: { TeamMember: { name: 'Ivy Invoices', emailAddress: 'ivy.invoices@example.com' } },
    });
    expect(member.statusCode).toBe(201);
    const token = new URL(member.json().data.links.especbook).searchParams.get('token') ?? '';
    const exchange = await t.app.inject({ method: 'POST', url: '/api/v1/auth/especbooks', payload: { token, specbookId: sb.id } });
    expect(exchange.statusCode).toBe(200);
    const jwt = exchange.json().data as string;
    const sibling = await sqlOne<{ id: number }>(t, 'select id from specbooks where account_id = $1 and id <> $2 order by id limit 1', [sb.accountId, sb.id]);

    const res = await req(path(), jwt);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((i: { number: string }) => i.number)).toEqual(['T-4', 'T-3', 'T-2', 'T-1']);
    expect((await req(path(sellerId, sibling.id), jwt)).statusCode).toBe(404);
    expect((await req(path(sellerId, otherSb.id), jwt)).statusCode).toBe(404);
  });
});

describe('invoice amounts for an e-Specbook viewer', () => {
  /** A member's exchanged JWT, with the given sale-price permission. */
  async function memberJwt(name: string, showSalePrice: boolean): Promise<string> {
    const member = await req(`/api/v4/user/${sellerId}/specbook/${sb.id}/team`, seller, 'POST', {
      createTeamMemberRequest: { TeamMember: { name, emailAddress: `${name.toLowerCase().replace(/ /g, '.')}@example.com`, showListPrice: true, showSalePrice } },
    });
    expect(member.statusCode).toBe(201);
    const token = new URL(member.json().data.links.especbook).searchParams.get('token') ?? '';
    return (await t.app.inject({ method: 'POST', url: '/api/v1/auth/especbooks', payload: { token, specbookId: sb.id } })).json().data as string;
  }
  const amounts = (invoice: Record<string, unknown>) => ({ subtotal: invoice.subtotal, tax: invoice.tax, total: invoice.total, paid: invoice.paid });
  beforeAll(async () => {
    await t.database.pool.query(`update invoices set subtotal = 887.50, tax = 12.50 where number = 'T-4' and specbook_id = $1`, [sb.id]);
  });

  it('a member with the sale price reads the real amounts', async () => {
    const data = (await req(path(), await memberJwt('Sal Sale', true))).json().data;
    expect(amounts(data[0])).toEqual({ subtotal: '887.50', tax: '12.50', total: '900.00', paid: '200.00' });
  });

  it('a member without the sale price reads every amount as "0.00", by the same rule as the specs’ prices', async () => {
    const jwt = await memberJwt('Nia Nosale', false);
    const res = await req(path(), jwt);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.map((i: { number: string }) => i.number)).toEqual(['T-4', 'T-3', 'T-2', 'T-1']);
    for (const invoice of data) expect(amounts(invoice)).toEqual({ subtotal: '0.00', tax: '0.00', total: '0.00', paid: '0.00' });
    expect(data[0]).toMatchObject({ status: 'past_due', due: '2030-03-14' });
  });
});
