import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeAdapter } from '#server/lib/payments/stripe/stripe-adapter';
import { bearer, specbookNamed, sqlCount, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import type { FakeStripe } from '#server/test/fakes/stripe';
import { fakeStripeWithAdapter, forwardEvents } from '#server/test/fakes/stripe-app';
import { createTestServer, type TestServer } from '#server/test/server';
import { PAYMENT_ACCOUNT_MESSAGES as M } from '#shared/lib/payment-account-messages';

let t: TestServer;
let fake: FakeStripe;
let seller: string;
let other: string;
let sellerId: number;
let otherId: number;
let viewer: string;

type Method = 'GET' | 'POST' | 'DELETE';
const call = (server: TestServer, method: Method, user: number, token: string | null, suffix = '', payload?: object) =>
  server.app.inject({ method, url: `/api/v4/user/${user}/paymentaccount${suffix}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const create = (PaymentAccount: Record<string, unknown>, token: string | null = seller, user = sellerId, server = t) =>
  call(server, 'POST', user, token, '', { createPaymentAccountRequest: { PaymentAccount } });
const list = (token: string | null = seller, user = sellerId, server = t) => call(server, 'GET', user, token);
const countRows = (server = t) => sqlCount(server, 'payment_accounts');

/** An e-Specbook viewer session of a Lakeside specbook (a team member's link exchanged). */
async function viewerToken(): Promise<string> {
  const sb = await specbookNamed(t, 'Johnson Powder Room');
  const member = await t.app.inject({
    method: 'POST',
    url: `/api/v4/user/${sellerId}/specbook/${sb.id}/team`,
    headers: bearer(seller),
    payload: { createTeamMemberRequest: { TeamMember: { name: 'Ellen Client', emailAddress: 'ellen.payments@example.com' } } },
  });
  const token = new URL(member.json().data.links.especbook).searchParams.get('token');
  return (await t.app.inject({ method: 'POST', url: '/api/v1/auth/especbooks', payload: { token, specbookId: sb.id } })).json().data;
}

beforeAll(async () => {
  const stripe = await fakeStripeWithAdapter();
  fake = stripe.fake;
  t = await createTestServer({ stripe: stripe.adapter, publicUrl: 'http://specfolio.test' });
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  viewer = await viewerToken();
  await t.database.pool.query('delete from payment_accounts');
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

describe('POST {u}/paymentaccount', () => {
  it('adds a manual account, valid at once and without provider links', async () => {
    const res = await create({ type: 'merchant', processor: 'manual', label: '  Showroom payments ' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(Number),
      type: 'merchant',
      label: 'Showroom payments',
      processor: 'manual',
      status: { valid: true, reason: null, url: null },
      links: { manage: null },
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it('adds a Stripe account through Connect: not valid yet, with the reason and a fresh onboarding link', async () => {
    const res = await create({ processor: 'stripe', label: 'Card payments' });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toMatchObject({ type: 'merchant', processor: 'stripe', status: { valid: false, reason: expect.stringContaining('Stripe needs more details: business_type') } });
    expect(data.status.url).toMatch(new RegExp(`^${fake.url}/connect/onboarding/`));
    const row = await sqlOne<{ provider_account_id: string }>(t, 'select provider_account_id from payment_accounts where id = $1', [data.id]);
    expect(fake.state.account(row.provider_account_id)).toMatchObject({ type: 'express', email: 'seller@specfolio.test' });
  });

  it('answers 400 with the message for a bad body and creates nothing', async () => {
    const before = await countRows();
    const cases: [Record<string, unknown> | null, string][] = [
      [{ processor: 'manual', label: '' }, M.labelRequired],
      [{ processor: 'manual' }, M.labelRequired],
      [{ processor: 'manual', label: 'x'.repeat(81) }, M.labelTooLong],
      [{ processor: 'paypal', label: 'Other' }, M.processorInvalid],
      [{ type: 'platform', processor: 'manual', label: 'Other' }, M.typeInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await create(body ?? {});
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await call(t, 'POST', sellerId, seller, '', { PaymentAccount: { processor: 'manual', label: 'x' } })).statusCode).toBe(400);
    expect(await countRows()).toBe(before);
  });

  it("answers 401 without a token, 404 under another account's user, 404 for an e-Specbook viewer (outside its specbook)", async () => {
    const before = await countRows();
    expect((await create({ processor: 'manual', label: 'Nope' }, null)).statusCode).toBe(401);
    expect((await create({ processor: 'manual', label: 'Nope' }, seller, otherId)).statusCode).toBe(404);
    expect((await create({ processor: 'manual', label: 'Nope' }, viewer)).statusCode).toBe(404);
    expect(await countRows()).toBe(before);
  });
});

describe('GET {u}/paymentaccount', () => {
  it('lists the account’s own accounts newest first and says Stripe is available', async () => {
    await create({ processor: 'manual', label: 'Harbor counter' }, other, otherId);
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((a: { label: string }) => a.label)).toEqual(['Card payments', 'Showroom payments']);
    expect(res.json().meta).toEqual({ processors: { stripe: { available: true }, manual: { available: true } } });
  });

  it('follows onboarding: account.updated makes the Stripe account valid and offers Manage instead of Resume', async () => {
    const before = (await list()).json().data.find((a: { processor: string }) => a.processor === 'stripe');
    const resume = await fetch(before.status.url, { method: 'POST', redirect: 'manual' });
    expect(resume.headers.get('location')).toBe('http://specfolio.test/v4/payments?onboarding=done');
    await forwardEvents(t, fake);
    const after = (await list()).json().data.find((a: { id: number }) => a.id === before.id);
    expect(after.status).toEqual({ valid: true, reason: null, url: null });
    expect(after.links.manage).toMatch(new RegExp(`^${fake.url}/express/acct_`));
  });

  it("answers 401 without a token, 404 under another account's user, 404 for an e-Specbook viewer (outside its specbook)", async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await list(seller, otherId)).statusCode).toBe(404);
    expect((await list(viewer)).statusCode).toBe(404);
  });
});

describe('DELETE {u}/paymentaccount/{id}', () => {
  it("answers 401, 404 for another account's id, a missing or malformed one, 404 for an e-Specbook viewer, and removes the caller's", async () => {
    const mine = (await create({ processor: 'manual', label: 'To remove' })).json().data.id as number;
    const theirs = (await list(other, otherId)).json().data[0].id as number;
    expect((await call(t, 'DELETE', sellerId, null, `/${mine}`)).statusCode).toBe(401);
    expect((await call(t, 'DELETE', sellerId, seller, `/${theirs}`)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', otherId, seller, `/${mine}`)).statusCode).toBe(404);
    expect((await call(t, 'DELETE', sellerId, seller, '/999999')).statusCode).toBe(404);
    expect((await call(t, 'DELETE', sellerId, seller, '/abc')).statusCode).toBe(404);
    expect((await call(t, 'DELETE', sellerId, viewer, `/${mine}`)).statusCode).toBe(404);
    const res = await call(t, 'DELETE', sellerId, seller, `/${mine}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id: mine });
    expect(await sqlCount(t, 'payment_accounts', 'id = any($1)', [[mine, theirs]])).toBe(1);
  });
});

describe('without a reachable Stripe', () => {
  it('says Stripe is unavailable when not configured (422 on a Stripe create), while manual accounts work', async () => {
    const plain = await createTestServer();
    try {
      const token = await plain.login('seller@specfolio.test');
      const before = await countRows(plain);
      const res = await create({ processor: 'stripe', label: 'Cards' }, token, sellerId, plain);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(M.stripeUnavailable);
      expect(await countRows(plain)).toBe(before);
      expect((await list(token, sellerId, plain)).json().meta.processors.stripe).toEqual({ available: false });
      expect((await create({ processor: 'manual', label: 'Cash' }, token, sellerId, plain)).statusCode).toBe(201);
    } finally {
      await plain.close();
    }
  });

  it('answers 502 and keeps nothing when Stripe cannot be reached', async () => {
    const down = createStripeAdapter({ secretKey: 'sk_test_fake', webhookSecret: 'whsec_x', apiBase: { host: '127.0.0.1', port: 9, protocol: 'http' } });
    const server = await createTestServer({ stripe: down });
    try {
      const token = await server.login('seller@specfolio.test');
      const before = await countRows(server);
      const res = await create({ processor: 'stripe', label: 'Cards' }, token, sellerId, server);
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe(M.providerUnreachable);
      expect(await countRows(server)).toBe(before);
    } finally {
      await server.close();
    }
  });
});
