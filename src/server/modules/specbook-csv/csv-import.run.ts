/**
 * Running a specbook CSV import (docs/decisions/036): the file's rows are matched to catalogue
 * specs in batches (modules/imports/spec-match.ts), and everything is written in one transaction
 * of set-based statements (rooms, placements, status log, tags), so a failure leaves the specbook
 * as it was. Claiming, failing and the heartbeat are modules/imports/import-run.ts's.
 */
import { eq, sql } from 'drizzle-orm';
import { imports } from '#server/db/schema/index';
import { readRecords, SPECBOOK_COLUMNS, type CsvRecord } from '#server/lib/csv/csv-read';
import type { ImportRow } from '#server/modules/imports/import-record';
import { completion, emptyOutcome, heartbeat, type ImportDeps, csvWork, type ImportWork, type Outcome } from '#server/modules/imports/import-run';
import { forEachMatchedBatch, type MatchedSpec, type SpecKey } from '#server/modules/imports/spec-match';
import { addRooms, nextPosition, openRooms, type RoomState } from '#server/modules/imports/import-rooms';
import { touchSpecbook, type Tx } from '#server/modules/spec-specbooks/placement';
import { CSV_MESSAGES as M, csvSeparatorOf } from '#shared/lib/specbook-csv';
import { DEFAULT_STATUS } from '#shared/lib/statuses';
import { isProblem, keyRow, placementOf, type KeyedRow, type PlacementValues } from './csv-rows';

/** What a keyed row is matched by. */
function specKeyOf(row: KeyedRow): SpecKey {
  return { manufacturer: row.values.manufacturer ?? '', modelNumber: row.values.modelNumber ?? '', specId: row.specId };
}

/** The placements of a batch's matched rows; the others are recorded in `out`. */
function placementsOf(batch: readonly KeyedRow[], matches: ReadonlyMap<number, MatchedSpec>, row: ImportRow, out: Outcome): PlacementValues[] {
  const placements: PlacementValues[] = [];
  batch.forEach((k, i) => {
    const spec = matches.get(i);
    if (!spec) {
      out.unmatched.push({ line: k.line, manufacturer: k.values.manufacturer ?? '', modelNumber: k.values.modelNumber ?? '' });
      return;
    }
    const placed = placementOf(k, spec, row.advancedPricing, out.warnings);
    if (isProblem(placed)) out.skipped.push(placed);
    else placements.push(placed);
  });
  return placements;
}

/** Writes a batch of placements after the specs already in their rooms, with their status log and tags. */
async function writeBatch(tx: Tx, row: ImportRow, rooms: RoomState, placements: readonly PlacementValues[]): Promise<void> {
  if (placements.length === 0) return;
  await addRooms(tx, row, rooms, placements.map((p) => p.room));
  const positioned = placements.map((p) => ({ ...p, ...nextPosition(rooms, p.room) }));
  const ids = await insertPlacements(tx, row, positioned);
  await logStatuses(tx, row, ids, positioned);
  await linkTags(tx, row, ids, positioned);
}

/**
 * Matches and writes the records batch by batch in one transaction, which also records the
 * import complete (so a crash either leaves nothing written or the import done).
 */
async function importRecords(deps: ImportDeps, row: ImportRow, records: readonly CsvRecord[]): Promise<void> {
  const out = emptyOutcome(records.length);
  if (!row.advancedPricing && records.some((r) => (r.values.cost ?? '') !== '' || (r.values.multiplier ?? '') !== '')) {
    out.warnings.push({ line: 1, field: 'cost', message: M.advancedIgnored });
  }
  const keyed: KeyedRow[] = [];
  for (const record of records) {
    const k = keyRow(record);
    if (isProblem(k)) out.skipped.push(k);
    else keyed.push(k);
  }
  const specbookId = row.specbookId;
  if (specbookId === null) throw new Error(`Import ${row.id} has no specbook to import into`);
  await deps.db.transaction(async (tx) => {
    await touchSpecbook(tx, specbookId);
    const rooms = await openRooms(tx, row);
    await forEachMatchedBatch(deps.db, row.accountId, keyed, specKeyOf, async (batch, matches) => {
      const placements = placementsOf(batch, matches, row, out);
      await writeBatch(tx, row, rooms, placements);
      out.imported += placements.length;
      await heartbeat(deps.db, row.id, out);
    });
    out.roomsCreated = rooms.created;
    await tx.update(imports).set(completion(out)).where(eq(imports.id, row.id));
  });
}

/** Inserts one batch of placements, each naming this import as its original one; answers their ids in order. */
async function insertPlacements(tx: Tx, row: ImportRow, list: readonly (PlacementValues & { categoryId: number | null; order: number })[]): Promise<number[]> {
  const col = <T>(pick: (p: (typeof list)[number]) => T) => sql.param(list.map(pick));
  const ids = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('spec_specbooks', 'id'))::int as id from generate_series(1, ${list.length})`,
  );
  const idList = ids.rows.map((r) => r.id);
  await tx.execute(sql`
    insert into spec_specbooks (id, account_id, specbook_id, spec_id, category_id, name, quantity, sort_order, is_optional, status,
                                list_price, sale_price, cost, multiplier, profit_margin, shipping_cost,
                                price_updated_at, price_updated_by, quoted_date, original_import_id)
    select v.id, ${row.accountId}, ${row.specbookId}, v.spec_id, v.category_id, v.name, v.qty, v.ord, v.optional, v.status,
           v.list, v.sale, v.cost, v.mult, v.margin, v.ship,
           case when v.priced then now() end, case when v.priced then ${row.email} end, case when v.priced then current_date end, ${row.id}
      from unnest(${sql.param(idList)}::int[], ${col((p) => p.specId)}::int[], ${col((p) => p.categoryId)}::int[], ${col((p) => p.name)}::text[],
                  ${col((p) => p.price.qty)}::int[], ${col((p) => p.order)}::int[], ${col((p) => p.isOptional)}::boolean[], ${col((p) => p.status)}::text[],
                  ${col((p) => p.price.listPrice)}::numeric[], ${col((p) => p.price.salePrice)}::numeric[], ${col((p) => p.price.cost)}::numeric[],
                  ${col((p) => p.price.multiplier)}::numeric[], ${col((p) => (p.priced ? p.price.profitMargin : null))}::numeric[],
                  ${col((p) => p.price.shippingCost)}::numeric[], ${col((p) => p.priced)}::boolean[])
           as v(id, spec_id, category_id, name, qty, ord, optional, status, list, sale, cost, mult, margin, ship, priced)`);
  return idList;
}

/** The status log of the placements imported with a status other than Open. */
async function logStatuses(tx: Tx, row: ImportRow, ids: readonly number[], list: readonly PlacementValues[]): Promise<void> {
  const logged = list.map((p, i) => ({ id: ids[i]!, status: p.status })).filter((p) => p.status !== DEFAULT_STATUS);
  if (logged.length === 0) return;
  await tx.execute(sql`
    insert into status_log (account_id, spec_specbook_id, status, email)
    select ${row.accountId}, v.id, v.status, ${row.email}
      from unnest(${sql.param(logged.map((l) => l.id))}::int[], ${sql.param(logged.map((l) => l.status))}::text[]) as v(id, status)`);
}

/** The importer's tags (created when missing) linked to the placements. */
async function linkTags(tx: Tx, row: ImportRow, ids: readonly number[], list: readonly PlacementValues[]): Promise<void> {
  const pairs = list.flatMap((p, i) => p.tags.map((name) => ({ id: ids[i]!, name })));
  if (pairs.length === 0) return;
  const names = [...new Map(pairs.map((p) => [p.name.toLowerCase(), p.name])).values()];
  await tx.execute(sql`
    insert into tags (account_id, user_id, name)
    select ${row.accountId}, ${row.userId}, n from unnest(${sql.param(names)}::text[]) as n
    on conflict (user_id, lower(name)) do nothing`);
  await tx.execute(sql`
    insert into spec_specbook_tags (tag_id, spec_specbook_id)
    select t.id, v.id
      from unnest(${sql.param(pairs.map((p) => p.id))}::int[], ${sql.param(pairs.map((p) => p.name.toLowerCase()))}::text[]) as v(id, name)
      join tags t on t.user_id = ${row.userId} and lower(t.name) = v.name
    on conflict do nothing`);
}

/** The queue of specbook CSV imports. */
export const CSV_IMPORT_QUEUE = 'csv-import';

/** A specbook CSV import's work: reads the records and writes them into the specbook. */
export const importSpecbookCsv: ImportWork = csvWork(async (deps, row, text) => {
  const { records } = await readRecords(text, csvSeparatorOf(row.separator) ?? 'comma', SPECBOOK_COLUMNS);
  await heartbeat(deps.db, row.id, emptyOutcome(records.length));
  await importRecords(deps, row, records);
  return records.length;
});
