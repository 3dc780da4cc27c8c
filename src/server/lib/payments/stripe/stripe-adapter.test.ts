import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadGatewayError, NotFoundError, UnprocessableError, ValidationError } from '#server/lib/http/errors';
import { newWebhookSecret, startFakeStripe, type FakeStripe } from '#server/test/fakes/stripe';
import { createStripeAdapter, type StripeAdapter } from './stripe-adapter';
import { readStripeSettings } from './stripe-config';

/**
 * The Stripe adapter against the fake Stripe server (always) and against Stripe's test mode when
 * STRIPE_SECRET_KEY is a test key (sk_test_…) and STRIPE_API_BASE is unset. Cases that need a
 * person on a hosted page (onboarding, paying) run on the fake only.
 */
const liveKey = process.env.STRIPE_SECRET_KEY?.startsWith('sk_test_') && !process.env.STRIPE_API_BASE;
if (!liveKey) console.log('[stripe-adapter] Stripe test mode skipped: STRIPE_SECRET_KEY is not an sk_test_ key (or STRIPE_API_BASE points elsewhere).');

const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2)}`;
const urls = { refreshUrl: 'http://app.test/v4/payments?refresh=1', returnUrl: 'http://app.test/v4/payments?onboarded=1' };
const checkout = (connectedAccountId: string) => ({
  amountCents: 12_345,
  lineName: 'Invoice INV-1001',
  connectedAccountId,
  successUrl: 'http://app.test/paid?session={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://app.test/cancelled',
  metadata: { invoiceId: 7, paymentId: 9, accountId: 3 },
});

/** The cases both targets run. */
function sharedCases(adapter: () => StripeAdapter) {
  it('creates a connected account that needs onboarding, and reads it back', async () => {
    const created = await adapter().createConnectedAccount({ email: 'owner@lakeside.test' }, unique('acct'));
    expect(created).toMatchObject({ id: expect.stringMatching(/^acct_/), valid: false });
    expect(created.currentlyDue.length).toBeGreaterThan(0);
    expect(await adapter().retrieveAccount(created.id)).toEqual(created);
  });

  it('replays an idempotent create, and refuses the key with other parameters (422)', async () => {
    const key = unique('acct');
    const first = await adapter().createConnectedAccount({ email: 'a@lakeside.test' }, key);
    expect((await adapter().createConnectedAccount({ email: 'a@lakeside.test' }, key)).id).toBe(first.id);
    await expect(adapter().createConnectedAccount({ email: 'b@lakeside.test' }, key)).rejects.toBeInstanceOf(UnprocessableError);
  });

  it('creates an onboarding link; a dashboard link is refused before onboarding (422)', async () => {
    const account = await adapter().createConnectedAccount({}, unique('acct'));
    expect(await adapter().createOnboardingLink(account.id, urls, unique('link'))).toMatch(/^https?:\/\//);
    await expect(adapter().createDashboardLink(account.id, unique('login'))).rejects.toBeInstanceOf(UnprocessableError);
  });

  it('creates a checkout session for an invoice with a hosted url and no payment intent yet', async () => {
    const account = await adapter().createConnectedAccount({}, unique('acct'));
    const session = await adapter().createCheckoutSession(checkout(account.id), unique('checkout'));
    expect(session).toEqual({ id: expect.stringMatching(/^cs_/), url: expect.stringMatching(/^https?:\/\//), paymentIntentId: null });
  });

  it('answers 404 for a missing account or payment intent', async () => {
    await expect(adapter().retrieveAccount('acct_missing000')).rejects.toBeInstanceOf(NotFoundError);
    await expect(adapter().retrievePaymentIntent('pi_missing000')).rejects.toBeInstanceOf(NotFoundError);
  });
}

describe('Stripe adapter against the fake Stripe', () => {
  let fake: FakeStripe;
  let adapter: StripeAdapter;
  const webhookSecret = newWebhookSecret();

  beforeAll(async () => {
    fake = await startFakeStripe({ webhookSecret });
    const settings = readStripeSettings({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: fake.url });
    if (!settings) throw new Error('settings expected');
    adapter = createStripeAdapter(settings);
  });
  afterAll(() => fake.stop());

  sharedCases(() => adapter);

  const lastEvent = (type: string) => [...fake.events].reverse().find((e) => e.event.type === type)?.event;
  const verify = (event: object) => {
    const payload = JSON.stringify(event);
    return adapter.verifyWebhook(Buffer.from(payload), fake.sign(payload));
  };
  const post = (url: string) => fetch(url, { method: 'POST', redirect: 'manual' });

  it('onboards on the hosted page: redirects back, the account is valid, account.updated verifies', async () => {
    const account = await adapter.createConnectedAccount({}, unique('acct'));
    const link = await adapter.createOnboardingLink(account.id, urls, unique('link'));
    expect(await (await fetch(link)).text()).toContain('Complete onboarding');
    const done = await post(link);
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe(urls.returnUrl);
    expect(await adapter.retrieveAccount(account.id)).toEqual({ id: account.id, valid: true, disabledReason: null, currentlyDue: [] });
    const event = verify(lastEvent('account.updated') ?? {});
    expect(event).toMatchObject({ type: 'account.updated', account: account.id, data: { object: { id: account.id, charges_enabled: true, details_submitted: true } } });
    expect(await adapter.createDashboardLink(account.id, unique('login'))).toBe(`${fake.url}/express/${account.id}`);
  });

  it('pays on the hosted checkout: authorised, captured, partly refunded, with signed events', async () => {
    const session = await adapter.createCheckoutSession(checkout('acct_dest'), unique('checkout'));
    const page = await (await fetch(session.url)).text();
    expect(page).toContain('Invoice INV-1001');
    expect(page).toContain('USD 123.45');
    const paid = await post(`${session.url}/pay`);
    expect(paid.headers.get('location')).toBe(`http://app.test/paid?session=${session.id}`);

    const completed = verify(lastEvent('checkout.session.completed') ?? {});
    expect(completed.data.object).toMatchObject({ id: session.id, status: 'complete', metadata: { invoiceId: '7', paymentId: '9', accountId: '3' } });
    const intentId = String((completed.data.object as { payment_intent: string }).payment_intent);
    expect(verify(lastEvent('payment_intent.amount_capturable_updated') ?? {}).data.object).toMatchObject({ id: intentId, status: 'requires_capture' });
    const intent = await adapter.retrievePaymentIntent(intentId);
    expect(intent).toEqual({ id: intentId, status: 'requires_capture', amountCents: 12_345, amountCapturableCents: 12_345, amountReceivedCents: 0, metadata: { invoiceId: '7', paymentId: '9', accountId: '3' } });
    expect(fake.state.intents.get(intentId)).toMatchObject({ capture_method: 'manual', on_behalf_of: 'acct_dest', transfer_data: { destination: 'acct_dest' } });

    const captureKey = unique('capture');
    const captured = await adapter.capturePaymentIntent(intentId, captureKey);
    expect(captured).toMatchObject({ status: 'succeeded', amountReceivedCents: 12_345, amountCapturableCents: 0 });
    // A retry with the same key answers the stored capture; a second capture is refused.
    expect(await adapter.capturePaymentIntent(intentId, captureKey)).toEqual(captured);
    await expect(adapter.capturePaymentIntent(intentId, unique('capture'))).rejects.toBeInstanceOf(UnprocessableError);
    await fake.settled();
    expect(lastEvent('payment_intent.succeeded')?.data).toMatchObject({ object: { id: intentId, status: 'succeeded' } });

    const refund = await adapter.createRefund({ paymentIntentId: intentId, amountCents: 2_345 }, unique('refund'));
    expect(refund).toEqual({ id: expect.stringMatching(/^re_/), status: 'succeeded', amountCents: 2_345, paymentIntentId: intentId });
    await expect(adapter.createRefund({ paymentIntentId: intentId, amountCents: 10_001 }, unique('refund'))).rejects.toBeInstanceOf(UnprocessableError);
    await fake.settled();
    expect(lastEvent('charge.refunded')?.data).toMatchObject({ object: { payment_intent: intentId, amount_refunded: 2_345, refunded: false } });
  });

  it('declines on the hosted checkout: payment_failed is sent and the customer goes to the cancel url', async () => {
    const session = await adapter.createCheckoutSession(checkout('acct_dest'), unique('checkout'));
    const declined = await post(`${session.url}/decline`);
    expect(declined.headers.get('location')).toBe('http://app.test/cancelled');
    const failed = verify(lastEvent('payment_intent.payment_failed') ?? {});
    expect(failed.data.object).toMatchObject({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined' } });
    await expect(adapter.capturePaymentIntent(String((failed.data.object as { id: string }).id), unique('capture'))).rejects.toBeInstanceOf(UnprocessableError);
  });

  it("charges the platform's own account at once for an order, reads the session back, and expires an open one", async () => {
    const order = { amountCents: 5_000, lineName: 'Order SM-1001', captureMethod: 'automatic' as const, successUrl: 'http://app.test/paid', cancelUrl: 'http://app.test/cancelled', metadata: { specmarketOrderId: 1, accountId: 3 } };
    const session = await adapter.createCheckoutSession(order, unique('checkout'));
    expect(await (await fetch(session.url)).text()).toContain('Order SM-1001');
    expect(await adapter.retrieveCheckoutSession(session.id)).toEqual({ id: session.id, status: 'open', url: session.url });
    await post(`${session.url}/pay`);
    const completed = verify(lastEvent('checkout.session.completed') ?? {});
    expect(completed.data.object).toMatchObject({ id: session.id, payment_status: 'paid', metadata: { specmarketOrderId: '1', accountId: '3' } });
    const intentId = String((completed.data.object as { payment_intent: string }).payment_intent);
    expect(fake.state.intents.get(intentId)).toMatchObject({ capture_method: 'automatic', status: 'succeeded', on_behalf_of: null, transfer_data: null });
    expect(await adapter.retrieveCheckoutSession(session.id)).toEqual({ id: session.id, status: 'complete', url: null });
    await expect(adapter.expireCheckoutSession(session.id, unique('expire'))).rejects.toBeInstanceOf(UnprocessableError);

    const open = await adapter.createCheckoutSession(order, unique('checkout'));
    expect(await adapter.expireCheckoutSession(open.id, unique('expire'))).toEqual({ id: open.id, status: 'expired', url: null });
    expect((await post(`${open.url}/pay`)).status).not.toBe(303);
  });

  it('refuses a webhook with a bad, missing or stale signature, or a changed body (400)', () => {
    const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'account.updated', data: { object: {} } });
    expect(adapter.verifyWebhook(payload, fake.sign(payload)).id).toBe('evt_1');
    expect(() => adapter.verifyWebhook(payload, undefined)).toThrow(ValidationError);
    expect(() => adapter.verifyWebhook(payload, 't=1,v1=deadbeef')).toThrow(ValidationError);
    expect(() => adapter.verifyWebhook(payload, fake.sign(payload, Math.floor(Date.now() / 1000) - 3600))).toThrow(ValidationError);
    expect(() => adapter.verifyWebhook(payload.replace('evt_1', 'evt_2'), fake.sign(payload))).toThrow(ValidationError);
  });

  it('answers 502 when Stripe cannot be reached', async () => {
    const down = createStripeAdapter({ secretKey: 'sk_test_fake', webhookSecret, apiBase: { host: '127.0.0.1', port: 9, protocol: 'http' } });
    await expect(down.retrieveAccount('acct_1')).rejects.toBeInstanceOf(BadGatewayError);
  });
});

describe.skipIf(!liveKey)('Stripe adapter against Stripe test mode', () => {
  let adapter: StripeAdapter;
  beforeAll(() => {
    adapter = createStripeAdapter({ secretKey: process.env.STRIPE_SECRET_KEY ?? '', webhookSecret: process.env.STRIPE_WEBHOOK_SECRET ?? 'whsec_unused' });
  });
  sharedCases(() => adapter);
});

describe('readStripeSettings', () => {
  it('is null without a key, needs a webhook secret with one, and reads STRIPE_API_BASE as host, port and protocol', () => {
    expect(readStripeSettings({})).toBeNull();
    expect(() => readStripeSettings({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(readStripeSettings({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_BASE: 'http://127.0.0.1:4010' })).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      apiBase: { host: '127.0.0.1', port: 4010, protocol: 'http' },
    });
  });
});
