import { randomBytes } from 'node:crypto';
import { obj, str, stringRecord, type FormObject, type FormValue } from './stripe-form';

/** A Stripe API error the fake answers: `{"error": {type, message, code, param}}` with `status`. */
export class FakeStripeError extends Error {
  constructor(
    readonly status: number,
    readonly type: 'invalid_request_error' | 'card_error' | 'idempotency_error' | 'api_error',
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }

  /** The JSON body Stripe sends. */
  toBody(): { error: Record<string, string> } {
    return { error: { type: this.type, message: this.message, ...(this.code ? { code: this.code } : {}), ...(this.param ? { param: this.param } : {}) } };
  }
}

/** A JSON object as Stripe answers it. */
export type StripeObject = Record<string, unknown> & { id: string; object: string };

const now = () => Math.floor(Date.now() / 1000);
/** An id with Stripe's prefix: acct_…, cs_test_…, pi_…, ch_…, re_…, evt_…. */
export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

const missing = (kind: string, id: string) => new FakeStripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, 'resource_missing', 'id');
const required = (param: string) => new FakeStripeError(400, 'invalid_request_error', `Missing required param: ${param}.`, 'parameter_missing', param);

/** The requirements of a new, not yet onboarded account. */
const ONBOARDING_DUE = ['business_type', 'external_account', 'tos_acceptance.date', 'tos_acceptance.ip'];

/** Emits a webhook event of `type` about `object` (on a connected account when `account` is given). */
export type Emit = (type: string, object: StripeObject, account?: string) => Promise<void>;

function intParam(form: FormObject | FormValue | undefined, name: string): number {
  const value = typeof form === 'string' ? form : undefined;
  if (value === undefined || !/^\d+$/.test(value)) throw required(name);
  return Number(value);
}

/**
 * The fake's in-memory Stripe: accounts, account and login links, Checkout Sessions, payment intents
 * with manual capture, charges and refunds, with Stripe's state rules and JSON shapes.
 */
export class FakeStripeState {
  readonly accounts = new Map<string, StripeObject>();
  readonly sessions = new Map<string, StripeObject>();
  readonly intents = new Map<string, StripeObject>();
  readonly charges = new Map<string, StripeObject>();
  readonly refunds = new Map<string, StripeObject>();
  /** The names of a session's lines (Stripe lists them under a separate endpoint), for the hosted page. */
  readonly sessionLines = new Map<string, string[]>();
  /** Onboarding link token → {account, return_url, refresh_url}. */
  readonly onboardingLinks = new Map<string, { account: string; returnUrl: string; refreshUrl: string }>();

  constructor(
    private readonly baseUrl: () => string,
    private readonly emit: Emit,
  ) {}

  createAccount(form: FormObject): StripeObject {
    const type = str(form, 'type') ?? 'express';
    const account: StripeObject = {
      id: newId('acct'),
      object: 'account',
      type,
      email: str(form, 'email') ?? null,
      country: str(form, 'country') ?? 'US',
      default_currency: 'usd',
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      capabilities: {},
      metadata: stringRecord(form, 'metadata'),
      requirements: { currently_due: [...ONBOARDING_DUE], eventually_due: [...ONBOARDING_DUE], past_due: [], disabled_reason: 'requirements.past_due' },
      created: now(),
    };
    this.accounts.set(account.id, account);
    return account;
  }

  account(id: string): StripeObject {
    const account = this.accounts.get(id);
    if (!account) throw missing('account', id);
    return account;
  }

  createAccountLink(form: FormObject): StripeObject {
    const account = str(form, 'account');
    if (!account) throw required('account');
    this.account(account);
    const returnUrl = str(form, 'return_url');
    const refreshUrl = str(form, 'refresh_url');
    if (!returnUrl) throw required('return_url');
    const token = randomBytes(12).toString('hex');
    this.onboardingLinks.set(token, { account, returnUrl, refreshUrl: refreshUrl ?? returnUrl });
    return { id: newId('acctlink'), object: 'account_link', url: `${this.baseUrl()}/connect/onboarding/${token}`, created: now(), expires_at: now() + 300 };
  }

  createLoginLink(accountId: string): StripeObject {
    const account = this.account(accountId);
    if (!account.details_submitted) {
      throw new FakeStripeError(400, 'invalid_request_error', 'Cannot create a login link for an account that has not completed onboarding.', 'account_invalid');
    }
    return { id: newId('lael'), object: 'login_link', url: `${this.baseUrl()}/express/${accountId}`, created: now() };
  }

  /** Completes onboarding (the hosted onboarding page's button): charges and details on, nothing due; sends account.updated. */
  async completeOnboarding(accountId: string): Promise<void> {
    const account = this.account(accountId);
    Object.assign(account, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      capabilities: { card_payments: 'active', transfers: 'active' },
      requirements: { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null },
    });
    await this.emit('account.updated', account, accountId);
  }

  createCheckoutSession(form: FormObject): StripeObject {
    const lines = form.line_items;
    if (!Array.isArray(lines) || lines.length === 0) throw required('line_items');
    const amount = lines.reduce<number>((sum, line) => {
      const l = line as FormObject;
      const price = obj(l, 'price_data');
      return sum + intParam(price.unit_amount, 'line_items[0][price_data][unit_amount]') * intParam(l.quantity ?? '1', 'line_items[0][quantity]');
    }, 0);
    const successUrl = str(form, 'success_url');
    if (!successUrl) throw required('success_url');
    const id = newId('cs_test');
    const intentData = obj(form, 'payment_intent_data');
    const session: StripeObject = {
      id,
      object: 'checkout.session',
      mode: str(form, 'mode') ?? 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency: str(obj(lines[0] as FormObject, 'price_data'), 'currency') ?? 'usd',
      metadata: stringRecord(form, 'metadata'),
      payment_intent: null,
      payment_intent_data: {
        capture_method: str(intentData, 'capture_method') ?? 'automatic',
        on_behalf_of: str(intentData, 'on_behalf_of') ?? null,
        transfer_destination: str(obj(intentData, 'transfer_data'), 'destination') ?? null,
        metadata: stringRecord(intentData, 'metadata'),
      },
      success_url: successUrl,
      cancel_url: str(form, 'cancel_url') ?? null,
      url: `${this.baseUrl()}/checkout/${id}`,
      created: now(),
    };
    this.sessions.set(id, session);
    this.sessionLines.set(id, lines.map((line) => str(obj(obj(line as FormObject, 'price_data'), 'product_data'), 'name') ?? ''));
    return session;
  }

  session(id: string): StripeObject {
    const session = this.sessions.get(id);
    if (!session) throw missing('checkout.session', id);
    return session;
  }

  /** Expires an open session (Stripe refuses any other): it can no longer be paid. */
  expireSession(id: string): StripeObject {
    const session = this.session(id);
    if (session.status !== 'open') throw new FakeStripeError(400, 'invalid_request_error', `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`);
    return Object.assign(session, { status: 'expired', url: null });
  }

  intent(id: string): StripeObject {
    const intent = this.intents.get(id);
    if (!intent) throw missing('payment_intent', id);
    return intent;
  }

  /** The payment intent a session pays, created on first use (Stripe creates it when the customer pays). */
  private intentOf(session: StripeObject): StripeObject {
    if (typeof session.payment_intent === 'string') return this.intent(session.payment_intent);
    const data = session.payment_intent_data as { capture_method: string; on_behalf_of: string | null; transfer_destination: string | null; metadata: Record<string, string> };
    const intent: StripeObject = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: session.amount_total,
      amount_capturable: 0,
      amount_received: 0,
      currency: session.currency,
      capture_method: data.capture_method,
      status: 'requires_payment_method',
      on_behalf_of: data.on_behalf_of,
      transfer_data: data.transfer_destination ? { destination: data.transfer_destination } : null,
      metadata: data.metadata,
      latest_charge: null,
      last_payment_error: null,
      created: now(),
    };
    this.intents.set(intent.id, intent);
    session.payment_intent = intent.id;
    return intent;
  }

  /** "Pay" with card 4242…: authorises (manual capture: requires_capture), completes the session, sends its events. */
  async pay(sessionId: string): Promise<StripeObject> {
    const session = this.session(sessionId);
    if (session.status !== 'open') throw new FakeStripeError(400, 'invalid_request_error', 'This Checkout Session is no longer open.');
    const intent = this.intentOf(session);
    const charge: StripeObject = { id: newId('ch'), object: 'charge', amount: intent.amount, amount_captured: 0, amount_refunded: 0, refunded: false, captured: false, paid: true, status: 'succeeded', payment_intent: intent.id, metadata: intent.metadata, currency: intent.currency, created: now() };
    this.charges.set(charge.id, charge);
    const manual = intent.capture_method === 'manual';
    Object.assign(intent, { latest_charge: charge.id, status: manual ? 'requires_capture' : 'succeeded', amount_capturable: manual ? intent.amount : 0, amount_received: manual ? 0 : intent.amount });
    Object.assign(session, { status: 'complete', payment_status: manual ? 'unpaid' : 'paid' });
    if (!manual) Object.assign(charge, { captured: true, amount_captured: charge.amount });
    await this.emit('checkout.session.completed', session);
    await this.emit(manual ? 'payment_intent.amount_capturable_updated' : 'payment_intent.succeeded', intent);
    return session;
  }

  /** "Decline": the card is refused; the intent waits for another payment method; sends payment_intent.payment_failed. */
  async decline(sessionId: string): Promise<StripeObject> {
    const session = this.session(sessionId);
    const intent = this.intentOf(session);
    intent.last_payment_error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
    await this.emit('payment_intent.payment_failed', intent);
    return session;
  }

  async capture(intentId: string, form: FormObject): Promise<StripeObject> {
    const intent = this.intent(intentId);
    if (intent.status !== 'requires_capture') {
      throw new FakeStripeError(400, 'invalid_request_error', `This PaymentIntent could not be captured because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`, 'payment_intent_unexpected_state');
    }
    const capturable = Number(intent.amount_capturable);
    const amount = form.amount_to_capture === undefined ? capturable : intParam(form.amount_to_capture, 'amount_to_capture');
    if (amount > capturable) throw new FakeStripeError(400, 'invalid_request_error', 'The amount to capture is greater than the amount capturable.', 'amount_too_large', 'amount_to_capture');
    Object.assign(intent, { status: 'succeeded', amount_capturable: 0, amount_received: amount });
    const charge = this.charges.get(String(intent.latest_charge));
    if (charge) Object.assign(charge, { captured: true, amount_captured: amount });
    // Stripe sends the event after it answered the call: the caller may still hold its own locks.
    void this.emit('payment_intent.succeeded', intent);
    return intent;
  }

  async refund(form: FormObject): Promise<StripeObject> {
    const intentId = str(form, 'payment_intent');
    if (!intentId) throw required('payment_intent');
    const intent = this.intent(intentId);
    const charge = this.charges.get(String(intent.latest_charge));
    if (intent.status !== 'succeeded' || !charge) {
      throw new FakeStripeError(400, 'invalid_request_error', `This PaymentIntent (${intentId}) does not have a successful charge to refund.`, 'charge_not_refundable');
    }
    const left = Number(charge.amount_captured) - Number(charge.amount_refunded);
    const amount = form.amount === undefined ? left : intParam(form.amount, 'amount');
    if (amount <= 0 || amount > left) throw new FakeStripeError(400, 'invalid_request_error', `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`, 'amount_too_large', 'amount');
    const refund: StripeObject = { id: newId('re'), object: 'refund', amount, charge: charge.id, payment_intent: intentId, currency: intent.currency, status: 'succeeded', metadata: stringRecord(form, 'metadata'), created: now() };
    this.refunds.set(refund.id, refund);
    Object.assign(charge, { amount_refunded: Number(charge.amount_refunded) + amount, refunded: Number(charge.amount_refunded) + amount === charge.amount_captured });
    void this.emit('charge.refunded', charge);
    return refund;
  }
}
