import type { paymentAccounts } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import type { TPaymentAccount } from '#shared/schemas/payment-account';
import type { StripeAdapter } from '#server/lib/payments/stripe/stripe-adapter';

type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

/** What the payment account services need besides the request context. */
export interface PaymentAccountDeps {
  /** The Stripe processor; null when STRIPE_SECRET_KEY is unset. */
  stripe: StripeAdapter | null;
  /** The origin onboarding sends the seller back to (PUBLIC_URL or the request's). */
  origin: string;
}

/** One minute: reads within it reuse the same provider link (Stripe's links last a few minutes). */
const LINK_WINDOW_MS = 60_000;

/**
 * The account with the provider's fresh links: an invalid Stripe account gets an onboarding link
 * (`status.url`, 'Resume'), a valid one a dashboard login link (`links.manage`, 'Manage'). A
 * provider that cannot answer leaves the link null (logged) rather than failing the whole list.
 */
export async function withProviderLinks(
  ctx: ServiceContext,
  row: PaymentAccountRow,
  account: TPaymentAccount,
  deps: PaymentAccountDeps,
): Promise<TPaymentAccount> {
  const stripe = deps.stripe;
  const providerId = row.providerAccountId;
  if (row.processor !== 'stripe' || !stripe || !providerId) return account;
  const key = `specfolio-payment-account-${row.id}-${row.valid ? 'login' : 'onboarding'}-${Math.floor(Date.now() / LINK_WINDOW_MS)}`;
  const back = `${deps.origin}/v4/payments`;
  try {
    if (row.valid) return { ...account, links: { manage: await stripe.createDashboardLink(providerId, key) } };
    const url = await stripe.createOnboardingLink(providerId, { refreshUrl: `${back}?onboarding=refresh`, returnUrl: `${back}?onboarding=done` }, key);
    return { ...account, status: { ...account.status, url } };
  } catch (err) {
    ctx.log.warn({ err, paymentAccountId: row.id }, 'payment account: the provider link could not be created');
    return account;
  }
}
