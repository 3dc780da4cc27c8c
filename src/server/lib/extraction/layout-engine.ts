/**
 * The `layout` extraction engine (docs/decisions/057), offline: the text layer of each chosen page
 * (pdfjs-dist) rebuilt into tables. A page without text is named in `notes` and listed in
 * `pagesWithoutText` so the engine registry can hand it to the OCR engine.
 */
import { AIPQ_MESSAGES } from '#shared/lib/aipq';
import { ExtractionError, type ExtractionEngine, type ExtractionInput, type ExtractionResult } from './engine';
import { openQuotePdf, pageText } from './pdf-text';
import type { PositionedPage } from './positioned-text';
import { supplierOf } from './supplier';
import { rebuildTables } from './table-rebuild';

/** Reads the chosen pages' text; pages outside the file are skipped. */
async function readPages(input: ExtractionInput): Promise<{ pages: PositionedPage[]; pagesWithoutText: number[] }> {
  const doc = await openQuotePdf(input.pdf);
  try {
    const chosen = input.pages.filter((page) => page >= 1 && page <= doc.numPages);
    const pages: PositionedPage[] = [];
    const pagesWithoutText: number[] = [];
    for (const [index, page] of chosen.entries()) {
      input.signal?.throwIfAborted();
      input.onProgress?.(`Reading page ${index + 1} of ${chosen.length}`);
      const text = await pageText(doc, page);
      if (text.words.length === 0) pagesWithoutText.push(page);
      else pages.push(text);
    }
    return { pages, pagesWithoutText };
  } finally {
    await doc.destroy();
  }
}

/** Extracts the quote tables of the chosen pages from their text layer. */
export async function extractLayout(input: ExtractionInput): Promise<ExtractionResult> {
  const { pages, pagesWithoutText } = await readPages(input);
  input.onProgress?.('Rebuilding tables');
  const tables = rebuildTables(pages);
  const notes = pagesWithoutText.map((page) => `Page ${page} has no text: read it with OCR.`);
  if (tables.length === 0 && pagesWithoutText.length === 0) throw new ExtractionError(AIPQ_MESSAGES.noTables);
  const first = pages[0];
  return { tables, supplier: first && first.page === input.pages[0] ? supplierOf(first) : null, notes, pagesWithoutText };
}

/** The layout engine: always available. */
export const layoutEngine: ExtractionEngine = { id: 'layout', available: true, extract: extractLayout };
