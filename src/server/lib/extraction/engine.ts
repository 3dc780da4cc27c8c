/**
 * The extraction engines of the AI PDF-quote import (docs/decisions/057): each reads chosen pages
 * of a PDF and answers tables of quote lines with positions and confidence. `layout` rebuilds
 * tables from the text layer (pdfjs-dist), `ocr` reads rendered pages with tesseract.js (used per
 * page when a page has no text), `llm` asks an OpenAI-compatible endpoint (AIPQ_LLM_URL,
 * AIPQ_LLM_MODEL; unavailable when unset).
 */
import type { TAipqEngine } from '#shared/lib/aipq';
import type { TExtractionTable } from '#shared/schemas/aipq';

/** What an engine is asked. */
export interface ExtractionInput {
  /** The PDF's bytes. */
  pdf: Uint8Array;
  /** 1-based page numbers, ascending. */
  pages: number[];
  /** Reports progress ('Reading page 3 of 10') while it runs. */
  onProgress?: (message: string) => void;
  signal?: AbortSignal;
}

/** What an engine answers. */
export interface ExtractionResult {
  tables: TExtractionTable[];
  /** Who issued the quote, read from the first page (null when not found). */
  supplier: string | null;
  /** Notes for the seller (e.g. 'Page 4 has no text: read by OCR'). */
  notes: string[];
  /** Chosen pages without a text layer (the layout engine's; the registry hands them to OCR). */
  pagesWithoutText?: number[];
}

/** One extraction engine. */
export interface ExtractionEngine {
  id: TAipqEngine;
  /** False when the server lacks its configuration (the llm engine without AIPQ_LLM_URL). */
  available: boolean;
  /**
   * @throws ExtractionError with one of AIPQ_MESSAGES (encrypted, notAPdf, noTables) for a file it cannot read.
   */
  extract(input: ExtractionInput): Promise<ExtractionResult>;
}

/** A failure to show the seller as it is (its message is one of AIPQ_MESSAGES). */
export class ExtractionError extends Error {}
