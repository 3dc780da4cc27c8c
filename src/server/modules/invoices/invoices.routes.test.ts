import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { addDays } from '#shared/lib/invoice-money';
import { createBody, dropFlag, grantFlag, grantRole, invoicingFixture, paymentBody, requester, type InvoicingFixture } from './invoices.test-kit';
import { todayUtc } from './invoice-view';

let t: TestServer;
let req: ReturnType<typeof requester>;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let sb: InvoicingFixture;
let otherSb: InvoicingFixture;

const u = (id = sellerId) => `/api/v4/user/${id}`;
const specbookInvoices = (id = sb.id, user = sellerId) => `${u(user)}/specbook/${id}/invoices`;
const invoiceUrl = (id: number, rest = '') => `${u()}/invoice/${id}${rest}`;
const statusOf = async (specbookId: number) => (await sqlOne<{ status: string }>(t, 'select status from specbooks where id = $1', [specbookId])).status;

/** Creates an invoice of the fixture with everything and answers it. */
async function newInvoice(specbook = sb, body = createBody()) {
  const res = await req('POST', specbookInvoices(specbook.id), seller, body);
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; number: string; total: string; status: string };
}

beforeAll(async () => {
  t = await createTestServer();
  req = requester(t);
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  sb = await invoicingFixture(t, 'seller@specfolio.test', 'Invoicing Route Book');
  otherSb = await invoicingFixture(t, 'other@specfolio.test', 'Harbor Invoicing Book');
  // The account-wide list is the Accounting tab's (decision 067).
  await grantRole(t, 'other@specfolio.test', 'accounting_tab');
  await grantFlag(t, 'other@specfolio.test', 'useInvoicing');
});
afterAll(() => t.close());

describe('POST {u}/specbook/{id}/invoices', () => {
  it('answers 401 without a token and 400 for a malformed body', async () => {
    expect((await req('POST', specbookInvoices(), null, createBody())).statusCode).toBe(401);
    const bad = await req('POST', specbookInvoices(), seller, { createInvoiceRequest: { Invoice: { fee: 'lots' } } });
    expect(bad.statusCode).toBe(400);
    expect((await req('POST', specbookInvoices(), seller, createBody({}, { specSpecbookFilter: { id: { in: [1] } } }))).statusCode).toBe(400);
  });

  it("answers 404 for another account's specbook", async () => {
    expect((await req('POST', specbookInvoices(otherSb.id), seller, createBody())).statusCode).toBe(404);
  });

  it('invoices the approved specs and line items: lines, tax on taxable lines, shipping, INV number, due from the terms', async () => {
    const created = await req('POST', specbookInvoices(), seller, createBody({ tags: ['deposit'] }));
    expect(created.statusCode).toBe(201);
    const invoice = created.json().data;
    expect(invoice).toMatchObject({
      number: expect.stringMatching(/^INV-\d{4,}$/),
      status: 'open',
      subtotal: '290.00',
      tax: '29.00',
      shipping: '35.00',
      fee: '0.00',
      total: '354.00',
      paid: '0.00',
      balance: '354.00',
      taxRate: '10.00',
      taxPercent: '8.19%',
      tags: ['deposit'],
      due: addDays(todayUtc(), 15),
      items: 5,
      specbook: { id: sb.id, name: 'Invoicing Route Book' },
    });
    const lines = (await req('GET', invoiceUrl(invoice.id, '/lines'), seller)).json().data;
    expect(lines.map((l: { label: string; total: string; isShipping: boolean }) => [l.total, l.isShipping])).toEqual([
      ['220.00', false],
      ['55.00', false],
      ['10.00', true],
      ['44.00', false],
      ['25.00', true],
    ]);
    expect(lines.map((l: { specSpecbookId: number | null }) => l.specSpecbookId)).toEqual([...sb.approvedSpecs, null, null, null]);
    expect(await statusOf(sb.id)).toBe('invoiced');
    const next = await newInvoice();
    expect(Number(next.number.slice(4))).toBe(Number(invoice.number.slice(4)) + 1);
  });

  it('leaves out the specs and line items of the notin filters, and takes a fee and a due date', async () => {
    const invoice = await newInvoice(
      sb,
      createBody({ fee: '3.5', due: '2031-01-31' }, { specSpecbookFilter: { id: { notin: [sb.approvedSpecs[0]] } }, lineItemFilter: { id: { notin: [sb.lineItems.delivery] } } }),
    );
    // 50 + 40 taxable (tax 9.00), no spec shipping (the only spec with shipping is out), fee 3.50.
    expect(invoice).toMatchObject({ subtotal: '90.00', tax: '9.00', shipping: '0.00', fee: '3.50', total: '102.50', due: '2031-01-31' });
  });

  it('answers 422 when nothing approved is left', async () => {
    const res = await req('POST', specbookInvoices(), seller, createBody({}, { specSpecbookFilter: { id: { notin: sb.approvedSpecs } }, lineItemFilter: { id: { notin: Object.values(sb.lineItems) } } }));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/Nothing to invoice/);
  });

  it('answers 403 without the useInvoicing flag', async () => {
    const pro = await t.login('pro@specfolio.test');
    const proId = (await sqlOne<{ id: number }>(t, "select id from users where email = 'pro@specfolio.test'")).id;
    const hasFlag = await sqlOne<{ n: number }>(t, "select count(*)::int as n from feature_flags where user_id = $1 and feature_flag_name = 'useInvoicing'", [proId]);
    expect(hasFlag.n).toBe(0);
    expect((await req('GET', `${u(proId)}/invoices`, pro)).statusCode).toBe(403);
  });
});

describe('GET {u}/specbook/{id}/invoices/preview', () => {
  it('lists what a new invoice may bill, with the tax rate and the shipping rule', async () => {
    const res = await req('GET', `${specbookInvoices()}/preview`, seller);
    expect(res.statusCode).toBe(200);
    const preview = res.json().data;
    expect(preview).toMatchObject({ taxRate: '10.00', shippingCalculation: true });
    expect(preview.lines.map((l: { source: string; id: number; unitPrice: string; shipping: string }) => [l.source, l.id, l.unitPrice, l.shipping])).toEqual([
      ['spec', sb.approvedSpecs[0], '100.00', '10.00'],
      ['spec', sb.approvedSpecs[1], '50.00', '0.00'],
      ['lineItem', sb.lineItems.installation, '40.00', '0.00'],
      ['lineItem', sb.lineItems.delivery, '25.00', '0.00'],
    ]);
    expect((await req('GET', `${specbookInvoices(otherSb.id)}/preview`, seller)).statusCode).toBe(404);
    expect((await req('GET', `${specbookInvoices()}/preview`, null)).statusCode).toBe(401);
  });

  it('names the invoice, not voided, that already bills a line', async () => {
    const book = await invoicingFixture(t, 'seller@specfolio.test', 'Preview Billed Book');
    const invoicedOn = async () => {
      const lines = (await req('GET', `${specbookInvoices(book.id)}/preview`, seller)).json().data.lines as { source: string; id: number; invoicedOn: string | null }[];
      return Object.fromEntries(lines.map((l) => [`${l.source}:${l.id}`, l.invoicedOn]));
    };
    expect(Object.values(await invoicedOn()).every((n) => n === null)).toBe(true);
    const first = await newInvoice(book, createBody({}, { specSpecbookFilter: { id: { notin: [book.approvedSpecs[1]] } }, lineItemFilter: { id: { notin: [book.lineItems.delivery] } } }));
    expect(await invoicedOn()).toEqual({
      [`spec:${book.approvedSpecs[0]}`]: first.number,
      [`spec:${book.approvedSpecs[1]}`]: null,
      [`lineItem:${book.lineItems.installation}`]: first.number,
      [`lineItem:${book.lineItems.delivery}`]: null,
    });
    expect((await req('POST', `${u()}/invoice/${first.id}/void`, seller, { confirm: true })).statusCode).toBe(200);
    expect(Object.values(await invoicedOn()).every((n) => n === null)).toBe(true);
  });
});

describe('GET {u}/invoices and {u}/invoice/{id}', () => {
  it('lists the account’s invoices with filters and pagination, never another account’s', async () => {
    const all = await req('GET', `${u()}/invoices?specbook=${sb.id}&perPage=2`, seller);
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toHaveLength(2);
    expect(all.json().meta).toMatchObject({ per_page: 2, current_page: 1 });
    const harborNumber = (await req('GET', `${u(otherId)}/invoices`, other)).json().data;
    expect(harborNumber).toEqual([]);
    const open = (await req('GET', `${u()}/invoices?status=open&specbook=${sb.id}`, seller)).json().data;
    expect(open.length).toBeGreaterThan(0);
    expect(open.every((i: { status: string }) => i.status === 'open')).toBe(true);
    const first = open[0] as { number: string };
    const searched = (await req('GET', `${u()}/invoices?search=${first.number}&specbook=${sb.id}`, seller)).json().data;
    expect(searched.map((i: { number: string }) => i.number)).toEqual([first.number]);
    expect((await req('GET', `${u()}/invoices?startDate=2000-01-01&endDate=2000-01-02`, seller)).json().data).toEqual([]);
    expect((await req('GET', `${u()}/invoices?status=nope`, seller)).statusCode).toBe(400);
    expect((await req('GET', `${u()}/invoices`, null)).statusCode).toBe(401);
  });

  it("answers 404 for another account's invoice, 401 without a token", async () => {
    const mine = await newInvoice();
    const theirs = (await req('POST', specbookInvoices(otherSb.id, otherId), other, createBody())).json().data;
    expect((await req('GET', invoiceUrl(theirs.id), seller)).statusCode).toBe(404);
    expect((await req('GET', invoiceUrl(mine.id), null)).statusCode).toBe(401);
    expect((await req('GET', invoiceUrl(mine.id), seller)).json().data.id).toBe(mine.id);
    for (const [method, rest] of [['GET', '/lines'], ['PATCH', ''], ['DELETE', ''], ['POST', '/void'], ['GET', '/payments'], ['DELETE', '/lines/1']] as const) {
      const res = await req(method, invoiceUrl(theirs.id, rest), seller, method === 'PATCH' ? { updateInvoiceRequest: { Invoice: {} } } : method === 'POST' ? {} : undefined);
      expect(res.statusCode, `${method} ${rest}`).toBe(404);
    }
  });
});

describe('PATCH and DELETE {u}/invoice/{id}', () => {
  it('updates due, tags, fee (the total follows) and a user-managed status; 400 for a status that follows payments', async () => {
    const invoice = await newInvoice();
    const res = await req('PATCH', invoiceUrl(invoice.id), seller, { updateInvoiceRequest: { Invoice: { due: '2030-05-01', tags: ['final'], fee: '10.00', status: 'invoiced' } } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ due: '2030-05-01', tags: ['final'], fee: '10.00', total: '364.00', status: 'invoiced' });
    expect((await req('PATCH', invoiceUrl(invoice.id), seller, { updateInvoiceRequest: { Invoice: { status: 'paid' } } })).statusCode).toBe(400);
    expect((await req('PATCH', invoiceUrl(invoice.id), seller, { Invoice: {} })).statusCode).toBe(400);
    expect((await req('PATCH', invoiceUrl(invoice.id), null, { updateInvoiceRequest: { Invoice: {} } })).statusCode).toBe(401);
  });

  it('shows past_due and due_today from the due date while a balance is left', async () => {
    const invoice = await newInvoice();
    const patch = (due: string) => req('PATCH', invoiceUrl(invoice.id), seller, { updateInvoiceRequest: { Invoice: { due } } });
    expect((await patch(addDays(todayUtc(), -1))).json().data.status).toBe('past_due');
    expect((await patch(todayUtc())).json().data.status).toBe('due_today');
    const filtered = (await req('GET', `${u()}/invoices?status=due_today`, seller)).json().data;
    expect(filtered.map((i: { id: number }) => i.id)).toContain(invoice.id);
  });

  it('deletes a draft without payments; 409 once it has one', async () => {
    const draft = await newInvoice();
    expect((await req('DELETE', invoiceUrl(draft.id), seller)).statusCode).toBe(204);
    expect((await req('GET', invoiceUrl(draft.id), seller)).statusCode).toBe(404);
    const paid = await newInvoice();
    expect((await req('POST', invoiceUrl(paid.id, '/payments'), seller, paymentBody('10.00'))).statusCode).toBe(201);
    expect((await req('DELETE', invoiceUrl(paid.id), seller)).statusCode).toBe(409);
    expect((await req('GET', invoiceUrl(paid.id), seller)).statusCode).toBe(200);
  });
});

describe('invoice lines', () => {
  it('deletes a line and recomputes; 404 for a line of another invoice; 409 once paid', async () => {
    const invoice = await newInvoice();
    const lines = (await req('GET', invoiceUrl(invoice.id, '/lines'), seller)).json().data as { id: number; label: string }[];
    const delivery = lines[4];
    const res = await req('DELETE', invoiceUrl(invoice.id, `/lines/${delivery?.id}`), seller);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ shipping: '10.00', total: '329.00', items: 4 });
    const another = await newInvoice();
    expect((await req('DELETE', invoiceUrl(another.id, `/lines/${lines[0]?.id}`), seller)).statusCode).toBe(404);
    expect((await req('DELETE', invoiceUrl(invoice.id, '/lines/abc'), seller)).statusCode).toBe(404);
    await req('POST', invoiceUrl(invoice.id, '/payments'), seller, paymentBody('1.00'));
    expect((await req('DELETE', invoiceUrl(invoice.id, `/lines/${lines[0]?.id}`), seller)).statusCode).toBe(409);
    expect((await req('GET', invoiceUrl(invoice.id, '/lines'), null)).statusCode).toBe(401);
  });
});

describe('POST {u}/invoice/{id}/void', () => {
  it('asks to confirm (412), then voids and keeps the rows and number; 409 while money is not refunded', async () => {
    const invoice = await newInvoice();
    const ask = await req('POST', invoiceUrl(invoice.id, '/void'), seller, {});
    expect(ask.statusCode).toBe(412);
    expect(ask.json().message).toMatch(/confirm/);
    expect((await req('GET', invoiceUrl(invoice.id), seller)).json().data.status).toBe('open');
    const voided = await req('POST', invoiceUrl(invoice.id, '/void'), seller, { confirm: true });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().data).toMatchObject({ status: 'voided', number: invoice.number, items: 5, voidedAt: expect.any(String) });
    expect((await req('POST', invoiceUrl(invoice.id, '/payments'), seller, paymentBody('1.00'))).statusCode).toBe(409);
    expect((await req('POST', invoiceUrl(invoice.id, '/void'), seller, { confirm: 'yes' })).statusCode).toBe(400);
    expect((await req('POST', invoiceUrl(invoice.id, '/void'), null, { confirm: true })).statusCode).toBe(401);

    const paid = await newInvoice();
    await req('POST', invoiceUrl(paid.id, '/payments'), seller, paymentBody('5.00'));
    expect((await req('POST', invoiceUrl(paid.id, '/void'), seller, { confirm: true })).statusCode).toBe(409);
  });
});

describe('the specbook status follows its invoices', () => {
  it('invoiced → partial_paid → paid → refunded, and back to approved when every invoice is voided', async () => {
    const book = await invoicingFixture(t, 'seller@specfolio.test', 'Status Follow Book');
    const invoice = await newInvoice(book);
    expect(await statusOf(book.id)).toBe('invoiced');
    const part = (await req('POST', invoiceUrl(invoice.id, '/payments'), seller, paymentBody('100.00'))).json().data;
    expect(await statusOf(book.id)).toBe('partial_paid');
    const rest = (await req('POST', invoiceUrl(invoice.id, '/payments'), seller, paymentBody('254.00', 'cash', null))).json().data;
    expect(await statusOf(book.id)).toBe('paid');
    await req('POST', `${u()}/payment/${part.id}/refund`, seller, {});
    await req('POST', `${u()}/payment/${rest.id}/refund`, seller, {});
    expect(await statusOf(book.id)).toBe('refunded');
    expect((await req('GET', invoiceUrl(invoice.id), seller)).json().data.status).toBe('refunded');
    expect((await req('POST', invoiceUrl(invoice.id, '/void'), seller, { confirm: true })).statusCode).toBe(200);
    expect(await statusOf(book.id)).toBe('approved');
    const setPaid = await req('PATCH', `${u()}/specbook/${book.id}`, seller, { updateSpecbookRequest: { Specbook: { status: 'paid' } } });
    expect(setPaid.statusCode).toBe(400);
  });
});

/** A member's exchanged e-Specbook JWT. */
async function memberJwt(name: string, showSalePrice: boolean): Promise<string> {
  const member = await req('POST', `${u()}/specbook/${sb.id}/team`, seller, {
    createTeamMemberRequest: { TeamMember: { name, emailAddress: `${name.toLowerCase().replace(/ /g, '.')}@example.com`, showListPrice: true, showSalePrice } },
  });
  const token = new URL(member.json().data.links.especbook).searchParams.get('token') ?? '';
  return (await t.app.inject({ method: 'POST', url: '/api/v1/auth/especbooks', payload: { token, specbookId: sb.id } })).json().data as string;
}

describe('invoices of an e-Specbook viewer', () => {
  it('a member without the sale price reads every amount as "0.00" (decision 038), with the real status and due', async () => {
    const invoice = await newInvoice();
    await req('POST', invoiceUrl(invoice.id, '/payments'), seller, paymentBody('4.00'));
    const amounts = (i: Record<string, unknown>) => [i.subtotal, i.tax, i.total, i.paid, i.balance];
    const withSale = (await req('GET', specbookInvoices(), await memberJwt('Sal Sale', true))).json().data.find((i: { id: number }) => i.id === invoice.id);
    expect(amounts(withSale)).toEqual(['290.00', '29.00', '354.00', '4.00', '350.00']);
    const without = (await req('GET', specbookInvoices(), await memberJwt('Nia Nosale', false))).json().data.find((i: { id: number }) => i.id === invoice.id);
    expect(amounts(without)).toEqual(['0.00', '0.00', '0.00', '0.00', '0.00']);
    expect(without).toMatchObject({ status: 'partial_paid', due: addDays(todayUtc(), 15), number: invoice.number });
  });

  it('a member lists its specbook’s invoices but cannot reach the invoice routes; nothing without the owner’s flag', async () => {
    const invoice = await newInvoice();
    const member = await req('POST', `${u()}/specbook/${sb.id}/team`, seller, {
      createTeamMemberRequest: { TeamMember: { name: 'Ivy Invoices', emailAddress: 'ivy.invoices@example.com', showSalePrice: true } },
    });
    const token = new URL(member.json().data.links.especbook).searchParams.get('token') ?? '';
    const jwt = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/especbooks', payload: { token, specbookId: sb.id } })).json().data as string;
    const listed = await req('GET', specbookInvoices(), jwt);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.map((i: { id: number }) => i.id)).toContain(invoice.id);
    expect((await req('GET', invoiceUrl(invoice.id), jwt)).statusCode).toBe(404);
    expect((await req('POST', specbookInvoices(), jwt, createBody())).statusCode).toBe(404);
    await dropFlag(t, 'seller@specfolio.test', 'useInvoicing');
    try {
      const fresh = (await t.app.inject({ method: 'POST', url: '/api/v1/auth/especbooks', payload: { token, specbookId: sb.id } })).json().data as string;
      expect((await req('GET', specbookInvoices(), fresh)).statusCode).toBe(403);
      expect((await req('GET', invoiceUrl(invoice.id), seller)).statusCode).toBe(403);
    } finally {
      await grantFlag(t, 'seller@specfolio.test', 'useInvoicing');
    }
  });
});
