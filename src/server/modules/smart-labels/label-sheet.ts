/**
 * Drawing smart labels on label stock (docs/decisions/034): Avery 5163 (and compatible 8163,
 * 5523, …): 2" × 4" labels, 2 columns × 5 rows on a US Letter sheet, 10 per page. Each label has
 * the QR code on the left and the product's name, manufacturer, model number, finish and room on
 * the right, with the seller's company in small type at the bottom. Nothing is drawn outside the
 * labels (no outlines: they would show when the stock is a hair off).
 */
import { qrPng, renderPdf, type PdfDoc } from '#server/lib/pdf/index';
import { LABELS_PER_SHEET } from '#shared/lib/smart-label-selection';
import { SMART_LABEL_MESSAGES as M } from '#shared/lib/smart-label-messages';

/** Avery 5163 geometry in points (72 per inch). */
export const AVERY_5163 = {
  columns: 2,
  rows: 5,
  labelWidth: 288,
  labelHeight: 144,
  top: 36,
  left: 11.25,
  columnGap: 13.5,
} as const;

/** The QR code's side on a label: 1.6", scannable from a phone at arm's length. */
const QR_SIDE = 115;
/** Inner padding of a label. */
const PAD = 12;
/** QR image resolution (pixels): ~190 dpi at QR_SIDE, crisp on a 300 dpi printer's output. */
const QR_PIXELS = 300;

/** What one label shows. */
export interface LabelContent {
  /** The address the QR code opens. */
  url: string;
  name: string;
  manufacturerName: string;
  modelNumber: string | null;
  finish: string | null;
  room: string;
}

/** Document metadata of the sheet. */
export interface LabelSheetInfo {
  title: string;
  company: string;
}

/** Top-left corner of label `index` (0-based) on its page. */
export function labelOrigin(index: number): { x: number; y: number } {
  const slot = index % LABELS_PER_SHEET;
  const column = slot % AVERY_5163.columns;
  const row = Math.floor(slot / AVERY_5163.columns);
  return {
    x: AVERY_5163.left + column * (AVERY_5163.labelWidth + AVERY_5163.columnGap),
    y: AVERY_5163.top + row * AVERY_5163.labelHeight,
  };
}

/** One piece of label text: at most `lines` lines within `width`, cut with an ellipsis. */
function fitText(doc: PdfDoc, text: string, x: number, y: number, width: number, style: { font: string; size: number; lines?: number; color?: string }): number {
  const lines = style.lines ?? 1;
  const lineHeight = style.size * 1.2;
  doc.font(style.font).fontSize(style.size).fillColor(style.color ?? '#111111');
  doc.text(text, x, y, { width, height: lineHeight * lines, ellipsis: true, lineGap: 0 });
  const used = lines === 1 ? lineHeight : Math.min(doc.heightOfString(text, { width, lineGap: 0 }), lineHeight * lines);
  return y + used + 2;
}

/** One label at (x, y). */
async function drawLabel(doc: PdfDoc, label: LabelContent, company: string, x: number, y: number): Promise<void> {
  const { labelWidth: w, labelHeight: h } = AVERY_5163;
  doc.image(await qrPng(label.url, QR_PIXELS), x + PAD - 4, y + (h - QR_SIDE) / 2, { width: QR_SIDE, height: QR_SIDE });
  const textX = x + PAD + QR_SIDE;
  const width = w - (textX - x) - PAD;
  let line = y + PAD + 2;
  line = fitText(doc, label.name, textX, line, width, { font: 'Helvetica-Bold', size: 10, lines: 2 });
  line = fitText(doc, label.manufacturerName, textX, line, width, { font: 'Helvetica', size: 8.5, color: '#333333' });
  if (label.modelNumber) line = fitText(doc, `${M.model}: ${label.modelNumber}`, textX, line, width, { font: 'Helvetica', size: 8 });
  if (label.finish) line = fitText(doc, `${M.finish}: ${label.finish}`, textX, line, width, { font: 'Helvetica', size: 8 });
  fitText(doc, `${M.room}: ${label.room}`, textX, line, width, { font: 'Helvetica', size: 8 });
  fitText(doc, company, textX, y + h - PAD - 9, width, { font: 'Helvetica', size: 7, color: '#666666' });
}

/** The label sheet PDF: `labels` in order, 10 per Letter page. */
export function drawLabelSheet(labels: readonly LabelContent[], info: LabelSheetInfo): Promise<Buffer> {
  return renderPdf({ title: info.title, author: info.company, margin: 0 }, async (doc) => {
    for (const [index, label] of labels.entries()) {
      if (index > 0 && index % LABELS_PER_SHEET === 0) doc.addPage();
      const { x, y } = labelOrigin(index);
      await drawLabel(doc, label, info.company, x, y);
    }
  });
}
