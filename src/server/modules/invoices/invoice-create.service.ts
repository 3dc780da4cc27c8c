import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { customers, invoiceLines, invoices, specbookLineItems, specs, specSpecbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { UnprocessableError } from '#server/lib/http/errors';
import { readAccountSettings } from '#server/modules/account-settings/account-settings.service';
import { nextDocumentNumber } from '#server/modules/documents/quote-numbers.service';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { taxRateHundredths } from '#server/modules/totals/totals.service';
import { addDays, lineAmounts, type InvoiceLineSource } from '#shared/lib/invoice-money';
import { INVOICE_MESSAGES as M } from '#shared/lib/invoice-messages';
import { formatUnits, fromCents, toCents } from '#shared/lib/money';
import { APPROVED_OR_LATER_STATUSES } from '#shared/lib/statuses';
import type { TIdNotInFilter, TInvoiceCreateBody } from '#shared/schemas/invoice';
import type { Tx } from './invoice-access';
import { recomputeInvoiceAmounts, syncSpecbookStatus } from './invoice-settle';
import { todayUtc } from './invoice-view';

/** Invoice numbers read 'INV-<n>', from 1001 on (the account's 'invoice' counter + 1000). */
const FIRST_INVOICE_NUMBER = 1001;
/** The label of the line that bills the specs' shipping when the specbook calculates shipping. */
const SHIPPING_LABEL = 'Shipping';
/** The status of line-item rows that may be invoiced. */
const APPROVED_LINE_ITEM = 'approved';

/** A line about to be written: what it bills and where it comes from. */
interface DraftLine extends InvoiceLineSource {
  label: string;
  status: string;
  specSpecbookId: number | null;
  lineItemId: number | null;
}

const notIn = (column: typeof specSpecbooks.id | typeof specbookLineItems.id, filter: TIdNotInFilter | undefined) =>
  filter && filter.id.notin.length > 0 ? notInArray(column, filter.id.notin) : undefined;

/** The specbook's approved spec lines (sale price each) and, with shipping calculation on, one line of their shipping. */
async function specLines(tx: Tx, specbook: SpecbookRow, filter: TIdNotInFilter | undefined): Promise<DraftLine[]> {
  const rows = await tx
    .select({
      id: specSpecbooks.id,
      label: sql<string>`coalesce(${specSpecbooks.name}, ${specs.name})`,
      quantity: specSpecbooks.quantity,
      status: specSpecbooks.status,
      unit: sql<string>`coalesce(${specSpecbooks.salePrice}, ${specSpecbooks.listPrice}, ${specs.listPrice}, 0)::text`,
      shipping: sql<string>`(coalesce(${specSpecbooks.shippingCost}, 0) * ${specSpecbooks.quantity})::text`,
    })
    .from(specSpecbooks)
    .innerJoin(specs, eq(specs.id, specSpecbooks.specId))
    .where(and(eq(specSpecbooks.specbookId, specbook.id), eq(specSpecbooks.accountId, specbook.accountId), inArray(specSpecbooks.status, [...APPROVED_OR_LATER_STATUSES]), notIn(specSpecbooks.id, filter)))
    .orderBy(specSpecbooks.categoryId, specSpecbooks.id);
  const lines: DraftLine[] = rows.map((r) => ({ label: r.label, quantity: r.quantity, unitCents: toCents(r.unit), isTaxable: true, isShipping: false, status: r.status, specSpecbookId: r.id, lineItemId: null }));
  const shippingCents = rows.reduce((sum, r) => sum + toCents(r.shipping), 0);
  if (specbook.shippingCalculation && shippingCents > 0) {
    lines.push({ label: SHIPPING_LABEL, quantity: 1, unitCents: shippingCents, isTaxable: false, isShipping: true, status: 'approved', specSpecbookId: null, lineItemId: null });
  }
  return lines;
}

/** The specbook's approved line items that are not removed; unit = sale when both prices are set, else list, else sale. */
async function lineItemLines(tx: Tx, specbook: SpecbookRow, filter: TIdNotInFilter | undefined): Promise<DraftLine[]> {
  const rows = await tx
    .select()
    .from(specbookLineItems)
    .where(and(eq(specbookLineItems.specbookId, specbook.id), eq(specbookLineItems.accountId, specbook.accountId), eq(specbookLineItems.deleted, false), eq(specbookLineItems.status, APPROVED_LINE_ITEM), notIn(specbookLineItems.id, filter)))
    .orderBy(specbookLineItems.sortOrder, specbookLineItems.id);
  return rows.map((r) => ({
    label: r.name,
    quantity: r.quantity,
    unitCents: toCents(r.salePrice ?? r.listPrice),
    isTaxable: r.isTaxable,
    isShipping: r.isShipping,
    status: r.status,
    specSpecbookId: null,
    lineItemId: r.id,
  }));
}

/** The customer's snapshot and payment terms (none without a customer). */
async function customerOf(tx: Tx, specbook: SpecbookRow): Promise<{ id: number | null; name: string | null; email: string | null; paymentTerms: number | null }> {
  if (specbook.customerId === null) return { id: null, name: null, email: null, paymentTerms: null };
  const [row] = await tx.select({ id: customers.id, name: customers.name, email: customers.email, paymentTerms: customers.paymentTerms }).from(customers).where(and(eq(customers.id, specbook.customerId), eq(customers.accountId, specbook.accountId)));
  return row ?? { id: null, name: null, email: null, paymentTerms: null };
}

/** The account's tax-rate and payment-terms settings (their effective values). */
async function accountDefaults(tx: Tx, accountId: number): Promise<{ taxRate: string | null; paymentTerms: number }> {
  const settings = await readAccountSettings(tx, accountId);
  const value = (key: string) => settings.find((s) => s.key === key)?.effective ?? null;
  return { taxRate: value('specbook.tax_rate'), paymentTerms: Number(value('specbook.payment_terms') ?? 0) || 0 };
}

/**
 * Creates an invoice of a specbook from its approved specs and approved line items, less those the
 * filters leave out (`id notin`): lines with the specbook's tax rate on taxable lines, shipping
 * lines as shipping, the next 'INV-<n>' number of the account, due = today + the payment terms
 * (the specbook's, else the customer's, else the account's) unless given. 422 when nothing is left
 * to invoice. The specbook's status follows (invoiced …).
 * @returns the new invoice's id.
 */
export async function createInvoice(ctx: ServiceContext, specbookId: number, body: TInvoiceCreateBody, now = new Date()): Promise<number> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const input = body.createInvoiceRequest.Invoice;
  return ctx.db.transaction(async (tx) => {
    const lines = [...(await specLines(tx, specbook, body.specSpecbookFilter)), ...(await lineItemLines(tx, specbook, body.lineItemFilter))];
    if (lines.length === 0) throw new UnprocessableError(M.nothingToInvoice);
    const [customer, defaults] = await Promise.all([customerOf(tx, specbook), accountDefaults(tx, specbook.accountId)]);
    const rate = taxRateHundredths(specbook.tax, defaults.taxRate);
    const terms = specbook.paymentTerms ?? customer.paymentTerms ?? defaults.paymentTerms;
    const counter = await nextDocumentNumber(tx, specbook.accountId, 'invoice');
    const [invoice] = await tx
      .insert(invoices)
      .values({
        accountId: specbook.accountId,
        specbookId: specbook.id,
        customerId: customer.id,
        customerName: customer.name,
        customerEmail: customer.email,
        number: `INV-${FIRST_INVOICE_NUMBER - 1 + counter}`,
        tags: input.tags ?? [],
        taxRate: formatUnits(rate, 2),
        due: input.due ?? addDays(todayUtc(now), terms),
        createdBy: ctx.user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!invoice) throw new Error('invoice insert returned no row');
    await tx.insert(invoiceLines).values(
      lines.map((line, position) => {
        const amounts = lineAmounts(line, rate);
        return {
          accountId: specbook.accountId,
          invoiceId: invoice.id,
          specSpecbookId: line.specSpecbookId,
          lineItemId: line.lineItemId,
          label: line.label,
          quantity: line.quantity,
          unitPrice: fromCents(line.unitCents),
          subtotal: fromCents(amounts.subtotalCents),
          tax: fromCents(amounts.taxCents),
          taxRate: formatUnits(line.isTaxable ? rate : 0, 2),
          total: fromCents(amounts.totalCents),
          isTaxable: line.isTaxable,
          isShipping: line.isShipping,
          status: line.status,
          position,
        };
      }),
    );
    await recomputeInvoiceAmounts(tx, invoice, input.fee ?? '0');
    await syncSpecbookStatus(tx, specbook.id);
    return invoice.id;
  });
}
