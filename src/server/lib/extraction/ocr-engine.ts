/**
 * The `ocr` extraction engine (docs/decisions/057), offline: every chosen page rendered and read by
 * tesseract.js, its words rebuilt into tables as the layout engine does with a text layer, then
 * the figures of rows that do not add up read again cell by cell (ocr-figures.ts); a word read
 * with little confidence lowers its line's ('ocr confidence 0.62').
 */
import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AIPQ_MESSAGES } from '#shared/lib/aipq';
import type { TExtractionTable } from '#shared/schemas/aipq';
import { cropGray, pgmOf } from './gray-image';
import { ExtractionError, type ExtractionEngine, type ExtractionInput, type ExtractionResult } from './engine';
import { settleFigures, type FigureCellReader } from './ocr-figures';
import { readPagesByOcr } from './ocr-pages';
import { dropCodeSpecks } from './ocr-specks';
import { straighten } from './ocr-skew';
import { recognizeFigure } from './ocr-worker';
import { withPdfDocument } from './pdf-document';
import type { PositionedPage } from './positioned-text';
import { OCR_SCALE, renderPageGray, type GrayPage } from './render-page';
import { draftTables, outputTables, supplierOf, type RebuildOptions } from './table-rebuild';

/** White pixels around a cut-out figure cell. */
const CELL_MARGIN = 12;

/**
 * A reader of figure cells on the pages read: each page drawn again in gray when a cell of it is
 * asked (rows come in page order, so one page is kept at a time), the box turned back by the
 * page's tilt.
 */
function figureCellReader(doc: PDFDocumentProxy, pages: PositionedPage[]): FigureCellReader {
  let drawn: { page: number; image: Promise<GrayPage> } | null = null;
  return async (box) => {
    if (drawn?.page !== box.page) drawn = { page: box.page, image: renderPageGray(doc, box.page, { scale: OCR_SCALE }) };
    const image = await drawn.image;
    const tilt = pages.find((p) => p.page === box.page)?.tilt ?? 0;
    const onImage = straighten({ x0: box.x, y0: box.y, x1: box.x + box.width, y1: box.y + box.height }, -tilt);
    const rect = { left: onImage.x0 * image.scale, top: onImage.y0 * image.scale, width: box.width * image.scale, height: box.height * image.scale };
    return recognizeFigure(pgmOf(cropGray(image, rect, CELL_MARGIN)));
  };
}

/** The pages read by OCR and their tables (ids with the given prefix), figures settled by their arithmetic. */
export async function ocrTables(pdf: Uint8Array, pages: number[], input: Pick<ExtractionInput, 'onProgress' | 'signal'>, options: RebuildOptions = {}): Promise<{ pages: PositionedPage[]; tables: TExtractionTable[] }> {
  return withPdfDocument(pdf, async (doc) => {
    const read = await readPagesByOcr(doc, pages, input);
    input.onProgress?.('Rebuilding tables');
    const drafts = draftTables(read, { ocr: true });
    const readCell = figureCellReader(doc, read);
    for (const draft of drafts) {
      input.signal?.throwIfAborted();
      dropCodeSpecks(draft);
      await settleFigures(draft, readCell);
    }
    return { pages: read, tables: outputTables(drafts, options) };
  });
}

/**
 * Extracts the quote tables of the chosen pages by OCR.
 * @throws ExtractionError noTables when no priced table was read.
 */
export async function extractOcr(input: ExtractionInput): Promise<ExtractionResult> {
  const { pages, tables } = await ocrTables(input.pdf, input.pages, input);
  if (tables.length === 0) throw new ExtractionError(AIPQ_MESSAGES.noTables);
  const first = pages[0];
  return { tables, supplier: first ? supplierOf(first) : null, notes: [] };
}

/** The OCR engine: always available (tesseract.js and its English model are installed). */
export const ocrEngine: ExtractionEngine = { id: 'ocr', available: true, extract: extractOcr };
