import { and, desc, eq, sql } from 'drizzle-orm';
import { paymentAccounts } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError, UnprocessableError } from '#server/lib/http/errors';
import type { ProviderAccount } from '#server/lib/payments/stripe/stripe-adapter';
import type { Tx } from '#server/db/client';
import { pathUser, rowId } from '#server/modules/notifications/scope';
import { PAYMENT_ACCOUNT_MESSAGES as M } from '#shared/lib/payment-account-messages';
import type { TPaymentAccount, TPaymentAccountCreate, TPaymentAccountList } from '#shared/schemas/payment-account';
import { withProviderLinks, type PaymentAccountDeps } from './provider-links';

type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

/** The reason an account is not valid, as the page shows it; null when it is. */
export function reasonOf(account: ProviderAccount): string | null {
  if (account.valid) return null;
  return account.currentlyDue.length > 0 ? M.detailsNeeded(account.currentlyDue) : M.onboardingIncomplete;
}

/** A row as the API answers it, before the provider's links are added. */
export function toPaymentAccount(row: PaymentAccountRow): TPaymentAccount {
  return {
    id: row.id,
    // 'merchant' is the only type (spec §3).
    type: 'merchant',
    label: row.label,
    processor: row.processor === 'stripe' ? 'stripe' : 'manual',
    status: { valid: row.valid, reason: row.reason, url: null },
    links: { manage: null },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The payment accounts of the path user's account, newest first, with fresh provider links, and
 * which processors can be added (GET {u}/paymentaccount).
 */
export async function listPaymentAccounts(ctx: ServiceContext, userIdParam: string, deps: PaymentAccountDeps): Promise<TPaymentAccountList> {
  const owner = await pathUser(ctx, userIdParam);
  const rows = await ctx.db.select().from(paymentAccounts).where(eq(paymentAccounts.accountId, owner.accountId)).orderBy(desc(paymentAccounts.id));
  const data = await Promise.all(rows.map((row) => withProviderLinks(ctx, row, toPaymentAccount(row), deps)));
  return { data, meta: { processors: { stripe: { available: deps.stripe !== null }, manual: { available: true } } } };
}

/**
 * Adds a payment account (POST {u}/paymentaccount). 'manual' is valid at once; 'stripe' creates a
 * Connect account through the adapter (idempotency key from the new row's id) in the same
 * transaction, so that a refused or unreachable Stripe leaves nothing behind.
 * @throws UnprocessableError when Stripe is not configured on this server.
 */
export async function createPaymentAccount(
  ctx: ServiceContext,
  userIdParam: string,
  input: TPaymentAccountCreate,
  deps: PaymentAccountDeps,
): Promise<TPaymentAccount> {
  const owner = await pathUser(ctx, userIdParam);
  const stripe = deps.stripe;
  if (input.processor === 'stripe' && !stripe) throw new UnprocessableError(M.stripeUnavailable);
  const row = await ctx.db.transaction(async (tx) => {
    const manual = input.processor === 'manual';
    const [created] = await tx
      .insert(paymentAccounts)
      .values({ accountId: owner.accountId, type: input.type, label: input.label, processor: input.processor, valid: manual })
      .returning();
    if (!created || manual || !stripe) return created;
    const provider = await stripe.createConnectedAccount({ email: ctx.user.email }, `specfolio-payment-account-${created.id}`);
    const [linked] = await tx
      .update(paymentAccounts)
      .set({ providerAccountId: provider.id, valid: provider.valid, reason: reasonOf(provider), detailsNeeded: provider.currentlyDue })
      .where(eq(paymentAccounts.id, created.id))
      .returning();
    return linked;
  });
  if (!row) throw new Error('payment account insert returned no row');
  return withProviderLinks(ctx, row, toPaymentAccount(row), deps);
}

/**
 * Removes a payment account of the caller's account (DELETE {u}/paymentaccount/{id}). The Stripe
 * account itself stays with Stripe (its owner closes it from the dashboard).
 * @throws NotFoundError for a missing id or another account's.
 */
export async function deletePaymentAccount(ctx: ServiceContext, userIdParam: string, idParam: string): Promise<{ id: number }> {
  const owner = await pathUser(ctx, userIdParam);
  const id = rowId(idParam);
  const [row] = await ctx.db
    .delete(paymentAccounts)
    .where(and(eq(paymentAccounts.id, id), eq(paymentAccounts.accountId, owner.accountId)))
    .returning({ id: paymentAccounts.id });
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * Applies a provider's account.updated (webhook): valid = charges_enabled && details_submitted,
 * the reason and the details still due. Answers how many payment accounts it changed (0 for an
 * account Specfolio does not know).
 */
export async function applyProviderAccountUpdate(tx: Tx, account: ProviderAccount): Promise<number> {
  const changed = await tx
    .update(paymentAccounts)
    .set({ valid: account.valid, reason: reasonOf(account), detailsNeeded: account.currentlyDue, updatedAt: sql`now()` })
    .where(and(eq(paymentAccounts.processor, 'stripe'), eq(paymentAccounts.providerAccountId, account.id)))
    .returning({ id: paymentAccounts.id });
  return changed.length;
}
