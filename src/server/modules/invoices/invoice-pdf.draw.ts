/**
 * Drawing the invoice PDF with pdfkit, in the documents' house style (documents/document-draw.ts):
 * letterhead with the number and dates, the customer and project, the lines, then subtotal, tax
 * with its percentage, shipping, fee, total, paid and the boxed balance due. Pure layout: every
 * figure arrives computed in {@link InvoicePdfContent}.
 */
import { PDF_COLORS, renderPdf, type PdfDoc } from '#server/lib/pdf/index';
import { DOC_MARGIN, drawLetterhead, drawPageFooters, drawPartyBlocks, drawTotalsBlock, font, pageBottom, pageWidth, type Letterhead } from '#server/modules/documents/document-draw';
import { INVOICE_PDF_TEXT as T } from '#shared/lib/invoice-messages';
import { docMoney, docText } from '#server/lib/document-locale';
import type { TInvoiceDetail, TInvoiceLine } from '#shared/schemas/invoice';

/** Everything the invoice prints. */
export interface InvoicePdfContent {
  letterhead: Omit<Letterhead, 'title' | 'subtitle' | 'meta'>;
  invoice: TInvoiceDetail;
  /** 'Month D, YYYY'. */
  issuedOn: string;
  dueOn: string;
  billTo: string[] | null;
  lines: TInvoiceLine[];
}

const { rule: RULE, panel: BAND, warning: WARNING } = PDF_COLORS;
const PAD = 5;
const COLUMNS = [
  { key: 'item', width: 0, align: 'left' },
  { key: 'qty', width: 40, align: 'right' },
  { key: 'unit', width: 80, align: 'right' },
  { key: 'tax', width: 70, align: 'right' },
  { key: 'total', width: 85, align: 'right' },
] as const;
type ColumnKey = (typeof COLUMNS)[number]['key'];

function widths(doc: PdfDoc): number[] {
  const fixed = COLUMNS.reduce((sum, c) => sum + c.width, 0);
  return COLUMNS.map((c) => (c.key === 'item' ? pageWidth(doc) - fixed : c.width));
}

function cell(key: ColumnKey, line: TInvoiceLine): string {
  if (key === 'item') return line.isShipping ? `${line.label}${docText(T.shippingMark)}` : line.label;
  if (key === 'qty') return String(line.quantity);
  if (key === 'unit') return docMoney(line.unitPrice);
  if (key === 'tax') return docMoney(line.tax);
  return docMoney(line.total);
}

/** A row of cells (header or line) at y; answers its height. */
function drawRow(doc: PdfDoc, y: number, texts: readonly string[], header: boolean): number {
  const cols = widths(doc);
  font(doc, header ? 'bold' : 'regular', 8.5);
  const height = Math.max(...texts.map((text, i) => doc.heightOfString(text, { width: (cols[i] ?? 0) - 2 * PAD }))) + 2 * PAD;
  if (header) doc.rect(DOC_MARGIN, y, pageWidth(doc), height).fillColor(BAND).fill();
  let x = DOC_MARGIN;
  texts.forEach((text, i) => {
    const width = cols[i] ?? 0;
    font(doc, header ? 'bold' : 'regular', 8.5).text(text, x + PAD, y + PAD, { width: width - 2 * PAD, align: COLUMNS[i]?.align ?? 'left' });
    x += width;
  });
  doc.moveTo(DOC_MARGIN, y + height).lineTo(DOC_MARGIN + pageWidth(doc), y + height).lineWidth(0.5).strokeColor(RULE).stroke();
  return height;
}

/** The lines table, its header repeated on every page it continues on; answers the y below. */
function drawLines(doc: PdfDoc, y: number, lines: readonly TInvoiceLine[]): number {
  const header = COLUMNS.map((c) => docText(T.columns[c.key]));
  let at = y + drawRow(doc, y, header, true);
  for (const line of lines) {
    if (at + 30 > pageBottom(doc)) {
      doc.addPage();
      at = DOC_MARGIN + drawRow(doc, DOC_MARGIN, header, true);
    }
    at += drawRow(doc, at, COLUMNS.map((c) => cell(c.key, line)), false);
  }
  return at + 12;
}

/** The invoice PDF bytes (US Letter, portrait). */
export function drawInvoicePdf(c: InvoicePdfContent): Promise<Buffer> {
  const inv = c.invoice;
  const title = docText(T.title);
  return renderPdf({ title: `${title} ${inv.number}`, author: c.letterhead.company.name, margin: DOC_MARGIN }, async (doc) => {
    const meta = [T.date(c.issuedOn), ...(c.dueOn ? [T.due(c.dueOn)] : [])].map((text) => docText(text));
    let y = drawLetterhead(doc, { ...c.letterhead, title, subtitle: inv.number, meta });
    if (inv.status === 'voided') {
      font(doc, 'bold', 16, WARNING).text(docText(T.voided), DOC_MARGIN, y, { width: pageWidth(doc), align: 'center' });
      y += 26;
    }
    y = drawPartyBlocks(doc, y, [
      [docText(T.billTo), c.billTo],
      [docText(T.project), [inv.specbook.name]],
    ]);
    y = drawLines(doc, y + 4, c.lines);
    y = drawTotalsBlock(
      doc,
      y,
      [
        [docText(T.subtotal), docMoney(inv.subtotal)],
        [docText(T.tax(inv.taxPercent)), docMoney(inv.tax)],
        [docText(T.shipping), docMoney(inv.shipping)],
        [docText(T.fee), docMoney(inv.fee)],
      ],
      [docText(T.total), docMoney(inv.total)],
    );
    drawTotalsBlock(doc, y, [[docText(T.paid), docMoney(inv.paid)]], [docText(T.balanceDue), docMoney(inv.balance)]);
    drawPageFooters(doc, `${c.letterhead.company.name} · ${title} ${inv.number}`, (n, of) => docText(T.page(n, of)));
  });
}
