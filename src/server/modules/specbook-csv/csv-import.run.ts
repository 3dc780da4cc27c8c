/**
 * Running a CSV import (docs/decisions/036): the file is read, its rows matched to catalogue
 * specs in batches (one query per batch), and everything is written in one transaction of
 * set-based statements (rooms, placements, status log, tags), so a failure leaves the specbook
 * as it was. Progress is written to the import's row outside that transaction as a heartbeat.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import { imports } from '#server/db/schema/index';
import { isHttpError } from '#server/lib/http/errors';
import type { FileStorage } from '#server/lib/storage';
import { touchSpecbook, type Tx } from '#server/modules/spec-specbooks/placement';
import { CSV_MESSAGES as M, csvSeparatorOf, importSummary } from '#shared/lib/specbook-csv';
import { DEFAULT_STATUS } from '#shared/lib/statuses';
import type { TImportCounts, TImportProblem, TImportUnmatched } from '#shared/schemas/specbook-import';
import { decodeCsv, readRecords, type CsvRecord } from './csv-read';
import { isProblem, keyRow, placementOf, type KeyedRow, type MatchedSpec, type PlacementValues } from './csv-rows';

/** What running an import needs. */
export interface ImportDeps {
  db: Db;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/** Rows matched per lookup query. */
const MATCH_BATCH = 5000;
/** Entries kept of each list (unmatched, skipped, warnings); the counts hold the totals. */
export const LIST_LIMIT = 1000;

type ImportRow = typeof imports.$inferSelect;

/** The counts of an outcome so far. */
function countsOf(out: Outcome): TImportCounts {
  return { rows: out.rows, imported: out.imported, unmatched: out.unmatched.length, skipped: out.skipped.length, roomsCreated: out.roomsCreated };
}

/** The heartbeat of a running import, with the rows handled so far (the client's progress bar). */
async function heartbeat(db: Db, id: number, counts: TImportCounts): Promise<void> {
  await db.update(imports).set({ counts, updatedAt: sql`now()` }).where(eq(imports.id, id));
}

/**
 * The catalogue spec each row matches (by its index in `rows`), one query for the whole batch:
 * per row an index probe on the model (specs_model_normalized_idx), then the manufacturer's name
 * (specs.manufacturer_name, kept current by triggers) compared loosely. Both sides are normalised
 * by the same SQL expression as model_normalized, whatever the database's locale. The account's
 * own spec comes before a global one unless the row's Spec ID names one.
 */
async function matchBatch(db: Db, accountId: number, rows: readonly KeyedRow[]): Promise<Map<number, MatchedSpec>> {
  const found = await db.execute<{ i: number; id: number; name: string; list_price: string | null }>(sql`
    select v.i::int as i, s.id, s.name, s.list_price::text as list_price
      from (select i, lower(regexp_replace(mfr, '[^[:alnum:]]', '', 'g')) as mfr, lower(regexp_replace(model, '[^[:alnum:]]', '', 'g')) as model, spec_id
              from unnest(${sql.param(rows.map((_, i) => i))}::int[], ${sql.param(rows.map((r) => r.values.manufacturer ?? ''))}::text[],
                          ${sql.param(rows.map((r) => r.values.modelNumber ?? ''))}::text[], ${sql.param(rows.map((r) => r.specId))}::int[]) as u(i, mfr, model, spec_id)
           ) as v
     cross join lateral (
       select s.id, s.name, s.list_price
         from specs s
        where s.model_normalized = v.model
          and lower(regexp_replace(s.manufacturer_name, '[^[:alnum:]]', '', 'g')) = v.mfr
          and (s.account_id is null or s.account_id = ${accountId}) and not s.archived
        order by (s.id = v.spec_id) desc nulls last, (s.account_id is not null) desc, s.id
        limit 1) s`);
  return new Map(found.rows.map((r) => [r.i, { id: r.id, name: r.name, listPrice: r.list_price }]));
}

/** The outcome of an import: the counts and the rows that were not imported as written. */
interface Outcome {
  unmatched: TImportUnmatched[];
  skipped: TImportProblem[];
  warnings: TImportProblem[];
  rows: number;
  imported: number;
  roomsCreated: number;
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

/** The rooms of the specbook inside the import's transaction, and the next free position in each. */
interface RoomState {
  /** Room id by lower-cased name (the first room of a name). */
  ids: Map<string, number>;
  count: number;
  created: number;
  /** Next position by room ('misc' for Miscellaneous). */
  next: Map<string, number>;
}

async function openRooms(tx: Tx, row: ImportRow): Promise<RoomState> {
  const existing = await tx.execute<{ id: number; name: string }>(
    sql`select id, name from categories where specbook_id = ${row.specbookId} order by sort_order, id`,
  );
  const ids = new Map<string, number>();
  for (const r of existing.rows) if (!ids.has(r.name.toLowerCase())) ids.set(r.name.toLowerCase(), r.id);
  const positions = await tx.execute<{ room: number | null; next: number }>(
    sql`select category_id as room, max(sort_order)::int + 1 as next from spec_specbooks where specbook_id = ${row.specbookId} group by category_id`,
  );
  const next = new Map(positions.rows.map((r) => [r.room === null ? 'misc' : String(r.room), r.next]));
  return { ids, count: existing.rows.length, created: 0, next };
}

/** Creates the rooms a batch names that do not exist yet, at the end and in file order. */
async function addRooms(tx: Tx, row: ImportRow, rooms: RoomState, names: readonly (string | null)[]): Promise<void> {
  const missing = [...new Map(names.filter((n): n is string => n !== null && !rooms.ids.has(n.toLowerCase())).map((n) => [n.toLowerCase(), n])).values()];
  if (missing.length === 0) return;
  const created = await tx.execute<{ id: number; name: string }>(sql`
    insert into categories (account_id, specbook_id, name, sort_order)
    select ${row.accountId}, ${row.specbookId}, v.name, ${rooms.count} + v.ord::int - 1
      from unnest(${sql.param(missing)}::text[]) with ordinality as v(name, ord)
    returning id, name`);
  for (const r of created.rows) rooms.ids.set(r.name.toLowerCase(), r.id);
  rooms.count += missing.length;
  rooms.created += missing.length;
}

/** Writes a batch of placements after the specs already in their rooms, with their status log and tags. */
async function writeBatch(tx: Tx, row: ImportRow, rooms: RoomState, placements: readonly PlacementValues[]): Promise<void> {
  if (placements.length === 0) return;
  await addRooms(tx, row, rooms, placements.map((p) => p.room));
  const positioned = placements.map((p) => {
    const categoryId = p.room === null ? null : rooms.ids.get(p.room.toLowerCase())!;
    const key = categoryId === null ? 'misc' : String(categoryId);
    const order = rooms.next.get(key) ?? 0;
    rooms.next.set(key, order + 1);
    return { ...p, categoryId, order };
  });
  const ids = await insertPlacements(tx, row, positioned);
  await logStatuses(tx, row, ids, positioned);
  await linkTags(tx, row, ids, positioned);
}

/**
 * Matches and writes the records batch by batch in one transaction, which also records the
 * import complete (so a crash either leaves nothing written or the import done); the next batch's
 * lookup runs (on another connection) while this batch is written.
 */
async function importRecords(deps: ImportDeps, row: ImportRow, records: readonly CsvRecord[]): Promise<Outcome> {
  const out: Outcome = { unmatched: [], skipped: [], warnings: [], rows: records.length, imported: 0, roomsCreated: 0 };
  if (!row.advancedPricing && records.some((r) => (r.values.cost ?? '') !== '' || (r.values.multiplier ?? '') !== '')) {
    out.warnings.push({ line: 1, field: 'cost', message: M.advancedIgnored });
  }
  const keyed: KeyedRow[] = [];
  for (const record of records) {
    const k = keyRow(record);
    if (isProblem(k)) out.skipped.push(k);
    else keyed.push(k);
  }
  const batches: KeyedRow[][] = [];
  for (let start = 0; start < keyed.length; start += MATCH_BATCH) batches.push(keyed.slice(start, start + MATCH_BATCH));
  const match = (batch: KeyedRow[]) =>
    batch.some((r) => r.manufacturerKey && r.modelKey) ? matchBatch(deps.db, row.accountId, batch) : Promise.resolve(new Map<number, MatchedSpec>());
  const specbookId = row.specbookId;
  if (specbookId === null) throw new Error(`Import ${row.id} has no specbook to import into`);
  await deps.db.transaction(async (tx) => {
    await touchSpecbook(tx, specbookId);
    const rooms = await openRooms(tx, row);
    let pending = batches[0] ? match(batches[0]) : null;
    for (const [i, batch] of batches.entries()) {
      const matches = await pending!;
      const following = batches[i + 1];
      pending = following ? match(following) : null;
      pending?.catch(() => undefined);
      const placements = placementsOf(batch, matches, row, out);
      await writeBatch(tx, row, rooms, placements);
      out.imported += placements.length;
      await heartbeat(deps.db, row.id, countsOf(out));
    }
    out.roomsCreated = rooms.created;
    await tx.update(imports).set(completion(out)).where(eq(imports.id, row.id));
  });
  return out;
}

/** Inserts one batch of placements; answers their ids in order. */
async function insertPlacements(tx: Tx, row: ImportRow, list: readonly (PlacementValues & { categoryId: number | null; order: number })[]): Promise<number[]> {
  const col = <T>(pick: (p: (typeof list)[number]) => T) => sql.param(list.map(pick));
  const ids = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('spec_specbooks', 'id'))::int as id from generate_series(1, ${list.length})`,
  );
  const idList = ids.rows.map((r) => r.id);
  await tx.execute(sql`
    insert into spec_specbooks (id, account_id, specbook_id, spec_id, category_id, name, quantity, sort_order, is_optional, status,
                                list_price, sale_price, cost, multiplier, profit_margin, shipping_cost,
                                price_updated_at, price_updated_by, quoted_date)
    select v.id, ${row.accountId}, ${row.specbookId}, v.spec_id, v.category_id, v.name, v.qty, v.ord, v.optional, v.status,
           v.list, v.sale, v.cost, v.mult, v.margin, v.ship,
           case when v.priced then now() end, case when v.priced then ${row.email} end, case when v.priced then current_date end
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

/** The row of a completed import: its outcome, the upload's key cleared. */
function completion(out: Outcome) {
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

/**
 * Runs a queued import to its end: complete with its counts and lists, or failed with
 * 'Unable to import file' (nothing written). Never throws; a call for an import that has ended
 * does nothing.
 */
export async function runCsvImport(deps: ImportDeps, importId: number): Promise<void> {
  const row = await claim(deps.db, importId);
  if (!row) return;
  try {
    const text = decodeCsv(await deps.storage.get(row.fileKey!));
    const { records } = await readRecords(text, csvSeparatorOf(row.separator) ?? 'comma');
    await heartbeat(deps.db, row.id, { rows: records.length, imported: 0, unmatched: 0, skipped: 0, roomsCreated: 0 });
    await importRecords(deps, row, records);
    deps.log.info({ importId, rows: records.length }, 'CSV import complete');
  } catch (error) {
    if (!isHttpError(error)) deps.log.error({ err: error, importId }, 'CSV import failed');
    const reason = isHttpError(error) ? (error.errors[0]?.message ?? error.message) : null;
    // Nothing was written (the transaction rolled back): the progress counts are dropped.
    await finish(deps, row, { status: 'failed', message: M.unableToImport, counts: {}, warnings: reason ? [{ line: 0, field: 'file', message: reason }] : [] }).catch(
      (err: unknown) => deps.log.error({ err, importId }, 'could not record a failed CSV import'),
    );
    return;
  }
  if (row.fileKey) await deps.storage.delete(row.fileKey).catch(() => undefined);
}
