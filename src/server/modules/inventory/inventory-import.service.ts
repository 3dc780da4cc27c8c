/**
 * CSV import into the inventory center: start and status, over the imports row shared with the
 * specbook import (modules/imports); kind 'inventory', no specbook. The work is inventory-import.run.ts.
 */
import { eq } from 'drizzle-orm';
import { imports } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import type { FileStorage } from '#server/lib/storage';
import { readImport, storeImport, type CsvUpload } from '#server/modules/imports/import-record';
import { inventoryFieldOfHeader } from '#shared/lib/inventory';
import type { TSpecbookImport } from '#shared/schemas/specbook-import';

/** The imports.kind of an inventory import. */
export const INVENTORY_IMPORT_KIND = 'inventory';

/**
 * POST {u}/inventory/imports: checks the file (text, a header naming at least Manufacturer and
 * Model Number, at most 50 MB), stores it and queues the import. The stock does not change here.
 * @throws ValidationError 'Unable to import file'.
 */
export async function startInventoryImport(ctx: ServiceContext, storage: FileStorage, upload: CsvUpload): Promise<TSpecbookImport> {
  return storeImport(ctx, storage, upload, inventoryFieldOfHeader, { accountId: ctx.user.accountId, kind: INVENTORY_IMPORT_KIND, specbookId: null, advancedPricing: false });
}

/**
 * GET {u}/inventory/imports/{importId}: where the import is.
 * @throws NotFoundError for another account's import or a specbook's import.
 */
export async function getInventoryImport(ctx: ServiceContext, storage: FileStorage, rawImportId: string): Promise<TSpecbookImport> {
  return readImport(ctx, storage, ctx.user.accountId, rawImportId, eq(imports.kind, INVENTORY_IMPORT_KIND));
}
