import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { customers, invoiceLines, invoices, specbookLineItems, specs, specSpecbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { UnprocessableError } from '#server/lib/http/errors';
import { readAccountSettings } from '#server/modules/account-settings/account-settings.service';
import { nextDocumentNumber } from '#server/modules/documents/quote-numbers.service';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { taxRateHundredths } from '#server/modules/totals/totals.service';
import { addDays, invoiceDraftLines, lineAmounts, type InvoiceSourceLine } from '#shared/lib/invoice-money';
import { INVOICE_MESSAGES as M } from '#shared/lib/invoice-messages';
import { lineItemUnitPrice, type TLineItemStatusValue } from '#shared/lib/line-items';
import { formatUnits, fromCents, toCents } from '#shared/lib/money';
import { APPROVED_OR_LATER_STATUSES } from '#shared/lib/statuses';
import type { TInvoiceCreateBody, TInvoicePreview } from '#shared/schemas/invoice';
import { recomputeInvoiceAmounts, syncSpecbookStatus } from './invoice-settle';
import { todayUtc } from './invoice-view';

/** Invoice numbers read 'INV-<n>', from 1001 on (the account's 'invoice' counter + 1000). */
const FIRST_INVOICE_NUMBER = 1001;
/** The status of line-item rows that may be invoiced. */
const APPROVED_LINE_ITEM: TLineItemStatusValue = 'approved';

type Reader = Pick<Db, 'select'>;

/** The specbook's approved specs: sale price each (else list), taxable, with their shipping. */
async function approvedSpecs(db: Reader, specbook: SpecbookRow): Promise<InvoiceSourceLine[]> {
  const rows = await db
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
    .where(and(eq(specSpecbooks.specbookId, specbook.id), eq(specSpecbooks.accountId, specbook.accountId), inArray(specSpecbooks.status, [...APPROVED_OR_LATER_STATUSES])))
    .orderBy(specSpecbooks.categoryId, specSpecbooks.sortOrder, specSpecbooks.id);
  return rows.map((r) => ({ source: 'spec', id: r.id, label: r.label, status: r.status, quantity: r.quantity, unitCents: toCents(r.unit), isTaxable: true, isShipping: false, shippingCents: toCents(r.shipping) }));
}

/** The specbook's approved line items that are not removed; unit = sale when both prices are set, else list, else sale. */
async function approvedLineItems(db: Reader, specbook: SpecbookRow): Promise<InvoiceSourceLine[]> {
  const rows = await db
    .select()
    .from(specbookLineItems)
    .where(and(eq(specbookLineItems.specbookId, specbook.id), eq(specbookLineItems.accountId, specbook.accountId), eq(specbookLineItems.deleted, false), eq(specbookLineItems.status, APPROVED_LINE_ITEM)))
    .orderBy(specbookLineItems.sortOrder, specbookLineItems.id);
  return rows.map((r) => ({
    source: 'lineItem',
    id: r.id,
    label: r.name,
    status: r.status,
    quantity: r.quantity,
    unitCents: toCents(lineItemUnitPrice(r)),
    isTaxable: r.isTaxable,
    isShipping: r.isShipping,
    shippingCents: 0,
  }));
}

/** The account's tax-rate and payment-terms settings (their effective values). */
async function accountDefaults(db: Reader, accountId: number): Promise<{ taxRate: string | null; paymentTerms: number }> {
  const settings = await readAccountSettings(db, accountId);
  const value = (key: string) => settings.find((s) => s.key === key)?.effective ?? null;
  return { taxRate: value('specbook.tax_rate'), paymentTerms: Number(value('specbook.payment_terms') ?? 0) || 0 };
}

/**
 * What a new invoice of the specbook may bill, and its tax rate (hundredths of a percent). One query
 * after another: inside a transaction they share one client, where concurrent queries are deprecated (pg 9).
 */
async function invoiceSources(db: Reader, specbook: SpecbookRow): Promise<{ sources: InvoiceSourceLine[]; rate: number; defaultTerms: number }> {
  const specLines = await approvedSpecs(db, specbook);
  const items = await approvedLineItems(db, specbook);
  const defaults = await accountDefaults(db, specbook.accountId);
  return { sources: [...specLines, ...items], rate: taxRateHundredths(specbook.tax, defaults.taxRate), defaultTerms: defaults.paymentTerms };
}

/**
 * The number of the newest invoice of the specbook, not voided, billing each spec line and line
 * item (keys 'spec:<id>' and 'lineItem:<id>'), so that a second invoice does not bill them again by mistake.
 */
async function invoicedSources(db: Reader, specbook: SpecbookRow): Promise<Map<string, string>> {
  const rows = await db
    .select({ specId: invoiceLines.specSpecbookId, lineItemId: invoiceLines.lineItemId, number: invoices.number })
    .from(invoiceLines)
    .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
    .where(and(eq(invoices.specbookId, specbook.id), eq(invoices.accountId, specbook.accountId), isNull(invoices.voidedAt)))
    .orderBy(invoices.createdAt, invoices.id);
  const numbers = new Map<string, string>();
  for (const r of rows) {
    if (r.specId !== null) numbers.set(`spec:${r.specId}`, r.number);
    if (r.lineItemId !== null) numbers.set(`lineItem:${r.lineItemId}`, r.number);
  }
  return numbers;
}

/**
 * What the Create invoice dialog lists: the approved specs and line items (each with the invoice
 * that already bills it, if any), the tax rate and the shipping rule.
 */
export async function previewInvoice(ctx: ServiceContext, specbookId: number): Promise<TInvoicePreview> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const [{ sources, rate }, invoiced] = await Promise.all([invoiceSources(ctx.db, specbook), invoicedSources(ctx.db, specbook)]);
  return {
    taxRate: formatUnits(rate, 2),
    shippingCalculation: specbook.shippingCalculation,
    lines: sources.map((s) => ({
      source: s.source,
      id: s.id,
      label: s.label,
      status: s.status,
      quantity: s.quantity,
      unitPrice: fromCents(s.unitCents),
      isTaxable: s.isTaxable,
      isShipping: s.isShipping,
      shipping: fromCents(s.shippingCents),
      invoicedOn: invoiced.get(`${s.source}:${s.id}`) ?? null,
    })),
  };
}

/** The customer's snapshot and payment terms (none without a customer). */
async function customerOf(tx: Tx, specbook: SpecbookRow): Promise<{ id: number | null; name: string | null; email: string | null; paymentTerms: number | null }> {
  const none = { id: null, name: null, email: null, paymentTerms: null };
  if (specbook.customerId === null) return none;
  const [row] = await tx
    .select({ id: customers.id, name: customers.name, email: customers.email, paymentTerms: customers.paymentTerms })
    .from(customers)
    .where(and(eq(customers.id, specbook.customerId), eq(customers.accountId, specbook.accountId)));
  return row ?? none;
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
    const { sources, rate, defaultTerms } = await invoiceSources(tx, specbook);
    const excluded = { specs: body.specSpecbookFilter?.id.notin ?? [], lineItems: body.lineItemFilter?.id.notin ?? [] };
    const lines = invoiceDraftLines(sources, excluded, specbook.shippingCalculation);
    if (lines.length === 0) throw new UnprocessableError(M.nothingToInvoice);
    const customer = await customerOf(tx, specbook);
    const terms = specbook.paymentTerms ?? customer.paymentTerms ?? defaultTerms;
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
