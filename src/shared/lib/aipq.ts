/**
 * The AI PDF-quote import (spec/business-records.md §2 "AI PDF-quote import wizard", §3 "Imports",
 * §4 "Upload and extraction jobs", §8 "Imports"; docs/decisions/057): statuses, limits, thresholds
 * and strings.
 */
import { AIPQ_ENGINES, type TAipqEngine } from './account-settings';

export { AIPQ_ENGINES, type TAipqEngine };

/** Labels of the engines. */
export const AIPQ_ENGINE_LABELS: Record<TAipqEngine, string> = { layout: 'Text layout', ocr: 'OCR (scanned pages)', llm: 'AI model' };

/** Upload statuses (§4): a new upload is pending; 'complete' makes its pages available. */
export const AIPQ_FILE_STATUSES = ['pending', 'processing', 'complete', 'failed'] as const;
export type TAipqFileStatus = (typeof AIPQ_FILE_STATUSES)[number];

/** Extraction and import job statuses. */
export const EXTRACTION_STATUSES = ['queued', 'processing', 'complete', 'failed'] as const;
export type TExtractionStatus = (typeof EXTRACTION_STATUSES)[number];

/** Kinds of import message. */
export const IMPORT_MESSAGE_KINDS = ['missing_product', 'review', 'low_confidence'] as const;
export type TImportMessageKind = (typeof IMPORT_MESSAGE_KINDS)[number];

/** Limits of an upload and an extraction. */
export const AIPQ_LIMITS = { fileBytes: 25 * 1024 * 1024, pages: 100, nameMax: 200, thumbnailWidth: 240 } as const;

/**
 * Days an upload (PDF, page thumbnails) and its extractions are kept after their last change unless
 * an import references the extraction (docs/decisions/057): then they stay as long as the import.
 */
export const AIPQ_RETENTION_DAYS = 30;

/** Extractions per account, engine and calendar month unless the account's plan (aipq_quota_limits, set by a platform admin) says otherwise. */
export const AIPQ_QUOTA_LIMITS: Record<TAipqEngine, number> = { layout: 500, ocr: 100, llm: 50 };

/**
 * Matching a line to the catalogue (issue 19 §4): a score ≥ high imports the match directly; a
 * score in [review, high) imports the best candidate and puts the top 3 in a 'review' message;
 * below review the line becomes the account's own spec and a 'missing_product' message.
 */
export const MATCH_THRESHOLDS = { high: 0.9, review: 0.55 } as const;
/** A line whose confidence is below this is reported ('low_confidence') even when it matched. */
export const LINE_CONFIDENCE_MIN = 0.8;

/** The spec source of imported specs (§3 "Spec source values"). */
export const IMPORT_SOURCE = 'import';

/** Strings: §8 "Imports" verbatim, then Specfolio's own. */
export const AIPQ_MESSAGES = {
  importFailed: 'Unable to import file',
  // Specfolio's own (the spec is silent).
  notAPdf: 'The file is not a PDF.',
  encrypted: 'The PDF is password-protected. Remove the password and upload it again.',
  noPages: 'The PDF has no pages.',
  tooLarge: 'The PDF is larger than 25 MB.',
  tooManyPages: 'Choose at most 100 pages.',
  fileRequired: 'Choose a PDF to upload',
  pagesRequired: 'Choose at least one page',
  pageOutOfRange: 'A chosen page is not in the file.',
  fileNotReady: 'The file is still being read. Try again in a moment.',
  nameRequired: 'Name the extraction',
  engineInvalid: 'Choose one of the engines: layout, ocr, llm.',
  engineUnavailable: 'This engine is not configured on this server.',
  quotaExhausted: 'The extraction quota for this engine is used up for this month.',
  noTables: 'No table with prices was found on the chosen pages.',
  extractionFailed: 'The extraction failed.',
  llmUnreachable: 'The AI model could not be reached. Try again later, or use the text layout engine.',
  llmTimeout: 'The AI model did not answer in time. Try again with fewer pages, or use the text layout engine.',
  llmBadAnswer: 'The AI model answered something other than quote lines. Try again, or use the text layout engine.',
  extractionNotReady: 'The extraction has not finished.',
  tablesRequired: 'Map the model column of at least one table',
  tableUnknown: 'A table is not in this extraction.',
  columnOutOfRange: 'A mapped column is not in the table.',
  roleRequired: 'The AI PDF-quote import needs the AIPQ role.',
  missingProduct: (model: string) => `${model} is not in the catalogue: it was added as your own product.`,
  reviewMatch: (model: string) => `${model} matched with doubt: check the product.`,
  lowConfidence: (model: string) => `${model}: the line's figures do not add up; check quantity and price.`,
  extractionNotFound: 'Extraction not found.',
  messageNotFound: 'Message not found.',
  specNotFound: 'Spec not found.',
  /** The manufacturer of a new product when neither the line nor the quote names one. */
  unknownManufacturer: 'Unknown manufacturer',
  importSummary: (c: { lines: number; matched: number; review: number; missing: number }) =>
    `${c.lines} ${c.lines === 1 ? 'line' : 'lines'} imported: ${c.matched} matched, ${c.review} to review, ${c.missing} added as your own products.`,
} as const;
