/**
 * The registry of extraction engines (docs/decisions/057): layout, ocr and llm (available when
 * AIPQ_LLM_URL and AIPQ_LLM_MODEL are set). The layout engine hands the chosen pages that have no
 * text layer to OCR and answers the tables of both.
 */
import { AIPQ_MESSAGES, type TAipqEngine } from '#shared/lib/aipq';
import { ExtractionError, type ExtractionEngine, type ExtractionInput, type ExtractionResult } from './engine';
import { layoutEngine } from './layout-engine';
import { llmEngine } from './llm-engine';
import { ocrEngine, ocrTables } from './ocr-engine';
import { supplierOf } from './table-rebuild';

/** The engines by id. */
export type ExtractionEngines = Record<TAipqEngine, ExtractionEngine>;

/** The engines of an environment (the llm engine reads AIPQ_LLM_*). */
export function extractionEngines(env: NodeJS.ProcessEnv): ExtractionEngines {
  return { layout: layoutEngine, ocr: ocrEngine, llm: llmEngine(env) };
}

let processEngines: ExtractionEngines | null = null;

/** The process's engine `id` (its environment read once). */
export function engineOf(id: TAipqEngine): ExtractionEngine {
  processEngines ??= extractionEngines(process.env);
  return processEngines[id];
}

/**
 * The layout engine's result with its pages without text read by OCR: their tables follow (ids
 * 'o1', 'o2'…), the supplier comes from the first OCR page when the text layer gave none.
 * @throws ExtractionError noTables when neither found a priced table.
 */
async function withOcrOfPagesWithoutText(layout: ExtractionResult, input: ExtractionInput): Promise<ExtractionResult> {
  const scannedPages = layout.pagesWithoutText ?? [];
  if (scannedPages.length === 0) return layout;
  const { pages, tables: scannedTables } = await ocrTables(input.pdf, scannedPages, input, { idPrefix: 'o' });
  const tables = [...layout.tables, ...scannedTables];
  if (tables.length === 0) throw new ExtractionError(AIPQ_MESSAGES.noTables);
  const firstScanned = pages[0];
  const supplier = layout.supplier ?? (firstScanned && firstScanned.page === input.pages[0] ? supplierOf(firstScanned) : null);
  const notes = [...layout.notes.filter((note) => !scannedPages.some((page) => note.startsWith(`Page ${page} `))), ...scannedPages.map((page) => `Page ${page} has no text: read by OCR.`)];
  return { tables, supplier, notes, pagesWithoutText: scannedPages };
}

/**
 * Runs engine `id` of the process on the chosen pages; the layout engine's pages without text are
 * read by OCR.
 * @throws ExtractionError with the message to show (engineUnavailable for an engine not configured).
 */
export async function extractWith(id: TAipqEngine, input: ExtractionInput): Promise<ExtractionResult> {
  const engine = engineOf(id);
  if (!engine.available) throw new ExtractionError(AIPQ_MESSAGES.engineUnavailable);
  const result = await engine.extract(input);
  return id === 'layout' ? withOcrOfPagesWithoutText(result, input) : result;
}
