/**
 * Reading an uploaded quote PDF with pdfjs-dist (legacy build, no worker): open it, telling an
 * encrypted or unreadable file apart, and read each page's text layer and thumbnail. Pages are
 * read one at a time, each an await, so a long document never holds the event loop for long.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { ExtractionError } from '#server/lib/extraction/engine';
import { AIPQ_MESSAGES as M } from '#shared/lib/aipq';
import { renderThumbnail } from './thumbnail';

const require = createRequire(import.meta.url);
const STANDARD_FONTS = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/**
 * Opens PDF bytes.
 * @throws ExtractionError AIPQ_MESSAGES.encrypted for a password-protected PDF, notAPdf for bytes pdfjs cannot read.
 */
export async function openQuotePdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  try {
    return await getDocument({
      data: new Uint8Array(bytes),
      standardFontDataUrl: STANDARD_FONTS,
      isEvalSupported: false,
      isOffscreenCanvasSupported: false,
      isImageDecoderSupported: false,
      verbosity: 0,
    }).promise;
  } catch (error) {
    const name = (error as { name?: unknown } | null)?.name;
    throw new ExtractionError(name === 'PasswordException' ? M.encrypted : M.notAPdf);
  }
}

/** Whether a page has a text layer (any non-blank text item). */
async function hasTextLayer(page: PDFPageProxy): Promise<boolean> {
  const content = await page.getTextContent();
  return content.items.some((item) => 'str' in item && item.str.trim() !== '');
}

/** One page as read: its number, whether it has text, and its thumbnail PNG. */
export interface ReadPage {
  page: number;
  hasText: boolean;
  thumbnail: Buffer;
}

/**
 * Reads every page of a PDF, handing each to `onPage` as soon as it is read.
 * @throws ExtractionError encrypted, notAPdf (also for a page pdfjs cannot read) or noPages.
 */
export async function readQuotePages(bytes: Uint8Array, thumbnailWidth: number, onPage: (page: ReadPage) => Promise<void>): Promise<number> {
  const doc = await openQuotePdf(bytes);
  try {
    if (doc.numPages === 0) throw new ExtractionError(M.noPages);
    for (let number = 1; number <= doc.numPages; number += 1) {
      const page = await doc.getPage(number).catch(() => {
        throw new ExtractionError(M.notAPdf);
      });
      await onPage({ page: number, hasText: await hasTextLayer(page), thumbnail: await renderThumbnail(page, thumbnailWidth) });
      page.cleanup();
    }
    return doc.numPages;
  } finally {
    await doc.destroy();
  }
}
