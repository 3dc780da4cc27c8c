import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { invoicePayments, paymentAccounts } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ConflictError, NotFoundError, UnprocessableError } from '#server/lib/http/errors';
import type { StripeAdapter } from '#server/lib/payments/stripe/stripe-adapter';
import { balanceDueCents } from '#shared/lib/invoice-money';
import { INVOICE_MESSAGES as M } from '#shared/lib/invoice-messages';
import { fromCents, toCents } from '#shared/lib/money';
import type { TCardCheckout } from '#shared/schemas/invoice';
import type { Tx } from '#server/db/client';
import { requireInvoice, requireInvoicing } from './invoice-access';

/** What a card checkout needs beyond the context. */
export interface CheckoutDeps {
  stripe: StripeAdapter | null;
  /** The origin of the links Stripe sends the payer back to (PUBLIC_URL, else the request's). */
  origin: string;
}

/** The account's oldest valid Stripe payment account, where card payments of its invoices go (null without one). */
async function validCardAccount(db: Pick<Tx, 'select'>, accountId: number): Promise<{ id: number; providerAccountId: string } | null> {
  const [row] = await db
    .select({ id: paymentAccounts.id, providerAccountId: paymentAccounts.providerAccountId })
    .from(paymentAccounts)
    .where(and(eq(paymentAccounts.accountId, accountId), eq(paymentAccounts.processor, 'stripe'), eq(paymentAccounts.valid, true)))
    .orderBy(asc(paymentAccounts.id))
    .limit(1);
  return row?.providerAccountId ? { id: row.id, providerAccountId: row.providerAccountId } : null;
}

/**
 * Whether the invoices of the acting account can be paid by card now: a card processor is
 * configured and the account has a valid Stripe payment account (the e-Specbook's Pay buttons).
 */
export async function cardPaymentsAvailable(ctx: ServiceContext, stripe: StripeAdapter | null): Promise<boolean> {
  return stripe !== null && (await validCardAccount(ctx.db, ctx.user.accountId)) !== null;
}

/** `path` with `param=value` added to its query. */
function withParam(origin: string, path: string, param: string, value: string): string {
  const url = new URL(path, origin);
  url.searchParams.set(param, value);
  return url.toString();
}

/**
 * Starts paying an invoice of the specbook by card (docs/decisions/052): a pending card payment of
 * the whole balance due and a Stripe Checkout Session for it, whose hosted page the payer opens.
 * Earlier checkouts of the invoice that never completed are cancelled, so one stays open at a
 * time. The payer comes back to `returnPath` (a path of this site) with `payment=paid` or
 * `payment=cancelled` and the invoice id.
 * @throws NotFoundError for an invoice of another account or another specbook;
 *   ConflictError for a voided invoice; UnprocessableError without a card processor, a valid
 *   Stripe payment account, or a balance due.
 */
export async function startCardCheckout(ctx: ServiceContext, deps: CheckoutDeps, specbookId: number, invoiceId: string, returnPath: string): Promise<TCardCheckout> {
  requireInvoicing(ctx);
  const stripe = deps.stripe;
  if (!stripe) throw new UnprocessableError(M.noCardProcessor);
  const { payment, invoice, account } = await ctx.db.transaction(async (tx) => {
    const invoice = await requireInvoice(ctx, invoiceId, tx, true);
    if (invoice.specbookId !== specbookId) throw new NotFoundError();
    if (invoice.voidedAt !== null) throw new ConflictError(M.voided);
    const balance = balanceDueCents(toCents(invoice.total), toCents(invoice.paid));
    if (balance <= 0) throw new UnprocessableError(M.nothingToPay);
    const account = await validCardAccount(tx, invoice.accountId);
    if (!account) throw new UnprocessableError(M.noCardAccount);
    await tx
      .update(invoicePayments)
      .set({ status: 'canceled', updatedAt: sql`now()` })
      .where(and(eq(invoicePayments.invoiceId, invoice.id), eq(invoicePayments.method, 'card'), inArray(invoicePayments.status, ['pending'])));
    const [payment] = await tx
      .insert(invoicePayments)
      .values({ accountId: invoice.accountId, invoiceId: invoice.id, kind: 'payment', method: 'card', amount: fromCents(balance), status: 'pending', paymentAccountId: account.id, createdBy: ctx.user.id })
      .returning();
    if (!payment) throw new Error('payment insert returned no row');
    return { payment, invoice, account };
  });
  const back = (outcome: string) => withParam(deps.origin, withParam(deps.origin, returnPath, 'invoice', String(invoice.id)), 'payment', outcome);
  try {
    const session = await stripe.createCheckoutSession(
      {
        amountCents: toCents(payment.amount),
        lineName: `Invoice ${invoice.number}`,
        connectedAccountId: account.providerAccountId,
        successUrl: back('paid'),
        cancelUrl: back('cancelled'),
        metadata: { invoiceId: invoice.id, paymentId: payment.id, accountId: invoice.accountId },
      },
      `specfolio-checkout-${payment.id}`,
    );
    await ctx.db.update(invoicePayments).set({ providerCheckoutId: session.id, updatedAt: sql`now()` }).where(eq(invoicePayments.id, payment.id));
    return { url: session.url, paymentId: payment.id };
  } catch (err) {
    await ctx.db.update(invoicePayments).set({ status: 'failed', updatedAt: sql`now()` }).where(eq(invoicePayments.id, payment.id));
    throw err;
  }
}
