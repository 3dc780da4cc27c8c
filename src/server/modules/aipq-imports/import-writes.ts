/**
 * The writes of an AI PDF-quote import (docs/decisions/057), each one set-based statement inside
 * the import's transaction: the account's own specs (and manufacturers) for missing products,
 * the placements (a spec already in the same room is updated, not added twice), and the messages.
 */
import { sql } from 'drizzle-orm';
import type { ImportRow } from '#server/modules/imports/import-record';
import { nextPosition, type RoomState } from '#server/modules/imports/import-rooms';
import { catalogueRecord } from '#server/modules/imports/spec-match';
import type { Tx } from '#server/modules/spec-specbooks/placement';
import { baseModelOf } from '#shared/lib/catalogue';
import { IMPORT_SOURCE, type TImportMessageKind } from '#shared/lib/aipq';
import { applyPriceEdits, type PriceEdit, type PriceRecord } from '#shared/lib/pricing';
import type { Candidate } from './match';
import { normalizeKey } from './match-keys';

/** A product created as the account's own spec. */
export interface NewProduct {
  model: string;
  name: string;
  manufacturer: string;
  listPrice: string | null;
}

/** The account's own spec for each new product (by index), one per manufacturer and model; unknown manufacturers are created as the account's own. */
export async function createOwnSpecs(tx: Tx, row: ImportRow, products: readonly NewProduct[]): Promise<{ id: number; listPrice: string | null }[]> {
  if (products.length === 0) return [];
  const makers = await resolveManufacturers(tx, row, products.map((p) => p.manufacturer));
  const unique = new Map<string, NewProduct & { manufacturerId: number }>();
  for (const p of products) {
    const manufacturerId = makers.get(normalizeKey(p.manufacturer))!;
    const key = `${manufacturerId}:${normalizeKey(p.model)}`;
    if (!unique.has(key)) unique.set(key, { ...p, manufacturerId });
  }
  const list = [...unique.values()];
  const col = <T>(pick: (p: (typeof list)[number]) => T) => sql.param(list.map(pick));
  const created = await tx.execute<{ id: number; manufacturer_id: number; model_number: string; list_price: string | null }>(sql`
    insert into specs (account_id, user_id, manufacturer_id, model_number, base_model, name, list_price, price_updated_at)
    select ${row.accountId}, ${row.userId}, v.maker, v.model, v.base, v.name, v.price, case when v.price is not null then now() end
      from unnest(${col((p) => p.manufacturerId)}::int[], ${col((p) => p.model)}::text[], ${col((p) => baseModelOf(p.model))}::text[],
                  ${col((p) => p.name)}::text[], ${col((p) => p.listPrice)}::numeric[]) as v(maker, model, base, name, price)
    returning id, manufacturer_id, model_number, list_price::text as list_price`);
  const byKey = new Map(created.rows.map((r) => [`${r.manufacturer_id}:${normalizeKey(r.model_number)}`, { id: r.id, listPrice: r.list_price }]));
  return products.map((p) => byKey.get(`${makers.get(normalizeKey(p.manufacturer))!}:${normalizeKey(p.model)}`)!);
}

/**
 * The manufacturer id of each name (by normalised name): a visible one of that name, else one
 * created as the account's own — under the lock manufacturers.service takes for a new name.
 */
async function resolveManufacturers(tx: Tx, row: ImportRow, names: readonly string[]): Promise<Map<string, number>> {
  const wanted = new Map(names.map((n) => [normalizeKey(n), n.trim()]));
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('manufacturer-name'), ${row.accountId})`);
  const found = await tx.execute<{ key: string; id: number }>(sql`
    select distinct on (key) lower(regexp_replace(m.name, '[^[:alnum:]]', '', 'g')) as key, m.id
      from manufacturers m
     where (m.account_id is null or m.account_id = ${row.accountId})
       and lower(regexp_replace(m.name, '[^[:alnum:]]', '', 'g')) = any(${sql.param([...wanted.keys()])}::text[])
     order by key, (m.account_id is not null) desc, m.id`);
  const ids = new Map(found.rows.map((r) => [r.key, r.id]));
  const missing = [...wanted].filter(([key]) => !ids.has(key));
  if (missing.length > 0) {
    const created = await tx.execute<{ id: number; name: string }>(sql`
      insert into manufacturers (account_id, user_id, name)
      select ${row.accountId}, ${row.userId}, n from unnest(${sql.param(missing.map(([, name]) => name))}::text[]) as n
      returning id, name`);
    for (const r of created.rows) ids.set(normalizeKey(r.name), r.id);
  }
  return ids;
}

/** A line to place: its spec, room, quantity and the quote's unit price (the sale price). */
export interface LinePlacement {
  specId: number;
  listPrice: string | null;
  room: string | null;
  quantity: number;
  unitPrice: string | null;
}

type ExistingPlacement = {
  id: number;
  spec_id: number;
  category_id: number | null;
  list_price: string | null;
  sale_price: string | null;
  cost: string | null;
  multiplier: string | null;
  multiplier_label: string | null;
  profit_margin: string | null;
  shipping_cost: string | null;
  quantity: number;
};

function recordOf(p: ExistingPlacement): PriceRecord {
  return {
    listPrice: p.list_price,
    salePrice: p.sale_price,
    cost: p.cost,
    multiplier: p.multiplier,
    multiplierLabel: p.multiplier_label,
    profitMargin: p.profit_margin,
    shippingCost: p.shipping_cost,
    qty: p.quantity,
  };
}

/** The price after the line's quantity and sale price (a price the rules refuse keeps the current one). */
export function pricedFor(current: PriceRecord, quantity: number, unitPrice: string | null): PriceRecord {
  const edits: PriceEdit[] = [{ fieldType: 'qty', fieldValue: String(quantity) }];
  if (unitPrice !== null) edits.unshift({ fieldType: 'sale_price', fieldValue: unitPrice });
  const result = applyPriceEdits(current, edits);
  if (result.ok) return result.price;
  const qtyOnly = applyPriceEdits(current, edits.slice(-1));
  return qtyOnly.ok ? qtyOnly.price : current;
}

/** One placement to write: new (id null) or the one already in the room. */
interface Write {
  id: number | null;
  specId: number;
  categoryId: number | null;
  order: number;
  price: PriceRecord;
}

/** The placements already holding the import's specs, by room and spec (the first of each). */
async function existingPlacements(tx: Tx, row: ImportRow, specIds: readonly number[]): Promise<Map<string, ExistingPlacement>> {
  const found = await tx.execute<ExistingPlacement>(sql`
    select id, spec_id, category_id, list_price::text as list_price, sale_price::text as sale_price, cost::text as cost,
           multiplier::text as multiplier, multiplier_label, profit_margin::text as profit_margin, shipping_cost::text as shipping_cost, quantity
      from spec_specbooks
     where specbook_id = ${row.specbookId} and spec_id = any(${sql.param([...new Set(specIds)])}::int[])
     order by sort_order, id`);
  const map = new Map<string, ExistingPlacement>();
  for (const p of found.rows) {
    const key = `${p.category_id ?? 'misc'}:${p.spec_id}`;
    if (!map.has(key)) map.set(key, p);
  }
  return map;
}

/**
 * Places the lines (rooms must exist): a spec already in the line's room — before the import or
 * from an earlier line of it — gets the line's quantity (lines of one import add up) and price and
 * updated_import_id; others are added at the end of their room with source 'import' and
 * original_import_id. Answers the placement id of each line.
 */
export async function placeLines(tx: Tx, row: ImportRow, rooms: RoomState, lines: readonly LinePlacement[]): Promise<number[]> {
  const existing = await existingPlacements(tx, row, lines.map((l) => l.specId));
  const writes = new Map<string, Write>();
  const keys = lines.map((line) => {
    const categoryId = line.room === null ? null : rooms.ids.get(line.room.toLowerCase())!;
    const key = `${categoryId ?? 'misc'}:${line.specId}`;
    const earlier = writes.get(key);
    const before = existing.get(key);
    const quantity = earlier ? earlier.price.qty + line.quantity : line.quantity;
    const base = earlier?.price ?? (before ? recordOf(before) : catalogueRecord(line));
    const price = pricedFor(base, quantity, line.unitPrice ?? earlier?.price.salePrice ?? null);
    const place = earlier ?? (before ? { id: before.id, order: 0 } : { id: null, ...nextPosition(rooms, line.room) });
    writes.set(key, { id: place.id, specId: line.specId, categoryId, order: place.order, price });
    return key;
  });
  const all = [...writes.values()];
  await updatePlacements(tx, row, all.filter((w) => w.id !== null));
  const inserted = await insertPlacements(tx, row, all.filter((w) => w.id === null));
  return keys.map((key) => writes.get(key)!.id ?? inserted.get(writes.get(key)!)!);
}

/** The price columns of writes, as unnest arguments. */
function priceParams(list: readonly Write[]) {
  const col = <T>(pick: (w: Write) => T) => sql.param(list.map(pick));
  return sql`${col((w) => w.price.qty)}::int[], ${col((w) => w.price.listPrice)}::numeric[], ${col((w) => w.price.salePrice)}::numeric[],
             ${col((w) => w.price.multiplier)}::numeric[], ${col((w) => w.price.profitMargin)}::numeric[]`;
}

async function updatePlacements(tx: Tx, row: ImportRow, list: readonly Write[]): Promise<void> {
  if (list.length === 0) return;
  await tx.execute(sql`
    update spec_specbooks as ss
       set quantity = v.qty, list_price = v.list, sale_price = v.sale, multiplier = v.mult, profit_margin = v.margin,
           updated_import_id = ${row.id}, price_updated_at = now(), price_updated_by = ${row.email}, updated_at = now()
      from unnest(${sql.param(list.map((w) => w.id!))}::int[], ${priceParams(list)}) as v(id, qty, list, sale, mult, margin)
     where ss.id = v.id and ss.specbook_id = ${row.specbookId}`);
}

async function insertPlacements(tx: Tx, row: ImportRow, list: readonly Write[]): Promise<Map<Write, number>> {
  if (list.length === 0) return new Map();
  const col = <T>(pick: (w: Write) => T) => sql.param(list.map(pick));
  const ids = await tx.execute<{ id: number }>(
    sql`select nextval(pg_get_serial_sequence('spec_specbooks', 'id'))::int as id from generate_series(1, ${list.length})`,
  );
  const idList = ids.rows.map((r) => r.id);
  await tx.execute(sql`
    insert into spec_specbooks (id, account_id, specbook_id, spec_id, category_id, sort_order, quantity, list_price, sale_price, multiplier, profit_margin,
                                source, original_import_id, price_updated_at, price_updated_by, quoted_date)
    select v.id, ${row.accountId}, ${row.specbookId}, v.spec_id, v.category_id, v.ord, v.qty, v.list, v.sale, v.mult, v.margin,
           ${IMPORT_SOURCE}, ${row.id}, now(), ${row.email}, current_date
      from unnest(${sql.param(idList)}::int[], ${col((w) => w.specId)}::int[], ${col((w) => w.categoryId)}::int[], ${col((w) => w.order)}::int[], ${priceParams(list)})
           as v(id, spec_id, category_id, ord, qty, list, sale, mult, margin)`);
  return new Map(list.map((w, i) => [w, idList[i]!]));
}

/** A message to the seller about one line. */
export interface MessageValues {
  kind: TImportMessageKind;
  message: string;
  specId: number | null;
  specSpecbookId: number | null;
  line: Record<string, unknown>;
  candidates: readonly Omit<Candidate, 'listPrice' | 'step'>[];
}

/** Writes the import's messages in order, in place of any an earlier run of it wrote. */
export async function insertMessages(tx: Tx, row: ImportRow, messages: readonly MessageValues[]): Promise<void> {
  await tx.execute(sql`delete from import_messages where import_id = ${row.id}`);
  if (messages.length === 0) return;
  const col = <T>(pick: (m: MessageValues) => T) => sql.param(messages.map(pick));
  await tx.execute(sql`
    insert into import_messages (account_id, import_id, specbook_id, kind, message, spec_id, spec_specbook_id, line, candidates)
    select ${row.accountId}, ${row.id}, ${row.specbookId}, v.kind, v.message, v.spec_id, v.join_id, v.line, v.candidates
      from unnest(${col((m) => m.kind)}::text[], ${col((m) => m.message)}::text[], ${col((m) => m.specId)}::int[], ${col((m) => m.specSpecbookId)}::int[],
                  ${col((m) => JSON.stringify(m.line))}::jsonb[], ${col((m) => JSON.stringify(m.candidates))}::jsonb[]) with ordinality as v(kind, message, spec_id, join_id, line, candidates, n)
     order by v.n`);
}
