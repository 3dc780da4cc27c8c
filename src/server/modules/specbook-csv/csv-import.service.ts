/**
 * CSV import of a specbook (docs/decisions/036): start and status, over the imports row shared
 * with the inventory center's import (modules/imports).
 */
import { eq } from 'drizzle-orm';
import { imports } from '#server/db/schema/index';
import { SPECBOOK_COLUMNS } from '#server/lib/csv/csv-read';
import type { ServiceContext } from '#server/lib/context';
import type { FileStorage } from '#server/lib/storage';
import { advancedAccessOf } from '#server/modules/advanced-access/advanced-access.service';
import { readImport, storeImport, type CsvUpload } from '#server/modules/imports/import-record';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import type { TSpecbookImport } from '#shared/schemas/specbook-import';

/**
 * POST {u}/specbook/{id}/csv/import: checks the file (text, a header naming at least the
 * manufacturer and model number columns, at most 50 MB), stores it and queues the import.
 * Nothing of the specbook changes here.
 * @throws NotFoundError for another account's specbook; ValidationError 'Unable to import file'.
 */
export async function startCsvImport(ctx: ServiceContext, storage: FileStorage, specbookId: number, upload: CsvUpload): Promise<TSpecbookImport> {
  const book = await requireSpecbook(ctx, specbookId);
  const advanced = await advancedAccessOf(ctx.db, ctx.user);
  return storeImport(ctx, storage, upload, SPECBOOK_COLUMNS, { accountId: book.accountId, kind: 'csv', specbookId: book.id, advancedPricing: advanced.granted });
}

/**
 * GET {u}/specbook/{id}/csv/import/{importId}: where the import is.
 * @throws NotFoundError for another account's specbook or an import of another specbook.
 */
export async function getCsvImport(ctx: ServiceContext, storage: FileStorage, specbookId: number, rawImportId: string): Promise<TSpecbookImport> {
  const book = await requireSpecbook(ctx, specbookId);
  return readImport(ctx, storage, book.accountId, rawImportId, eq(imports.specbookId, book.id));
}
