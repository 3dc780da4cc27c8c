/**
 * Running a queued import, whatever it imports into (docs/decisions/036, 057): the import is
 * claimed, the kind's work run (a CSV import's reads its stored file, {@link csvWork}), and the import ends complete (with its
 * counts and lists, written by the work in its own transaction through {@link completion}) or
 * failed with 'Unable to import file' (nothing written). Progress is written to the row outside
 * the work's transaction as a heartbeat.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import { imports } from '#server/db/schema/index';
import { decodeCsv } from '#server/lib/csv/csv-read';
import { isHttpError } from '#server/lib/http/errors';
import type { FileStorage } from '#server/lib/storage';
import { CSV_MESSAGES as M, importSummary } from '#shared/lib/specbook-csv';
import type { TImportCounts, TImportProblem, TImportUnmatched } from '#shared/schemas/specbook-import';
import type { ImportRow } from './import-record';

/** What running an import needs. */
export interface ImportDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** Entries kept of each list (unmatched, skipped, warnings); the counts hold the totals. */
export const LIST_LIMIT = 1000;

/** The outcome of an import: the counts and the rows that were not imported as written. */
export interface Outcome {
  unmatched: TImportUnmatched[];
  skipped: TImportProblem[];
  warnings: TImportProblem[];
  rows: number;
  imported: number;
  roomsCreated: number;
}

/** An outcome before any row is handled. */
export function emptyOutcome(rows: number): Outcome {
  return { unmatched: [], skipped: [], warnings: [], rows, imported: 0, roomsCreated: 0 };
}

/** The counts of an outcome so far. */
function countsOf(out: Outcome): TImportCounts {
  return { rows: out.rows, imported: out.imported, unmatched: out.unmatched.length, skipped: out.skipped.length, roomsCreated: out.roomsCreated };
}

/** The heartbeat of a running import, with the rows handled so far (the client's progress bar). */
export async function heartbeat(db: Db, id: number, out: Outcome): Promise<void> {
  await db.update(imports).set({ counts: countsOf(out), updatedAt: sql`now()` }).where(eq(imports.id, id));
}

/** The row of a completed import: its outcome, the upload's key cleared (written by the work in its transaction). */
export function completion(out: Outcome) {
  const counts = countsOf(out);
  return {
    status: 'complete',
    message: importSummary(counts),
    counts,
    unmatched: out.unmatched.slice(0, LIST_LIMIT),
    skipped: out.skipped.slice(0, LIST_LIMIT),
    warnings: out.warnings.slice(0, LIST_LIMIT),
    fileKey: null,
    finishedAt: sql`now()`,
    updatedAt: sql`now()`,
  };
}

/**
 * Claims an import for this attempt: a queued one, or one left processing by an attempt that died
 * (attempts of a job never overlap: the job runner's lock); null when it has ended.
 */
async function claim(db: Db, importId: number): Promise<ImportRow | null> {
  const [row] = await db
    .update(imports)
    .set({ status: 'processing', startedAt: sql`now()`, updatedAt: sql`now()` })
    .where(sql`${imports.id} = ${importId} and ${imports.status} in ('queued', 'processing')`)
    .returning();
  return row ?? null;
}

/** Ends an import: its outcome, and the uploaded file removed. */
async function finish(deps: ImportDeps, row: ImportRow, values: Partial<typeof imports.$inferInsert>): Promise<void> {
  await deps.db
    .update(imports)
    .set({ ...values, fileKey: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(imports.id, row.id));
  if (row.fileKey) await deps.storage.delete(row.fileKey).catch(() => undefined);
}

/** The work of one kind of import: writes its rows and its {@link completion} in one transaction; answers the rows read. */
export type ImportWork = (deps: ImportDeps, row: ImportRow) => Promise<number>;

/** The work of a CSV import: the same, reading the stored upload's `text`. */
export type CsvImportWork = (deps: ImportDeps, row: ImportRow, text: string) => Promise<number>;

/** An {@link ImportWork} that hands a CSV import's work the text of its stored upload. */
export function csvWork(work: CsvImportWork): ImportWork {
  return async (deps, row) => work(deps, row, decodeCsv(await deps.storage.get(row.fileKey!)));
}

/**
 * Runs a queued import to its end: complete (written by `work`), or failed with
 * 'Unable to import file' (nothing written). Never throws; a call for an import that has ended
 * does nothing.
 */
export async function runImport(deps: ImportDeps, importId: number, work: ImportWork): Promise<void> {
  const row = await claim(deps.db, importId);
  if (!row) return;
  try {
    const rows = await work(deps, row);
    deps.log.info({ importId, kind: row.kind, rows }, 'import complete');
  } catch (error) {
    if (!isHttpError(error)) deps.log.error({ err: error, importId, kind: row.kind }, 'import failed');
    const reason = isHttpError(error) ? (error.errors[0]?.message ?? error.message) : null;
    // Nothing was written (the transaction rolled back): the progress counts are dropped.
    await finish(deps, row, { status: 'failed', message: M.unableToImport, counts: {}, warnings: reason ? [{ line: 0, field: 'file', message: reason }] : [] }).catch(
      (err: unknown) => deps.log.error({ err, importId }, 'could not record a failed import'),
    );
    return;
  }
  if (row.fileKey) await deps.storage.delete(row.fileKey).catch(() => undefined);
}
