import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { serviceContextOf, sqlCount, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import type { CardPayment, CardProcessor } from '#server/lib/payments/card-processor';
import { createBody, grantFlag, invoicingFixture, paymentBody, requester, type InvoicingFixture } from './invoices.test-kit';
import { capturePayment, refundPayment } from './payments.service';

let t: TestServer;
let req: ReturnType<typeof requester>;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let sb: InvoicingFixture;
let otherSb: InvoicingFixture;

const u = (id = sellerId) => `/api/v4/user/${id}`;
const payments = (invoiceId: number, user = sellerId) => `${u(user)}/invoice/${invoiceId}/payments`;

async function newInvoice(specbook = sb, token = seller, user = sellerId): Promise<{ id: number; total: string }> {
  const res = await req('POST', `${u(user)}/specbook/${specbook.id}/invoices`, token, createBody());
  expect(res.statusCode).toBe(201);
  return res.json().data;
}
const invoice = async (id: number) => (await req('GET', `${u()}/invoice/${id}`, seller)).json().data;

beforeAll(async () => {
  t = await createTestServer();
  req = requester(t);
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  await grantFlag(t, 'other@specfolio.test', 'useInvoicing');
  sb = await invoicingFixture(t, 'seller@specfolio.test', 'Payments Book');
  otherSb = await invoicingFixture(t, 'other@specfolio.test', 'Harbor Payments Book');
});
afterAll(() => t.close());

describe('POST {u}/invoice/{id}/payments', () => {
  it('records a partial manual payment (Partially Paid), then the rest (Paid)', async () => {
    const inv = await newInvoice();
    const first = await req('POST', payments(inv.id), seller, paymentBody('100.50', 'check', 'CHK-1001'));
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ kind: 'payment', status: 'succeeded', method: 'check', reference: 'CHK-1001', amount: '100.50', refundable: '100.50', invoice: { id: inv.id } });
    expect(await invoice(inv.id)).toMatchObject({ status: 'partial_paid', paid: '100.50', balance: '253.50' });
    expect((await req('POST', payments(inv.id), seller, paymentBody('253.50', 'ach', null))).statusCode).toBe(201);
    expect(await invoice(inv.id)).toMatchObject({ status: 'paid', paid: '354.00', balance: '0.00' });
    const listed = (await req('GET', payments(inv.id), seller)).json().data;
    expect(listed.map((p: { amount: string }) => p.amount)).toEqual(['100.50', '253.50']);
  });

  it('answers 422 for 0 or more than the balance, and 400 for a bad method or amount, changing nothing', async () => {
    const inv = await newInvoice();
    expect((await req('POST', payments(inv.id), seller, paymentBody('0'))).statusCode).toBe(422);
    const over = await req('POST', payments(inv.id), seller, paymentBody('354.01'));
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe('Amount must not exceed the balance due.');
    expect((await req('POST', payments(inv.id), seller, paymentBody('10', 'card'))).statusCode).toBe(400);
    expect((await req('POST', payments(inv.id), seller, paymentBody('1.234'))).statusCode).toBe(400);
    expect((await req('POST', payments(inv.id), seller, { Payment: { amount: '1' } })).statusCode).toBe(400);
    expect(await sqlCount(t, 'invoice_payments', 'invoice_id = $1', [inv.id])).toBe(0);
  });

  it("answers 401 without a token and 404 for another account's invoice", async () => {
    const theirs = await newInvoice(otherSb, other, otherId);
    expect((await req('POST', payments(theirs.id), null, paymentBody('1'))).statusCode).toBe(401);
    expect((await req('POST', payments(theirs.id), seller, paymentBody('1'))).statusCode).toBe(404);
    expect((await req('GET', payments(theirs.id), seller)).statusCode).toBe(404);
    expect((await req('GET', payments(theirs.id), null)).statusCode).toBe(401);
  });
});

describe('POST {u}/payment/{id}/refund', () => {
  it('refunds part, then the rest of a manual payment as reversal rows; the payment row stays', async () => {
    const inv = await newInvoice();
    const paid = (await req('POST', payments(inv.id), seller, paymentBody('354.00', 'cash', null))).json().data;
    const part = await req('POST', `${u()}/payment/${paid.id}/refund`, seller, { amount: '54.00' });
    expect(part.statusCode).toBe(201);
    expect(part.json().data).toMatchObject({ kind: 'refund', amount: '54.00', reversesPaymentId: paid.id, status: 'succeeded' });
    expect(await invoice(inv.id)).toMatchObject({ status: 'partial_paid', paid: '300.00', refunded: '54.00' });
    expect((await req('POST', `${u()}/payment/${paid.id}/refund`, seller, { amount: '300.01' })).statusCode).toBe(422);
    const rest = await req('POST', `${u()}/payment/${paid.id}/refund`, seller, {});
    expect(rest.json().data.amount).toBe('300.00');
    expect(await invoice(inv.id)).toMatchObject({ status: 'refunded', paid: '0.00', refunded: '354.00' });
    expect((await req('POST', `${u()}/payment/${paid.id}/refund`, seller, {})).statusCode).toBe(422);
    expect((await req('POST', `${u()}/payment/${rest.json().data.id}/refund`, seller, {})).statusCode).toBe(422);
    const rows = (await req('GET', payments(inv.id), seller)).json().data;
    expect(rows.map((p: { kind: string; refundable: string }) => [p.kind, p.refundable])).toEqual([['payment', '0.00'], ['refund', '0.00'], ['refund', '0.00']]);
  });

  it("answers 401, 400 and 404 for another account's payment", async () => {
    const theirs = await newInvoice(otherSb, other, otherId);
    const payment = (await req('POST', payments(theirs.id, otherId), other, paymentBody('5'))).json().data;
    expect((await req('POST', `${u()}/payment/${payment.id}/refund`, seller, {})).statusCode).toBe(404);
    expect((await req('POST', `${u()}/payment/${payment.id}/capture`, seller)).statusCode).toBe(404);
    expect((await req('POST', `${u()}/payment/${payment.id}/refund`, null, {})).statusCode).toBe(401);
    expect((await req('POST', `${u(otherId)}/payment/${payment.id}/refund`, other, { amount: 'x' })).statusCode).toBe(400);
  });
});

/** A card processor that records its calls. */
function fakeProcessor(): CardProcessor & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async capture(payment: CardPayment, key: string) {
      calls.push(`capture ${payment.providerPaymentId} ${key}`);
      return { providerPaymentId: `${payment.providerPaymentId}-captured` };
    },
    async refund(payment: CardPayment, amount: string, key: string) {
      calls.push(`refund ${payment.providerPaymentId} ${amount} ${key}`);
      return { providerRefundId: 're_1' };
    },
  };
}

describe('card payments: capture and refund through the card processor', () => {
  async function authorizedCardPayment(invoiceId: number): Promise<number> {
    return (
      await sqlOne<{ id: number }>(
        t,
        `insert into invoice_payments (account_id, invoice_id, method, amount, status, provider_payment_id)
         select account_id, id, 'card', 154.00, 'authorized', 'pi_1' from invoices where id = $1 returning id`,
        [invoiceId],
      )
    ).id;
  }

  it('captures an authorized payment, which then counts as paid, and refunds it through the processor', async () => {
    const inv = await newInvoice();
    const paymentId = await authorizedCardPayment(inv.id);
    const ctx = await serviceContextOf(t, 'seller@specfolio.test');
    const processor = fakeProcessor();
    expect(await invoice(inv.id)).toMatchObject({ paid: '0.00' });
    const captured = await capturePayment(ctx, { cardProcessor: processor }, String(paymentId));
    expect(captured).toMatchObject({ status: 'succeeded', method: 'card' });
    expect(await invoice(inv.id)).toMatchObject({ status: 'partial_paid', paid: '154.00' });
    await expect(capturePayment(ctx, { cardProcessor: processor }, String(paymentId))).rejects.toMatchObject({ status: 422 });
    const refund = await refundPayment(ctx, { cardProcessor: processor }, String(paymentId), '54.00');
    expect(refund).toMatchObject({ kind: 'refund', amount: '54.00' });
    expect(await sqlOne(t, 'select provider_refund_id as "id" from invoice_payments where id = $1', [refund.id])).toEqual({ id: 're_1' });
    expect(processor.calls).toEqual([`capture pi_1 specfolio-capture-${paymentId}-0`, `refund pi_1-captured 54.00 specfolio-refund-${paymentId}-5400`]);
  });

  it('without a card processor, capture answers 422 and changes nothing; a manual payment cannot be captured', async () => {
    const inv = await newInvoice();
    const paymentId = await authorizedCardPayment(inv.id);
    const res = await req('POST', `${u()}/payment/${paymentId}/capture`, seller);
    expect(res.statusCode).toBe(422);
    expect((await sqlOne<{ status: string }>(t, 'select status from invoice_payments where id = $1', [paymentId])).status).toBe('authorized');
    const manual = (await req('POST', payments(inv.id), seller, paymentBody('1.00'))).json().data;
    expect((await req('POST', `${u()}/payment/${manual.id}/capture`, seller)).statusCode).toBe(422);
  });
});
