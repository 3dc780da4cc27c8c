/**
 * "Export specbook" for the ERP (spec/business-records.md §2, §7 "ERP integration", §9;
 * docs/decisions/058): the opportunity lines a submission would send — one line per (model
 * number, room) of the active specs, quantities summed, the room as TransactionDescription — as a
 * CSV in the columns of an ERP opportunity import.
 */
import type { Readable } from 'node:stream';
import type { ServiceContext } from '#server/lib/context';
import { csvStream, type CsvColumn } from '#server/lib/csv/csv-stream';
import { loadErpSpecs, type ErpSpec } from '#server/modules/erp/erp-specs';
import { wantedLines } from '#server/modules/erp/opportunity-lines';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import { requireAccess } from '#server/lib/access';

type ExportField = 'InventoryID' | 'Description' | 'Quantity' | 'UOM' | 'UnitPrice' | 'TransactionDescription';

/** The columns of an ERP opportunity import. */
const COLUMNS: CsvColumn<ExportField>[] = (['InventoryID', 'Description', 'Quantity', 'UOM', 'UnitPrice', 'TransactionDescription'] as const).map(
  (key) => ({ key, header: key }),
);

const specKey = (inventoryId: string, room: string) => `${inventoryId}\u0000${room}`;

/**
 * The export's rows: the opportunity lines, each with the name and unit price (the sale price, else
 * the list price) of its first spec. UOM is left blank: Specfolio keeps no unit of measure, and
 * the ERP then uses the stock item's sales unit.
 */
function exportRows(specs: readonly ErpSpec[]): Record<ExportField, string | null>[] {
  const first = new Map<string, ErpSpec>();
  for (const spec of specs) if (!first.has(specKey(spec.inventoryId, spec.room))) first.set(specKey(spec.inventoryId, spec.room), spec);
  return wantedLines(specs).map((line) => {
    const spec = first.get(specKey(line.InventoryID, line.TransactionDescription));
    return {
      InventoryID: line.InventoryID,
      Description: spec?.name ?? null,
      Quantity: String(line.Quantity),
      UOM: null,
      UnitPrice: spec?.salePrice ?? spec?.listPrice ?? null,
      TransactionDescription: line.TransactionDescription,
    };
  });
}

/**
 * GET {u}/specbook/{id}/erp/export: the specbook's opportunity lines as CSV, streamed.
 * @throws ForbiddenError (403 exportNotEnabled) without the erpIntegration.canExportspecbooks flag;
 *   NotFoundError for another account's specbook.
 */
export async function exportSpecbookForErp(ctx: ServiceContext, specbookId: number): Promise<Readable> {
  requireAccess(ctx.user, 'erpExport');
  const book = await requireSpecbook(ctx, specbookId);
  return csvStream(COLUMNS, exportRows(await loadErpSpecs(ctx.db, book)));
}
