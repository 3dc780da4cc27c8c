import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMails } from '#server/test/mails';
import { createTestServer, type TestServer } from '#server/test/server';
import { parsePdf } from '#server/test/pdf';
import { sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { formatInvoiceDate } from '#shared/lib/invoice-money';
import { formatMoney } from '#shared/lib/money';
import { createBody, grantFlag, invoicingFixture, paymentBody, requester, type InvoicingFixture } from './invoices.test-kit';

let t: TestServer;
let req: ReturnType<typeof requester>;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let sb: InvoicingFixture;
let otherInvoiceId: number;

const u = (id = sellerId) => `/api/v4/user/${id}`;

async function newInvoice(body = createBody({ due: '2031-02-03', fee: '6.00' })): Promise<{ id: number; number: string; createdAt: string }> {
  const res = await req('POST', `${u()}/specbook/${sb.id}/invoices`, seller, body);
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

/** The decoded text of every .eml written so far. */
const mails = () => readMails(t.dataDir);

beforeAll(async () => {
  t = await createTestServer();
  req = requester(t);
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  await grantFlag(t, 'other@specfolio.test', 'useInvoicing');
  sb = await invoicingFixture(t, 'seller@specfolio.test', 'Documents Book');
  const customer = await sqlOne<{ id: number }>(
    t,
    "insert into customers (account_id, user_id, name, email) values ($1, $2, 'Dana Client', 'dana.client@example.com') returning id",
    [sb.accountId, sellerId],
  );
  await t.database.pool.query('update specbooks set customer_id = $1 where id = $2', [customer.id, sb.id]);
  const otherSb = await invoicingFixture(t, 'other@specfolio.test', 'Harbor Documents Book');
  otherInvoiceId = (await req('POST', `${u(otherId)}/specbook/${otherSb.id}/invoices`, other, createBody())).json().data.id;
});
afterAll(() => t.close());

describe('GET {u}/invoice/{id}/pdf', () => {
  it('prints the company, customer, number, dates, lines and every amount down to the balance due', async () => {
    const invoice = await newInvoice();
    await req('POST', `${u()}/invoice/${invoice.id}/payments`, seller, paymentBody('100.00'));
    const res = await req('GET', `${u()}/invoice/${invoice.id}/pdf`, seller);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`${invoice.number}.pdf`);
    const pdf = await parsePdf(res.rawPayload);
    expect(pdf.title).toBe(`Invoice ${invoice.number}`);
    const text = pdf.text;
    for (const expected of [
      'Lakeside Bath & Kitchen',
      'Dana Client',
      'dana.client@example.com',
      'Documents Book',
      invoice.number,
      `Date: ${formatInvoiceDate(invoice.createdAt)}`,
      'Due: February 3, 2031',
      'Installation',
      'Delivery (shipping)',
      'Subtotal $290.00',
      // tax 29.00 of total 360.00 = 8.06%
      'Tax (8.06%) $29.00',
      'Shipping $35.00',
      'Fee $6.00',
      'Total $360.00',
      'Paid $100.00',
      'Balance Due $260.00',
      'Page 1 of 1',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('marks a voided invoice', async () => {
    const invoice = await newInvoice();
    await req('POST', `${u()}/invoice/${invoice.id}/void`, seller, { confirm: true });
    const pdf = await parsePdf((await req('GET', `${u()}/invoice/${invoice.id}/pdf`, seller)).rawPayload);
    expect(pdf.text).toContain('VOIDED');
  });

  it("answers 401 and 404 for another account's invoice", async () => {
    expect((await req('GET', `${u()}/invoice/${otherInvoiceId}/pdf`, null)).statusCode).toBe(401);
    expect((await req('GET', `${u()}/invoice/${otherInvoiceId}/pdf`, seller)).statusCode).toBe(404);
  });
});

describe('POST {u}/invoice/{id}/send', () => {
  it("mails the customer the invoice with the PDF and their e-Specbook link, which opens the specbook's invoices", async () => {
    const invoice = await newInvoice();
    const before = (await mails()).length;
    const res = await req('POST', `${u()}/invoice/${invoice.id}/send`, seller);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ to: 'dana.client@example.com' });
    const sent = (await mails()).slice(before);
    expect(sent).toHaveLength(1);
    const mail = sent[0] ?? '';
    expect(mail).toContain('dana.client@example.com');
    expect(mail).toContain(`Subject: Invoice ${invoice.number} from Lakeside Bath & Kitchen`);
    expect(mail).toContain(`${invoice.number}.pdf`);
    const link = /(http:\/\/\S+\/v4\/especbook\/\d+\?token=[\w%-]+)/.exec(mail)?.[1] ?? '';
    expect(link).toContain(`/v4/especbook/${sb.id}?token=`);
    const token = decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
    const exchange = await t.app.inject({ method: 'POST', url: '/api/v1/auth/especbooks', payload: { token, specbookId: sb.id } });
    expect(exchange.statusCode).toBe(200);
    const listed = await req('GET', `${u()}/specbook/${sb.id}/invoices`, exchange.json().data as string);
    expect(listed.json().data.map((i: { id: number }) => i.id)).toContain(invoice.id);
    // A second send reuses the membership.
    expect((await req('POST', `${u()}/invoice/${invoice.id}/send`, seller)).statusCode).toBe(200);
    const members = await sqlOne<{ n: number }>(t, "select count(*)::int as n from team_members where specbook_id = $1 and email = 'dana.client@example.com'", [sb.id]);
    expect(members.n).toBe(1);
  });

  it("writes the amounts, due date and words in the sending user's locale (pt-BR), the PDF too", async () => {
    const setLocale = (locale: string | null) => t.app.inject({ method: 'PATCH', url: '/api/v4/user/me', headers: { authorization: `Bearer ${seller}` }, payload: { locale } });
    const spaces = (text: string) => text.replace(/\s+/g, ' ');
    const invoice = await newInvoice();
    const { total } = (await req('GET', `${u()}/invoice/${invoice.id}`, seller)).json().data as { total: string };
    expect((await setLocale('pt-br')).statusCode).toBe(200);
    try {
      const before = (await mails()).length;
      expect((await req('POST', `${u()}/invoice/${invoice.id}/send`, seller)).statusCode).toBe(200);
      // readMails decodes bytes as Latin-1: read them back as the UTF-8 they are ('Olá', 'US$ 360,00').
      const mail = spaces(Buffer.from((await mails()).slice(before)[0] ?? '', 'latin1').toString('utf8'));
      expect(mail).toContain(spaces(formatMoney(total, 'pt-br')));
      expect(mail).toContain(formatInvoiceDate('2031-02-03', 'pt-br'));
      expect(mail).toContain(`Subject: Fatura ${invoice.number} de Lakeside Bath & Kitchen`);
      for (const words of ['Olá, ', 'enviou uma fatura para você.', `Fatura ${invoice.number} de "`, ', saldo ', ', vencimento em ', 'Veja no seu e-Specbook: ', 'A fatura segue anexa em PDF.', 'Abrir o e-Specbook']) {
        expect(mail).toContain(words);
      }
      expect(mail).not.toContain('sent you an invoice');
      const pdf = spaces((await parsePdf((await req('GET', `${u()}/invoice/${invoice.id}/pdf`, seller)).rawPayload)).text);
      expect(pdf).toContain(spaces(formatMoney(total, 'pt-br')));
      for (const words of ['Fatura', 'Data: ', 'Vencimento: ', 'COBRAR DE', 'PROJETO', 'Preço unitário', 'Imposto (', 'Frete', 'Taxa', 'Pago', 'Saldo devedor', 'Página 1 de 1']) expect(pdf).toContain(words);
      for (const words of ['Invoice', 'Unit price', 'Balance Due', 'Page 1 of 1']) expect(pdf).not.toContain(words);
    } finally {
      expect((await setLocale(null)).statusCode).toBe(200);
    }
    const english = spaces((await parsePdf((await req('GET', `${u()}/invoice/${invoice.id}/pdf`, seller)).rawPayload)).text);
    for (const words of ['Invoice', 'Date: ', 'Due: ', 'BILL TO', 'PROJECT', 'Unit price', 'Tax (', 'Shipping', 'Fee', 'Paid', 'Balance Due', 'Page 1 of 1']) expect(english).toContain(words);
    expect(english).not.toContain('Fatura');
  });

  it('answers 422 when the invoice has no customer e-mail, 404 for another account, 401 without a token', async () => {
    const bare = await invoicingFixture(t, 'seller@specfolio.test', 'No Customer Book');
    const invoice = (await req('POST', `${u()}/specbook/${bare.id}/invoices`, seller, createBody())).json().data;
    expect((await req('POST', `${u()}/invoice/${invoice.id}/send`, seller)).statusCode).toBe(422);
    expect((await req('POST', `${u()}/invoice/${otherInvoiceId}/send`, seller)).statusCode).toBe(404);
    expect((await req('POST', `${u()}/invoice/${otherInvoiceId}/send`, null)).statusCode).toBe(401);
  });
});
