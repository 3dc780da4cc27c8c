import Stripe from 'stripe';
import { readStripeSettings, type StripeSettings } from './stripe-config';
import { mapStripeErrors, toHttpError } from './stripe-errors';

/** A Stripe Connect account as Specfolio reads it. */
export interface ProviderAccount {
  id: string;
  /** charges_enabled && details_submitted: the account can take card payments. */
  valid: boolean;
  /** Why it cannot (requirements.disabled_reason, or "onboarding incomplete"), null when valid. */
  disabledReason: string | null;
  /** requirements.currently_due. */
  currentlyDue: string[];
}

/**
 * What a Checkout Session of one payment needs: an invoice payment (a destination charge to the
 * seller's connected account, authorised now and captured later) or a Specmarket order (the
 * platform's own charge, captured at once).
 */
export interface CheckoutInput {
  amountCents: number;
  currency?: string;
  /** Shown on the hosted page's only line: 'Invoice INV-1001', 'Order SM-1001'. */
  lineName: string;
  /** The connected account (acct_…) the money goes to; unset = the platform's own charge. */
  connectedAccountId?: string;
  /** 'manual' (default): authorised, captured by a later call; 'automatic': charged at once. */
  captureMethod?: 'manual' | 'automatic';
  successUrl: string;
  cancelUrl: string;
  /** On the session and its payment intent: the webhook handlers find their record by it. */
  metadata: Record<string, number | string>;
}

/** A created Checkout Session. */
export interface CheckoutSession {
  id: string;
  url: string;
  /** Null until the session completes (Stripe creates the payment intent then). */
  paymentIntentId: string | null;
}

/** A Checkout Session as Specfolio reads it later: its hosted url only while it is open. */
export interface CheckoutSessionState {
  id: string;
  status: Stripe.Checkout.Session.Status;
  url: string | null;
}

/** A payment intent as Specfolio reads it. */
export interface ProviderPaymentIntent {
  id: string;
  status: Stripe.PaymentIntent.Status;
  amountCents: number;
  amountCapturableCents: number;
  amountReceivedCents: number;
  metadata: Record<string, string>;
}

/** A created refund. */
export interface ProviderRefund {
  id: string;
  status: string | null;
  amountCents: number;
  paymentIntentId: string | null;
}

/** Where Stripe sends the seller during and after onboarding. */
export interface OnboardingUrls {
  refreshUrl: string;
  returnUrl: string;
}

/**
 * The Stripe processor (docs/decisions/049): every call Specfolio makes, through the official SDK.
 * Each mutating call takes an idempotency key derived from Specfolio's own ids or keys, and every
 * failure reaches the caller as the API's error (stripe-errors.ts).
 */
export interface StripeAdapter {
  createConnectedAccount(input: { email?: string; country?: string }, idempotencyKey: string): Promise<ProviderAccount>;
  retrieveAccount(accountId: string): Promise<ProviderAccount>;
  createOnboardingLink(accountId: string, urls: OnboardingUrls, idempotencyKey: string): Promise<string>;
  createDashboardLink(accountId: string, idempotencyKey: string): Promise<string>;
  createCheckoutSession(input: CheckoutInput, idempotencyKey: string): Promise<CheckoutSession>;
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionState>;
  /** Expires an open Checkout Session so that it can no longer be paid. */
  expireCheckoutSession(sessionId: string, idempotencyKey: string): Promise<CheckoutSessionState>;
  retrievePaymentIntent(paymentIntentId: string): Promise<ProviderPaymentIntent>;
  capturePaymentIntent(paymentIntentId: string, idempotencyKey: string, amountCents?: number): Promise<ProviderPaymentIntent>;
  createRefund(input: { paymentIntentId: string; amountCents?: number }, idempotencyKey: string): Promise<ProviderRefund>;
  /**
   * The event a webhook request carries, verified with STRIPE_WEBHOOK_SECRET.
   * @throws ValidationError (400) for a missing or bad signature.
   */
  verifyWebhook(rawBody: Buffer | string, signature: string | undefined): Stripe.Event;
}

/** A Stripe account as Specfolio reads it. */
export function toProviderAccount(account: Stripe.Account): ProviderAccount {
  const valid = Boolean(account.charges_enabled && account.details_submitted);
  const currentlyDue = account.requirements?.currently_due ?? [];
  const disabledReason = valid ? null : (account.requirements?.disabled_reason ?? null);
  return { id: account.id, valid, disabledReason, currentlyDue };
}

/** A payment intent as Specfolio reads it. */
export function toProviderPaymentIntent(intent: Stripe.PaymentIntent): ProviderPaymentIntent {
  return {
    id: intent.id,
    status: intent.status,
    amountCents: intent.amount,
    amountCapturableCents: intent.amount_capturable,
    amountReceivedCents: intent.amount_received,
    metadata: { ...intent.metadata },
  };
}

/** The id of a Stripe field that holds an id or, when expanded, the object (null when unset). */
export function idOf(value: string | { id: string } | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'string' ? value : value.id;
}

/** A Checkout Session's state (a session Stripe reports without a status counts as open). */
function toSessionState(session: Stripe.Checkout.Session): CheckoutSessionState {
  const status = session.status ?? 'open';
  return { id: session.id, status, url: status === 'open' ? session.url : null };
}

/** The SDK client for `settings`: the fake's host/port/protocol when STRIPE_API_BASE is set. */
function sdkClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'Specfolio' },
    ...(settings.apiBase ?? {}),
  });
}

/** The Checkout Session parameters of one payment: one line; a destination charge when a connected account is given. */
function checkoutParams(input: CheckoutInput): Stripe.Checkout.SessionCreateParams {
  const metadata = Object.fromEntries(Object.entries(input.metadata).map(([key, value]) => [key, String(value)]));
  const destination = input.connectedAccountId;
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: { currency: input.currency ?? 'usd', unit_amount: input.amountCents, product_data: { name: input.lineName } },
      },
    ],
    payment_intent_data: {
      capture_method: input.captureMethod ?? 'manual',
      ...(destination ? { on_behalf_of: destination, transfer_data: { destination } } : {}),
      metadata,
    },
    metadata,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
  };
}

/** The Stripe adapter over the official SDK, configured by `settings`. */
export function createStripeAdapter(settings: StripeSettings): StripeAdapter {
  const stripe = sdkClient(settings);
  return {
    createConnectedAccount: (input, idempotencyKey) =>
      mapStripeErrors(async () => {
        const params: Stripe.AccountCreateParams = {
          type: 'express',
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          ...(input.email ? { email: input.email } : {}),
          ...(input.country ? { country: input.country } : {}),
        };
        return toProviderAccount(await stripe.accounts.create(params, { idempotencyKey }));
      }),
    retrieveAccount: (accountId) => mapStripeErrors(async () => toProviderAccount(await stripe.accounts.retrieve(accountId))),
    createOnboardingLink: (accountId, urls, idempotencyKey) =>
      mapStripeErrors(async () => {
        const params = { account: accountId, type: 'account_onboarding' as const, refresh_url: urls.refreshUrl, return_url: urls.returnUrl };
        return (await stripe.accountLinks.create(params, { idempotencyKey })).url;
      }),
    createDashboardLink: (accountId, idempotencyKey) =>
      mapStripeErrors(async () => (await stripe.accounts.createLoginLink(accountId, {}, { idempotencyKey })).url),
    createCheckoutSession: (input, idempotencyKey) =>
      mapStripeErrors(async () => {
        const session = await stripe.checkout.sessions.create(checkoutParams(input), { idempotencyKey });
        if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a url`);
        return { id: session.id, url: session.url, paymentIntentId: idOf(session.payment_intent) };
      }),
    retrieveCheckoutSession: (sessionId) => mapStripeErrors(async () => toSessionState(await stripe.checkout.sessions.retrieve(sessionId))),
    expireCheckoutSession: (sessionId, idempotencyKey) =>
      mapStripeErrors(async () => toSessionState(await stripe.checkout.sessions.expire(sessionId, {}, { idempotencyKey }))),
    retrievePaymentIntent: (paymentIntentId) =>
      mapStripeErrors(async () => toProviderPaymentIntent(await stripe.paymentIntents.retrieve(paymentIntentId))),
    capturePaymentIntent: (paymentIntentId, idempotencyKey, amountCents) =>
      mapStripeErrors(async () => {
        const params = amountCents === undefined ? {} : { amount_to_capture: amountCents };
        return toProviderPaymentIntent(await stripe.paymentIntents.capture(paymentIntentId, params, { idempotencyKey }));
      }),
    createRefund: (input, idempotencyKey) =>
      mapStripeErrors(async () => {
        const params = { payment_intent: input.paymentIntentId, ...(input.amountCents === undefined ? {} : { amount: input.amountCents }) };
        const refund = await stripe.refunds.create(params, { idempotencyKey });
        return { id: refund.id, status: refund.status, amountCents: refund.amount, paymentIntentId: idOf(refund.payment_intent) };
      }),
    verifyWebhook(rawBody, signature) {
      try {
        return Stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
      } catch (err) {
        throw toHttpError(err);
      }
    },
  };
}

/** The Stripe adapter of the environment's settings (stripe-config.ts), or null when STRIPE_SECRET_KEY is unset. */
export function stripeAdapterFromEnv(env: NodeJS.ProcessEnv = process.env): StripeAdapter | null {
  const settings = readStripeSettings(env);
  return settings ? createStripeAdapter(settings) : null;
}
