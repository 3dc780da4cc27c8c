/**
 * Drawing the quote PDF with pdfkit (docs/decisions/033): letterhead, parties, the line table
 * grouped by room (its header repeated on every page it continues on), totals, signature line and
 * a footer with page numbers. Pure layout: every figure arrives formatted-ready in
 * {@link QuoteContent}; nothing here adds money up.
 */
import { eventLoopYielder, PDF_COLORS, renderPdf, type PdfDoc } from '#server/lib/pdf/index';
import { docMoney, docText } from '#server/lib/document-locale';
import { fromCents, toCents } from '#shared/lib/money';
import { QUOTE_PDF_TEXT as T } from '#shared/lib/quote-documents-messages';
import type { TQuotePdfOptions } from '#shared/schemas/quote-pdf';
import type { DocumentClient } from './document-parties';
import { DOC_MARGIN, drawLetterhead, drawPageFooters, drawPartyBlocks, drawTotalsBlock, font, pageBottom, pageWidth } from './document-draw';

/** One quoted line. Money: 2-decimal strings (null = not set). */
export interface QuoteLine {
  name: string;
  description: string | null;
  brand: string;
  model: string;
  finish: string | null;
  tags: string[];
  qty: number;
  list: string | null;
  sale: string | null;
  /** qty × the price shown (list when only the list price shows, else the sale price). */
  total: string;
  /** Listed, marked and not counted in any total. */
  optional: boolean;
  imageName: string | null;
  /** A line item (labour, delivery, fees): no product image or frame. */
  charge?: boolean;
}

/** A room's lines and its quoted subtotal (from the totals service). */
export interface QuoteRoom {
  name: string;
  lines: QuoteLine[];
  subtotal: string;
}

/**
 * The totals block, figures from the totals service's quoted summary; null lines are not printed.
 * With list and sale prices shown it reads list subtotal − savings = subtotal (at sale prices), then
 * subtotal + tax + shipping = total, so every step of the arithmetic is on the page.
 */
export interface QuoteTotals {
  /** The list-price subtotal the savings come off (null unless both prices show). */
  listSubtotal: string | null;
  savings: string | null;
  subtotalLabel: string;
  subtotal: string;
  shipping: string | null;
  taxLabel: string;
  tax: string;
  total: string;
  totalLabel: string;
}

/** Everything the quote prints. */
export interface QuoteContent {
  options: TQuotePdfOptions;
  company: { name: string; lines: string[] };
  logo: Buffer | null;
  specbook: { id: number; name: string };
  /** The issued quote's number (per account, docs/decisions/040) and its dates as printed. */
  quote: { number: number; date: string; validUntil: string };
  /** "Prepared for": the customer, else the client on the team (docs/decisions/040). */
  customer: DocumentClient | null;
  billTo: string[] | null;
  shipTo: string[] | null;
  paymentTerms: string | null;
  rooms: QuoteRoom[];
  totals: QuoteTotals | null;
  /** PDF-ready images by imageName. */
  images: Map<string, Buffer>;
}

const MARGIN = DOC_MARGIN;
const { ink: INK, muted: MUTED, rule: RULE, panel: BAND, warning: OPTIONAL } = PDF_COLORS;
const THUMB = 40;
const CELL_PAD = 5;
const BODY = 8.5;

type ColumnKey = 'image' | 'product' | 'brand' | 'model' | 'qty' | 'list' | 'sale' | 'total';
interface Column {
  key: ColumnKey;
  header: string;
  width: number;
  align: 'left' | 'right' | 'center';
}

/** A pdfkit image opened once and placed on every line that shows it. */
type OpenedImage = { width: number; height: number };

/** The layout state while drawing: the page's writing position and what a new page repeats. */
interface Cursor {
  doc: PdfDoc;
  y: number;
  columns: Column[];
  /** The room whose lines are being drawn, repeated as "(continued)" on a new page. */
  room: string | null;
  images: Map<string, OpenedImage>;
}


/** The table's columns for these options: the product column takes what the others leave. */
function tableColumns(doc: PdfDoc, o: TQuotePdfOptions): Column[] {
  const C = T.columns;
  const fixed: (Column | false)[] = [
    o.showImages && { key: 'image', header: C.image, width: THUMB + 2 * CELL_PAD, align: 'center' },
    { key: 'product', header: docText(C.product), width: 0, align: 'left' },
    o.showBrandName && { key: 'brand', header: docText(C.brand), width: 74, align: 'left' },
    o.showModelNumbers && { key: 'model', header: docText(C.model), width: 74, align: 'left' },
    { key: 'qty', header: docText(C.qty), width: 32, align: 'right' },
    o.showPrice && { key: 'list', header: docText(C.list), width: 62, align: 'right' },
    o.showSalePrice && { key: 'sale', header: docText(C.sale), width: 62, align: 'right' },
    (o.showPrice || o.showSalePrice) && { key: 'total', header: docText(C.total), width: 70, align: 'right' },
  ];
  const columns = fixed.filter((c): c is Column => c !== false);
  const used = columns.reduce((sum, c) => sum + c.width, 0);
  return columns.map((c) => (c.key === 'product' ? { ...c, width: pageWidth(doc) - used } : c));
}

/** Company letterhead (left) and the quote's title, name, number, date and validity (right). */
function drawHeader(cursor: Cursor, c: QuoteContent): void {
  const meta = [T.quoteNumber(c.quote.number), T.date(c.quote.date), T.validUntil(c.quote.validUntil)].map((text) => docText(text));
  cursor.y = drawLetterhead(cursor.doc, { company: c.company, logo: c.logo, title: docText(T.title), subtitle: c.specbook.name, meta });
}

/** Prepared for / Bill to / Ship to side by side, then the payment terms. */
function drawParties(cursor: Cursor, c: QuoteContent): void {
  const { doc } = cursor;
  cursor.y = drawPartyBlocks(doc, cursor.y, [
    [docText(T.preparedFor), c.customer ? [c.customer.name, ...c.customer.lines] : null],
    [docText(T.billTo), c.billTo],
    [docText(T.shipTo), c.shipTo],
  ]);
  if (c.paymentTerms) {
    const label = docText(T.paymentTerms);
    font(doc, 'bold', 9.5);
    doc.text(label, MARGIN, cursor.y, { continued: true });
    font(doc, 'regular', 9.5).text(c.paymentTerms);
    cursor.y += doc.heightOfString(label) + 10;
  }
  cursor.y += 4;
}

/** The header row's height: 18 points, a line taller for each line a header wraps to (pt-BR 'Preço de tabela'). */
function tableHeaderHeight(cursor: Cursor): number {
  const { doc } = cursor;
  font(doc, 'bold', 8);
  const tallest = Math.max(...cursor.columns.map((col) => doc.heightOfString(col.header, { width: col.width - 2 * CELL_PAD })));
  return 18 + tallest - doc.heightOfString('X');
}

function drawTableHeader(cursor: Cursor): void {
  const { doc } = cursor;
  const height = tableHeaderHeight(cursor);
  doc.rect(MARGIN, cursor.y, pageWidth(doc), height).fillColor(INK).fill();
  let x = MARGIN;
  font(doc, 'bold', 8, PDF_COLORS.white);
  for (const col of cursor.columns) {
    doc.text(col.header, x + CELL_PAD, cursor.y + 5, { width: col.width - 2 * CELL_PAD, align: col.align });
    x += col.width;
  }
  cursor.y += height;
}

/** Starts a new page with the table header and, inside a room, its "(continued)" band. */
function newTablePage(cursor: Cursor): void {
  cursor.doc.addPage();
  cursor.y = MARGIN;
  drawTableHeader(cursor);
  if (cursor.room !== null) drawRoomBand(cursor, docText(T.continued('{room}'), { room: cursor.room }));
}

/** Makes room for `height` points, continuing the table on a new page when needed. */
function ensureSpace(cursor: Cursor, height: number): void {
  if (cursor.y + height > pageBottom(cursor.doc)) newTablePage(cursor);
}

function drawRoomBand(cursor: Cursor, title: string): void {
  const { doc } = cursor;
  const height = 18;
  doc.rect(MARGIN, cursor.y, pageWidth(doc), height).fillColor(BAND).fill();
  font(doc, 'bold', 9.5, INK).text(title, MARGIN + CELL_PAD, cursor.y + 5, { width: pageWidth(doc) - 2 * CELL_PAD, lineBreak: false, ellipsis: true });
  cursor.y += height;
}

/** The product cell's parts: name, finish, tags, the optional mark. */
function productParts(line: QuoteLine, o: TQuotePdfOptions): { text: string; weight: 'regular' | 'bold' | 'italic'; color: string; size: number }[] {
  return [
    { text: line.name, weight: 'bold' as const, color: INK, size: 9 },
    line.finish ? { text: line.finish, weight: 'regular' as const, color: MUTED, size: BODY } : null,
    o.showTags && line.tags.length > 0 ? { text: docText(T.tags) + line.tags.join(', '), weight: 'regular' as const, color: MUTED, size: BODY } : null,
    line.optional ? { text: docText(T.optional), weight: 'italic' as const, color: OPTIONAL, size: BODY } : null,
  ].filter((p) => p !== null);
}

/** The text of a plain cell. */
function cellText(key: ColumnKey, line: QuoteLine): string {
  switch (key) {
    case 'brand':
      return line.brand;
    case 'model':
      return line.model;
    case 'qty':
      return String(line.qty);
    case 'list':
      return line.list === null ? '—' : docMoney(line.list);
    case 'sale':
      return line.sale === null ? '—' : docMoney(line.sale);
    case 'total':
      return docMoney(line.total);
    default:
      return '';
  }
}

function rowHeight(cursor: Cursor, line: QuoteLine, o: TQuotePdfOptions): number {
  const { doc } = cursor;
  let tallest = o.showImages && !line.charge ? THUMB : 0;
  for (const col of cursor.columns) {
    const width = col.width - 2 * CELL_PAD;
    if (col.key === 'product') {
      const h = productParts(line, o).reduce((sum, p) => sum + font(doc, p.weight, p.size).heightOfString(p.text, { width }), 0);
      tallest = Math.max(tallest, h);
    } else if (col.key !== 'image') {
      tallest = Math.max(tallest, font(doc, 'regular', BODY).heightOfString(cellText(col.key, line), { width }));
    }
  }
  return tallest + 2 * CELL_PAD;
}

function drawLine(cursor: Cursor, line: QuoteLine, o: TQuotePdfOptions): void {
  const { doc } = cursor;
  const height = rowHeight(cursor, line, o);
  ensureSpace(cursor, height);
  const top = cursor.y + CELL_PAD;
  let x = MARGIN;
  for (const col of cursor.columns) {
    const width = col.width - 2 * CELL_PAD;
    if (col.key === 'image') {
      const image = line.imageName ? cursor.images.get(line.imageName) : undefined;
      if (image) doc.image(image as unknown as Buffer, x + CELL_PAD, top, { fit: [THUMB, THUMB], align: 'center', valign: 'center' });
      else if (!line.charge) doc.rect(x + CELL_PAD, top, THUMB, THUMB).lineWidth(0.5).strokeColor(RULE).stroke();
    } else if (col.key === 'product') {
      let y = top;
      for (const part of productParts(line, o)) {
        font(doc, part.weight, part.size, part.color).text(part.text, x + CELL_PAD, y, { width });
        y += doc.heightOfString(part.text, { width });
      }
    } else {
      const color = col.key === 'total' && line.optional ? MUTED : INK;
      font(doc, 'regular', BODY, color).text(cellText(col.key, line), x + CELL_PAD, top, { width, align: col.align });
    }
    x += col.width;
  }
  cursor.y += height;
  doc.moveTo(MARGIN, cursor.y).lineTo(MARGIN + pageWidth(doc), cursor.y).lineWidth(0.5).strokeColor(RULE).stroke();
}

function drawRoomSubtotal(cursor: Cursor, room: QuoteRoom): void {
  const { doc } = cursor;
  ensureSpace(cursor, 18);
  font(doc, 'bold', BODY).text(`${docText(T.roomSubtotal('{room}'), { room: room.name })}   ${docMoney(room.subtotal)}`, MARGIN, cursor.y + 5, { width: pageWidth(doc) - CELL_PAD, align: 'right' });
  cursor.y += 22;
}

/** Quote lines drawn between two turns given back to the event loop (about a page). */
const QUOTE_LINES_PER_YIELD = 12;

async function drawRooms(cursor: Cursor, c: QuoteContent): Promise<void> {
  const { doc } = cursor;
  if (c.rooms.length === 0) {
    font(doc, 'italic', 10, MUTED).text(docText(T.noSpecs), MARGIN, cursor.y);
    cursor.y += 24;
    return;
  }
  const showMoney = c.options.showPrice || c.options.showSalePrice;
  // About a page of lines between two turns given back to the event loop (a large quote is a job).
  const pause = eventLoopYielder(QUOTE_LINES_PER_YIELD);
  ensureSpace(cursor, tableHeaderHeight(cursor) + 18 + THUMB + 2 * CELL_PAD);
  drawTableHeader(cursor);
  for (const room of c.rooms) {
    cursor.room = null;
    ensureSpace(cursor, 18 + THUMB + 2 * CELL_PAD);
    drawRoomBand(cursor, room.name);
    cursor.room = room.name;
    for (const line of room.lines) {
      drawLine(cursor, line, c.options);
      await pause();
    }
    if (showMoney) drawRoomSubtotal(cursor, room);
  }
  cursor.room = null;
  cursor.y += 8;
}

/** The rows above the total, in reading order: [list subtotal, savings,] subtotal, tax[, shipping]. */
function totalsRows(totals: QuoteTotals): [string, string][] {
  const rows: [string, string][] = [];
  if (totals.listSubtotal !== null) rows.push([docText(T.listSubtotal), docMoney(totals.listSubtotal)]);
  if (totals.savings !== null) rows.push([docText(T.savings), docMoney(fromCents(-toCents(totals.savings)))]);
  rows.push([docText(totals.subtotalLabel), docMoney(totals.subtotal)], [docText(totals.taxLabel), docMoney(totals.tax)]);
  if (totals.shipping !== null) rows.push([docText(T.shipping), docMoney(totals.shipping)]);
  return rows;
}

/** The totals block, right-aligned, one figure a line down to the boxed total. */
function drawTotals(cursor: Cursor, totals: QuoteTotals): void {
  cursor.y = drawTotalsBlock(cursor.doc, cursor.y, totalsRows(totals), [docText(totals.totalLabel), docMoney(totals.total)]);
}

function drawSignature(cursor: Cursor): void {
  const { doc } = cursor;
  if (cursor.y + 70 > pageBottom(doc)) {
    doc.addPage();
    cursor.y = MARGIN;
  }
  cursor.y += 30;
  const width = pageWidth(doc);
  const signWidth = width * 0.6;
  doc.moveTo(MARGIN, cursor.y).lineTo(MARGIN + signWidth, cursor.y).lineWidth(0.8).strokeColor(INK).stroke();
  doc.moveTo(MARGIN + signWidth + 24, cursor.y).lineTo(MARGIN + width, cursor.y).stroke();
  font(doc, 'regular', 8.5, MUTED).text(docText(T.signature), MARGIN, cursor.y + 4, { width: signWidth });
  doc.text(docText(T.signatureDate), MARGIN + signWidth + 24, cursor.y + 4, { width: width - signWidth - 24 });
  font(doc, 'italic', 8, MUTED).text(docText(T.acceptance), MARGIN, cursor.y + 18, { width });
  cursor.y += 34;
}

/** "{company} · {specbook} · Quote # {n}" and "Page n of N" on every page. */
function drawFooters(doc: PdfDoc, c: QuoteContent): void {
  drawPageFooters(doc, `${c.company.name} · ${c.specbook.name} · ${docText(T.quoteNumber(c.quote.number))}`, (n, of) => docText(T.page(n, of)));
}

/** Opens each image once so every line showing it reuses one embedded copy. */
function openImages(doc: PdfDoc, images: Map<string, Buffer>): Map<string, OpenedImage> {
  const opener = doc as unknown as { openImage(src: Buffer): OpenedImage };
  const opened = new Map<string, OpenedImage>();
  for (const [name, bytes] of images) {
    try {
      opened.set(name, opener.openImage(bytes));
    } catch {
      // An image pdfkit cannot read draws the empty frame instead.
    }
  }
  return opened;
}

/** The quote PDF bytes (US Letter, portrait). */
export function drawQuotePdf(c: QuoteContent): Promise<Buffer> {
  return renderPdf({ title: `${c.specbook.name} - ${docText(T.title)}`, author: c.company.name, margin: MARGIN }, async (doc) => {
    const cursor: Cursor = { doc, y: MARGIN, columns: tableColumns(doc, c.options), room: null, images: openImages(doc, c.images) };
    drawHeader(cursor, c);
    drawParties(cursor, c);
    await drawRooms(cursor, c);
    if (c.totals) drawTotals(cursor, c.totals);
    if (c.options.showSignatureLine) drawSignature(cursor);
    drawFooters(doc, c);
  });
}
