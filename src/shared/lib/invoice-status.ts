import { toCents } from './money';

/**
 * Invoice statuses as the e-Specbook shows them to clients (spec/business-records.md §4
 * "Invoice status", reading two; spec/client-view-and-downloads.md §4.2), each with its label
 * and its own badge colour (a Mantine colour name). 'open' is the default.
 */
export const INVOICE_STATUSES = [
  { value: 'open', label: 'Open', color: 'gray' },
  { value: 'invoiced', label: 'Invoiced', color: 'grape' },
  { value: 'paid', label: 'Paid', color: 'green' },
  { value: 'unpaid', label: 'Unpaid', color: 'orange' },
  { value: 'refunded', label: 'Refunded', color: 'cyan' },
  { value: 'due_today', label: 'Due Today', color: 'yellow' },
  { value: 'past_due', label: 'Past Due', color: 'red' },
  { value: 'failed_payment', label: 'Failed Payment', color: 'pink' },
  { value: 'partial_paid', label: 'Partially Paid', color: 'teal' },
  { value: 'pending', label: 'Pending', color: 'blue' },
  { value: 'voided', label: 'Voided', color: 'dark' },
] as const;

/** One of the invoice status values. */
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]['value'];

/** The status values, for zod enums. */
export const INVOICE_STATUS_VALUES = INVOICE_STATUSES.map((s) => s.value) as [InvoiceStatus, ...InvoiceStatus[]];

/** The status entry of a value; anything unknown reads as the default, Open. */
export function invoiceStatusOf(value: string): (typeof INVOICE_STATUSES)[number] {
  return INVOICE_STATUSES.find((s) => s.value === value) ?? INVOICE_STATUSES[0];
}

/**
 * The status an invoice is shown with: one stored as 'paid' with paid > 0 and paid ≠ total is
 * partial_paid (spec/business-records.md §4); an unknown value reads as 'open'.
 */
export function shownInvoiceStatus(status: string, paid: string | number, total: string | number): InvoiceStatus {
  const paidCents = toCents(paid);
  if (status === 'paid' && paidCents > 0 && paidCents !== toCents(total)) return 'partial_paid';
  return invoiceStatusOf(status).value;
}

/** The stored statuses a user may set on an invoice (the others follow from payments, dates and voiding). */
export const USER_INVOICE_STATUSES = ['open', 'invoiced', 'pending', 'unpaid'] as const satisfies readonly InvoiceStatus[];

/** What decides an invoice's shown status: its stored status, amounts, due date and whether it is voided. */
export interface InvoiceStatusInput {
  status: string;
  total: string | number;
  /** Succeeded payments minus refunds. */
  paid: string | number;
  /** Refunded so far. */
  refunded: string | number;
  /** 'YYYY-MM-DD' or null. */
  due: string | null;
  voided: boolean;
}

/**
 * The status an invoice is shown with on `today` ('YYYY-MM-DD'): voided; refunded (everything
 * paid was refunded); paid (paid reaches the total); partial_paid (0 < paid < total); past_due
 * (a balance and due before today); due_today (a balance due today); otherwise the stored status
 * by {@link shownInvoiceStatus}. The server's SQL twin (invoice-status.sql.ts) must agree.
 */
export function invoiceStatusOn(invoice: InvoiceStatusInput, today: string): InvoiceStatus {
  if (invoice.voided || invoice.status === 'voided') return 'voided';
  const paid = toCents(invoice.paid);
  const total = toCents(invoice.total);
  if (toCents(invoice.refunded) > 0 && paid <= 0) return 'refunded';
  if (paid > 0 && paid >= total) return 'paid';
  if (paid > 0) return 'partial_paid';
  if (total > 0 && invoice.due !== null && invoice.due < today) return 'past_due';
  if (total > 0 && invoice.due === today) return 'due_today';
  return shownInvoiceStatus(invoice.status, invoice.paid, invoice.total);
}
