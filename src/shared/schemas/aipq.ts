import { z } from 'zod';
import { AIPQ_ENGINES, AIPQ_FILE_STATUSES, AIPQ_LIMITS, AIPQ_MESSAGES as M, EXTRACTION_STATUSES, IMPORT_MESSAGE_KINDS } from '#shared/lib/aipq';

/**
 * The AI PDF-quote import's calls (spec/business-records.md §3 "Imports", §7 "AI PDF-quote import";
 * docs/decisions/057). Money is a decimal string ("1250.00").
 */

const zId = z.number().int().positive();

/** One page of an uploaded file: its thumbnail URLs and whether it has a text layer. */
export const ZAipqPage = z.object({
  page: z.number().int(),
  images: z.array(z.string()),
  status: z.enum(AIPQ_FILE_STATUSES),
  hasText: z.boolean(),
});
export type TAipqPage = z.infer<typeof ZAipqPage>;

/** GET {u}/aipq/files/{fileId}: the upload, its status and, once complete, its pages sorted by page. */
export const ZAipqFile = z.object({
  id: z.number().int(),
  file: z.string(),
  status: z.enum(AIPQ_FILE_STATUSES),
  message: z.string().nullable(),
  pageCount: z.number().int().nullable(),
  files: z.array(ZAipqPage),
});
export type TAipqFile = z.infer<typeof ZAipqFile>;

/** A cell's place on its page (PDF points from the top left), for showing where a value came from. */
export const ZCellBox = z.object({ page: z.number().int(), x: z.number(), y: z.number(), width: z.number(), height: z.number() });

/** One extracted line of a table: its cells (one per column), its boxes, confidence 0–1 and the checks that lowered it. */
export const ZExtractionLine = z.object({
  cells: z.array(z.string()),
  boxes: z.array(ZCellBox.nullable()),
  confidence: z.number().min(0).max(1),
  /** e.g. 'qty × unit ≠ amount', 'section sum ≠ subtotal', 'ocr confidence 0.62'. */
  checks: z.array(z.string()),
});
export type TExtractionLine = z.infer<typeof ZExtractionLine>;

/**
 * A table of an extraction: `columns` are the header names (including 'Room', the section
 * heading a line sits under), `rows` the cells of each line (the spec's shape), `lines` the same
 * lines with positions and confidence. `roles` says which column holds what the importer needs
 * (column index or null), as the engine guessed it; the seller's map decides.
 */
export const ZExtractionTable = z.object({
  id: z.string(),
  title: z.string(),
  columns: z.array(z.string()),
  rows: z.array(z.array(z.string())),
  lines: z.array(ZExtractionLine),
  roles: z.object({
    model: z.number().int().nullable(),
    name: z.number().int().nullable(),
    manufacturer: z.number().int().nullable(),
    room: z.number().int().nullable(),
    quantity: z.number().int().nullable(),
    unitPrice: z.number().int().nullable(),
    amount: z.number().int().nullable(),
  }),
});
export type TExtractionTable = z.infer<typeof ZExtractionTable>;

/** GET {u}/aipq/extractions/{extractionId}. */
export const ZExtraction = z.object({
  id: z.number().int(),
  extractionId: z.number().int(),
  name: z.string(),
  engine: z.enum(AIPQ_ENGINES),
  file: z.object({ id: z.number().int() }),
  pages: z.array(z.number().int()),
  status: z.enum(EXTRACTION_STATUSES),
  complete: z.boolean(),
  message: z.string().nullable(),
  supplier: z.string().nullable(),
  tables: z.array(ZExtractionTable),
  createdAt: z.string(),
});
export type TExtraction = z.infer<typeof ZExtraction>;

/** POST {u}/aipq/extractions?engine=: {"createExtractionRequest":{"file":{"id"},"pages":[…]},"name"}. */
export const ZCreateExtraction = z.object({
  createExtractionRequest: z.object({
    file: z.object({ id: zId }, { error: M.fileRequired }),
    pages: z.array(z.number().int().positive(M.pageOutOfRange)).min(1, M.pagesRequired).max(AIPQ_LIMITS.pages, M.tooManyPages),
  }),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(AIPQ_LIMITS.nameMax),
});
export type TCreateExtraction = z.infer<typeof ZCreateExtraction>;

export const ZEngineQuery = z.object({ engine: z.enum(AIPQ_ENGINES, { error: M.engineInvalid }).optional() });

/** GET {u}/aipq/quota?engine= → {"data":{"Quota":…}}. */
export const ZAipqQuota = z.object({ engine: z.enum(AIPQ_ENGINES), limit: z.number().int(), used: z.number().int(), remaining: z.number().int(), period: z.string() });
export type TAipqQuota = z.infer<typeof ZAipqQuota>;

/** A table's map: column indexes of model (required), category (room) and manufacturer. */
export const ZImportTableMap = z.object({
  table: z.object({ id: z.string().min(1) }),
  map: z.object({ model: z.number().int().min(0), category: z.number().int().min(0).nullable().default(null), manufacturer: z.number().int().min(0).nullable().default(null) }),
});
export type TImportTableMap = z.output<typeof ZImportTableMap>;

/** POST {u}/specbook/{id}/imports: {"createImportRequest":{"extraction":{"id"},"tables":[…]}} (only tables with a mapped model are sent). */
export const ZCreateAipqImport = z.object({
  createImportRequest: z.object({
    extraction: z.object({ id: zId }),
    tables: z.array(ZImportTableMap).min(1, M.tablesRequired).max(50),
  }),
});
export type TCreateAipqImport = z.output<typeof ZCreateAipqImport>;

/** Counts of an import. */
export const ZAipqImportCounts = z.object({ lines: z.number().int(), matched: z.number().int(), review: z.number().int(), missing: z.number().int(), rooms: z.number().int(), skipped: z.number().int() });

/** An import as listed (§3 "Import": id, status, createdAt, updatedAt, tables[]). */
export const ZAipqImport = z.object({
  id: z.number().int(),
  importId: z.number().int(),
  kind: z.string(),
  /** The imported file's name (the quote PDF's, or the CSV's). */
  fileName: z.string(),
  status: z.enum(EXTRACTION_STATUSES),
  /** The import has ended (complete or failed): stop polling. */
  complete: z.boolean(),
  message: z.string().nullable(),
  extraction: z.object({ id: z.number().int() }).nullable(),
  tables: z.array(ZImportTableMap),
  counts: ZAipqImportCounts.partial(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAipqImport = z.infer<typeof ZAipqImport>;

/** A match candidate of a line. */
export const ZMatchCandidate = z.object({ specId: z.number().int(), modelNumber: z.string(), manufacturerName: z.string(), name: z.string(), score: z.number() });

/** An import message (§3: messageId; it may reference spec{id}). */
export const ZImportMessage = z.object({
  id: z.number().int(),
  messageId: z.number().int(),
  importId: z.number().int(),
  kind: z.enum(IMPORT_MESSAGE_KINDS),
  message: z.string(),
  spec: z.object({ id: z.number().int() }).nullable(),
  specSpecbookId: z.number().int().nullable(),
  line: z.object({
    model: z.string(),
    name: z.string().nullable(),
    manufacturer: z.string().nullable(),
    room: z.string().nullable(),
    quantity: z.number().nullable(),
    unitPrice: z.string().nullable(),
    confidence: z.number(),
  }),
  candidates: z.array(ZMatchCandidate),
  createdAt: z.string(),
});
export type TImportMessage = z.infer<typeof ZImportMessage>;

/**
 * DELETE {u}/specbook/{id}/imports/messages/{messageId} (marks it read): optional body
 * {"deleteSpecbookImportMessageRequest":{"spec":{"id"}}} — for a 'review' message, the spec the seller
 * confirms (the item is switched to it and the match remembered for the supplier).
 */
export const ZDeleteImportMessage = z.object({ deleteSpecbookImportMessageRequest: z.object({ spec: z.object({ id: zId }).optional() }).optional() });
export type TDeleteImportMessage = z.infer<typeof ZDeleteImportMessage>;
