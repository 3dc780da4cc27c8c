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
