/**
 * The imports row shared by every CSV import (a specbook's, the inventory center's; docs/decisions/036):
 * starting one (the file is checked, stored and the row queued; the work runs after the answer,
 * see import-queue.ts), its API shape, and reading where it is. An import left queued or
 * processing without a heartbeat for STALE_AFTER_MS was cut off by a restart: it reads as failed.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { imports } from '#server/db/schema/index';
import { decodeCsv, readHeader, unreadable, type CsvColumns } from '#server/lib/csv/csv-read';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import type { UploadedFile } from '#server/lib/http/multipart';
import { newStorageKey, type FileStorage } from '#server/lib/storage';
import { MB } from '#server/lib/uploads';
import { parseId } from '#server/modules/spec-specbooks/placement';
import { CSV_MAX_MB, CSV_MESSAGES as M, type CsvSeparator, type ImportStatus } from '#shared/lib/specbook-csv';
import type { TImportCounts, TImportProblem, TImportUnmatched, TSpecbookImport } from '#shared/schemas/specbook-import';

/** A running import that has not beaten for this long was cut off (server restart). */
export const STALE_AFTER_MS = 2 * 60 * 1000;

/** An imports row. */
export type ImportRow = typeof imports.$inferSelect;

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

/** What an import route hands over. */
export interface CsvUpload {
  file: UploadedFile | undefined;
  separator: CsvSeparator;
}

/** Where an import goes: its account, its kind ('csv' into a specbook, 'inventory') and what the row records beside. */
export interface ImportTarget {
  accountId: number;
  kind: string;
  specbookId: number | null;
  advancedPricing: boolean;
}

/**
 * Checks the file (text, a header naming at least the manufacturer and model number columns of
 * `columns`, at most 50 MB), stores it and records the import queued. Nothing else changes.
 * @throws ValidationError 'Unable to import file' with the reason as the file field's message.
 */
export async function storeImport<F extends string>(
  ctx: ServiceContext,
  storage: FileStorage,
  upload: CsvUpload,
  columns: CsvColumns<F>,
  target: ImportTarget,
): Promise<TSpecbookImport> {
  const { file } = upload;
  if (!file) throw unreadable(M.unableToImport);
  if (file.truncated || file.data.length > CSV_MAX_MB * MB) throw unreadable(M.fileTooLarge);
  await readHeader(decodeCsv(file.data), upload.separator, columns);
  const key = newStorageKey('csv', { prefix: 'imports' });
  await storage.put(key, file.data, { contentType: 'text/csv' });
  const [row] = await ctx.db
    .insert(imports)
    .values({
      ...target,
      userId: ctx.user.id,
      fileName: (file.filename || 'import.csv').slice(0, 255),
      fileKey: key,
      separator: upload.separator,
      email: ctx.user.email,
    })
    .returning();
  return toImport(row!);
}

/** Marks an import failed when it stopped beating (its process ended); answers the current row. */
export async function failIfStale(ctx: ServiceContext, storage: FileStorage, row: ImportRow): Promise<ImportRow> {
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
 * Where an import of the account is; `scope` narrows it to the route's specbook or kind.
 * @throws NotFoundError 'Import not found.' for a bad id, another account's import or one outside `scope`.
 */
export async function readImport(ctx: ServiceContext, storage: FileStorage, accountId: number, rawImportId: string, scope: SQL): Promise<TSpecbookImport> {
  return toImport(await readImportRow(ctx, storage, accountId, rawImportId, scope));
}

/**
 * The row of an import of the account (failed when it stopped beating); `scope` narrows it.
 * @throws NotFoundError 'Import not found.' for a bad id, another account's import or one outside `scope`.
 */
export async function readImportRow(ctx: ServiceContext, storage: FileStorage, accountId: number, rawImportId: string, scope: SQL): Promise<ImportRow> {
  const importId = parseId(rawImportId, M.importNotFound);
  const [row] = await ctx.db
    .select()
    .from(imports)
    .where(and(eq(imports.id, importId), eq(imports.accountId, accountId), scope));
  if (!row) throw new NotFoundError(M.importNotFound);
  return failIfStale(ctx, storage, row);
}
