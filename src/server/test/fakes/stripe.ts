import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseStripeForm, type FormObject } from './stripe-form';
import { checkoutPage, dashboardPage, notFoundPage, onboardingPage } from './stripe-pages';
import { FakeStripeError, FakeStripeState, newId, type StripeObject } from './stripe-state';

/** Options of the fake Stripe server. */
export interface FakeStripeOptions {
  /** Signs the webhooks (STRIPE_WEBHOOK_SECRET of the app under test). */
  webhookSecret: string;
  /** Where events are POSTed (the app's /api/webhooks/stripe); none = events are only recorded. */
  webhookUrl?: string;
  /** Port to listen on; 0 (default) = a free one. */
  port?: number;
}

/** An event the fake sent, and how its delivery went. */
export interface SentEvent {
  event: StripeObject & { type: string };
  /** HTTP status the webhook target answered; null when none is set or it could not be reached. */
  deliveredStatus: number | null;
}

/** A running fake Stripe. */
export interface FakeStripe {
  /** http://127.0.0.1:<port>: STRIPE_API_BASE of the app under test. */
  url: string;
  state: FakeStripeState;
  events: SentEvent[];
  setWebhookUrl(url: string | undefined): void;
  /** Resolves once every event sent so far was delivered (or failed to be). */
  settled(): Promise<void>;
  /** The Stripe-Signature header Stripe would send for `payload`. */
  sign(payload: string, timestamp?: number): string;
  stop(): Promise<void>;
}

/** An API route: method, path pattern and handler of the parsed form and path parameters. */
type ApiRoute = [method: string, pattern: RegExp, handler: (form: FormObject, params: string[]) => StripeObject | Promise<StripeObject>];

function apiRoutes(state: FakeStripeState): ApiRoute[] {
  return [
    ['POST', /^\/v1\/accounts$/, (form) => state.createAccount(form)],
    ['GET', /^\/v1\/accounts\/([^/]+)$/, (_f, [id]) => state.account(id ?? '')],
    ['POST', /^\/v1\/accounts\/([^/]+)\/login_links$/, (_f, [id]) => state.createLoginLink(id ?? '')],
    ['POST', /^\/v1\/account_links$/, (form) => state.createAccountLink(form)],
    ['POST', /^\/v1\/checkout\/sessions$/, (form) => state.createCheckoutSession(form)],
    ['GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (_f, [id]) => state.session(id ?? '')],
    ['POST', /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, (_f, [id]) => state.expireSession(id ?? '')],
    ['GET', /^\/v1\/payment_intents\/([^/]+)$/, (_f, [id]) => state.intent(id ?? '')],
    ['POST', /^\/v1\/payment_intents\/([^/]+)\/capture$/, (form, [id]) => state.capture(id ?? '', form)],
    ['POST', /^\/v1\/refunds$/, (form) => state.refund(form)],
  ];
}

/** Stored answers by Idempotency-Key: the request they answered and the answer. */
type IdempotencyStore = Map<string, { fingerprint: string; status: number; body: string }>;

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req'), ...headers });
  res.end(body);
}

function html(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  res.end(body);
}

function redirect(res: ServerResponse, url: string): void {
  res.writeHead(303, { location: url });
  res.end();
}

/** Stripe's success_url placeholder. */
const withSessionId = (url: string, id: string) => url.replace('{CHECKOUT_SESSION_ID}', id);

/**
 * A fake Stripe API on loopback, built from Stripe's documented contract (docs/decisions/049):
 * only the calls Specfolio makes, form-encoded requests, Stripe's JSON objects and errors,
 * Idempotency-Key replay (same key and parameters → the stored answer; other parameters → 400
 * idempotency_error), hosted Checkout and onboarding pages, and webhooks signed the way Stripe
 * signs them (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")`).
 */
export async function startFakeStripe(options: FakeStripeOptions): Promise<FakeStripe> {
  let webhookUrl = options.webhookUrl;
  let baseUrl = '';
  const events: SentEvent[] = [];
  const deliveries = new Set<Promise<void>>();
  const sign = (payload: string, timestamp = Math.floor(Date.now() / 1000)) =>
    `t=${timestamp},v1=${createHmac('sha256', options.webhookSecret).update(`${timestamp}.${payload}`).digest('hex')}`;

  const emit = async (type: string, object: StripeObject, account?: string) => {
    const event = { id: newId('evt'), object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object: structuredClone(object) }, ...(account ? { account } : {}) };
    const sent: SentEvent = { event, deliveredStatus: null };
    events.push(sent);
    if (!webhookUrl) return;
    const delivery = deliver(webhookUrl, JSON.stringify(event), sign, sent);
    deliveries.add(delivery);
    await delivery.finally(() => deliveries.delete(delivery));
  };

  const state = new FakeStripeState(() => baseUrl, emit);
  const routes = apiRoutes(state);
  const idempotency: IdempotencyStore = new Map();

  const api = async (req: IncomingMessage, res: ServerResponse, path: string, body: string) => {
    if (!/^Bearer \S+/.test(req.headers.authorization ?? '')) {
      send(res, 401, JSON.stringify({ error: { type: 'invalid_request_error', message: 'You did not provide an API key.' } }));
      return;
    }
    const method = req.method ?? 'GET';
    const key = method === 'POST' ? (req.headers['idempotency-key'] as string | undefined) : undefined;
    const fingerprint = `${method} ${path} ${body}`;
    const stored = key ? idempotency.get(key) : undefined;
    if (stored && stored.fingerprint !== fingerprint) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`;
      send(res, 400, JSON.stringify({ error: { type: 'idempotency_error', message } }));
      return;
    }
    if (stored) {
      send(res, stored.status, stored.body, { 'idempotent-replayed': 'true' });
      return;
    }
    const answer = await answerApi(routes, method, path, body);
    if (key) idempotency.set(key, { fingerprint, ...answer });
    send(res, answer.status, answer.body);
  };

  const hosted = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const post = req.method === 'POST';
    const checkout = /^\/checkout\/([^/]+)(?:\/(pay|decline))?$/.exec(path);
    if (checkout) {
      const session = state.sessions.get(checkout[1] ?? '');
      if (!session) return html(res, 404, notFoundPage());
      if (!post) return html(res, 200, checkoutPage(session, state.sessionLines.get(session.id) ?? []));
      if (checkout[2] === 'pay') {
        await state.pay(session.id);
        return redirect(res, withSessionId(String(session.success_url), session.id));
      }
      await state.decline(session.id);
      return redirect(res, withSessionId(String(session.cancel_url ?? session.success_url), session.id));
    }
    const onboarding = /^\/connect\/onboarding\/([^/]+)$/.exec(path);
    const link = onboarding ? state.onboardingLinks.get(onboarding[1] ?? '') : undefined;
    if (onboarding && link) {
      if (!post) return html(res, 200, onboardingPage(onboarding[1] ?? '', link.account));
      await state.completeOnboarding(link.account);
      state.onboardingLinks.delete(onboarding[1] ?? '');
      return redirect(res, link.returnUrl);
    }
    const dashboard = /^\/express\/([^/]+)$/.exec(path);
    if (dashboard && state.accounts.has(dashboard[1] ?? '')) return html(res, 200, dashboardPage(dashboard[1] ?? ''));
    return html(res, 404, notFoundPage());
  };

  const server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://fake').pathname;
      const body = await readBody(req);
      if (path.startsWith('/v1/')) await api(req, res, path, body);
      else await hosted(req, res, path);
    })().catch((err: unknown) => {
      const status = err instanceof FakeStripeError ? err.status : 500;
      if (!res.headersSent) html(res, status, `<p>${String(err instanceof Error ? err.message : err)}</p>`);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: baseUrl,
    state,
    events,
    sign,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    settled: async () => {
      await Promise.all([...deliveries]);
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** POSTs one event to the webhook target, signed; records the answer's status. */
async function deliver(url: string, payload: string, sign: (payload: string) => string, sent: SentEvent): Promise<void> {
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': sign(payload) }, body: payload });
    sent.deliveredStatus = res.status;
  } catch {
    sent.deliveredStatus = null;
  }
}

/** Runs the matching API route; Stripe's errors become their JSON answers. */
async function answerApi(routes: ApiRoute[], method: string, path: string, body: string): Promise<{ status: number; body: string }> {
  const form = parseStripeForm(body);
  for (const [m, pattern, handler] of routes) {
    const match = m === method ? pattern.exec(path) : null;
    if (!match) continue;
    try {
      return { status: 200, body: JSON.stringify(await handler(form, match.slice(1).map((p) => decodeURIComponent(p)))) };
    } catch (err) {
      if (err instanceof FakeStripeError) return { status: err.status, body: JSON.stringify(err.toBody()) };
      throw err;
    }
  }
  return { status: 404, body: JSON.stringify(new FakeStripeError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${path}).`).toBody()) };
}

/** A random webhook secret in Stripe's format. */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('hex')}`;
