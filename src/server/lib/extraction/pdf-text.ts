/**
 * The text layer of PDF pages with positions (pdfjs-dist, legacy build for Node, no worker): each
 * text item as a positioned word in points from the page's top left. An encrypted PDF or bytes that
 * are not a PDF fail with the seller's message.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AIPQ_MESSAGES } from '#shared/lib/aipq';
import { ExtractionError } from './engine';
import type { PositionedPage, PositionedWord } from './positioned-text';

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** A text item as pdfjs-dist gives it. */
interface TextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
}

/** Opens PDF bytes; encrypted or unreadable files throw ExtractionError. */
export async function openQuotePdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  if (Buffer.from(bytes.subarray(0, 1024)).indexOf('%PDF-') < 0) throw new ExtractionError(AIPQ_MESSAGES.notAPdf);
  try {
    return await getDocument({ data: new Uint8Array(bytes), standardFontDataUrl: STANDARD_FONTS, isOffscreenCanvasSupported: false, isImageDecoderSupported: false, verbosity: 0 }).promise;
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    throw new ExtractionError(name === 'PasswordException' ? AIPQ_MESSAGES.encrypted : AIPQ_MESSAGES.notAPdf);
  }
}

/** Rough advance widths (em) of Helvetica-like type, to place the words inside an item. */
function charWeight(char: string): number {
  if (char === ' ' || /[il.,:;'|!jtfI[\]()]/.test(char)) return 0.28;
  if (/[mwMW@%]/.test(char)) return 0.85;
  if (/[A-Z]/.test(char)) return 0.68;
  return 0.55;
}

/**
 * An item split into its words. pdfjs-dist joins runs of text less than 0.6 em apart into one
 * item with a space, so "4" under Qty and "BF-210" under Model may come as one item; each word is
 * placed by its share of the item's width.
 */
function itemWords(item: TextItem, page: number, pageHeight: number): PositionedWord[] {
  const size = Math.hypot(item.transform[2]!, item.transform[3]!) || item.height;
  const top = pageHeight - item.transform[5]! - size * 0.8;
  const weights = [...item.str].map(charWeight);
  const total = weights.reduce((sum, w) => sum + w, 0);
  const scale = total > 0 ? item.width / total : 0;
  const words: PositionedWord[] = [];
  let offset = 0;
  for (const part of item.str.split(/( +)/)) {
    const width = [...part].reduce((sum, char) => sum + charWeight(char), 0) * scale;
    if (part.trim() !== '') words.push({ page, x: item.transform[4]! + offset, y: top, width, height: size, text: part });
    offset += width;
  }
  return words;
}

/** The positioned words of one page (1-based). */
export async function pageText(doc: PDFDocumentProxy, page: number): Promise<PositionedPage> {
  const pdfPage = await doc.getPage(page);
  const { width, height } = pdfPage.getViewport({ scale: 1 });
  const content = await pdfPage.getTextContent();
  const words = content.items.flatMap((item) => ('str' in item ? itemWords(item, page, height) : []));
  pdfPage.cleanup();
  return { page, width, height, words };
}
