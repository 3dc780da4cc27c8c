/**
 * The purchase-order PDF (createPdf type "purchaseorder"; spec §4.5, §7; docs/decisions/035): the
 * showroom's order to its vendors — the company as buyer (logo, name, contact), "Purchase Order"
 * with the specbook's name, PO number and date, ship-to, the lines grouped by manufacturer with
 * quantities, unit and extended cost, subtotals and total, notes and a signature area, and page
 * numbers. Saved as "{specbook name}.pdf".
 */
import type { ServiceContext } from '#server/lib/context';
import { PDF_COLORS, renderPdf, type PdfDoc } from '#server/lib/pdf/index';
import type { FileStorage } from '#server/lib/storage';
import { logoForPdf } from '#server/modules/documents/document-images';
import { loadSpecbookDocument, type SpecbookDocument } from '#server/modules/documents/specbook-document.service';
import { formatUsd } from '#shared/lib/money';
import { PDF_JOB_MESSAGES as M } from '#shared/lib/pdf-job-messages';
import type { TAddress } from '#shared/schemas/customer';
import type { PdfBuildResult } from './pdf-builders';
import { priceBasisOf, purchaseOrderContent, type PriceBasis, type PurchaseOrderContent, type PurchaseOrderGroup, type PurchaseOrderLine } from './purchase-order-lines';

const MARGIN = 48;
const FOOTER_SPACE = 36;
const { muted: GREY, rule: RULE, panel: SHADE } = PDF_COLORS;

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
    { key: 'modelNumber', title: 'Model #', width: 92, align: 'left' },
    { key: 'item', title: 'Item', width: width - fixed, align: 'left' },
    { key: 'finish', title: 'Finish', width: 90, align: 'left' },
    { key: 'qty', title: 'Qty', width: 36, align: 'right' },
  ];
  if (!basis) return columns;
  return [...columns, { key: 'unit', title: `Unit ${basis.label}`, width: money, align: 'right' }, { key: 'extended', title: `Extended ${basis.label}`, width: money, align: 'right' }];
}

function cellText(line: PurchaseOrderLine, key: Column['key']): string {
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
      return line.unit === null ? '—' : formatUsd(line.unit);
    case 'extended':
      return line.extended === null ? '—' : formatUsd(line.extended);
  }
}

/** The PO number of a specbook: one purchase order per specbook. */
export function purchaseOrderNumber(specbookId: number): string {
  return `PO-${String(specbookId).padStart(6, '0')}`;
}

function issueDate(now: Date): string {
  return now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
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
    company.phone ? `Phone: ${company.phone}` : null,
    company.email,
    company.website,
    purchasing?.name ? `Purchasing: ${purchasing.name}${purchasing.phone ? `, ${purchasing.phone}` : ''}` : null,
    purchasing?.email && purchasing.email !== company.email ? purchasing.email : null,
  ].filter((line): line is string => Boolean(line));
}

function addressLines(address: TAddress): string[] {
  const person = [address.firstName, address.lastName].filter(Boolean).join(' ') || address.contact;
  const cityLine = [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [person, address.line1, address.line2, cityLine, address.country].filter((line): line is string => Boolean(line));
}

/** Ship-to: the specbook's customer shipping address when set, else the buyer's own address. */
function shipToLines(document: SpecbookDocument): string[] {
  const { customer, company } = document;
  if (customer.shippingAddress) {
    const customerName = [customer.customerFirstName, customer.customerLastName].filter(Boolean).join(' ') || customer.customer?.name;
    const lines = addressLines(customer.shippingAddress);
    return customerName && !lines.includes(customerName) ? [customerName, ...lines] : lines;
  }
  return ['Same as buyer', company.companyName, company.address ?? ''].filter(Boolean);
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

/** "Purchase Order", the specbook's name, PO number and date, right-aligned. */
function drawTitleBlock(doc: PdfDoc, document: SpecbookDocument, now: Date): number {
  const x = doc.page.width - MARGIN - 240;
  doc.font('Helvetica-Bold').fontSize(22).fillColor('black').text('Purchase Order', x, MARGIN, { width: 240, align: 'right' });
  doc.font('Helvetica-Bold').fontSize(11).text(document.specbook.name, x, doc.y + 2, { width: 240, align: 'right' });
  doc.font('Helvetica').fontSize(9.5).fillColor(GREY);
  doc.text(`PO Number: ${purchaseOrderNumber(document.specbook.id)}`, x, doc.y + 6, { width: 240, align: 'right' });
  doc.text(`Date: ${issueDate(now)}`, x, doc.y, { width: 240, align: 'right' });
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

function drawParties(doc: PdfDoc, document: SpecbookDocument, y: number): void {
  const gap = 16;
  const width = (doc.page.width - 2 * MARGIN - gap) / 2;
  const buyer = [document.company.companyName, ...contactLines(document).slice(0, 2)];
  const left = drawBox(doc, 'Buyer', buyer, MARGIN, y, width);
  const right = drawBox(doc, 'Ship To', shipToLines(document), MARGIN + width + gap, y, width);
  doc.y = Math.max(left, right) + 18;
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

function rowHeight(doc: PdfDoc, line: PurchaseOrderLine, columns: Column[]): number {
  doc.font('Helvetica').fontSize(9);
  return Math.max(...columns.map((column) => doc.heightOfString(cellText(line, column.key), { width: column.width - 8 }))) + 6;
}

function drawLine(doc: PdfDoc, line: PurchaseOrderLine, columns: Column[]): void {
  const height = rowHeight(doc, line, columns);
  if (ensureRoom(doc, height)) drawTableHeader(doc, columns);
  const y = doc.y;
  let x = MARGIN;
  doc.font('Helvetica').fontSize(9).fillColor('black');
  for (const column of columns) {
    doc.text(cellText(line, column.key), x + 4, y + 2, { width: column.width - 8, align: column.align });
    x += column.width;
  }
  doc.moveTo(MARGIN, y + height).lineTo(doc.page.width - MARGIN, y + height).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.y = y + height + 2;
}

function drawGroup(doc: PdfDoc, group: PurchaseOrderGroup, columns: Column[]): void {
  if (ensureRoom(doc, 60)) drawTableHeader(doc, columns);
  const width = doc.page.width - 2 * MARGIN;
  doc.rect(MARGIN, doc.y, width, 16).fill(SHADE);
  doc.font('Helvetica-Bold').fontSize(9.5).fillColor('black').text(group.manufacturer, MARGIN + 4, doc.y + 4, { width: width - 8, lineBreak: false });
  doc.y += 8;
  for (const line of group.lines) drawLine(doc, line, columns);
  if (group.subtotal !== null) {
    doc.font('Helvetica-Bold').fontSize(9).text(`${group.manufacturer} subtotal: ${formatUsd(group.subtotal)}`, MARGIN, doc.y + 2, { width, align: 'right' });
  }
  doc.y += 10;
}

function drawTotals(doc: PdfDoc, content: PurchaseOrderContent, basis: PriceBasis | null): void {
  ensureRoom(doc, 60);
  const width = doc.page.width - 2 * MARGIN;
  const x = MARGIN + width - 240;
  doc.moveTo(x, doc.y).lineTo(MARGIN + width, doc.y).lineWidth(1).strokeColor('black').stroke();
  doc.y += 6;
  doc.font('Helvetica').fontSize(9.5).fillColor('black');
  doc.text(`Lines: ${content.lineCount}    Total quantity: ${content.quantity}`, x, doc.y, { width: 240, align: 'right' });
  if (basis && content.total !== null) {
    doc.font('Helvetica-Bold').fontSize(12).text(`Total ${basis.label}: ${formatUsd(content.total)}`, x, doc.y + 4, { width: 240, align: 'right' });
  }
  doc.y += 18;
}

/** Notes lines and the signature and date lines. */
function drawNotesAndSignature(doc: PdfDoc): void {
  ensureRoom(doc, 150);
  const width = doc.page.width - 2 * MARGIN;
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(8).fillColor(GREY).text('NOTES', MARGIN + 8, top + 6, { characterSpacing: 0.5 });
  for (let i = 1; i <= 3; i += 1) doc.moveTo(MARGIN + 8, top + 8 + i * 18).lineTo(MARGIN + width - 8, top + 8 + i * 18).lineWidth(0.5).strokeColor(RULE).stroke();
  doc.roundedRect(MARGIN, top, width, 72, 4).lineWidth(0.75).strokeColor(RULE).stroke();
  const lineY = top + 118;
  const half = (width - 24) / 2;
  doc.moveTo(MARGIN, lineY).lineTo(MARGIN + half, lineY).lineWidth(0.75).strokeColor('black').stroke();
  doc.moveTo(MARGIN + half + 24, lineY).lineTo(MARGIN + width, lineY).stroke();
  doc.font('Helvetica').fontSize(8.5).fillColor(GREY);
  doc.text('Authorized Signature', MARGIN, lineY + 4, { width: half });
  doc.text('Date', MARGIN + half + 24, lineY + 4, { width: half });
  doc.y = lineY + 20;
}

/** "PO-000042 · Company" and "Page n of N" on every page. */
function drawFooters(doc: PdfDoc, document: SpecbookDocument): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const y = doc.page.height - MARGIN - 12;
    const width = doc.page.width - 2 * MARGIN;
    // Writing inside the bottom margin must not open a page.
    doc.page.margins.bottom = 0;
    doc.font('Helvetica').fontSize(8).fillColor(GREY);
    doc.text(`${purchaseOrderNumber(document.specbook.id)} · ${document.company.companyName}`, MARGIN, y, { width, lineBreak: false });
    doc.text(`Page ${i - range.start + 1} of ${range.count}`, MARGIN, y, { width, align: 'right', lineBreak: false });
  }
}

/** Draws the whole purchase order into `doc`. */
function drawPurchaseOrder(doc: PdfDoc, document: SpecbookDocument, logo: Buffer | null, basis: PriceBasis | null, now: Date): void {
  const content = purchaseOrderContent(document.rooms, basis);
  const headerBottom = Math.max(drawBuyerHeader(doc, document, logo), drawTitleBlock(doc, document, now));
  drawParties(doc, document, headerBottom + 16);
  const columns = columnsFor(doc.page.width - 2 * MARGIN, basis);
  drawTableHeader(doc, columns);
  if (content.groups.length === 0) {
    doc.font('Helvetica-Oblique').fontSize(10).fillColor(GREY).text('This specbook has no specs to order.', MARGIN, doc.y + 4);
    doc.y += 12;
  }
  for (const group of content.groups) drawGroup(doc, group, columns);
  drawTotals(doc, content, basis);
  drawNotesAndSignature(doc);
  drawFooters(doc, document);
}

/**
 * Builds the purchase order of a specbook as the caller may see it (a token viewer's copy carries
 * no cost: see `priceBasisOf`). Registered as type "purchaseorder" (./builders.ts).
 */
export async function buildPurchaseOrderPdf(ctx: ServiceContext, storage: FileStorage, specbookId: number): Promise<PdfBuildResult> {
  const document = await loadSpecbookDocument(ctx, specbookId);
  const logo = await logoForPdf(storage, document.logoKey, document.company.logoURL);
  const basis = priceBasisOf(ctx.viewer);
  const title = `Purchase Order - ${document.specbook.name}`;
  const pdf = await renderPdf({ title, author: document.company.companyName }, (doc) => drawPurchaseOrder(doc, document, logo, basis, new Date()));
  return { pdf, fileName: M.fileName(document.specbook.name) };
}
