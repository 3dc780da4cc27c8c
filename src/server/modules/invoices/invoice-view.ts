import type { invoiceLines } from '#server/db/schema/index';
import { balanceDueCents, invoiceTaxPercent } from '#shared/lib/invoice-money';
import { invoiceStatusOn } from '#shared/lib/invoice-status';
import { fromCents, toCents } from '#shared/lib/money';
import type { TInvoice, TInvoiceDetail, TInvoiceLine, TPayment } from '#shared/schemas/invoice';
import type { InvoiceRow, PaymentRow } from './invoice-access';

/** Today in UTC, 'YYYY-MM-DD': the day due dates are compared with. */
export function todayUtc(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** The invoice's shown status today. */
function statusOf(row: InvoiceRow, today: string): TInvoice['status'] {
  return invoiceStatusOn({ status: row.status, total: row.total, paid: row.paid, refunded: row.refunded, due: row.due, voided: row.voidedAt !== null }, today);
}

/** An invoice as listed to clients (the e-Specbook). */
export function toInvoice(row: InvoiceRow, today = todayUtc()): TInvoice {
  return {
    id: row.id,
    number: row.number,
    status: statusOf(row, today),
    due: row.due,
    subtotal: row.subtotal,
    tax: row.tax,
    total: row.total,
    paid: row.paid,
    balance: fromCents(balanceDueCents(toCents(row.total), toCents(row.paid))),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    specbook: { id: row.specbookId },
  };
}

/** An invoice with everything its seller manages; `extra` gives its specbook's name and its line count. */
export function toInvoiceDetail(row: InvoiceRow, extra: { specbookName: string; items: number }, today = todayUtc()): TInvoiceDetail {
  return {
    ...toInvoice(row, today),
    updateAt: row.updatedAt.toISOString(),
    tags: row.tags,
    shipping: row.shipping,
    fee: row.fee,
    refunded: row.refunded,
    taxRate: row.taxRate,
    taxPercent: invoiceTaxPercent(row.tax, row.total),
    voidedAt: row.voidedAt?.toISOString() ?? null,
    customer: { id: row.customerId, name: row.customerName, email: row.customerEmail },
    specbook: { id: row.specbookId, name: extra.specbookName },
    items: extra.items,
  };
}

/** One invoice line. */
export function toInvoiceLine(row: typeof invoiceLines.$inferSelect): TInvoiceLine {
  return {
    id: row.id,
    label: row.label,
    name: row.label,
    status: row.status,
    tags: row.tags,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    subtotal: row.subtotal,
    tax: row.tax,
    taxRate: row.taxRate,
    total: row.total,
    isTaxable: row.isTaxable,
    isShipping: row.isShipping,
    specSpecbookId: row.specSpecbookId,
    lineItemId: row.lineItemId,
    invoice: { id: row.invoiceId },
  };
}

/** One payment; `reversedCents` is what its refunds and voids already took back. */
export function toPayment(row: PaymentRow, reversedCents: number, due: string | null): TPayment {
  const refundable = row.kind === 'payment' && row.status === 'succeeded' ? toCents(row.amount) - reversedCents : 0;
  return {
    id: row.id,
    kind: row.kind as TPayment['kind'],
    status: row.status as TPayment['status'],
    method: row.method as TPayment['method'],
    reference: row.reference,
    amount: row.amount,
    refundable: fromCents(Math.max(0, refundable)),
    reversesPaymentId: row.reversesPaymentId,
    invoice: { id: row.invoiceId },
    tags: [],
    due,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
