import { divideHalfUp, formatUnits, percentOfCents, toCents } from './money';
import { formatDate } from './dates';
import { DEFAULT_LOCALE, type TLocale } from './locale';

/**
 * The money rules of invoices (spec/business-records.md §3 "Invoice", §9 "Money and dates"):
 * pure functions over integer cents, rounded half-up by src/shared/lib/money.ts.
 */

/** What an invoice line is made from. */
export interface InvoiceLineSource {
  unitCents: number;
  quantity: number;
  isTaxable: boolean;
  isShipping: boolean;
}

/** The amounts of one invoice line. */
export interface InvoiceLineAmounts {
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
}

/** The amounts of an invoice. */
export interface InvoiceAmounts {
  subtotalCents: number;
  taxCents: number;
  shippingCents: number;
  feeCents: number;
  totalCents: number;
}

/** One line: subtotal = unit × quantity; tax = the rate (hundredths of a percent) of a taxable line's subtotal. */
export function lineAmounts(line: InvoiceLineSource, taxRateHundredths: number): InvoiceLineAmounts {
  const subtotalCents = line.unitCents * line.quantity;
  const taxCents = line.isTaxable ? percentOfCents(subtotalCents, taxRateHundredths) : 0;
  return { subtotalCents, taxCents, totalCents: subtotalCents + taxCents };
}

/**
 * The invoice's amounts from its lines' and its fee: shipping lines add to shipping, the others to
 * the subtotal; tax is the sum of the lines' taxes; total = subtotal + tax + shipping + fee.
 */
export function invoiceAmounts(lines: readonly (InvoiceLineAmounts & { isShipping: boolean })[], feeCents: number): InvoiceAmounts {
  const sum = (pick: (l: InvoiceLineAmounts & { isShipping: boolean }) => number) => lines.reduce((acc, l) => acc + pick(l), 0);
  const subtotalCents = sum((l) => (l.isShipping ? 0 : l.subtotalCents));
  const shippingCents = sum((l) => (l.isShipping ? l.subtotalCents : 0));
  const taxCents = sum((l) => l.taxCents);
  return { subtotalCents, taxCents, shippingCents, feeCents, totalCents: subtotalCents + taxCents + shippingCents + feeCents };
}

/** A payment row as the paid amount counts it. */
export interface PaymentMovement {
  kind: string;
  status: string;
  amount: string | number;
}

/** Paid and refunded cents: succeeded payments minus succeeded refunds and voids. */
export function paidCents(movements: readonly PaymentMovement[]): { paidCents: number; refundedCents: number } {
  const succeeded = movements.filter((m) => m.status === 'succeeded');
  const received = succeeded.filter((m) => m.kind === 'payment').reduce((acc, m) => acc + toCents(m.amount), 0);
  const reversed = succeeded.filter((m) => m.kind !== 'payment').reduce((acc, m) => acc + toCents(m.amount), 0);
  return { paidCents: received - reversed, refundedCents: reversed };
}

/** The balance due in cents: total − paid, never below 0. */
export function balanceDueCents(totalCents: number, paid: number): number {
  return Math.max(0, totalCents - paid);
}

/** The tax percentage shown on an invoice: tax ÷ total × 100 to 2 decimals with '%'; '0.00%' when either is 0. */
export function invoiceTaxPercent(tax: string | number, total: string | number): string {
  const taxCents = toCents(tax);
  const totalCents = toCents(total);
  if (taxCents === 0 || totalCents === 0) return '0.00%';
  return `${formatUnits(divideHalfUp(BigInt(taxCents) * 10_000n, BigInt(totalCents)), 2)}%`;
}

/**
 * A date ('YYYY-MM-DD' or an ISO timestamp, whose day is taken) as the spec's 'Month D, YYYY'
 * (spec §9) in `locale`: '2030-03-04' → 'March 4, 2030' (en-US), '4 de março de 2030' (pt-BR); '' for none.
 */
export function formatInvoiceDate(value: string | null | undefined, locale: TLocale = DEFAULT_LOCALE): string {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value ?? '')?.[0];
  return day ? formatDate(day, locale, 'long') : '';
}

/** 'YYYY-MM-DD' of a day plus `days` (UTC). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}


/** The billing statuses a specbook follows from its invoices (spec §4: not user-managed). */
export const BILLING_STATUSES = ['invoiced', 'partial_paid', 'paid', 'refunded'] as const;
export type BillingStatus = (typeof BILLING_STATUSES)[number];

/**
 * A specbook's order/payment status from the sums of its invoices that are not voided: paid
 * when everything is paid, refunded when all that was paid was refunded, partial_paid when
 * something is paid, invoiced otherwise; null without such invoices.
 */
export function specbookBillingStatus(sums: { count: number; totalCents: number; paidCents: number; refundedCents: number }): BillingStatus | null {
  if (sums.count === 0) return null;
  if (sums.paidCents > 0 && sums.paidCents >= sums.totalCents) return 'paid';
  if (sums.refundedCents > 0 && sums.paidCents <= 0) return 'refunded';
  if (sums.paidCents > 0) return 'partial_paid';
  return 'invoiced';
}

/** A line an invoice may bill: an approved spec (with its shipping) or an approved line item. */
export interface InvoiceSourceLine extends InvoiceLineSource {
  source: 'spec' | 'lineItem';
  id: number;
  label: string;
  status: string;
  /** The spec's shipping (per-unit shipping × quantity); 0 for line items. */
  shippingCents: number;
}

/** The label of the line that bills the specs' shipping when the specbook calculates shipping. */
export const SPEC_SHIPPING_LABEL = 'Shipping';

/**
 * The lines of a new invoice from the lines it may bill, less the excluded ones: the specs, then
 * one 'Shipping' line of their shipping (when the specbook calculates shipping and it is not 0),
 * then the line items. The server writes these; the Create invoice dialog previews them.
 */
export function invoiceDraftLines(
  sources: readonly InvoiceSourceLine[],
  excluded: { specs: readonly number[]; lineItems: readonly number[] },
  shippingCalculation: boolean,
): (InvoiceLineSource & { label: string; status: string; specSpecbookId: number | null; lineItemId: number | null })[] {
  const kept = sources.filter((s) => !(s.source === 'spec' ? excluded.specs : excluded.lineItems).includes(s.id));
  const specs = kept.filter((s) => s.source === 'spec');
  const shippingCents = specs.reduce((sum, s) => sum + s.shippingCents, 0);
  const asLine = (s: InvoiceSourceLine) => ({
    label: s.label,
    status: s.status,
    quantity: s.quantity,
    unitCents: s.unitCents,
    isTaxable: s.isTaxable,
    isShipping: s.isShipping,
    specSpecbookId: s.source === 'spec' ? s.id : null,
    lineItemId: s.source === 'lineItem' ? s.id : null,
  });
  const shipping =
    shippingCalculation && shippingCents > 0
      ? [{ label: SPEC_SHIPPING_LABEL, status: 'approved', quantity: 1, unitCents: shippingCents, isTaxable: false, isShipping: true, specSpecbookId: null, lineItemId: null }]
      : [];
  return [...specs.map(asLine), ...shipping, ...kept.filter((s) => s.source === 'lineItem').map(asLine)];
}
