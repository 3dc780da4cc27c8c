/**
 * Running an inventory CSV import: the lines are read with the inventory columns, checked
 * (inventory-rows.ts), matched to catalogue specs by manufacturer and model number
 * (modules/imports/spec-match.ts), and upserted as the own-stock seller's offers in one
 * transaction that also records the import complete. A product already in stock is updated, so
 * importing a file again leaves the same stock; a column the file does not have keeps the stock's
 * value. An unknown product is listed as unmatched, a bad value as skipped, each with its line.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { imports } from '#server/db/schema/index';
import { readRecords } from '#server/lib/csv/csv-read';
import type { ImportRow } from '#server/modules/imports/import-record';
import { completion, emptyOutcome, heartbeat, csvWork, type ImportWork, type Outcome } from '#server/modules/imports/import-run';
import { forEachMatchedBatch, type MatchedSpec } from '#server/modules/imports/spec-match';
import { inventoryFieldOfHeader, type InventoryCsvField } from '#shared/lib/inventory';
import { csvSeparatorOf } from '#shared/lib/specbook-csv';
import { stockValuesOf, type InventoryRecord, type StockValues } from './inventory-rows';
import { ensureOwnStockSeller } from './own-stock';

/** The pg-boss queue of inventory imports. */
export const INVENTORY_IMPORT_QUEUE = 'inventory-import';

/** A checked line with the keys it is matched by. */
type CheckedLine = StockValues & { manufacturer: string; modelNumber: string };

/** The column each CSV field updates on a stock row already there. */
const UPDATED_COLUMNS: Record<Exclude<InventoryCsvField, 'manufacturer' | 'modelNumber'>, SQL> = {
  quantity: sql`inventory_quantity = excluded.inventory_quantity`,
  status: sql`inventory_status = excluded.inventory_status`,
  location: sql`location = excluded.location`,
  price: sql`price = excluded.price`,
  leadTime: sql`lead_time = excluded.lead_time`,
};

/** The SET of the upsert: the columns the file has, and the import that wrote the row. */
function updateSet(fields: ReadonlySet<InventoryCsvField>): SQL {
  const columns = (Object.keys(UPDATED_COLUMNS) as (keyof typeof UPDATED_COLUMNS)[]).filter((f) => fields.has(f)).map((f) => UPDATED_COLUMNS[f]);
  return sql.join([...columns, sql`import_id = excluded.import_id`, sql`updated_at = now()`], sql`, `);
}

/** The stock values of a batch's matched lines, one per spec (the last line of a spec wins); the others are recorded in `out`. */
function matchedValues(batch: readonly CheckedLine[], matches: ReadonlyMap<number, MatchedSpec>, out: Outcome): Map<number, StockValues> {
  const bySpec = new Map<number, StockValues>();
  batch.forEach((line, i) => {
    const spec = matches.get(i);
    if (!spec) out.unmatched.push({ line: line.line, manufacturer: line.manufacturer, modelNumber: line.modelNumber });
    else bySpec.set(spec.id, line);
  });
  return bySpec;
}

/** Inserts or updates the stock rows of one batch. */
async function upsertStock(tx: Tx, row: ImportRow, sellerId: number, bySpec: ReadonlyMap<number, StockValues>, set: SQL): Promise<void> {
  if (bySpec.size === 0) return;
  const specIds = [...bySpec.keys()];
  const values = [...bySpec.values()];
  const col = <T>(pick: (v: StockValues) => T) => sql.param(values.map(pick));
  await tx.execute(sql`
    insert into seller_offers (account_id, seller_id, spec_id, inventory_quantity, inventory_status, location, price, lead_time, import_id)
    select ${row.accountId}, ${sellerId}, v.spec_id, v.qty, v.status, v.location, v.price, v.lead_time, ${row.id}
      from unnest(${sql.param(specIds)}::int[], ${col((v) => v.quantity)}::int[], ${col((v) => v.status)}::text[], ${col((v) => v.location)}::text[],
                  ${col((v) => v.price)}::numeric[], ${col((v) => v.leadTime)}::text[]) as v(spec_id, qty, status, location, price, lead_time)
    on conflict (seller_id, spec_id) do update set ${set}`);
}

/** The checked lines of the file; lines with a bad value are recorded in `out`. */
function checkLines(records: readonly InventoryRecord[], out: Outcome): CheckedLine[] {
  const lines: CheckedLine[] = [];
  for (const record of records) {
    const values = stockValuesOf(record);
    if ('message' in values) out.skipped.push(values);
    else lines.push({ ...values, manufacturer: record.values.manufacturer ?? '', modelNumber: record.values.modelNumber ?? '' });
  }
  return lines;
}

/** An inventory import's work: reads the lines and upserts the account's stock. */
export const importInventoryCsv: ImportWork = csvWork(async (deps, row, text) => {
  const { header, records } = await readRecords(text, csvSeparatorOf(row.separator) ?? 'comma', inventoryFieldOfHeader);
  const out = emptyOutcome(records.length);
  await heartbeat(deps.db, row.id, out);
  const lines = checkLines(records, out);
  const set = updateSet(new Set(header.values()));
  await deps.db.transaction(async (tx) => {
    const sellerId = await ensureOwnStockSeller(tx, row.accountId);
    await forEachMatchedBatch(deps.db, row.accountId, lines, (l) => ({ manufacturer: l.manufacturer, modelNumber: l.modelNumber, specId: null }), async (batch, matches) => {
      const bySpec = matchedValues(batch, matches, out);
      await upsertStock(tx, row, sellerId, bySpec, set);
      out.imported += matches.size;
      await heartbeat(deps.db, row.id, out);
    });
    await tx.update(imports).set(completion(out)).where(eq(imports.id, row.id));
  });
  return records.length;
});
