import { and, eq, isNull, sql } from 'drizzle-orm';
import { invoiceLines, invoicePayments, invoices, specbooks } from '#server/db/schema/index';
import { BILLING_STATUSES, invoiceAmounts, paidCents, specbookBillingStatus } from '#shared/lib/invoice-money';
import { fromCents, toCents } from '#shared/lib/money';
import type { Tx } from '#server/db/client';
import type { InvoiceRow } from './invoice-access';

/** The status a specbook goes back to when it has no invoice left that is not voided. */
const STATUS_WITHOUT_INVOICES = 'approved';

/** Recomputes an invoice's subtotal, tax, shipping and total from its lines and its fee (the invoice is locked). */
export async function recomputeInvoiceAmounts(tx: Tx, invoice: InvoiceRow, fee: string = invoice.fee): Promise<void> {
  const lines = await tx
    .select({ subtotal: invoiceLines.subtotal, tax: invoiceLines.tax, total: invoiceLines.total, isShipping: invoiceLines.isShipping })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoice.id));
  const amounts = invoiceAmounts(
    lines.map((l) => ({ subtotalCents: toCents(l.subtotal), taxCents: toCents(l.tax), totalCents: toCents(l.total), isShipping: l.isShipping })),
    toCents(fee),
  );
  await tx
    .update(invoices)
    .set({
      subtotal: fromCents(amounts.subtotalCents),
      tax: fromCents(amounts.taxCents),
      shipping: fromCents(amounts.shippingCents),
      fee: fromCents(amounts.feeCents),
      total: fromCents(amounts.totalCents),
      updatedAt: sql`now()`,
    })
    .where(eq(invoices.id, invoice.id));
}

/** Recomputes an invoice's paid and refunded amounts from its payments (the invoice is locked). */
export async function settlePayments(tx: Tx, invoiceId: number): Promise<void> {
  const movements = await tx.select({ kind: invoicePayments.kind, status: invoicePayments.status, amount: invoicePayments.amount }).from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
  const sums = paidCents(movements);
  await tx.update(invoices).set({ paid: fromCents(sums.paidCents), refunded: fromCents(sums.refundedCents), updatedAt: sql`now()` }).where(eq(invoices.id, invoiceId));
}

/**
 * The specbook's order/payment status follows its invoices that are not voided (spec §4):
 * invoiced, partial_paid, paid or refunded; without any, a billing status goes back to approved
 * and any other status is left alone.
 */
export async function syncSpecbookStatus(tx: Tx, specbookId: number): Promise<void> {
  const [sums] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${invoices.total}), 0)::text`,
      paid: sql<string>`coalesce(sum(${invoices.paid}), 0)::text`,
      refunded: sql<string>`coalesce(sum(${invoices.refunded}), 0)::text`,
    })
    .from(invoices)
    .where(and(eq(invoices.specbookId, specbookId), isNull(invoices.voidedAt)));
  const next = specbookBillingStatus({
    count: sums?.count ?? 0,
    totalCents: toCents(sums?.total),
    paidCents: toCents(sums?.paid),
    refundedCents: toCents(sums?.refunded),
  });
  const [specbook] = await tx.select({ status: specbooks.status }).from(specbooks).where(eq(specbooks.id, specbookId));
  const current = specbook?.status ?? '';
  const wasBilling = (BILLING_STATUSES as readonly string[]).includes(current);
  const status = next ?? (wasBilling ? STATUS_WITHOUT_INVOICES : current);
  if (status !== current) await tx.update(specbooks).set({ status, updatedAt: sql`now()` }).where(eq(specbooks.id, specbookId));
}
