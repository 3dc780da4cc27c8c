import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import type { FakeStripe } from '#server/test/fakes/stripe';
import { fakeStripeWithAdapter, forwardEvents } from '#server/test/fakes/stripe-app';
import { createTestServer, type TestServer } from '#server/test/server';
import { INVOICE_MESSAGES as M } from '#shared/lib/invoice-messages';
import { createBody, grantFlag, invoicingFixture, paymentBody, requester, type InvoicingFixture } from './invoices.test-kit';

let t: TestServer;
let fake: FakeStripe;
let req: ReturnType<typeof requester>;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let sb: InvoicingFixture;
let delivered = 0;

const u = (id = sellerId) => `/api/v4/user/${id}`;
const checkoutUrl = (invoiceId: number, specbookId = sb.id, user = sellerId) => `${u(user)}/specbook/${specbookId}/invoices/${invoiceId}/checkout`;
const checkoutBody = { returnPath: '/v4/especbook/1?token=abc' };
const invoice = async (id: number) => (await req('GET', `${u()}/invoice/${id}`, seller)).json().data;
const paymentRow = (id: number) => sqlOne<{ status: string; provider_payment_id: string | null; provider_checkout_id: string | null; amount: string }>(t, 'select * from invoice_payments where id = $1', [id]);

async function newInvoice(): Promise<{ id: number; total: string }> {
  const res = await req('POST', `${u()}/specbook/${sb.id}/invoices`, seller, createBody());
  expect(res.statusCode).toBe(201);
  return res.json().data;
}

/** The fake's session id in a hosted checkout URL. */
const sessionOf = (url: string) => /\/checkout\/([^/?]+)/.exec(url)?.[1] ?? '';

/** Delivers the events the fake sent since the last delivery (a test app has no port to post to). */
async function deliver(): Promise<void> {
  await fake.settled();
  delivered = await forwardEvents(t, fake, delivered);
  await fake.settled();
  delivered = await forwardEvents(t, fake, delivered);
}

/** A valid Stripe payment account of the seller's account, onboarded on the fake. */
async function validStripeAccount(): Promise<void> {
  const res = await req('POST', `${u()}/paymentaccount`, seller, { createPaymentAccountRequest: { PaymentAccount: { processor: 'stripe', label: 'Cards' } } });
  expect(res.statusCode).toBe(201);
  const row = await sqlOne<{ provider_account_id: string }>(t, 'select provider_account_id from payment_accounts where id = $1', [res.json().data.id]);
  await fake.state.completeOnboarding(row.provider_account_id);
  await deliver();
}

/** A member's e-Specbook session of the fixture specbook. */
async function memberJwt(email: string, showSalePrice: boolean): Promise<string> {
  const member = await req('POST', `${u()}/specbook/${sb.id}/team`, seller, { createTeamMemberRequest: { TeamMember: { name: 'Carla Card', emailAddress: email, showSalePrice } } });
  const token = new URL(member.json().data.links.especbook).searchParams.get('token') ?? '';
  return (await t.app.inject({ method: 'POST', url: '/api/v1/auth/especbooks', payload: { token, specbookId: sb.id } })).json().data as string;
}

beforeAll(async () => {
  const stripe = await fakeStripeWithAdapter();
  fake = stripe.fake;
  t = await createTestServer({ stripe: stripe.adapter, publicUrl: 'http://specfolio.test' });
  req = requester(t);
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  await grantFlag(t, 'other@specfolio.test', 'useInvoicing');
  sb = await invoicingFixture(t, 'seller@specfolio.test', 'Card Book');
  await t.database.pool.query('delete from payment_accounts');
  await validStripeAccount();
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => {
  delivered = fake.events.length;
});

describe('POST {u}/specbook/{id}/invoices/{invoiceId}/checkout', () => {
  it('a client pays on the hosted page: authorised, captured at once, and the invoice is Paid', async () => {
    const inv = await newInvoice();
    const jwt = await memberJwt('carla.card@example.com', true);
    const res = await req('POST', checkoutUrl(inv.id), jwt, checkoutBody);
    expect(res.statusCode).toBe(201);
    const { url, paymentId } = res.json().data;
    expect(url).toMatch(new RegExp(`^${fake.url}/checkout/cs_`));
    const pending = await paymentRow(paymentId);
    expect(pending).toMatchObject({ status: 'pending', amount: inv.total, provider_checkout_id: sessionOf(url) });
    const session = fake.state.session(sessionOf(url));
    expect(session.success_url).toBe(`http://specfolio.test/v4/especbook/1?token=abc&invoice=${inv.id}&payment=paid`);
    expect((await invoice(inv.id)).status).not.toBe('paid');

    await fake.state.pay(sessionOf(url));
    await deliver();
    const paid = await paymentRow(paymentId);
    expect(paid.status).toBe('succeeded');
    expect(paid.provider_payment_id).toMatch(/^pi_/);
    expect(fake.state.intent(paid.provider_payment_id ?? '').status).toBe('succeeded');
    expect(await invoice(inv.id)).toMatchObject({ status: 'paid', paid: inv.total });
  });

  it('a declined card leaves the invoice unpaid with a failed payment, and the invoice shows Failed Payment', async () => {
    const inv = await newInvoice();
    const res = await req('POST', checkoutUrl(inv.id), seller, { returnPath: `/v4/specbooks/manage/${sb.id}` });
    expect(res.statusCode).toBe(201);
    await fake.state.decline(sessionOf(res.json().data.url));
    await deliver();
    expect((await paymentRow(res.json().data.paymentId)).status).toBe('failed');
    expect(await invoice(inv.id)).toMatchObject({ status: 'failed_payment', paid: '0.00' });
  });

  it('leaves an authorisation uncaptured when a manual payment settled the invoice meanwhile', async () => {
    const inv = await newInvoice();
    const res = await req('POST', checkoutUrl(inv.id), seller, checkoutBody);
    expect((await req('POST', `${u()}/invoice/${inv.id}/payments`, seller, paymentBody(inv.total))).statusCode).toBe(201);
    await fake.state.pay(sessionOf(res.json().data.url));
    await deliver();
    expect((await paymentRow(res.json().data.paymentId)).status).toBe('authorized');
    expect(await invoice(inv.id)).toMatchObject({ status: 'paid', paid: inv.total });
  });

  it('a refund made in Stripe becomes a reversal row once; a refund through Specfolio is not counted twice', async () => {
    const inv = await newInvoice();
    const res = await req('POST', checkoutUrl(inv.id), seller, checkoutBody);
    const { paymentId } = res.json().data;
    await fake.state.pay(sessionOf(res.json().data.url));
    await deliver();
    const refund = await req('POST', `${u()}/payment/${paymentId}/refund`, seller, { amount: '10.00' });
    expect(refund.statusCode).toBe(201);
    const intentId = (await paymentRow(paymentId)).provider_payment_id ?? '';
    await fake.state.refund({ payment_intent: intentId, amount: '500' });
    await deliver();
    await deliver();
    const rows = await t.database.pool.query<{ amount: string }>("select amount from invoice_payments where reverses_payment_id = $1 and kind = 'refund' order by id", [paymentId]);
    expect(rows.rows.map((r) => r.amount)).toEqual(['10.00', '5.00']);
    const cents = Math.round(Number(inv.total) * 100) - 1500;
    expect((await invoice(inv.id)).paid).toBe((cents / 100).toFixed(2));
  });

  it('answers 401, 400 for a return path of another site, 404 for another account’s user or invoice and for another specbook of the seller', async () => {
    const inv = await newInvoice();
    expect((await req('POST', checkoutUrl(inv.id), null, checkoutBody)).statusCode).toBe(401);
    for (const returnPath of ['https://evil.example/x', '//evil.example/x', '/\\evil.example', 'relative/path']) {
      const bad = await req('POST', checkoutUrl(inv.id), seller, { returnPath });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].message).toBe(M.returnPathInvalid);
    }
    expect((await req('POST', checkoutUrl(inv.id, sb.id, otherId), other, checkoutBody)).statusCode).toBe(404);
    const sibling = await invoicingFixture(t, 'seller@specfolio.test', 'Card Book Sibling');
    expect((await req('POST', checkoutUrl(inv.id, sibling.id), seller, checkoutBody)).statusCode).toBe(404);
    const otherSb = await invoicingFixture(t, 'other@specfolio.test', 'Harbor Card Book');
    expect((await req('POST', checkoutUrl(inv.id, otherSb.id, otherId), other, checkoutBody)).statusCode).toBe(404);
  });

  it('answers 403 to a member who does not see sale prices, 409 for a voided and 422 for a paid invoice', async () => {
    const inv = await newInvoice();
    const jwt = await memberJwt('nosale.card@example.com', false);
    expect((await req('POST', checkoutUrl(inv.id), jwt, checkoutBody)).statusCode).toBe(403);
    const voided = await newInvoice();
    expect((await req('POST', `${u()}/invoice/${voided.id}/void`, seller, { confirm: true })).statusCode).toBe(200);
    expect((await req('POST', checkoutUrl(voided.id), seller, checkoutBody)).statusCode).toBe(409);
    await req('POST', `${u()}/invoice/${inv.id}/payments`, seller, paymentBody(inv.total));
    const paid = await req('POST', checkoutUrl(inv.id), seller, checkoutBody);
    expect(paid.statusCode).toBe(422);
    expect(paid.json().message).toBe(M.nothingToPay);
  });

  it('answers 422 without a valid Stripe payment account, and repeats a keyed request with the stored answer', async () => {
    const inv = await newInvoice();
    const headers = { 'idempotency-key': `checkout-${inv.id}` };
    const first = await req('POST', checkoutUrl(inv.id), seller, checkoutBody, headers);
    const again = await req('POST', checkoutUrl(inv.id), seller, checkoutBody, headers);
    expect(again.json()).toEqual(first.json());
    await t.database.pool.query("update payment_accounts set valid = false where processor = 'stripe'");
    try {
      const res = await req('POST', checkoutUrl(inv.id), seller, checkoutBody);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(M.noCardAccount);
    } finally {
      await t.database.pool.query("update payment_accounts set valid = true where processor = 'stripe'");
    }
  });
});
