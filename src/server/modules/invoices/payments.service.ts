import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { invoicePayments } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ConflictError, UnprocessableError } from '#server/lib/http/errors';
import type { CardProcessor } from '#server/lib/payments/card-processor';
import { balanceDueCents } from '#shared/lib/invoice-money';
import { INVOICE_MESSAGES as M } from '#shared/lib/invoice-messages';
import { fromCents, toCents } from '#shared/lib/money';
import type { TPayment, TPaymentCreate } from '#shared/schemas/invoice';
import type { Tx } from '#server/db/client';
import { requireInvoice, requirePayment, type InvoiceRow, type PaymentRow } from './invoice-access';
import { settlePayments, syncSpecbookStatus } from './invoice-settle';
import { toPayment } from './invoice-view';

/** What payment services need beyond the context: the card processor, when one is configured. */
export interface PaymentDeps {
  cardProcessor: CardProcessor | null;
}

/** Cents already taken back from each payment by its succeeded refunds and voids. */
export async function reversedByPayment(db: Pick<Tx, 'select'>, paymentIds: number[]): Promise<Map<number, number>> {
  if (paymentIds.length === 0) return new Map();
  const rows = await db
    .select({ id: invoicePayments.reversesPaymentId, total: sql<string>`sum(${invoicePayments.amount})::text` })
    .from(invoicePayments)
    .where(and(inArray(invoicePayments.reversesPaymentId, paymentIds), eq(invoicePayments.status, 'succeeded')))
    .groupBy(invoicePayments.reversesPaymentId);
  return new Map(rows.map((r) => [r.id ?? 0, toCents(r.total)]));
}

/** Payment rows in the API's shape. */
async function toPayments(db: Pick<Tx, 'select'>, rows: PaymentRow[], due: string | null): Promise<TPayment[]> {
  const reversed = await reversedByPayment(db, rows.map((r) => r.id));
  return rows.map((r) => toPayment(r, reversed.get(r.id) ?? 0, due));
}

/** The invoice's payments and their reversals, oldest first. */
export async function listPayments(ctx: ServiceContext, invoiceId: string): Promise<TPayment[]> {
  const invoice = await requireInvoice(ctx, invoiceId);
  const rows = await ctx.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoice.id)).orderBy(asc(invoicePayments.createdAt), asc(invoicePayments.id));
  return toPayments(ctx.db, rows, invoice.due);
}

/** One payment. */
async function paymentView(ctx: ServiceContext, row: PaymentRow, invoice: InvoiceRow): Promise<TPayment> {
  const [view] = await toPayments(ctx.db, [row], invoice.due);
  if (!view) throw new Error('payment view missing');
  return view;
}

/**
 * Inserts a payment row (a payment, or a refund or void reversing one) and settles the invoice and
 * its specbook, in the caller's transaction, which holds the invoice's lock. `createdBy` null: the
 * provider's webhook recorded it.
 */
export async function addMovement(tx: Tx, invoice: InvoiceRow, values: Omit<typeof invoicePayments.$inferInsert, 'accountId' | 'invoiceId'>): Promise<PaymentRow> {
  const [row] = await tx.insert(invoicePayments).values({ ...values, accountId: invoice.accountId, invoiceId: invoice.id }).returning();
  if (!row) throw new Error('payment insert returned no row');
  await settlePayments(tx, invoice.id);
  await syncSpecbookStatus(tx, invoice.specbookId);
  return row;
}

/**
 * Changes a payment row (its status, the provider's ids) and settles the invoice and its
 * specbook, in the caller's transaction, which holds the invoice's lock.
 */
export async function updateMovement(tx: Tx, invoice: InvoiceRow, paymentId: number, values: Partial<typeof invoicePayments.$inferInsert>): Promise<PaymentRow> {
  const [row] = await tx.update(invoicePayments).set({ ...values, updatedAt: sql`now()` }).where(eq(invoicePayments.id, paymentId)).returning();
  if (!row) throw new Error('payment vanished');
  await settlePayments(tx, invoice.id);
  await syncSpecbookStatus(tx, invoice.specbookId);
  return row;
}

/**
 * Records a manual payment (cash, check, ACH, other) that succeeded: amount > 0 and at most the
 * balance due (422 otherwise); 409 on a voided invoice. The invoice's paid and status follow.
 */
export async function recordPayment(ctx: ServiceContext, invoiceId: string, input: TPaymentCreate): Promise<TPayment> {
  const amountCents = toCents(input.amount);
  const { row, invoice } = await ctx.db.transaction(async (tx) => {
    const invoice = await requireInvoice(ctx, invoiceId, tx, true);
    if (invoice.voidedAt !== null) throw new ConflictError(M.voided);
    if (amountCents <= 0) throw new UnprocessableError(M.amountPositive, [{ field: 'amount', message: M.amountPositive }]);
    if (amountCents > balanceDueCents(toCents(invoice.total), toCents(invoice.paid))) throw new UnprocessableError(M.amountOverBalance, [{ field: 'amount', message: M.amountOverBalance }]);
    const row = await addMovement(tx, invoice, { kind: 'payment', method: input.method, reference: input.reference ?? null, amount: fromCents(amountCents), status: 'succeeded', createdBy: ctx.user.id });
    return { row, invoice };
  });
  return paymentView(ctx, row, invoice);
}

/** The key handed to the card processor for one action on one payment: a retry moves money once (also the webhook's automatic capture). */
export function processorKey(action: string, payment: PaymentRow, amountCents = 0): string {
  return `specfolio-${action}-${payment.id}-${amountCents}`;
}

/**
 * Refunds a succeeded payment: `amount` (default all that is left of it), at most what is left
 * (422). A manual payment's refund is a reversal row; a card payment's goes through the card
 * processor first and the row keeps the provider's refund id. The invoice and its specbook follow.
 */
export async function refundPayment(ctx: ServiceContext, deps: PaymentDeps, paymentId: string, amount: string | undefined): Promise<TPayment> {
  const { row, invoice } = await ctx.db.transaction(async (tx) => {
    const found = await requirePayment(ctx, paymentId, tx);
    const invoice = await requireInvoice(ctx, found.invoiceId, tx, true);
    const [payment] = await tx.select().from(invoicePayments).where(eq(invoicePayments.id, found.id)).for('update');
    if (!payment || payment.kind !== 'payment' || payment.status !== 'succeeded') throw new UnprocessableError(M.notRefundable);
    const left = toCents(payment.amount) - ((await reversedByPayment(tx, [payment.id])).get(payment.id) ?? 0);
    const cents = amount === undefined ? left : toCents(amount);
    if (cents <= 0) throw new UnprocessableError(M.amountPositive, [{ field: 'amount', message: M.amountPositive }]);
    if (cents > left) throw new UnprocessableError(M.refundOverPaid, [{ field: 'amount', message: M.refundOverPaid }]);
    const refund = payment.method === 'card' ? await cardProcessorOf(deps).refund(payment, fromCents(cents), processorKey('refund', payment, cents)) : null;
    const row = await addMovement(tx, invoice, {
      createdBy: ctx.user.id,
      kind: 'refund',
      reversesPaymentId: payment.id,
      method: payment.method,
      reference: payment.reference,
      amount: fromCents(cents),
      status: 'succeeded',
      paymentAccountId: payment.paymentAccountId,
      providerPaymentId: payment.providerPaymentId,
      providerRefundId: refund?.providerRefundId ?? null,
    });
    return { row, invoice };
  });
  return paymentView(ctx, row, invoice);
}

/** The configured card processor (422 without one). */
function cardProcessorOf(deps: PaymentDeps): CardProcessor {
  if (!deps.cardProcessor) throw new UnprocessableError(M.noCardProcessor);
  return deps.cardProcessor;
}

/** Captures an authorised card payment through the card processor; it then counts as paid. 422 for any other payment. */
export async function capturePayment(ctx: ServiceContext, deps: PaymentDeps, paymentId: string): Promise<TPayment> {
  const { row, invoice } = await ctx.db.transaction(async (tx) => {
    const found = await requirePayment(ctx, paymentId, tx);
    const invoice = await requireInvoice(ctx, found.invoiceId, tx, true);
    const [payment] = await tx.select().from(invoicePayments).where(eq(invoicePayments.id, found.id)).for('update');
    if (!payment || payment.kind !== 'payment' || payment.status !== 'authorized') throw new UnprocessableError(M.notCapturable);
    const captured = await cardProcessorOf(deps).capture(payment, processorKey('capture', payment));
    const row = await updateMovement(tx, invoice, payment.id, { status: 'succeeded', providerPaymentId: captured.providerPaymentId });
    return { row, invoice };
  });
  return paymentView(ctx, row, invoice);
}
