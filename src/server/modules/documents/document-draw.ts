/**
 * The drawing pieces every letter-size business document shares (the quote, the invoice): page
 * geometry, fonts, the letterhead with the document's title block, the parties side by side, the
 * right-aligned totals block with its boxed total, and the page footers — one house style.
 */
import { PDF_COLORS, type PdfDoc } from '#server/lib/pdf/index';

/** Page margin of the business documents, in points. */
export const DOC_MARGIN = 40;
const FOOTER_GAP = 30;
const { ink: INK, muted: MUTED, rule: RULE, panel: BAND, accent: ACCENT } = PDF_COLORS;

/** The writable width of a page. */
export const pageWidth = (doc: PdfDoc) => doc.page.width - 2 * DOC_MARGIN;
/** The lowest y a body line may reach before the footer. */
export const pageBottom = (doc: PdfDoc) => doc.page.height - DOC_MARGIN - FOOTER_GAP;

/** Sets the font (Helvetica), size and colour; answers the document for chaining. */
export function font(doc: PdfDoc, weight: 'regular' | 'bold' | 'italic', size: number, color: string = INK): PdfDoc {
  const name = weight === 'bold' ? 'Helvetica-Bold' : weight === 'italic' ? 'Helvetica-Oblique' : 'Helvetica';
  return doc.font(name).fontSize(size).fillColor(color);
}

/** Writes lines at (x, y) within `width`; answers the height used. */
export function writeLines(doc: PdfDoc, texts: readonly string[], x: number, y: number, width: number, align: 'left' | 'right' = 'left'): number {
  let at = y;
  for (const text of texts) {
    doc.text(text, x, at, { width, align });
    at += doc.heightOfString(text, { width });
  }
  return at - y;
}

/** What the letterhead shows: the company (left) and the document's title block (right). */
export interface Letterhead {
  company: { name: string; lines: string[] };
  logo: Buffer | null;
  title: string;
  subtitle: string;
  /** Number, dates…: one muted line each. */
  meta: string[];
}

/** Draws the letterhead and a rule under it; answers the y below. */
export function drawLetterhead(doc: PdfDoc, head: Letterhead): number {
  const half = pageWidth(doc) / 2;
  let left = DOC_MARGIN;
  if (head.logo) {
    doc.image(head.logo, DOC_MARGIN, left, { fit: [160, 60] });
    left += 66;
  }
  font(doc, 'bold', 13);
  left += writeLines(doc, [head.company.name], DOC_MARGIN, left, half - 10);
  font(doc, 'regular', 8.5, MUTED);
  left += writeLines(doc, head.company.lines, DOC_MARGIN, left + 2, half - 10) + 2;

  const x = DOC_MARGIN + half;
  let right = DOC_MARGIN;
  font(doc, 'bold', 26, ACCENT);
  right += writeLines(doc, [head.title], x, right, half, 'right');
  font(doc, 'bold', 12);
  right += writeLines(doc, [head.subtitle], x, right + 2, half, 'right') + 2;
  font(doc, 'regular', 9, MUTED);
  right += writeLines(doc, head.meta, x, right + 2, half, 'right') + 2;
  const y = Math.max(left, right) + 14;
  doc.moveTo(DOC_MARGIN, y).lineTo(DOC_MARGIN + pageWidth(doc), y).lineWidth(1).strokeColor(RULE).stroke();
  return y + 12;
}

/** Draws up to three titled blocks of lines side by side (blocks without lines are left out); answers the y below. */
export function drawPartyBlocks(doc: PdfDoc, y: number, blocks: readonly [string, string[] | null][]): number {
  const shown = blocks.filter((b): b is [string, string[]] => Array.isArray(b[1]) && b[1].length > 0);
  if (shown.length === 0) return y;
  const width = pageWidth(doc) / 3;
  let tallest = 0;
  shown.forEach(([title, text], i) => {
    const x = DOC_MARGIN + i * width;
    font(doc, 'bold', 8, MUTED);
    let h = writeLines(doc, [title.toUpperCase()], x, y, width - 12) + 2;
    font(doc, 'regular', 9.5);
    h += writeLines(doc, text, x, y + h, width - 12);
    tallest = Math.max(tallest, h);
  });
  return y + tallest + 12;
}

/** Draws label/value rows right-aligned, then the boxed total (on a new page when it does not fit); answers the y below. */
export function drawTotalsBlock(doc: PdfDoc, y: number, rows: readonly [string, string][], total: [string, string]): number {
  const width = 230;
  const x = DOC_MARGIN + pageWidth(doc) - width;
  let at = y;
  if (at + rows.length * 15 + 26 > pageBottom(doc)) {
    doc.addPage();
    at = DOC_MARGIN;
  }
  for (const [label, value] of rows) {
    font(doc, 'regular', 9.5, MUTED).text(label, x, at, { width: width - 90 });
    font(doc, 'regular', 9.5).text(value, x + width - 90, at, { width: 90, align: 'right' });
    at += 15;
  }
  at += 3;
  doc.rect(x, at, width, 22).fillColor(BAND).fill();
  font(doc, 'bold', 11).text(total[0], x + 6, at + 6, { width: width - 100 });
  font(doc, 'bold', 11).text(total[1], x + width - 96, at + 6, { width: 90, align: 'right' });
  return at + 34;
}

/** `left` and "Page n of N" (by `page`) on every page, inside the bottom margin. */
export function drawPageFooters(doc: PdfDoc, left: string, page: (n: number, of: number) => string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const saved = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - DOC_MARGIN - 10;
    const width = pageWidth(doc);
    doc.moveTo(DOC_MARGIN, y - 6).lineTo(DOC_MARGIN + width, y - 6).lineWidth(0.5).strokeColor(RULE).stroke();
    font(doc, 'regular', 7.5, MUTED).text(left, DOC_MARGIN, y, { width: width - 80, lineBreak: false, ellipsis: true });
    doc.text(page(i - range.start + 1, range.count), DOC_MARGIN + width - 80, y, { width: 80, align: 'right', lineBreak: false });
    doc.page.margins.bottom = saved;
  }
}
