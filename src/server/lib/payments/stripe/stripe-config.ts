/** Stripe settings from the environment (README configuration table). */
export interface StripeSettings {
  /** STRIPE_SECRET_KEY: sk_live_…, sk_test_…, or any key the fake accepts. */
  secretKey: string;
  /** STRIPE_WEBHOOK_SECRET: whsec_… that signs the events Stripe posts to /api/webhooks/stripe. */
  webhookSecret: string;
  /** STRIPE_API_BASE: another API origin (the fake Stripe server); unset = api.stripe.com. */
  apiBase?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** STRIPE_API_BASE as the SDK's host, port and protocol options. */
function parseApiBase(value: string): StripeSettings['apiBase'] {
  const url = new URL(value);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  const port = url.port ? Number(url.port) : protocol === 'http' ? 80 : 443;
  return { host: url.hostname, port, protocol };
}

/**
 * The Stripe settings of `env`, or null when STRIPE_SECRET_KEY is unset: the Stripe processor is
 * then unavailable while manual payments still work.
 * @throws Error when a key is set without STRIPE_WEBHOOK_SECRET (webhooks could not be verified).
 */
export function readStripeSettings(env: NodeJS.ProcessEnv = process.env): StripeSettings | null {
  const secretKey = env.STRIPE_SECRET_KEY?.trim();
  if (!secretKey) return null;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET?.trim();
  if (!webhookSecret) throw new Error('STRIPE_SECRET_KEY is set but STRIPE_WEBHOOK_SECRET is not: webhooks could not be verified.');
  const base = env.STRIPE_API_BASE?.trim();
  return { secretKey, webhookSecret, ...(base ? { apiBase: parseApiBase(base) } : {}) };
}
