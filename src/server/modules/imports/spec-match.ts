/**
 * Matching rows to catalogue specs by manufacturer and model number (docs/decisions/036), or by
 * model number alone (an ERP line's InventoryID; docs/decisions/058), shared by the specbook,
 * inventory and ERP bid imports: batch by batch, one query per batch, the next
 * batch's lookup running (on another connection) while the caller writes the current one.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { priceFacts, type PriceRecord } from '#shared/lib/pricing';
import { headerKey } from '#shared/lib/specbook-csv';

/** What a row is matched by: manufacturer (null = any) and model as written, and an optional Spec ID breaking a tie. */
export interface SpecKey {
  manufacturer: string | null;
  modelNumber: string;
  specId: number | null;
}

/** The catalogue spec a row matched. */
export interface MatchedSpec {
  id: number;
  name: string;
  listPrice: string | null;
}

/** The price a new placement of the spec starts with (as Assign Spec gives it). */
export function catalogueRecord(spec: Pick<MatchedSpec, 'listPrice'>): PriceRecord {
  const record = { listPrice: spec.listPrice, salePrice: spec.listPrice, cost: null, multiplier: '1', multiplierLabel: null, profitMargin: null, shippingCost: null, qty: 1 };
  return { ...record, profitMargin: priceFacts(record).profitMargin };
}

/** Rows matched per lookup query. */
const MATCH_BATCH = 5000;

/**
 * The catalogue spec each key matches (by its index in `keys`), one query for the whole batch:
 * per row an index probe on the model (specs_model_normalized_idx), then the manufacturer's name
 * (specs.manufacturer_name, kept current by triggers) compared loosely. Both sides are normalised
 * by the same SQL expression as model_normalized, whatever the database's locale. The account's
 * own spec comes before a global one unless the row's Spec ID names one. A key without a
 * manufacturer matches the model of any manufacturer (the account's own first, then the oldest).
 */
async function matchBatch(db: Db, accountId: number, keys: readonly SpecKey[]): Promise<Map<number, MatchedSpec>> {
  if (!keys.some((k) => (k.manufacturer === null || headerKey(k.manufacturer)) && headerKey(k.modelNumber))) return new Map();
  const found = await db.execute<{ i: number; id: number; name: string; list_price: string | null }>(sql`
    select v.i::int as i, s.id, s.name, s.list_price::text as list_price
      from (select i, lower(regexp_replace(mfr, '[^[:alnum:]]', '', 'g')) as mfr, lower(regexp_replace(model, '[^[:alnum:]]', '', 'g')) as model, spec_id
              from unnest(${sql.param(keys.map((_, i) => i))}::int[], ${sql.param(keys.map((k) => k.manufacturer))}::text[],
                          ${sql.param(keys.map((k) => k.modelNumber))}::text[], ${sql.param(keys.map((k) => k.specId))}::int[]) as u(i, mfr, model, spec_id)
           ) as v
     cross join lateral (
       select s.id, s.name, s.list_price
         from specs s
        where s.model_normalized = v.model
          and (v.mfr is null or lower(regexp_replace(s.manufacturer_name, '[^[:alnum:]]', '', 'g')) = v.mfr)
          and (s.account_id is null or s.account_id = ${accountId}) and not s.archived
        order by (s.id = v.spec_id) desc nulls last, (s.account_id is not null) desc, s.id
        limit 1) s`);
  return new Map(found.rows.map((r) => [r.i, { id: r.id, name: r.name, listPrice: r.list_price }]));
}

/**
 * Hands `rows` to `handle` batch by batch with the catalogue spec each row of the batch matched
 * (by its index in the batch); the next batch is looked up while `handle` runs.
 */
export async function forEachMatchedBatch<T>(
  db: Db,
  accountId: number,
  rows: readonly T[],
  keyOf: (row: T) => SpecKey,
  handle: (batch: readonly T[], matches: ReadonlyMap<number, MatchedSpec>) => Promise<void>,
): Promise<void> {
  const batches: T[][] = [];
  for (let start = 0; start < rows.length; start += MATCH_BATCH) batches.push(rows.slice(start, start + MATCH_BATCH));
  const match = (batch: readonly T[]) => matchBatch(db, accountId, batch.map(keyOf));
  let pending = batches[0] ? match(batches[0]) : null;
  for (const [i, batch] of batches.entries()) {
    const matches = await pending!;
    const following = batches[i + 1];
    pending = following ? match(following) : null;
    pending?.catch(() => undefined);
    await handle(batch, matches);
  }
}
