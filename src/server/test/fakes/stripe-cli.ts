/**
 * The fake Stripe as a process, for end-to-end runs (e2e/support/server.mjs starts it beside the
 * app): FAKE_STRIPE_WEBHOOK_SECRET signs the events POSTed to FAKE_STRIPE_WEBHOOK_URL;
 * FAKE_STRIPE_PORT (default: a free port). Prints `[fake-stripe] listening at <url>` when ready
 * and stops on SIGTERM or SIGINT.
 */
import { startFakeStripe } from './stripe';

const webhookSecret = process.env.FAKE_STRIPE_WEBHOOK_SECRET;
if (!webhookSecret) throw new Error('FAKE_STRIPE_WEBHOOK_SECRET is required');
const fake = await startFakeStripe({
  webhookSecret,
  webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL || undefined,
  port: Number(process.env.FAKE_STRIPE_PORT || 0),
});
console.log(`[fake-stripe] listening at ${fake.url}`);
const stop = () => void fake.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
