/**
 * Reading pages by OCR: each chosen page rendered in gray at 300 dpi (pdfjs-dist on @napi-rs/canvas), its
 * words read by the process's tesseract.js worker and placed in PDF points, with their confidence,
 * as the table rebuild takes them.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AIPQ_MESSAGES } from '#shared/lib/aipq';
import { ExtractionError, type ExtractionInput } from './engine';
import { pgmOf } from './gray-image';
import { recognizeWords, type OcrWord } from './ocr-worker';
import { withPdfDocument } from './pdf-document';
import type { PositionedPage, PositionedWord } from './positioned-text';
import { OCR_SCALE, renderPageGray } from './render-page';

/** A word tesseract read, in PDF points from the page's top left. */
function toPoints(page: number, word: OcrWord, scale: number): PositionedWord {
  return { page, x: word.x0 / scale, y: word.y0 / scale, width: (word.x1 - word.x0) / scale, height: (word.y1 - word.y0) / scale, text: word.text, confidence: word.confidence };
}

/**
 * The words of the chosen pages of an opened PDF, read by OCR (one page after another; tesseract
 * is the slow part, 2–4 s a page).
 * @throws ExtractionError pageOutOfRange for a page the PDF does not have.
 */
export async function readPagesByOcr(doc: PDFDocumentProxy, pages: number[], options: Pick<ExtractionInput, 'onProgress' | 'signal'> = {}): Promise<PositionedPage[]> {
  if (pages.some((page) => page < 1 || page > doc.numPages)) throw new ExtractionError(AIPQ_MESSAGES.pageOutOfRange);
  const read: PositionedPage[] = [];
  for (const [index, page] of pages.entries()) {
    options.signal?.throwIfAborted();
    options.onProgress?.(`Reading page ${index + 1} of ${pages.length} by OCR`);
    const rendered = await renderPageGray(doc, page, { scale: OCR_SCALE });
    const { words, slope } = await recognizeWords(pgmOf(rendered));
    read.push({ page, width: rendered.width / rendered.scale, height: rendered.height / rendered.scale, words: words.map((word) => toPoints(page, word, rendered.scale)), tilt: slope });
  }
  return read;
}

/**
 * The words of the chosen pages of a PDF, read by OCR.
 * @throws ExtractionError pageOutOfRange for a page the PDF does not have; notAPdf / encrypted as openPdfDocument.
 */
export async function ocrPages(pdf: Uint8Array, pages: number[], options: Pick<ExtractionInput, 'onProgress' | 'signal'> = {}): Promise<PositionedPage[]> {
  return withPdfDocument(pdf, (doc) => readPagesByOcr(doc, pages, options));
}
