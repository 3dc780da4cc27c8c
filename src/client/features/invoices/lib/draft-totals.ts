import { invoiceAmounts, invoiceDraftLines, lineAmounts, type InvoiceAmounts, type InvoiceSourceLine } from '#shared/lib/invoice-money';
import { toCents, toUnits } from '#shared/lib/money';
import type { TInvoicePreview } from '#shared/schemas/invoice';

/** The preview's lines in the shared rule's shape. */
export function sourceLines(preview: TInvoicePreview): InvoiceSourceLine[] {
  return preview.lines.map((l) => ({ ...l, unitCents: toCents(l.unitPrice), shippingCents: toCents(l.shipping) }));
}

/**
 * The amounts the invoice would have with the unchecked lines left out and this fee: the same
 * rules the server applies when it creates it (src/shared/lib/invoice-money.ts).
 */
export function draftTotals(preview: TInvoicePreview, excluded: { specs: number[]; lineItems: number[] }, fee: string): InvoiceAmounts & { lineCount: number } {
  const rate = toUnits(preview.taxRate, 2);
  const lines = invoiceDraftLines(sourceLines(preview), excluded, preview.shippingCalculation);
  const feeCents = /^\d{1,10}(\.\d{1,2})?$/.test(fee.trim()) ? toCents(fee) : 0;
  return { ...invoiceAmounts(lines.map((l) => ({ ...lineAmounts(l, rate), isShipping: l.isShipping })), feeCents), lineCount: lines.length };
}
