/**
 * The quote PDF (spec/client-view-and-downloads.md §2.11, §3 "Quote PDF options";
 * docs/decisions/033): what a showroom sends a client — its letterhead, the customer, the quoted
 * lines grouped by room and the totals. Every money figure of the totals block and the room
 * subtotals comes from the totals service (the same aggregate as GET {u}/specbook/{id}/totals);
 * this module only picks which of its figures the options show and lays them out.
 */
import type { ServiceContext } from '#server/lib/context';
import type { FileStorage } from '#server/lib/storage';
import { docDate, docText, inUserLocale } from '#server/lib/document-locale';
import { getSpecbookTotals, roomTotalsOf, taxRateHundredths } from '#server/modules/totals/totals.service';
import { listLineItems } from '#server/modules/line-items/line-items.service';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import { formatPercent, formatUnits, sumMoney } from '#shared/lib/money';
import { lineTotal, priceFacts, summaryKind } from '#shared/lib/pricing';
import { QUOTE_PDF_MESSAGES as M, QUOTE_PDF_TEXT as T } from '#shared/lib/quote-documents-messages';
import type { TAddress } from '#shared/schemas/customer';
import type { TLineItem } from '#shared/schemas/line-item';
import type { TQuotePdfOptions } from '#shared/schemas/quote-pdf';
import { logoForPdf, specImageForPdf } from './document-images';
import { addressLines, billingAddressOf, letterheadLines, preparedFor, shippingAddressOf } from './document-parties';
import { LARGE_SPECS_PDF } from './specs-pdf.service';
import { drawQuotePdf, type QuoteContent, type QuoteLine, type QuoteRoom, type QuoteTotals } from './quote-pdf.draw';
import { issueQuote } from './quote-numbers.service';
import { loadSpecbookDocument, type DocumentSpec, type SpecbookDocument } from './specbook-document.service';

/** Images decoded at once (sharp has its own thread pool; this bounds memory). */
const IMAGE_CONCURRENCY = 4;

/** The specs a quote lists: rejected ones are not quoted (the totals' 'quoted' rule); optional ones are listed, marked and not counted. */
function isListed(spec: DocumentSpec): boolean {
  return spec.status !== 'rejected';
}

/** One printed line: the figures of its own price record, the line total by the price shown. */
function quoteLine(spec: DocumentSpec, kind: 'all' | 'list' | 'sale'): QuoteLine {
  const { sale } = priceFacts({ ...spec, multiplier: null, multiplierLabel: null, profitMargin: null });
  return {
    name: spec.name,
    description: spec.description,
    brand: spec.manufacturerName,
    model: spec.modelNumber,
    finish: spec.finish,
    tags: spec.tags,
    qty: spec.qty,
    list: spec.listPrice,
    sale,
    total: lineTotal({ listPrice: spec.listPrice, salePrice: kind === 'list' ? spec.listPrice : spec.salePrice, qty: spec.qty }),
    optional: spec.isOptional,
    imageName: spec.imageName,
  };
}

/** A line item as a printed row: name, qty, its list and unit price, and its total by the price shown. */
function lineItemRow(item: TLineItem, kind: 'all' | 'list' | 'sale'): QuoteLine {
  return {
    name: item.name,
    description: null,
    brand: '',
    model: '',
    finish: item.isShipping ? docText(T.lineItemShipping) : null,
    tags: [],
    qty: item.quantity,
    list: item.listPrice,
    sale: item.unitPrice,
    total: kind === 'list' ? item.listTotal : item.total,
    optional: false,
    imageName: null,
    charge: true,
  };
}

/** The specbook's line items as a last block of rows after the products, or nothing without any. */
async function lineItemsBlock(ctx: ServiceContext, specbookId: number, kind: 'all' | 'list' | 'sale'): Promise<QuoteRoom[]> {
  const lines = (await listLineItems(ctx, specbookId)).map((item) => lineItemRow(item, kind));
  return lines.length === 0 ? [] : [{ name: docText(T.lineItems), lines, subtotal: sumMoney(lines.map((line) => line.total)) }];
}

/** An address's printed lines, or null without one. */
function linesOf(address: TAddress | null): string[] | null {
  return address ? addressLines(address) : null;
}

/** Bounded-concurrency map. */
async function mapLimited<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await fn(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

/** The PDF-ready images of the listed specs, by imageName (specs without one draw nothing). */
async function lineImages(ctx: ServiceContext, storage: FileStorage, rooms: readonly QuoteRoom[]): Promise<Map<string, Buffer>> {
  const names = [...new Set(rooms.flatMap((room) => room.lines.map((line) => line.imageName)).filter((n): n is string => Boolean(n)))];
  const images = await mapLimited(names, IMAGE_CONCURRENCY, (name) => specImageForPdf(ctx.db, storage, name));
  return new Map(names.flatMap((name, i) => (images[i] ? [[name, images[i]] as const] : [])));
}

/** The totals block: the quoted summary of the price shown, straight from the totals service. */
async function quoteTotals(ctx: ServiceContext, doc: SpecbookDocument, options: TQuotePdfOptions, kind: 'all' | 'list' | 'sale'): Promise<QuoteTotals | null> {
  if (!options.showTotals) return null;
  const totals = await getSpecbookTotals(ctx, doc.specbook.id, { types: ['quoted', 'approved'], summary: true });
  const line = totals.quoted.summary?.[kind];
  if (!line) return null;
  const rate = taxRateHundredths(doc.specbook.tax, String(doc.company.defaultTaxPercentage));
  const shippingHidden = !options.showShippingCost && line.shipping !== '0.00';
  const withSavings = kind === 'all';
  return {
    listSubtotal: withSavings ? totals.quoted.list : null,
    savings: withSavings ? line.savings : null,
    subtotalLabel: withSavings ? T.saleSubtotal : T.subtotal,
    subtotal: line.subtotal,
    shipping: options.showShippingCost ? line.shipping : null,
    taxLabel: T.tax(formatPercent(formatUnits(rate, 2))),
    tax: line.tax,
    total: line.total,
    totalLabel: shippingHidden ? T.totalWithShipping : T.total,
  };
}

/** The rooms with their listed lines and quoted subtotals (from the totals service), empty rooms left out. */
async function quoteRooms(ctx: ServiceContext, doc: SpecbookDocument, kind: 'all' | 'list' | 'sale'): Promise<QuoteRoom[]> {
  const byRoom = await roomTotalsOf(ctx.db, await requireSpecbook(ctx, doc.specbook.id));
  return doc.rooms
    .map((room) => {
      const totals = byRoom.get(room.id);
      const subtotal = totals ? (kind === 'list' ? totals.totalListPrice : totals.totalSalesPrice) : '0.00';
      return { name: room.name, lines: room.specs.filter(isListed).map((spec) => quoteLine(spec, kind)), subtotal };
    })
    .filter((room) => room.lines.length > 0);
}

/** A 'YYYY-MM-DD' day as a quote prints it: 'November 25, 2026' (en-US), '25 de novembro de 2026' (pt-BR). */
function printedDay(isoDay: string): string {
  return docDate(isoDay);
}

/** Everything the quote shows, read and chosen by the options. */
async function quoteContent(ctx: ServiceContext, storage: FileStorage, specbookId: number, options: TQuotePdfOptions): Promise<QuoteContent> {
  const doc = await loadSpecbookDocument(ctx, specbookId);
  const issued = await issueQuote(ctx, { id: doc.specbook.id, accountId: ctx.user.accountId });
  const kind = summaryKind({ showList: options.showPrice, showSale: options.showSalePrice });
  const [rooms, lineItems, totals, logo] = await Promise.all([
    quoteRooms(ctx, doc, kind),
    lineItemsBlock(ctx, doc.specbook.id, kind),
    quoteTotals(ctx, doc, options, kind),
    logoForPdf(storage, doc.logoKey, doc.company.logoURL),
  ]);
  return {
    options,
    company: { name: doc.company.companyName, lines: letterheadLines(doc.company) },
    logo,
    specbook: { id: doc.specbook.id, name: doc.specbook.name },
    quote: { number: issued.number, date: printedDay(issued.issuedOn), validUntil: printedDay(issued.validUntil) },
    customer: preparedFor(doc),
    billTo: options.showBillingAddress ? linesOf(billingAddressOf(doc)) : null,
    shipTo: options.showShippingAddress ? linesOf(shippingAddressOf(doc)) : null,
    paymentTerms: options.showPaymentTerms ? doc.specbook.paymentTerms.name : null,
    rooms: [...rooms, ...lineItems],
    totals,
    images: options.showImages ? await lineImages(ctx, storage, rooms) : new Map(),
  };
}

/**
 * Whether the quote of a specbook is built as a PDF job: more than `LARGE_SPECS_PDF.specs` specs
 * (the specs PDF's measured threshold; a quote line is lighter than a product page, so this errs
 * towards jobs). 404 for another account's specbook.
 */
export async function isLargeQuotePdf(ctx: ServiceContext, specbookId: number): Promise<boolean> {
  const doc = await loadSpecbookDocument(ctx, specbookId);
  return doc.rooms.reduce((n, room) => n + room.specs.length, 0) > LARGE_SPECS_PDF.specs;
}

/**
 * POST {u}/specbook/{id}/pdf/quote: the quote of a specbook of the caller's account as PDF bytes
 * and its file name "{specbook name} - Quote.pdf". Each call issues a new quote: the account's
 * next quote number, recorded with its date and validity (docs/decisions/040).
 * @throws NotFoundError for another account's specbook.
 */
export async function createQuotePdf(
  ctx: ServiceContext,
  storage: FileStorage,
  specbookId: number,
  options: TQuotePdfOptions,
): Promise<{ fileName: string; pdf: Buffer }> {
  return inUserLocale(ctx.user, async () => {
    const content = await quoteContent(ctx, storage, specbookId, options);
    return { fileName: M.fileName(content.specbook.name), pdf: await drawQuotePdf(content) };
  });
}
