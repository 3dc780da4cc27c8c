/**
 * Reading an uploaded quote PDF (lib/extraction's pdfjs opener and page renderer): whether each
 * page has a text layer, and its thumbnail. Pages are read one at a time, each an await, so a
 * long document never holds the event loop for long.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ExtractionError } from '#server/lib/extraction/engine';
import { withPdfDocument } from '#server/lib/extraction/pdf-document';
import { renderPagePng } from '#server/lib/extraction/render-page';
import { AIPQ_MESSAGES as M } from '#shared/lib/aipq';

/** Whether page `number` has a text layer (any non-blank text item). */
async function hasTextLayer(doc: PDFDocumentProxy, number: number): Promise<boolean> {
  const page = await doc.getPage(number);
  try {
    const content = await page.getTextContent();
    return content.items.some((item) => 'str' in item && item.str.trim() !== '');
  } finally {
    page.cleanup();
  }
}

/** One page as read: its number, whether it has text, and its thumbnail PNG. */
export interface ReadPage {
  page: number;
  hasText: boolean;
  thumbnail: Buffer;
}

/**
 * Reads every page of a PDF, handing each to `onPage` as soon as it is read; answers the page count.
 * @throws ExtractionError encrypted, notAPdf (also for a page pdfjs cannot read) or noPages.
 */
export function readQuotePages(bytes: Uint8Array, thumbnailWidth: number, onPage: (page: ReadPage) => Promise<void>): Promise<number> {
  return withPdfDocument(bytes, async (doc) => {
    if (doc.numPages === 0) throw new ExtractionError(M.noPages);
    for (let number = 1; number <= doc.numPages; number += 1) {
      const read = await Promise.all([hasTextLayer(doc, number), renderPagePng(doc, number, { width: thumbnailWidth })]).catch((error: unknown) => {
        throw error instanceof ExtractionError ? error : new ExtractionError(M.notAPdf);
      });
      await onPage({ page: number, hasText: read[0], thumbnail: read[1].png });
    }
    return doc.numPages;
  });
}
