import { createStripeAdapter, type StripeAdapter } from '#server/lib/payments/stripe/stripe-adapter';
import type { TestServer } from '#server/test/server';
import { newWebhookSecret, startFakeStripe, type FakeStripe } from './stripe';

/** A fake Stripe and the adapter of an app under test that talks to it (same webhook secret). */
export async function fakeStripeWithAdapter(): Promise<{ fake: FakeStripe; adapter: StripeAdapter }> {
  const webhookSecret = newWebhookSecret();
  const fake = await startFakeStripe({ webhookSecret });
  const apiBase = { host: '127.0.0.1', port: Number(new URL(fake.url).port), protocol: 'http' as const };
  return { fake, adapter: createStripeAdapter({ secretKey: 'sk_test_fake', webhookSecret, apiBase }) };
}

/**
 * Posts a payload to the app's Stripe webhook (app.inject: a test app has no port), signed by the
 * fake unless `signature` is given.
 */
export function postWebhook(t: TestServer, fake: FakeStripe, payload: string, signature: string | null = fake.sign(payload)) {
  return t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...(signature === null ? {} : { 'stripe-signature': signature }) },
    payload,
  });
}

/** Delivers to the app every event the fake recorded since `from` (its index); answers the new index. */
export async function forwardEvents(t: TestServer, fake: FakeStripe, from = 0): Promise<number> {
  for (const sent of fake.events.slice(from)) {
    const res = await postWebhook(t, fake, JSON.stringify(sent.event));
    sent.deliveredStatus = res.statusCode;
  }
  return fake.events.length;
}
