/**
 * CSV import of a specbook (docs/decisions/036): start (the file is checked, stored and queued;
 * the work runs after the answer, see import-runner.ts) and status. An import left queued or
 * processing without a heartbeat for STALE_AFTER_MS was cut off by a restart: it reads as failed.
 */
import { and, eq, sql } from 'drizzle-orm';
import { imports } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import type { UploadedFile } from '#server/lib/http/multipart';
import { newStorageKey, type FileStorage } from '#server/lib/storage';
import { MB } from '#server/lib/uploads';
import { advancedAccessOf } from '#server/modules/advanced-access/advanced-access.service';
import { parseId } from '#server/modules/spec-specbooks/placement';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import { CSV_MAX_MB, CSV_MESSAGES as M, type CsvSeparator, type ImportStatus } from '#shared/lib/specbook-csv';
import type { TImportCounts, TImportProblem, TImportUnmatched, TSpecbookImport } from '#shared/schemas/specbook-import';
import { decodeCsv, readHeader, unreadable } from './csv-read';

/** A running import that has not beaten for this long was cut off (server restart). */
export const STALE_AFTER_MS = 2 * 60 * 1000;

type ImportRow = typeof imports.$inferSelect;

const NO_COUNTS: TImportCounts = { rows: 0, imported: 0, unmatched: 0, skipped: 0, roomsCreated: 0 };

/** The API shape of an import. */
function toImport(row: ImportRow): TSpecbookImport {
  const status = row.status as ImportStatus;
  return {
    id: row.id,
    importId: row.id,
    specbookId: row.specbookId,
    kind: row.kind,
    status,
    complete: status === 'complete' || status === 'failed',
    message: row.message,
    fileName: row.fileName,
    separator: row.separator,
    counts: { ...NO_COUNTS, ...(row.counts as Partial<TImportCounts>) },
    unmatched: row.unmatched as TImportUnmatched[],
    skipped: row.skipped as TImportProblem[],
    warnings: row.warnings as TImportProblem[],
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** What the import route hands over. */
export interface CsvUpload {
  file: UploadedFile | undefined;
  separator: CsvSeparator;
}

/**
 * POST {u}/specbook/{id}/csv/import: checks the file (text, a header naming at least the
 * manufacturer and model number columns, at most 50 MB), stores it and queues the import.
 * Nothing of the specbook changes here.
 * @throws NotFoundError for another account's specbook; ValidationError 'Unable to import file'.
 */
export async function startCsvImport(ctx: ServiceContext, storage: FileStorage, specbookId: number, upload: CsvUpload): Promise<TSpecbookImport> {
  const book = await requireSpecbook(ctx, specbookId);
  const { file } = upload;
  if (!file) throw unreadable(M.unableToImport);
  if (file.truncated || file.data.length > CSV_MAX_MB * MB) throw unreadable(M.fileTooLarge);
  await readHeader(decodeCsv(file.data), upload.separator);
  const advanced = await advancedAccessOf(ctx.db, ctx.user);
  const key = newStorageKey('csv', { prefix: 'imports' });
  await storage.put(key, file.data, { contentType: 'text/csv' });
  const [row] = await ctx.db
    .insert(imports)
    .values({
      accountId: book.accountId,
      userId: ctx.user.id,
      specbookId: book.id,
      kind: 'csv',
      fileName: (file.filename || 'import.csv').slice(0, 255),
      fileKey: key,
      separator: upload.separator,
      advancedPricing: advanced.granted,
      email: ctx.user.email,
    })
    .returning();
  return toImport(row!);
}

/** Marks an import failed when it stopped beating (its process ended); answers the current row. */
async function failIfStale(ctx: ServiceContext, storage: FileStorage, row: ImportRow): Promise<ImportRow> {
  const running = row.status === 'queued' || row.status === 'processing';
  if (!running || Date.now() - row.updatedAt.getTime() < STALE_AFTER_MS) return row;
  const [failed] = await ctx.db
    .update(imports)
    .set({ status: 'failed', message: M.unableToImport, counts: {}, warnings: [{ line: 0, field: 'file', message: M.interrupted }], fileKey: null, finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(imports.id, row.id), eq(imports.updatedAt, row.updatedAt)))
    .returning();
  if (!failed) return row;
  if (row.fileKey) await storage.delete(row.fileKey).catch(() => undefined);
  return failed;
}

/**
 * GET {u}/specbook/{id}/csv/import/{importId}: where the import is.
 * @throws NotFoundError for another account's specbook or an import of another specbook.
 */
export async function getCsvImport(ctx: ServiceContext, storage: FileStorage, specbookId: number, rawImportId: string): Promise<TSpecbookImport> {
  const book = await requireSpecbook(ctx, specbookId);
  const importId = parseId(rawImportId, M.importNotFound);
  const [row] = await ctx.db
    .select()
    .from(imports)
    .where(and(eq(imports.id, importId), eq(imports.specbookId, book.id), eq(imports.accountId, book.accountId)));
  if (!row) throw new NotFoundError(M.importNotFound);
  return toImport(await failIfStale(ctx, storage, row));
}
