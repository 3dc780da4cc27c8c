/**
 * Imports of a specbook (spec/business-records.md §3 "Imports", §7; docs/decisions/057):
 * starting an AI PDF-quote import from a complete extraction and the seller's column maps, and
 * the specbook's imports of every kind (CSV ones too) as the AI PDF-quote import lists them.
 */
import { and, desc, eq } from 'drizzle-orm';
import { aipqExtractions, aipqFiles, imports } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ConflictError, NotFoundError, ValidationError } from '#server/lib/http/errors';
import type { FileStorage } from '#server/lib/storage';
import { failIfStale, readImportRow, type ImportRow } from '#server/modules/imports/import-record';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import { AIPQ_MESSAGES as M, type TExtractionStatus } from '#shared/lib/aipq';
import type { TAipqImport, TCreateAipqImport, TExtractionTable, TImportTableMap } from '#shared/schemas/aipq';
import type { TImportCounts } from '#shared/schemas/specbook-import';
import { assertAipqRole } from './aipq-imports.policy';

/** Imports listed per specbook at most (newest first). */
export const IMPORTS_LISTED = 200;

/** The counts of an import as the AI PDF-quote import shows them (a CSV import's are translated). */
function countsOf(row: ImportRow): TAipqImport['counts'] {
  if (row.kind === 'aipq') return row.counts as TAipqImport['counts'];
  const csv = row.counts as Partial<TImportCounts>;
  return { lines: csv.rows, matched: csv.imported, missing: csv.unmatched, skipped: csv.skipped, rooms: csv.roomsCreated };
}

/** The API shape of an import of any kind. */
function toAipqImport(row: ImportRow): TAipqImport {
  return {
    id: row.id,
    importId: row.id,
    kind: row.kind,
    fileName: row.fileName,
    status: row.status as TExtractionStatus,
    complete: row.status === 'complete' || row.status === 'failed',
    message: row.message,
    extraction: row.extractionId === null ? null : { id: row.extractionId },
    tables: row.tables as TImportTableMap[],
    counts: countsOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Checks each map against the extraction's tables: the table is one of them and every mapped column is in it.
 * @throws ValidationError with AIPQ_MESSAGES.tableUnknown or columnOutOfRange, naming the map's field.
 */
function checkMaps(tables: readonly TExtractionTable[], maps: readonly TImportTableMap[]): void {
  const byId = new Map(tables.map((t) => [t.id, t]));
  maps.forEach(({ table, map }, i) => {
    const found = byId.get(table.id);
    if (!found) throw ValidationError.field(`tables.${i}.table.id`, M.tableUnknown);
    for (const key of ['model', 'category', 'manufacturer'] as const) {
      const column = map[key];
      if (column !== null && column >= found.columns.length) throw ValidationError.field(`tables.${i}.map.${key}`, M.columnOutOfRange);
    }
  });
}

/**
 * POST {u}/specbook/{id}/imports: records an AI PDF-quote import of a complete extraction of the
 * account, queued (the caller schedules its job). Nothing of the specbook changes here.
 * @throws ForbiddenError without ROLE_AIPQ; NotFoundError for another account's specbook or
 * extraction; ConflictError while the extraction has not completed; ValidationError for a table
 * or column the extraction does not have.
 */
export async function startAipqImport(ctx: ServiceContext, specbookId: number, body: TCreateAipqImport): Promise<TAipqImport> {
  assertAipqRole(ctx);
  const book = await requireSpecbook(ctx, specbookId);
  const { extraction, tables: maps } = body.createImportRequest;
  const [found] = await ctx.db
    .select({ id: aipqExtractions.id, status: aipqExtractions.status, tables: aipqExtractions.tables, fileName: aipqFiles.fileName })
    .from(aipqExtractions)
    .innerJoin(aipqFiles, eq(aipqFiles.id, aipqExtractions.fileId))
    .where(and(eq(aipqExtractions.id, extraction.id), eq(aipqExtractions.accountId, book.accountId)));
  if (!found) throw new NotFoundError(M.extractionNotFound);
  if (found.status !== 'complete') throw new ConflictError(M.extractionNotReady);
  checkMaps(found.tables as TExtractionTable[], maps);
  const [row] = await ctx.db
    .insert(imports)
    .values({
      accountId: book.accountId,
      userId: ctx.user.id,
      specbookId: book.id,
      kind: 'aipq',
      fileName: found.fileName.slice(0, 255),
      separator: '',
      email: ctx.user.email,
      extractionId: found.id,
      tables: maps,
    })
    .returning();
  return toAipqImport(row!);
}

/**
 * GET {u}/specbook/{id}/imports: the specbook's imports of every kind, newest first.
 * @throws ForbiddenError without ROLE_AIPQ; NotFoundError for another account's specbook.
 */
export async function listSpecbookImports(ctx: ServiceContext, storage: FileStorage, specbookId: number): Promise<TAipqImport[]> {
  assertAipqRole(ctx);
  const book = await requireSpecbook(ctx, specbookId);
  const rows = await ctx.db
    .select()
    .from(imports)
    .where(and(eq(imports.specbookId, book.id), eq(imports.accountId, book.accountId)))
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(IMPORTS_LISTED);
  return Promise.all(rows.map(async (row) => toAipqImport(await failIfStale(ctx, storage, row))));
}

/**
 * GET {u}/specbook/{id}/imports/{importId}: where an import of the specbook is.
 * @throws ForbiddenError without ROLE_AIPQ; NotFoundError for another account's specbook or an import of another specbook.
 */
export async function getSpecbookImport(ctx: ServiceContext, storage: FileStorage, specbookId: number, rawImportId: string): Promise<TAipqImport> {
  assertAipqRole(ctx);
  const book = await requireSpecbook(ctx, specbookId);
  return toAipqImport(await readImportRow(ctx, storage, book.accountId, rawImportId, eq(imports.specbookId, book.id)));
}
