/**
 * Drawing a demo spec sheet: a one-page manufacturer-style PDF of a demo product (its drawing,
 * model, finish, dimensions and features), in vectors so that it weighs a few kilobytes. Used by
 * scripts/generate-demo-assets.ts, which writes them once into seed/spec-sheets/ (drawing all of
 * them takes seconds, too long for a first start).
 */
import { PDF_COLORS, renderPdf, type PdfDoc } from '#server/lib/pdf/index';
import type { DemoSpec } from './catalogue-data';
import { DRAWINGS, finishColours, paint } from './demo-drawings';

const PAGE_MARGIN = 54;
/** A fixed date: regenerating unchanged sheets writes the same bytes. */
const SHEET_DATE = new Date('2026-01-05T12:00:00Z');
const DRAWING_BOX = 252;

/** The product's drawing, scaled from its 200×200 box into a framed panel at (x, y); finish paths in a gradient as on the cards. */
function drawProduct(doc: PdfDoc, spec: DemoSpec, x: number, y: number): void {
  doc.save().roundedRect(x, y, DRAWING_BOX, DRAWING_BOX, 6).lineWidth(0.75).fillAndStroke('#f6f7f9', PDF_COLORS.rule);
  doc.translate(x + 6, y + 6).scale((DRAWING_BOX - 12) / 200);
  const [light, dark] = finishColours(spec.finish);
  const gradient = doc.linearGradient(0, 0, 200, 200).stop(0, light).stop(1, dark);
  for (const [tone, d] of DRAWINGS[spec.kind]) {
    const p = paint(tone, spec.finish);
    doc.path(d).lineWidth(1.5).lineJoin('round').fillOpacity(p.opacity);
    if (tone === 'shadow') doc.fill(p.fill);
    else doc.fillAndStroke(tone === 'finish' ? gradient : p.fill, p.stroke);
  }
  doc.restore();
}

/** Label and value rows beside the drawing; answers the y below them. */
function drawDetails(doc: PdfDoc, rows: [string, string][], x: number, y: number, width: number): number {
  let top = y;
  for (const [label, value] of rows) {
    doc.font('Helvetica-Bold').fontSize(8).fillColor(PDF_COLORS.muted).text(label.toUpperCase(), x, top, { width, characterSpacing: 0.6 });
    doc.font('Helvetica').fontSize(11).fillColor(PDF_COLORS.ink).text(value, x, doc.y + 2, { width });
    top = doc.y + 10;
  }
  return top;
}

/** The features as a bulleted list. */
function drawFeatures(doc: PdfDoc, features: string[], x: number, y: number, width: number): void {
  doc.font('Helvetica-Bold').fontSize(12).fillColor(PDF_COLORS.accent).text('Features', x, y);
  doc.moveDown(0.4).font('Helvetica').fontSize(10.5).fillColor(PDF_COLORS.ink);
  for (const feature of features) doc.text(`•  ${feature}`, x, doc.y + 3, { width });
}

/** The features a spec sheet lists: the product's own, else its description's clauses. */
function featuresOf(spec: DemoSpec): string[] {
  if (spec.features?.length) return spec.features;
  return spec.description
    .replace(/\.$/, '')
    .split(/,\s+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1));
}

/** One product's spec sheet as PDF bytes. */
export function renderDemoSpecSheet(spec: DemoSpec, manufacturer: { name: string; url: string }): Promise<Buffer> {
  return renderPdf({ title: `${spec.name} ${spec.model} specification`, author: manufacturer.name, margin: PAGE_MARGIN, creationDate: SHEET_DATE }, (doc) => {
    const width = doc.page.width - 2 * PAGE_MARGIN;
    doc.rect(0, 0, doc.page.width, 8).fill(PDF_COLORS.accent);
    doc.font('Helvetica-Bold').fontSize(10).fillColor(PDF_COLORS.accent).text(manufacturer.name.toUpperCase(), PAGE_MARGIN, 36, { characterSpacing: 1 });
    doc.font('Helvetica').fontSize(10).fillColor(PDF_COLORS.muted).text(`${spec.collection} Collection · Specification sheet`, PAGE_MARGIN, 36, { width, align: 'right' });
    doc.font('Helvetica-Bold').fontSize(22).fillColor(PDF_COLORS.ink).text(spec.name, PAGE_MARGIN, 64, { width });
    doc.font('Helvetica').fontSize(12).fillColor(PDF_COLORS.muted).text(`Model ${spec.model} · ${spec.finish}`, PAGE_MARGIN, doc.y + 4);
    const top = doc.y + 18;
    drawProduct(doc, spec, PAGE_MARGIN, top);
    const columnX = PAGE_MARGIN + DRAWING_BOX + 24;
    const columnWidth = width - DRAWING_BOX - 24;
    drawDetails(doc, [['Model number', spec.model], ['Finish', spec.finish], ['Collection', spec.collection], ['Category', spec.category], ['Dimensions', spec.dimensions], ['List price', `$${Number(spec.price).toLocaleString('en-US', { minimumFractionDigits: 2 })}`]], columnX, top, columnWidth);
    const below = top + DRAWING_BOX + 24;
    doc.font('Helvetica-Bold').fontSize(12).fillColor(PDF_COLORS.accent).text('Description', PAGE_MARGIN, below);
    doc.font('Helvetica').fontSize(10.5).fillColor(PDF_COLORS.ink).text(spec.description, PAGE_MARGIN, doc.y + 4, { width });
    drawFeatures(doc, featuresOf(spec), PAGE_MARGIN, doc.y + 16, width);
    const footerY = doc.page.height - PAGE_MARGIN - 10;
    doc.moveTo(PAGE_MARGIN, footerY - 8).lineTo(PAGE_MARGIN + width, footerY - 8).lineWidth(0.5).stroke(PDF_COLORS.rule);
    doc.font('Helvetica').fontSize(8).fillColor(PDF_COLORS.faint).text(`Specifications are subject to change without notice. ${manufacturer.url.replace('https://', '')}`, PAGE_MARGIN, footerY, { width, lineBreak: false });
  });
}

