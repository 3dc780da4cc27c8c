/**
 * The purchase-order PDF (createPdf type "purchaseorder"; spec §4.5, §7; docs/decisions/035, 040):
 * the showroom's orders to its vendors — one section per vendor (manufacturer), each starting on
 * its own page so it can be sent on its own: the company as buyer (logo, name, contact),
 * "Purchase Order" with the specbook's name, PO number and date, the Vendor, Buyer and Ship To
 * boxes, that vendor's lines with quantities, unit and extended cost and its total, notes and a
 * signature area; then, for more than one vendor, an order summary. A line without cost says
 * "Cost missing" and every total says how many lines it leaves out. Saved as "{specbook name}.pdf".
 *
 * A specbook that is a purchase order (docs/decisions/054) prints from its purchase-order record
 * instead: one section addressed to its seller (name, address, e-mail, payment terms), dated when
 * it was ordered, its lines at the order's prices, then Subtotal, Shipping and Total.
 */
import type { ServiceContext } from '#server/lib/context';
import { PDF_COLORS, renderPdf, type PdfDoc } from '#server/lib/pdf/index';
import type { FileStorage } from '#server/lib/storage';
import { logoForPdf } from '#server/modules/documents/document-images';
import { addressLines, shippingAddressOf } from '#server/modules/documents/document-parties';
import { loadSpecbookDocument, type SpecbookDocument } from '#server/modules/documents/specbook-document.service';
import { purchaseOrderPrint, type PurchaseOrderPrint } from '#server/modules/purchase-orders/purchase-order-print';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import { docDate, docMoney, docText, inUserLocale } from '#server/lib/document-locale';
import { fromCents, toCents } from '#shared/lib/money';
import { PDF_JOB_MESSAGES as M } from '#shared/lib/pdf-job-messages';
import type { PdfBuildResult } from './pdf-builders';
import {
  priceBasisOf,
  purchaseOrderContent,
  sellerOrderContent,
  type PriceBasis,
  type PurchaseOrderContent,
  type PurchaseOrderGroup,
  type PurchaseOrderLine,
  type PurchaseOrderSums,
} from './purchase-order-lines';

const MARGIN = 48;
const FOOTER_SPACE = 36;
const { muted: GREY, rule: RULE, panel: SHADE, warning: WARNING } = PDF_COLORS;

/** Words printed on the purchase order (English sources: `docText` words them in the maker's locale, docs/decisions/084). */
export const PO_TEXT = {
  title: 'Purchase Order',
  vendor: 'Vendor',
  buyer: 'Buyer',
  shipTo: 'Ship To',
  vendorOf: (n: number, of: number) => `Vendor ${n} of ${of}`,
  /** A line whose price (the seller's cost) is not set. */
  missing: (label: PriceBasis['label']) => `${label} missing`,
  /** The note under a total that leaves lines without a price out. */
  missingNote: (count: number, label: PriceBasis['label']) =>
    `${count} ${count === 1 ? 'line has' : 'lines have'} no ${label.toLowerCase()}: the total leaves ${count === 1 ? 'it' : 'them'} out. Add the missing ${label.toLowerCase()} before sending this order.`,
  total: (label: PriceBasis['label']) => `Total ${label}`,
  summary: 'Order summary',
  summaryTotal: (label: PriceBasis['label']) => `Order total ${label.toLowerCase()}`,
  empty: 'This specbook has no specs to order.',
  subtotal: 'Subtotal',
  shipping: 'Shipping',
  orderTotal: 'Total',
};

/** A table column: heading, width and alignment. */
interface Column {
  key: 'modelNumber' | 'item' | 'finish' | 'qty' | 'unit' | 'extended';
  title: string;
  width: number;
  align: 'left' | 'right';
}

/** The columns for a content width; without prices the item column takes their room. */
function columnsFor(width: number, basis: PriceBasis | null): Column[] {
  const money = basis ? 76 : 0;
  const fixed = 92 + 90 + 36 + 2 * money;
  const columns: Column[] = [
    { key: 'modelNumber', title: docText('Model #'), width: 92, align: 'left' },
    { key: 'item', title: docText('Item'), width: width - fixed, align: 'left' },
    { key: 'finish', title: docText('Finish'), width: 90, align: 'left' },
    { key: 'qty', title: docText('Qty'), width: 36, align: 'right' },
  ];
  if (!basis) return columns;
  return [...columns, { key: 'unit', title: docText(`Unit ${basis.label}`), width: money, align: 'right' }, { key: 'extended', title: docText(`Extended ${basis.label}`), width: money, align: 'right' }];
}

function cellText(line: PurchaseOrderLine, key: Column['key'], basis: PriceBasis | null): string {
  const missing = basis ? docText(PO_TEXT.missing(basis.label)) : '—';
  switch (key) {
    case 'modelNumber':
      return line.modelNumber || '—';
    case 'item':
      return line.name;
    case 'finish':
      return line.finish ?? '—';
    case 'qty':
      return String(line.qty);
    case 'unit':
      return line.unit === null ? missing : docMoney(line.unit);
    case 'extended':
      return line.extended === null ? '—' : docMoney(line.extended);
  }
}

/** The PO number of a specbook: one purchase order per specbook. */
export function purchaseOrderNumber(specbookId: number): string {
  return `PO-${String(specbookId).padStart(6, '0')}`;
}

function issueDate(now: Date): string {
  return docDate(now);
}

function bottomOf(doc: PdfDoc): number {
  return doc.page.height - MARGIN - FOOTER_SPACE;
}

/** Starts a new page when `height` does not fit; answers whether it did. */
function ensureRoom(doc: PdfDoc, height: number): boolean {
  if (doc.y + height <= bottomOf(doc)) return false;
  doc.addPage();
  return true;
}

function contactLines(document: SpecbookDocument): string[] {
  const { company } = document;
  const purchasing = company.purchasing;
  return [
    company.address,
    company.phone ? docText('Phone: {phone}', { phone: company.phone }) : null,
    company.email,
    company.website,
    purchasing?.name ? docText('Purchasing: {contact}', { contact: [purchasing.name, purchasing.phone].filter(Boolean).join(', ') }) : null,
    purchasing?.email && purchasing.email !== company.email ? purchasing.email : null,
  ].filter((line): line is string => Boolean(line));
}

/** Ship-to: the specbook's (else its customer's) shipping address when set, else the buyer's own address. */
function shipToLines(document: SpecbookDocument): string[] {
  const { customer, company } = document;
  const shipping = shippingAddressOf(document);
  if (shipping) {
    const customerName = [customer.customerFirstName, customer.customerLastName].filter(Boolean).join(' ') || customer.customer?.name;
    const lines = addressLines(shipping);
    return customerName && !lines.includes(customerName) ? [customerName, ...lines] : lines;
  }
  return [docText('Same as buyer'), company.companyName, company.address ?? ''].filter(Boolean);
}

/** Logo (or the company name in large type), and the company's contact details under it. */
function drawBuyerHeader(doc: PdfDoc, document: SpecbookDocument, logo: Buffer | null): number {
  const top = MARGIN;
  if (logo) {
    doc.image(logo, MARGIN, top, { fit: [150, 56] });
    doc.y = top + 62;
  } else doc.y = top;
  doc.font('Helvetica-Bold').fontSize(13).fillColor('black').text(document.company.companyName, MARGIN, doc.y, { width: 260 });
  doc.font('Helvetica').fontSize(8.5).fillColor(GREY);
  for (const line of contactLines(document)) doc.text(line, MARGIN, doc.y, { width: 260 });
  return doc.y;
}

/** "Purchase Order", the specbook's name, PO number, date and which vendor of how many, right-aligned. */
function drawTitleBlock(doc: PdfDoc, section: Section): number {
  const x = doc.page.width - MARGIN - 240;
  doc.font('Helvetica-Bold').fontSize(22).fillColor('black').text(docText(PO_TEXT.title), x, MARGIN, { width: 240, align: 'right' });
  doc.font('Helvetica-Bold').fontSize(11).text(section.document.specbook.name, x, doc.y + 2, { width: 240, align: 'right' });
  doc.font('Helvetica').fontSize(9.5).fillColor(GREY);
  doc.text(docText('PO Number: {number}', { number: purchaseOrderNumber(section.document.specbook.id) }), x, doc.y + 6, { width: 240, align: 'right' });
  doc.text(docText('Date: {date}', { date: issueDate(section.now) }), x, doc.y, { width: 240, align: 'right' });
  if (section.vendorCount > 1) doc.text(docText(PO_TEXT.vendorOf(section.index + 1, section.vendorCount)), x, doc.y, { width: 240, align: 'right' });
  return doc.y;
}

/** A titled box of lines at (x, y); answers its bottom. */
function drawBox(doc: PdfDoc, title: string, lines: string[], x: number, y: number, width: number): number {
  doc.font('Helvetica-Bold').fontSize(8).fillColor(GREY).text(title.toUpperCase(), x + 8, y + 6, { width: width - 16, characterSpacing: 0.5 });
  doc.font('Helvetica').fontSize(9.5).fillColor('black');
  for (const line of lines) doc.text(line, x + 8, doc.y + 1, { width: width - 16 });
  const bottom = doc.y + 6;
  doc.roundedRect(x, y, width, bottom - y, 4).lineWidth(0.75).strokeColor(RULE).stroke();
  return bottom;
}

/** The Vendor, Buyer and Ship To boxes side by side. */
function drawParties(doc: PdfDoc, section: Section, y: number): void {
  const { document } = section;
  const gap = 12;
  const width = (doc.page.width - 2 * MARGIN - 2 * gap) / 3;
  const vendor = section.vendorLines ?? (section.group ? [section.group.manufacturer] : ['—']);
  const buyer = [document.company.companyName, ...contactLines(document).slice(0, 2)];
  const bottoms = [
    drawBox(doc, docText(PO_TEXT.vendor), vendor, MARGIN, y, width),
    drawBox(doc, docText(PO_TEXT.buyer), buyer, MARGIN + width + gap, y, width),
    drawBox(doc, docText(PO_TEXT.shipTo), shipToLines(document), MARGIN + 2 * (width + gap), y, width),
  ];
  doc.y = Math.max(...bottoms) + 18;
}

function drawTableHeader(doc: PdfDoc, columns: Column[]): void {
  const y = doc.y;
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(MARGIN, y, width, 18).fill(PDF_COLORS.accent);
  let x = MARGIN;
  doc.font('Helvetica-Bold').fontSize(8.5).fillColor('white');
  for (const column of columns) {
    doc.text(column.title, x + 4, y + 5, { width: column.width - 8, align: column.align, lineBreak: false });
    x += column.width;
  }
  doc.fillColor('black');
  doc.y = y + 22;
}

function rowHeight(doc: PdfDoc, line: PurchaseOrderLine, columns: Column[], basis: PriceBasis | null): number {
  doc.font('Helvetica').fontSize(9);
  return Math.max(...columns.map((column) => doc.heightOfString(cellText(line, column.key, basis), { width: column.width - 8 }))) + 6;
}

function drawLine(doc: PdfDoc, line: PurchaseOrderLine, columns: Column[], basis: PriceBasis | null): void {
  const height = rowHeight(doc, line, columns, basis);
  if (ensureRoom(doc, height)) drawTableHeader(doc, columns);
  const y = doc.y;
  let x = MARGIN;
  for (const column of columns) {
    const missing = column.key === 'unit' && line.unit === null && basis !== null;
    doc.font(missing ? 'Helvetica-Bold' : 'Helvetica').fontSize(9).fillColor(missing ? WARNING : 'black');
    doc.text(cellText(line, column.key, basis), x + 4, y + 2, { width: column.width - 8, align: column.align });
    x += column.width;
  }
  doc.fillColor('black');
  doc.moveTo(MARGIN, y + height).lineTo(doc.page.width - MARGIN, y + height).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.y = y + height + 2;
}

/** The total of a set of lines ("Cost missing" when none has one) and the note counting lines without one. */
function drawSums(doc: PdfDoc, sums: PurchaseOrderSums, basis: PriceBasis, label: string, x: number, width: number): void {
  const allMissing = sums.lineCount > 0 && sums.missing === sums.lineCount;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(allMissing ? WARNING : 'black');
  doc.text(`${label}: ${allMissing ? docText(PO_TEXT.missing(basis.label)) : docMoney(sums.total)}`, x, doc.y + 4, { width, align: 'right' });
  if (sums.missing > 0) {
    doc.font('Helvetica-Oblique').fontSize(8.5).fillColor(WARNING).text(docText(PO_TEXT.missingNote(sums.missing, basis.label)), x, doc.y + 2, { width, align: 'right' });
  }
  doc.fillColor('black');
}

/** A purchase order's Subtotal (its priced lines), Shipping and Total; the note counting lines without a price. */
function drawOrderSums(doc: PdfDoc, sums: PurchaseOrderSums, basis: PriceBasis, shipping: string, x: number, width: number): void {
  const subtotal = toCents(sums.total);
  doc.font('Helvetica').fontSize(10).fillColor('black');
  doc.text(`${docText(PO_TEXT.subtotal)}: ${docMoney(fromCents(subtotal))}`, x, doc.y + 4, { width, align: 'right' });
  doc.text(`${docText(PO_TEXT.shipping)}: ${docMoney(shipping)}`, x, doc.y + 2, { width, align: 'right' });
  doc.font('Helvetica-Bold').fontSize(12).text(`${docText(PO_TEXT.orderTotal)}: ${docMoney(fromCents(subtotal + toCents(shipping)))}`, x, doc.y + 2, { width, align: 'right' });
  if (sums.missing > 0) doc.font('Helvetica-Oblique').fontSize(8.5).fillColor(WARNING).text(docText(PO_TEXT.missingNote(sums.missing, basis.label)), x, doc.y + 2, { width, align: 'right' });
  doc.fillColor('black');
}

/** "Lines: n    Total quantity: q" of a section or of the whole order. */
function countsLine(sums: Pick<PurchaseOrderSums, 'lineCount' | 'quantity'>): string {
  return docText('Lines: {lines}    Total quantity: {quantity}', { lines: sums.lineCount, quantity: sums.quantity });
}

/** A section's line count, quantity and total (a purchase order's: subtotal, shipping and total), right-aligned under the table. */
function drawTotals(doc: PdfDoc, sums: PurchaseOrderSums, basis: PriceBasis | null, shipping: string | null): void {
  ensureRoom(doc, 90);
  const width = doc.page.width - 2 * MARGIN;
  const x = MARGIN + width - 300;
  doc.moveTo(x, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(1).strokeColor('black').stroke();
  doc.y += 6;
  doc.font('Helvetica').fontSize(9.5).fillColor('black');
  doc.text(countsLine(sums), x, doc.y, { width: 300, align: 'right' });
  if (basis && shipping !== null) drawOrderSums(doc, sums, basis, shipping, x, 300);
  else if (basis) drawSums(doc, sums, basis, docText(PO_TEXT.total(basis.label)), x, 300);
  doc.y += 18;
}

/** Notes lines and the signature and date lines. */
function drawNotesAndSignature(doc: PdfDoc): void {
  ensureRoom(doc, 150);
  const width = doc.page.width - 2 * MARGIN;
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(8).fillColor(GREY).text(docText('Notes').toUpperCase(), MARGIN + 8, top + 6, { characterSpacing: 0.5 });
  for (let i = 1; i <= 3; i += 1) doc.moveTo(MARGIN + 8, top + 8 + i * 18).lineTo(MARGIN + width - 8, top + 8 + i * 18).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.roundedRect(MARGIN, top, width, 72, 4).lineWidth(0.75).strokeColor(RULE).stroke();
  const lineY = top + 118;
  const half = (width - 24) / 2;
  doc.moveTo(MARGIN, lineY).lineTo(MARGIN + half, lineY).lineWidth(0.75).strokeColor('black').stroke();
  doc.moveTo(MARGIN + half + 24, lineY).lineTo(MARGIN + width, lineY).stroke();
  doc.font('Helvetica').fontSize(8.5).fillColor(GREY);
  doc.text(docText('Authorized Signature'), MARGIN, lineY + 4, { width: half });
  doc.text(docText('Date'), MARGIN + half + 24, lineY + 4, { width: half });
  doc.y = lineY + 20;
}

/** "PO-000042 · Vendor · Company" and "Page n of N" on every page. */
function drawFooters(doc: PdfDoc, document: SpecbookDocument, vendorOfPage: readonly (string | null)[]): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN - 12;
    const width = doc.page.width - 2 * MARGIN;
    // Writing inside the bottom margin must not open a page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(GREY);
    const vendor = vendorOfPage[i - range.start];
    const parts = [purchaseOrderNumber(document.specbook.id), vendor, document.company.companyName].filter(Boolean);
    doc.text(parts.join(' · '), MARGIN, y, { width: width - 90, lineBreak: false, ellipsis: true });
    doc.text(docText('Page {n} of {count}', { n: i - range.start + 1, count: range.count }), MARGIN, y, { width, align: 'right', lineBreak: false });
  }
}

/** One vendor's part of the order (or the whole empty order when there is no vendor). */
interface Section {
  document: SpecbookDocument;
  logo: Buffer | null;
  basis: PriceBasis | null;
  now: Date;
  group: PurchaseOrderGroup | null;
  index: number;
  vendorCount: number;
  /** A purchase order's Vendor box (its seller); null = the group's manufacturer. */
  vendorLines: string[] | null;
  /** A purchase order's shipping; null = no shipping line (a specbook's order by manufacturer). */
  shipping: string | null;
}

/** A vendor's section: header, parties, its lines, its total, notes and signature. */
function drawSection(doc: PdfDoc, section: Section): void {
  const headerBottom = Math.max(drawBuyerHeader(doc, section.document, section.logo), drawTitleBlock(doc, section));
  drawParties(doc, section, headerBottom + 16);
  const columns = columnsFor(doc.page.width - 2 * MARGIN, section.basis);
  drawTableHeader(doc, columns);
  const { group, basis } = section;
  if (!group) {
    doc.font('Helvetica-Oblique').fontSize(10).fillColor(GREY).text(docText(PO_TEXT.empty), MARGIN, doc.y + 4);
    doc.y += 12;
  } else for (const line of group.lines) drawLine(doc, line, columns, basis);
  drawTotals(doc, group ?? { lineCount: 0, quantity: 0, total: basis ? '0.00' : null, missing: 0 }, basis, section.shipping);
  drawNotesAndSignature(doc);
}

/** The buyer's overview of a multi-vendor order: each vendor's lines, quantity and total, and the order total. */
function drawSummary(doc: PdfDoc, content: PurchaseOrderContent, basis: PriceBasis | null): void {
  doc.addPage();
  const width = doc.page.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black').text(docText(PO_TEXT.summary), MARGIN, MARGIN, { width });
  doc.y += 8;
  const money = basis ? 120 : 0;
  const columns: [string, number, 'left' | 'right'][] = [
    [docText(PO_TEXT.vendor), width - 60 - 70 - money, 'left'],
    [docText('Lines'), 60, 'right'],
    [docText('Quantity'), 70, 'right'],
    ...(basis ? [[docText(PO_TEXT.total(basis.label)), money, 'right'] as [string, number, 'right']] : []),
  ];
  const row = (cells: string[], bold: boolean, colors: string[] = []) => {
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const [, w, align] = columns[i]!;
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9.5).fillColor(colors[i] ?? 'black').text(cell, x + 4, y + 3, { width: w - 8, align, lineBreak: false });
      x += w;
    });
    doc.moveTo(MARGIN, y + 18).lineTo(MARGIN + width, y + 18).lineWidth(0.5).strokeColor(RULE).stroke();
    doc.y = y + 20;
  };
  doc.rect(MARGIN, doc.y, width, 18).fill(SHADE);
  row(columns.map(([title]) => title), true);
  for (const group of content.groups) {
    const missingAll = basis !== null && group.missing === group.lineCount;
    const total = basis ? [missingAll ? docText(PO_TEXT.missing(basis.label)) : docMoney(group.total)] : [];
    row([group.manufacturer, String(group.lineCount), String(group.quantity), ...total], false, ['black', 'black', 'black', missingAll ? WARNING : 'black']);
  }
  doc.y += 6;
  doc.font('Helvetica').fontSize(9.5).fillColor('black').text(countsLine(content), MARGIN, doc.y, { width, align: 'right' });
  if (basis) drawSums(doc, content, basis, docText(PO_TEXT.summaryTotal(basis.label)), MARGIN, width);
}

/**
 * Draws the whole purchase order into `doc`: a section per vendor, then the summary when there are
 * several; for a purchase-order record, one section addressed to its seller.
 */
function drawPurchaseOrder(doc: PdfDoc, document: SpecbookDocument, logo: Buffer | null, basis: PriceBasis | null, order: PurchaseOrderPrint | null): void {
  const content = order ? sellerOrderContent(document.rooms, basis, order.seller) : purchaseOrderContent(document.rooms, basis);
  const now = order?.orderedAt ?? new Date();
  const record = { vendorLines: order?.vendorLines ?? null, shipping: order?.shipping ?? null };
  const groups: (PurchaseOrderGroup | null)[] = content.groups.length > 0 ? content.groups : [null];
  const vendorOfPage: (string | null)[] = [];
  const markPages = (vendor: string | null) => {
    while (vendorOfPage.length < doc.bufferedPageRange().count) vendorOfPage.push(vendor);
  };
  groups.forEach((group, index) => {
    if (index > 0) doc.addPage();
    drawSection(doc, { document, logo, basis, now, group, index, vendorCount: content.groups.length, ...record });
    markPages(group?.manufacturer ?? null);
  });
  if (content.groups.length > 1) {
    drawSummary(doc, content, basis);
    markPages(null);
  }
  drawFooters(doc, document, vendorOfPage);
}

/**
 * Builds the purchase order of a specbook as the caller may see it (a token viewer's copy carries
 * no cost: see `priceBasisOf`); a purchase-order specbook prints from its record. Registered as type
 * "purchaseorder" (./builders.ts).
 */
export async function buildPurchaseOrderPdf(ctx: ServiceContext, storage: FileStorage, specbookId: number): Promise<PdfBuildResult> {
  return inUserLocale(ctx.user, async () => {
    const document = await loadSpecbookDocument(ctx, specbookId);
    const order = await purchaseOrderPrint(ctx, await requireSpecbook(ctx, specbookId));
    const logo = await logoForPdf(storage, document.logoKey, document.company.logoURL);
    const basis = priceBasisOf(ctx.viewer);
    const title = `${docText(PO_TEXT.title)} - ${document.specbook.name}`;
    const pdf = await renderPdf({ title, author: document.company.companyName }, (doc) => drawPurchaseOrder(doc, document, logo, basis, order));
    return { pdf, fileName: M.fileName(document.specbook.name) };
  });
}
