import { z } from 'zod';
import { IMPORT_STATUSES } from '#shared/lib/specbook-csv';

/** A row of the file that matched no catalogue spec: its line in the file and what it named. */
export const ZImportUnmatched = z.object({ line: z.number().int(), manufacturer: z.string(), modelNumber: z.string() });
export type TImportUnmatched = z.infer<typeof ZImportUnmatched>;

/** A value of a row that was not imported as written (`field` is the CSV field). */
export const ZImportProblem = z.object({ line: z.number().int(), field: z.string(), message: z.string() });
export type TImportProblem = z.infer<typeof ZImportProblem>;

/** The counts of an import. */
export const ZImportCounts = z.object({
  /** Data rows read from the file (blank lines not counted). */
  rows: z.number().int(),
  imported: z.number().int(),
  unmatched: z.number().int(),
  /** Rows not imported because a value (quantity, price, room name) is invalid. */
  skipped: z.number().int(),
  roomsCreated: z.number().int(),
});
export type TImportCounts = z.infer<typeof ZImportCounts>;

/**
 * A CSV import of a specbook and where it is (`GET {u}/specbook/{id}/csv/import/{importId}`).
 * While it is processing, `counts` says how many rows were read and handled so far.
 * `complete` is true once it has ended, successfully or not (`status` says which). The lists
 * hold at most the first 1,000 entries each; `counts` has the totals.
 */
export const ZSpecbookImport = z.object({
  id: z.number().int(),
  importId: z.number().int(),
  /** The specbook imported into; null for an inventory import. */
  specbookId: z.number().int().nullable(),
  kind: z.string(),
  status: z.enum(IMPORT_STATUSES),
  complete: z.boolean(),
  message: z.string().nullable(),
  fileName: z.string(),
  separator: z.string(),
  counts: ZImportCounts,
  unmatched: z.array(ZImportUnmatched),
  skipped: z.array(ZImportProblem),
  warnings: z.array(ZImportProblem),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type TSpecbookImport = z.infer<typeof ZSpecbookImport>;
