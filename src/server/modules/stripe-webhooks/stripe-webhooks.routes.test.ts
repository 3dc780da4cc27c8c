import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import { sql } from 'drizzle-orm';
import { sqlCount, sqlOne } from '#server/modules/notifications/collab-test-kit';
import type { FakeStripe } from '#server/test/fakes/stripe';
import { fakeStripeWithAdapter, postWebhook } from '#server/test/fakes/stripe-app';
import { createTestServer, type TestServer } from '#server/test/server';
import { PAYMENT_ACCOUNT_MESSAGES as M } from '#shared/lib/payment-account-messages';

let t: TestServer;
let fake: FakeStripe;
let paymentAccountId: number;
const providerId = 'acct_webhooktest1';
let eventSeq = 0;

/** A Stripe event payload as Stripe posts it. */
function eventPayload(type: string, object: Record<string, unknown>): string {
  eventSeq += 1;
  return JSON.stringify({ id: `evt_test_${eventSeq}_${Date.now()}`, object: 'event', type, api_version: '2026-10-28.endive', created: 1, livemode: false, data: { object } });
}
const accountUpdated = (chargesEnabled: boolean, due: string[] = []) =>
  eventPayload('account.updated', {
    id: providerId,
    object: 'account',
    charges_enabled: chargesEnabled,
    details_submitted: chargesEnabled,
    requirements: { currently_due: due, disabled_reason: chargesEnabled ? null : 'requirements.past_due' },
  });
const accountRow = () => sqlOne<{ valid: boolean; reason: string | null; details_needed: string[] }>(t, 'select valid, reason, details_needed from payment_accounts where id = $1', [paymentAccountId]);

beforeAll(async () => {
  const stripe = await fakeStripeWithAdapter();
  fake = stripe.fake;
  t = await createTestServer({ stripe: stripe.adapter });
  const accountId = (await sqlOne<{ account_id: number }>(t, "select account_id from users where email = 'seller@specfolio.test'")).account_id;
  paymentAccountId = (
    await sqlOne<{ id: number }>(
      t,
      `insert into payment_accounts (account_id, label, processor, provider_account_id, valid, reason) values ($1, 'Cards', 'stripe', $2, false, 'pending') returning id`,
      [accountId, providerId],
    )
  ).id;
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});

describe('POST /api/webhooks/stripe', () => {
  it('answers 400 for a missing, bad or stale signature or a changed body, and changes nothing', async () => {
    const payload = accountUpdated(true);
    const events = await sqlCount(t, 'webhook_events');
    for (const signature of [null, 't=1,v1=00', fake.sign(payload, Math.floor(Date.now() / 1000) - 3600)]) {
      const res = await postWebhook(t, fake, payload, signature);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.webhookSignature);
    }
    expect((await postWebhook(t, fake, payload.replace('"charges_enabled":true', '"charges_enabled":false'), fake.sign(payload))).statusCode).toBe(400);
    expect(await sqlCount(t, 'webhook_events')).toBe(events);
    expect(await accountRow()).toMatchObject({ valid: false, reason: 'pending' });
  });

  it('applies account.updated: not valid with the details due, then valid once onboarded', async () => {
    const due = await postWebhook(t, fake, accountUpdated(false, ['external_account']));
    expect(due.statusCode).toBe(200);
    expect(due.json()).toEqual({ received: true, replayed: false });
    expect(await accountRow()).toEqual({ valid: false, reason: M.detailsNeeded(['external_account']), details_needed: ['external_account'] });
    expect((await postWebhook(t, fake, accountUpdated(true))).statusCode).toBe(200);
    expect(await accountRow()).toEqual({ valid: true, reason: null, details_needed: [] });
  });

  it('applies an event once: a replay answers 200 and does nothing', async () => {
    const payload = accountUpdated(false, ['tos_acceptance.date']);
    expect((await postWebhook(t, fake, payload)).json()).toEqual({ received: true, replayed: false });
    await t.database.pool.query("update payment_accounts set valid = true, reason = null where id = $1", [paymentAccountId]);
    const replay = await postWebhook(t, fake, payload);
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ received: true, replayed: true });
    expect(await accountRow()).toMatchObject({ valid: true, reason: null });
    expect(await sqlCount(t, 'webhook_events', 'event_id = $1', [JSON.parse(payload).id])).toBe(1);
  });

  it('dispatches payment events to the registered handlers in the event’s transaction; a failing handler rolls the event back for a retry', async () => {
    const seen: Stripe.Event[] = [];
    let fail = true;
    t.app.paymentWebhooks.register('payment_intent.succeeded', async (tx, event) => {
      seen.push(event);
      await tx.execute(sql`update payment_accounts set label = 'touched by handler' where id = ${paymentAccountId}`);
      if (fail) throw new Error('handler failed');
    });
    const payload = eventPayload('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent', status: 'succeeded', metadata: { paymentId: '9' } });
    expect((await postWebhook(t, fake, payload)).statusCode).toBe(500);
    expect(await sqlCount(t, 'webhook_events', 'event_id = $1', [JSON.parse(payload).id])).toBe(0);
    expect(await sqlCount(t, 'payment_accounts', "label = 'touched by handler'")).toBe(0);
    fail = false;
    expect((await postWebhook(t, fake, payload)).json()).toEqual({ received: true, replayed: false });
    expect(seen.map((e) => [e.type, (e.data.object as { id: string }).id])).toEqual([
      ['payment_intent.succeeded', 'pi_1'],
      ['payment_intent.succeeded', 'pi_1'],
    ]);
    expect(await sqlCount(t, 'payment_accounts', "label = 'touched by handler'")).toBe(1);
    // Types nobody handles are recorded and acknowledged.
    expect((await postWebhook(t, fake, eventPayload('customer.created', { id: 'cus_1', object: 'customer' }))).statusCode).toBe(200);
  });
});

describe('POST /api/webhooks/stripe without Stripe configured', () => {
  it('answers 422 and stores nothing', async () => {
    const plain = await createTestServer();
    try {
      const payload = accountUpdated(true);
      const res = await plain.app.inject({ method: 'POST', url: '/api/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': fake.sign(payload) }, payload });
      expect(res.statusCode).toBe(422);
      expect(await sqlCount(plain, 'webhook_events')).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
