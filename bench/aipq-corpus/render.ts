/**
 * Renders a corpus quote (definitions.ts) to PDF bytes with pdfkit: the supplier's block on page 1,
 * the table with its header (repeated per page or not), room headings, wrapped cells, subtotals,
 * the summary lines (discount, tax, freight, total), notes, running page headers and footers.
 */
import PDFDocument from 'pdfkit';
import { cents } from './lines';
import { formatMoney } from './money';
import type { QuoteColumn, QuoteDefinition, QuoteLine, TQuoteColumnKind } from './types';

type Doc = InstanceType<typeof PDFDocument>;

const MARGIN = 40;
const RIGHT_ALIGNED: TQuoteColumnKind[] = ['line', 'qty', 'unit', 'discountPct', 'discountAmt', 'amount'];
/** A fixed date, so that the same definition always gives the same bytes. */
const CREATED = new Date(Date.UTC(2026, 2, 14, 9, 0, 0));

/** The drawing state of one quote. */
interface Sheet {
  doc: Doc;
  def: QuoteDefinition;
  /** Left edge of each column. */
  xs: number[];
  y: number;
  pitch: number;
}

/** Words of `text` broken into lines no wider than `width` (and no longer than `maxChars`). */
function wrap(doc: Doc, text: string, width: number, maxChars: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ')) {
    const next = current ? `${current} ${word}` : word;
    if (current && (doc.widthOfString(next) > width || next.length > maxChars)) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  if (current) lines.push(current);
  return lines;
}

/** Draws `text` in a column (right-aligned for numbers). */
function cell(sheet: Sheet, column: QuoteColumn, index: number, text: string, y: number): void {
  const x = sheet.xs[index]!;
  const right = RIGHT_ALIGNED.includes(column.kind);
  const left = right ? x + column.width - 4 - sheet.doc.widthOfString(text) : x;
  sheet.doc.text(text, left, y, { lineBreak: false });
}

/** The text a line shows in a column. */
function cellText(def: QuoteDefinition, line: QuoteLine, kind: TQuoteColumnKind, index: number): string {
  const money = (value: string) => formatMoney(value, def.layout.money);
  switch (kind) {
    case 'line':
      return String(index + 1);
    case 'qty':
      return String(line.quantity);
    case 'uom':
      return 'EA';
    case 'model':
      return line.model;
    case 'description':
      if (def.layout.codeStyle === 'bracket') return `[${line.model}] ${line.name}`;
      if (def.layout.codeStyle === 'dash') return `${line.model} - ${line.name}`;
      return line.name;
    case 'manufacturer':
      return line.manufacturer ?? '';
    case 'unit':
      return money(line.unitPrice);
    case 'discountPct':
      return `${line.discount ?? '0'}%`;
    case 'discountAmt':
      return money(line.discount ?? '0');
    case 'amount':
      return money(line.amount);
  }
}

/** The table header, bold, with a rule under it. */
function drawHeader(sheet: Sheet): void {
  const { doc, def } = sheet;
  doc.font('Helvetica-Bold').fontSize(def.layout.fontSize);
  def.layout.columns.forEach((column, i) => cell(sheet, column, i, column.header, sheet.y));
  const right = sheet.xs.at(-1)! + def.layout.columns.at(-1)!.width;
  doc.moveTo(MARGIN, sheet.y + sheet.pitch - 2).lineTo(right, sheet.y + sheet.pitch - 2).lineWidth(0.5).stroke();
  sheet.y += sheet.pitch + 2;
  doc.font('Helvetica');
}

/** A new page: the running header and, when the layout repeats it, the table header. */
function newPage(sheet: Sheet): void {
  sheet.doc.addPage();
  sheet.y = MARGIN;
  if (sheet.def.layout.pageHeader) {
    sheet.doc.font('Helvetica').fontSize(8).text(`${sheet.def.supplier} - Quote ${sheet.def.quoteNumber} (continued)`, MARGIN, sheet.y, { lineBreak: false });
    sheet.y += 24;
  }
  if (sheet.def.layout.repeatHeader) drawHeader(sheet);
  sheet.doc.font('Helvetica').fontSize(sheet.def.layout.fontSize);
}

/** Makes room for `height` points, breaking the page when needed. */
function ensure(sheet: Sheet, height: number): void {
  if (sheet.y + height > sheet.doc.page.height - MARGIN - 36) newPage(sheet);
}

/** The supplier's block, the quote's references and the client. */
function drawTop(sheet: Sheet): void {
  const { doc, def } = sheet;
  const width = doc.page.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(20);
  if (def.layout.supplierRight) {
    doc.text('QUOTATION', MARGIN, MARGIN, { lineBreak: false });
    doc.text(def.supplier, MARGIN + width - doc.widthOfString(def.supplier), MARGIN, { lineBreak: false });
  } else {
    doc.text(def.supplier, MARGIN, MARGIN, { lineBreak: false });
    doc.fontSize(14).text('QUOTE', MARGIN + width - doc.widthOfString('QUOTE'), MARGIN + 4, { lineBreak: false });
  }
  doc.font('Helvetica').fontSize(9);
  const top = [
    '1200 Commerce Way, Suite 4, Portland, OR 97201 - Tel (503) 555-0142',
    `Quote ${def.quoteNumber}    Date: March 14, 2026    Valid until: April 13, 2026`,
    'Prepared for: Jordan Ellis, 14 Birch Lane, Lake Oswego, OR 97034',
  ];
  top.forEach((text, i) => doc.text(text, MARGIN, MARGIN + 30 + i * 13, { lineBreak: false }));
  sheet.y = MARGIN + 30 + top.length * 13 + 18;
}

/** A room heading before the first line of its section. */
function drawHeading(sheet: Sheet, room: string): void {
  const { doc, def } = sheet;
  const text = def.layout.headings === 'upper' ? room.toUpperCase() : def.layout.headings === 'prefixed' ? `Room: ${room}` : room;
  ensure(sheet, sheet.pitch * 3);
  sheet.y += sheet.pitch * 0.6;
  doc.font('Helvetica-Bold').fontSize(def.layout.fontSize + 1.5).text(text, MARGIN, sheet.y, { lineBreak: false });
  sheet.y += sheet.pitch * 1.2;
  doc.font('Helvetica').fontSize(def.layout.fontSize);
}

/** One priced line; text cells wrap within their column. */
function drawLine(sheet: Sheet, line: QuoteLine, index: number): void {
  const { doc, def } = sheet;
  const cells = def.layout.columns.map((column) => {
    const text = cellText(def, line, column.kind, index);
    return RIGHT_ALIGNED.includes(column.kind) ? [text] : wrap(doc, text, column.width - 8, def.layout.wrap);
  });
  const rows = Math.max(...cells.map((c) => c.length));
  ensure(sheet, rows * sheet.pitch);
  cells.forEach((texts, i) => texts.forEach((text, k) => cell(sheet, def.layout.columns[i]!, i, text, sheet.y + k * sheet.pitch)));
  sheet.y += rows * sheet.pitch + 2;
}

/** A label ending left of the amount column and its value in the amount column. */
function drawSummary(sheet: Sheet, label: string, value: string, bold = false): void {
  const { doc, def } = sheet;
  const last = def.layout.columns.length - 1;
  ensure(sheet, sheet.pitch);
  doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(def.layout.fontSize);
  doc.text(label, sheet.xs[last]! - 10 - doc.widthOfString(label), sheet.y, { lineBreak: false });
  cell(sheet, def.layout.columns[last]!, last, formatMoney(value, def.layout.money), sheet.y);
  doc.font('Helvetica');
  sheet.y += sheet.pitch + 2;
}

/** Sum of decimal strings, in cents. */
function sumCents(values: string[]): number {
  return values.reduce((sum, value) => sum + Math.round(Number(value) * 100), 0);
}

/** The lines of the quote with headings and subtotals. */
function drawLines(sheet: Sheet): void {
  const { def } = sheet;
  let section: QuoteLine[] = [];
  const closeSection = () => {
    if (def.layout.subtotals && section.length > 0 && section[0]!.room) drawSummary(sheet, `Subtotal ${section[0]!.room}`, cents(sumCents(section.map((l) => l.amount))));
    section = [];
  };
  def.lines.forEach((line, index) => {
    if (index === 0 || line.room !== def.lines[index - 1]!.room) {
      closeSection();
      if (line.room) drawHeading(sheet, line.room);
    }
    section.push(line);
    drawLine(sheet, line, index);
  });
  closeSection();
}

/** Merchandise, discount, tax, freight and total. */
function drawTotals(sheet: Sheet): void {
  const { layout } = sheet.def;
  const merchandise = sumCents(sheet.def.lines.map((l) => l.amount));
  const less = layout.lessPercent ? Math.round((merchandise * layout.lessPercent) / 100) : 0;
  const tax = layout.taxRate ? Math.round(((merchandise - less) * layout.taxRate) / 100) : 0;
  const freight = layout.freight ? Math.round(Number(layout.freight) * 100) : 0;
  sheet.y += sheet.pitch * 0.5;
  if (less || tax || freight) drawSummary(sheet, 'Merchandise subtotal', cents(merchandise));
  if (less) drawSummary(sheet, `Less ${layout.lessPercent}% project discount`, cents(-less));
  if (tax) drawSummary(sheet, `Sales tax ${layout.taxRate}%`, cents(tax));
  if (freight) drawSummary(sheet, 'Freight', cents(freight));
  drawSummary(sheet, 'Total', cents(merchandise - less + tax + freight), true);
}

/** The notes paragraphs after the totals. */
function drawNotes(sheet: Sheet): void {
  const { doc, def } = sheet;
  const width = doc.page.width - 2 * MARGIN;
  ensure(sheet, 60);
  sheet.y += 14;
  doc.font('Helvetica-Bold').fontSize(9).text('Notes', MARGIN, sheet.y, { lineBreak: false });
  sheet.y += 14;
  doc.font('Helvetica').fontSize(8);
  for (const paragraph of def.notes) {
    for (const text of wrap(doc, paragraph, width, 200)) {
      ensure(sheet, 12);
      doc.text(text, MARGIN, sheet.y, { lineBreak: false });
      sheet.y += 11;
    }
    sheet.y += 4;
  }
}

/** 'Page n of N' and the quote's reference at the foot of every page. */
function drawFooters(doc: Doc, def: QuoteDefinition): number {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i += 1) {
    doc.switchToPage(range.start + i);
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN;
    const label = `Page ${i + 1} of ${range.count}`;
    doc.font('Helvetica').fontSize(8);
    doc.text(`${def.supplier} - Quote ${def.quoteNumber}`, MARGIN, y, { lineBreak: false });
    doc.text(label, doc.page.width - MARGIN - doc.widthOfString(label), y, { lineBreak: false });
  }
  return range.count;
}

/** The PDF bytes of a quote and its page count. */
export async function renderQuote(def: QuoteDefinition): Promise<{ pdf: Buffer; pages: number }> {
  const doc = new PDFDocument({
    size: 'LETTER',
    layout: def.layout.landscape ? 'landscape' : 'portrait',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `Quote ${def.quoteNumber}`, Author: def.supplier, Creator: 'Specfolio corpus', Producer: 'Specfolio corpus', CreationDate: CREATED, ModDate: CREATED },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const xs: number[] = [];
  def.layout.columns.reduce((x, column) => (xs.push(x), x + column.width), MARGIN);
  const sheet: Sheet = { doc, def, xs, y: MARGIN, pitch: def.layout.fontSize * 1.4 };
  drawTop(sheet);
  drawHeader(sheet);
  drawLines(sheet);
  drawTotals(sheet);
  drawNotes(sheet);
  const pages = drawFooters(doc, def);
  doc.end();
  return { pdf: await done, pages };
}
