/**
 * Drawing the pages of a specs PDF with pdfkit from its plan: cover, contents, picture
 * portfolio and product pages, each with the same header (company, section, accent rule) and
 * footer (specbook name, page n of N). Nothing here reads the database or decides what to show.
 */
import type { PdfDoc } from '#server/lib/pdf/index';
import { richTextToPlain } from '#shared/lib/create-spec-messages';
import { docDate, docMoney, docText } from '#server/lib/document-locale';
import { SPECS_PDF_TEXT as T } from '#shared/lib/specs-pdf-messages';
import { addressLines, preparedFor, shippingAddressOf, streetLines } from './document-parties';
import { PDF_YIELD_EVERY, skippedPdfNote, yieldToEventLoop } from '#server/lib/pdf/index';
import type { SpecsPdfAssets } from './specs-pdf.assets';
import { CONTENTS, pageBox, portfolioGrid, STYLE, type PageBox } from './specs-pdf.layout';
import type { SpecsPdfOptions } from './specs-pdf.options';
import { productCount, type NumberedPage, type PlannedSheet, type SpecsPdfPlan } from './specs-pdf.plan';
import type { DocumentSpec, SpecbookDocument } from './specbook-document.service';

/** An image opened once in the document (pdfkit embeds it once however often it is placed). */
type OpenedImage = { width: number; height: number };

/** Everything the page drawers share. */
export interface DrawContext {
  doc: PdfDoc;
  box: PageBox;
  options: SpecsPdfOptions;
  document: SpecbookDocument;
  assets: SpecsPdfAssets;
  total: number;
  /** Images opened so far, by imageName. */
  opened: Map<string, OpenedImage | null>;
}

type TextStyle = { font?: string; size?: number; color?: string };

/** Characters the standard PDF fonts (WinAnsi) cannot show become '?' rather than garbage. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export function pdfText(text: string): string {
  return [...text.replace(/[\u2010\u2011\u2012]/g, '-').replace(/\u2212/g, '-')]
    .map((ch) => (ch.codePointAt(0)! <= 0xff || WIN_ANSI_EXTRA.has(ch) ? ch : '?'))
    .join('');
}

/** Writes `text` at (x, y) in a box of `width` (and `height`, cut with an ellipsis). */
function write(doc: PdfDoc, text: string, x: number, y: number, style: TextStyle, opts: PDFKit.Mixins.TextOptions = {}): number {
  doc
    .font(style.font ?? STYLE.regular)
    .fontSize(style.size ?? 10)
    .fillColor(style.color ?? STYLE.ink);
  const clean = pdfText(text);
  doc.text(clean, x, y, { lineGap: 1.5, ...opts });
  return doc.heightOfString(clean, { lineGap: 1.5, ...opts });
}

function rule(doc: PdfDoc, x1: number, x2: number, y: number, color: string, width = 0.5): void {
  doc.save().moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke().restore();
}

function opened(ctx: DrawContext, imageName: string | null): OpenedImage | null {
  if (!imageName) return null;
  if (!ctx.opened.has(imageName)) {
    const bytes = ctx.assets.images.get(imageName);
    const doc = ctx.doc as PdfDoc & { openImage(src: Buffer): OpenedImage };
    ctx.opened.set(imageName, bytes ? doc.openImage(bytes) : null);
  }
  return ctx.opened.get(imageName) ?? null;
}

/** The spec's picture fitted in the box, or a placeholder panel when it has none. */
function drawPicture(ctx: DrawContext, spec: DocumentSpec, x: number, y: number, w: number, h: number): void {
  const { doc } = ctx;
  const image = opened(ctx, spec.imageName);
  if (image) {
    const pad = Math.min(8, w / 20);
    doc.image(image as unknown as Buffer, x + pad, y + pad, { fit: [w - 2 * pad, h - 2 * pad], align: 'center', valign: 'center' });
    doc.save().rect(x, y, w, h).lineWidth(0.5).strokeColor(STYLE.rule).stroke().restore();
    return;
  }
  doc.save().rect(x, y, w, h).fill(STYLE.panel).restore();
  write(doc, docText(T.noImage), x, y + h / 2 - 5, { size: 9, color: STYLE.faint }, { width: w, align: 'center', lineBreak: false });
}

/** The header band: the company at the left, the section at the right, a thin accent rule. */
function drawHeader(ctx: DrawContext, section: string): void {
  const { doc, box } = ctx;
  const half = (box.right - box.left) / 2;
  write(doc, ctx.document.company.companyName.toUpperCase(), box.left, box.headerY, { font: STYLE.bold, size: 7.5, color: STYLE.muted }, { width: half, lineBreak: false, ellipsis: true, height: 10 });
  write(doc, section, box.left + half, box.headerY, { font: STYLE.bold, size: 7.5, color: STYLE.accent }, { width: half, align: 'right', lineBreak: false, ellipsis: true, height: 10 });
  rule(doc, box.left, box.right, box.headerRuleY, STYLE.accent, 0.75);
}

/** The footer band: the specbook at the left, "Page n of N" at the right. */
function drawFooter(ctx: DrawContext, number: number): void {
  const { doc, box } = ctx;
  const width = box.right - box.left;
  rule(doc, box.left, box.right, box.footerRuleY, STYLE.rule);
  write(doc, ctx.document.specbook.name, box.left, box.footerY, { size: 8, color: STYLE.muted }, { width: width * 0.7, lineBreak: false, ellipsis: true, height: 10 });
  write(doc, docText(T.pageOf(number, ctx.total)), box.left + width * 0.7, box.footerY, { size: 8, color: STYLE.muted }, { width: width * 0.3, align: 'right', lineBreak: false });
}

/**
 * The cover's "Prepared for" (the customer, else the client on the team: decision 040) and, when
 * it is another address than the one printed there, the shipping address.
 */
function customerBlock(document: SpecbookDocument): { lines: string[]; addresses: { label: string; lines: string[] }[] } | null {
  const client = preparedFor(document);
  if (!client) return null;
  const lines = [client.name, ...client.lines];
  const shipping = shippingAddressOf(document);
  const shippingStreet = shipping ? streetLines(shipping) : [];
  const printed = shippingStreet.length > 0 && shippingStreet.every((line) => lines.includes(line));
  return { lines, addresses: shipping && !printed ? [{ label: docText(T.shippingAddress), lines: addressLines(shipping) }] : [] };
}

function companyLines(document: SpecbookDocument): string[] {
  const c = document.company;
  return [c.phoneNumber ?? c.phone, c.email, c.website, c.address].filter((l): l is string => Boolean(l && l.trim()));
}

/** A labelled block of lines; answers its height. */
function block(doc: PdfDoc, label: string, lines: string[], x: number, y: number, width: number, strong = true): number {
  let at = y + write(doc, label.toUpperCase(), x, y, { font: STYLE.bold, size: 7.5, color: STYLE.accent }, { width }) + 6;
  lines.forEach((line, i) => {
    at += write(doc, line, x, at, { font: i === 0 && strong ? STYLE.bold : STYLE.regular, size: i === 0 && strong ? 11 : 9.5, color: i === 0 ? STYLE.ink : STYLE.muted }, { width }) + 2;
  });
  return at - y;
}

function drawSignature(ctx: DrawContext): void {
  const { doc, box } = ctx;
  const y = box.bottom - 70;
  const width = box.right - box.left;
  write(doc, docText(T.approval).toUpperCase(), box.left, y, { font: STYLE.bold, size: 7.5, color: STYLE.accent }, { width });
  const fields = [
    { label: docText(T.signature), share: 0.45 },
    { label: docText(T.printedName), share: 0.33 },
    { label: docText(T.signatureDate), share: 0.22 },
  ];
  let x = box.left;
  for (const field of fields) {
    const w = width * field.share;
    rule(doc, x, x + w - 18, y + 48, STYLE.ink, 0.75);
    write(doc, field.label, x, y + 54, { size: 8, color: STYLE.muted }, { width: w - 18, lineBreak: false });
    x += w;
  }
}

function coverDate(): string {
  return docDate(new Date());
}

/** The cover: logo, title, date, who it is for and from, the signature line. */
function drawCover(ctx: DrawContext): void {
  const { doc, box, document } = ctx;
  const width = box.right - box.left;
  if (ctx.assets.logo) doc.image(ctx.assets.logo, box.left, 54, { fit: [180, 72], valign: 'center' });
  else write(doc, document.company.companyName, box.left, 70, { font: STYLE.bold, size: 20 }, { width: width * 0.6 });
  write(doc, `${docText(T.date)}: ${coverDate()}`, box.left + width / 2, 84, { size: 9, color: STYLE.muted }, { width: width / 2, align: 'right' });
  const titleY = box.height * 0.3;
  rule(doc, box.left, box.left + 64, titleY - 18, STYLE.accent, 2);
  write(doc, docText(T.title).toUpperCase(), box.left, titleY, { font: STYLE.bold, size: 9, color: STYLE.accent }, { width });
  let y = titleY + 20;
  y += write(doc, document.specbook.name, box.left, y, { font: STYLE.bold, size: 30 }, { width, height: 110, ellipsis: true });
  if (document.specbook.description) {
    write(doc, richTextToPlain(document.specbook.description), box.left, y + 8, { size: 11, color: STYLE.muted }, { width: width * 0.8, height: 48, ellipsis: true });
  }
  const partiesY = Math.max(y + 70, box.height * 0.55);
  rule(doc, box.left, box.right, partiesY - 20, STYLE.rule);
  const customer = ctx.options.customerInfo ? customerBlock(document) : null;
  const by = { label: docText(T.preparedBy), lines: [document.company.companyName, ...companyLines(document)], strong: true };
  const forBlocks = customer ? [{ label: docText(T.preparedFor), lines: customer.lines, strong: true }, ...customer.addresses.map((a) => ({ ...a, strong: false }))] : [];
  // Portrait: the customer's blocks stacked at the left, the company at the right; landscape
  // (less height): every block in a column of its own.
  const columns = ctx.options.orientation === 'L' ? [...forBlocks.map((b) => [b]), [by]] : [...(forBlocks.length ? [forBlocks] : []), [by]];
  const gap = 28;
  const columnW = (width - gap * (Math.max(columns.length, 2) - 1)) / Math.max(columns.length, 2);
  columns.forEach((blocks, i) => {
    let at = partiesY;
    for (const b of blocks) at += block(doc, b.label, b.lines, box.left + i * (columnW + gap), at, columnW, b.strong) + 12;
  });
  if (ctx.options.signatureLine) drawSignature(ctx);
}

/** A contents row: label, optional note, a dotted leader and the page number. */
function drawContentsRow(ctx: DrawContext, row: NumberedPage & { kind: 'contents' }, index: number, y: number): void {
  const { doc, box } = ctx;
  const item = row.rows[index]!;
  const indent = item.level === 1 ? 16 : 0;
  const style = item.level === 0 ? { font: STYLE.bold, size: 11.5 } : { size: 10.5 };
  const x = box.left + indent;
  const labelWidth = Math.min(doc.font(style.font ?? STYLE.regular).fontSize(style.size).widthOfString(pdfText(item.label)), (box.right - x) * 0.6);
  write(doc, item.label, x, y, style, { width: labelWidth + 1, lineBreak: false, ellipsis: true, height: 14 });
  let end = x + labelWidth + 6;
  if (item.note) {
    write(doc, item.note, end, y + 1.5, { size: 8.5, color: STYLE.faint }, { lineBreak: false });
    end += doc.widthOfString(pdfText(item.note)) + 6;
  }
  if (item.page === null) return;
  const number = String(item.page);
  doc.font(STYLE.regular).fontSize(10.5);
  const numberX = box.right - doc.widthOfString(number);
  doc.save().moveTo(end, y + 10).lineTo(numberX - 6, y + 10).lineWidth(0.6).dash(0.6, { space: 2.4 }).strokeColor(STYLE.faint).stroke().undash().restore();
  write(doc, number, numberX - 2, y, { ...style, font: item.level === 0 ? STYLE.bold : STYLE.regular }, { width: doc.widthOfString(number) + 2, align: 'right', lineBreak: false });
}

function drawContents(ctx: DrawContext, page: NumberedPage & { kind: 'contents' }): void {
  const { box } = ctx;
  drawHeader(ctx, docText(T.contents));
  write(ctx.doc, page.continued ? docText(T.continued('{room}'), { room: docText(T.contents) }) : docText(T.contents), box.left, box.top, { font: STYLE.bold, size: 22 }, { width: box.right - box.left });
  rule(ctx.doc, box.left, box.left + 64, box.top + 36, STYLE.accent, 2);
  let y = box.top + CONTENTS.firstRowOffset;
  if (page.empty) write(ctx.doc, docText(T.empty), box.left, y, { size: 11, color: STYLE.muted }, { width: box.right - box.left });
  if (page.empty) y += 36;
  page.rows.forEach((row, i) => {
    if (row.level === 0 && i > 0) y += 8;
    drawContentsRow(ctx, page, i, y);
    y += CONTENTS.rowHeight;
  });
}

/** The short line under a product's name: manufacturer, model, quantity and prices as the options say. */
function metaLine(ctx: DrawContext, spec: DocumentSpec): string {
  const o = ctx.options;
  return [
    spec.manufacturerName,
    o.modelNumber && spec.modelNumber ? `${docText(T.modelNumber)} ${spec.modelNumber}` : null,
    o.quantity ? `${docText(T.quantity)} ${spec.qty}` : null,
    o.listPrice ? `${docText(T.listPrice)} ${docMoney(spec.listPrice)}` : null,
    o.salePrice ? `${docText(T.salePrice)} ${docMoney(spec.salePrice)}` : null,
  ]
    .filter((part): part is string => Boolean(part))
    .join('  ·  ');
}

function description(ctx: DrawContext, spec: DocumentSpec): string {
  return ctx.options.descriptions && spec.description ? richTextToPlain(spec.description) : '';
}

/** A portfolio cell: the picture, then (as asked) the name, the meta line and the description. */
function drawCell(ctx: DrawContext, spec: DocumentSpec, x: number, y: number, w: number, h: number): void {
  const caption = ctx.options.caption;
  const captionHeight = caption === 'none' ? 0 : caption === 'name' ? 44 : 44 + Math.round(h * 0.2);
  drawPicture(ctx, spec, x, y, w, h - captionHeight);
  if (caption === 'none') return;
  let at = y + h - captionHeight + 8;
  at += write(ctx.doc, spec.name, x, at, { font: STYLE.bold, size: 10 }, { width: w, height: 13, ellipsis: true, lineBreak: false }) + 2;
  at += write(ctx.doc, metaLine(ctx, spec), x, at, { size: 8, color: STYLE.muted }, { width: w, height: 20, ellipsis: true }) + 3;
  const text = caption === 'nameAndDescription' ? description(ctx, spec) : '';
  if (text) write(ctx.doc, text, x, at, { size: 8.5, color: STYLE.ink }, { width: w, height: Math.max(10, y + h - at), ellipsis: true });
}

function drawPortfolio(ctx: DrawContext, page: NumberedPage & { kind: 'portfolio' }): void {
  const { doc, box, options } = ctx;
  drawHeader(ctx, docText(T.portfolio));
  write(doc, page.continued ? docText(T.continued('{room}'), { room: page.room.name }) : page.room.name, box.left, box.top, { font: STYLE.bold, size: 16 }, { width: box.right - box.left, lineBreak: false, ellipsis: true, height: 20 });
  const gridTop = box.top + 34;
  const gap = 18;
  const { columns, rows } = portfolioGrid(options.imagesPerPage, options.orientation);
  const cellW = (box.right - box.left - gap * (columns - 1)) / columns;
  const cellH = (box.bottom - gridTop - gap * (rows - 1)) / rows;
  page.specs.forEach((spec, i) => {
    const col = i % columns;
    const row = Math.floor(i / columns);
    drawCell(ctx, spec, box.left + col * (cellW + gap), gridTop + row * (cellH + gap), cellW, cellH);
  });
}

/** The product's facts as label/value rows. */
function facts(ctx: DrawContext, spec: DocumentSpec): [string, string][] {
  const o = ctx.options;
  const rows: [string, string | null | false][] = [
    [docText(T.manufacturer), spec.manufacturerName],
    [docText(T.modelNumber), o.modelNumber && spec.modelNumber],
    [docText(T.finish), spec.finish],
    [docText(T.quantity), o.quantity && String(spec.qty)],
    [docText(T.listPrice), o.listPrice && docMoney(spec.listPrice)],
    [docText(T.salePrice), o.salePrice && docMoney(spec.salePrice)],
  ];
  return rows.filter((r): r is [string, string] => typeof r[1] === 'string' && r[1].trim() !== '');
}

function sheetLine(sheet: PlannedSheet): string {
  if (sheet.skipped) return skippedPdfNote(sheet.file.name, sheet.skipped);
  return `${sheet.label}: ${sheet.file.name} (${docText(T.sheetPages(sheet.pageCount, sheet.firstPage ?? 0))})`;
}

/** The included documents at the bottom of a product page; answers the y where they start. */
function drawSheets(ctx: DrawContext, sheets: readonly PlannedSheet[]): number {
  const { doc, box } = ctx;
  if (sheets.length === 0) return box.bottom;
  const width = box.right - box.left;
  const lineHeight = 14;
  let y = box.bottom - sheets.length * lineHeight - 20;
  const top = y;
  rule(doc, box.left, box.right, y - 8, STYLE.rule);
  y += write(doc, docText(T.documents).toUpperCase(), box.left, y, { font: STYLE.bold, size: 7.5, color: STYLE.accent }, { width }) + 5;
  for (const sheet of sheets) {
    write(doc, sheetLine(sheet), box.left, y, sheet.skipped ? { font: STYLE.italic, size: 9, color: STYLE.warning } : { size: 9, color: STYLE.ink }, { width, lineBreak: false, ellipsis: true, height: 12 });
    y += lineHeight;
  }
  return top - 16;
}

function drawRoomBand(ctx: DrawContext, page: NumberedPage & { kind: 'product' }): number {
  const { doc, box } = ctx;
  const n = page.room.specs.length;
  write(doc, page.room.name, box.left, box.top, { font: STYLE.bold, size: 20, color: STYLE.accent }, { width: (box.right - box.left) * 0.75, lineBreak: false, ellipsis: true, height: 26 });
  write(doc, productCount(n), box.left, box.top + 7, { size: 9, color: STYLE.muted }, { width: box.right - box.left, align: 'right', lineBreak: false });
  rule(doc, box.left, box.right, box.top + 32, STYLE.accent, 1);
  return box.top + 50;
}

function drawProduct(ctx: DrawContext, page: NumberedPage & { kind: 'product' }): void {
  const { doc, box } = ctx;
  const { spec } = page;
  const width = box.right - box.left;
  drawHeader(ctx, page.room.name);
  let y = page.firstOfRoom ? drawRoomBand(ctx, page) : box.top;
  y += write(doc, spec.name, box.left, y, { font: STYLE.bold, size: 18 }, { width, height: 48, ellipsis: true }) + 2;
  y += write(doc, spec.manufacturerName, box.left, y, { size: 11, color: STYLE.muted }, { width, lineBreak: false }) + 14;
  const landscape = ctx.options.orientation === 'L';
  const imageW = width * (landscape ? 0.42 : 0.48);
  const sheetsTop = drawSheets(ctx, page.sheets);
  const imageH = Math.max(120, Math.min(imageW, (landscape ? sheetsTop : sheetsTop - 110) - y));
  drawPicture(ctx, spec, box.left, y, imageW, imageH);
  const factsX = box.left + imageW + 28;
  const factsW = box.right - factsX;
  let fy = y;
  for (const [label, value] of facts(ctx, spec)) {
    write(doc, label.toUpperCase(), factsX, fy, { font: STYLE.bold, size: 7, color: STYLE.muted }, { width: factsW, lineBreak: false });
    fy += 11;
    fy += write(doc, value, factsX, fy, { size: 11 }, { width: factsW, height: 30, ellipsis: true }) + 4;
    rule(doc, factsX, box.right, fy, STYLE.rule, 0.4);
    fy += 8;
  }
  const text = description(ctx, spec);
  if (!text) return;
  const textX = landscape ? factsX : box.left;
  const textW = landscape ? factsW : width;
  const textY = landscape ? fy + 10 : y + imageH + 22;
  if (sheetsTop - textY < 30) return;
  write(doc, docText(T.description).toUpperCase(), textX, textY, { font: STYLE.bold, size: 7.5, color: STYLE.accent }, { width: textW });
  write(doc, text, textX, textY + 14, { size: 10 }, { width: textW, height: sheetsTop - textY - 14, ellipsis: true, lineGap: 2.5 });
}

function drawPage(ctx: DrawContext, page: NumberedPage): void {
  switch (page.kind) {
    case 'cover':
      return drawCover(ctx);
    case 'contents':
      return drawContents(ctx, page);
    case 'portfolio':
      return drawPortfolio(ctx, page);
    case 'product':
      return drawProduct(ctx, page);
  }
}

/**
 * Draws every planned page into `doc` (its first page already exists), each but the cover with its
 * footer. Nothing goes back to an earlier page (the plan knows every number), so finished pages are
 * written out and the event loop gets a turn every few pages: a 1,000-page document never holds
 * the server for its whole drawing.
 */
export async function drawSpecsPdf(doc: PdfDoc, plan: SpecsPdfPlan, document: SpecbookDocument, options: SpecsPdfOptions, assets: SpecsPdfAssets): Promise<void> {
  const ctx: DrawContext = { doc, box: pageBox(options.orientation), options, document, assets, total: plan.total, opened: new Map() };
  for (const [i, page] of plan.pages.entries()) {
    if (i > 0) doc.addPage();
    drawPage(ctx, page);
    if (page.kind !== 'cover') drawFooter(ctx, page.number);
    if ((i + 1) % PDF_YIELD_EVERY === 0) {
      doc.flushPages();
      await yieldToEventLoop();
    }
  }
}
