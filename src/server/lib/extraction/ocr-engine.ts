/**
 * The `ocr` extraction engine (docs/decisions/057), offline: every chosen page rendered and read by
 * tesseract.js, its words rebuilt into tables as the layout engine does with a text layer; a word
 * read with little confidence lowers its line's ('ocr confidence 0.62').
 */
import { AIPQ_MESSAGES } from '#shared/lib/aipq';
import { ExtractionError, type ExtractionEngine, type ExtractionInput, type ExtractionResult } from './engine';
import { ocrPages } from './ocr-pages';
import { rebuildTables, supplierOf } from './table-rebuild';

/**
 * Extracts the quote tables of the chosen pages by OCR.
 * @throws ExtractionError noTables when no priced table was read.
 */
export async function extractOcr(input: ExtractionInput): Promise<ExtractionResult> {
  const pages = await ocrPages(input.pdf, input.pages, input);
  input.onProgress?.('Rebuilding tables');
  const tables = rebuildTables(pages);
  if (tables.length === 0) throw new ExtractionError(AIPQ_MESSAGES.noTables);
  const first = pages[0];
  return { tables, supplier: first ? supplierOf(first) : null, notes: [] };
}

/** The OCR engine: always available (tesseract.js and its English model are installed). */
export const ocrEngine: ExtractionEngine = { id: 'ocr', available: true, extract: extractOcr };
