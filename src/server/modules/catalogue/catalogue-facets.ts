/**
 * Facet counts of a catalogue search (docs/decisions/016): per manufacturer, finish,
 * collection, category and list-price range, over the first FACET_SAMPLE matches, so the cost
 * stays bounded however broad the search.
 */
import { inArray, sql, type SQL } from 'drizzle-orm';
import { manufacturers, specs } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import type { TCatalogueFacets, TFacetValue, TPriceFacet } from '#shared/schemas/catalogue';

/** Most matches the facets count over (and the cursor list's exact total). */
export const FACET_SAMPLE = 1000;

/** Values shown per facet (largest counts first). */
export const FACET_VALUES = 20;

/** List-price ranges: [gte, lt) in dollars; null = no upper bound. */
export const PRICE_RANGES: readonly { gte: number; lt: number | null }[] = [
  { gte: 0, lt: 100 },
  { gte: 100, lt: 250 },
  { gte: 250, lt: 500 },
  { gte: 500, lt: 1000 },
  { gte: 1000, lt: null },
];

function rangeLabel(gte: number, lt: number | null): string {
  if (lt === null) return `$${gte.toLocaleString('en-US')} and up`;
  return gte === 0 ? `Under $${lt}` : `$${gte.toLocaleString('en-US')} – $${lt.toLocaleString('en-US')}`;
}

const priceBucket = sql.raw(
  `case ${PRICE_RANGES.map((r, i) => (r.lt === null ? `when list_price >= ${r.gte} then ${i}` : `when list_price < ${r.lt} then ${i}`)).join(' ')} end`,
);

/** One grouped row of FACET_GROUPING. */
export interface FacetRow extends Record<string, unknown> {
  g: number;
  manufacturer_id: number | null;
  finish: string | null;
  collection: string | null;
  category: string | null;
  price: number | null;
  n: number;
}

// grouping() bits, highest first: manufacturer_id, finish, collection, category, price (1 = rolled up).
const GROUPED = { manufacturer: 0b01111, finish: 0b10111, collection: 0b11011, category: 0b11101, price: 0b11110 } as const;

function topValues(rows: FacetRow[], key: 'finish' | 'collection' | 'category'): TFacetValue[] {
  return rows
    .filter((r) => r.g === GROUPED[key] && r[key] !== null && r[key] !== '')
    .sort((a, b) => b.n - a.n || String(a[key]).localeCompare(String(b[key])))
    .slice(0, FACET_VALUES)
    .map((r) => ({ value: String(r[key]), label: String(r[key]), count: r.n }));
}

/** The facet counts and how many matches they were counted over (at most FACET_SAMPLE + 1). */
export interface FacetResult {
  facets: TCatalogueFacets;
  /** Matches seen: the exact total when ≤ FACET_SAMPLE. */
  seen: number;
}

/** The columns a facet sample needs, as the grouping reads them. */
export const FACET_COLUMNS = sql`${specs.manufacturerId} as manufacturer_id, ${specs.finish} as finish, ${specs.collection} as collection,
             ${specs.category} as category, ${specs.listPrice} as list_price`;

/**
 * The grouping-sets aggregate of the facet counts over a relation `m` of FACET_COLUMNS (defined by
 * the caller's WITH), one row per counted value.
 */
export const FACET_GROUPING = sql`select grouping(manufacturer_id, finish, collection, category, price)::int as g,
           manufacturer_id, finish, collection, category, price, count(*)::int as n
    from (select *, ${priceBucket} as price from m) s
    group by grouping sets ((manufacturer_id), (finish), (collection), (category), (price))`;

/**
 * Counts the facets of the specs matching `where`, over its first FACET_SAMPLE + 1 matches
 * (one grouping-sets aggregate).
 * @param fenced plan the matches as a whole (a MATERIALIZED CTE read through the LIMIT) rather
 *   than let the planner bet on a sequential scan finding the sample early. Needed where its
 *   estimates are blind (model fragments: 585 ms for a one-row match); harmful where matches are
 *   dense and well estimated (a common word: the bet wins, 4 ms against 60–90 ms) — decision 016.
 */
export async function countFacets(ctx: ServiceContext, where: SQL | undefined, fenced: boolean): Promise<FacetResult> {
  const sample = fenced
    ? sql`with matches as materialized (select ${FACET_COLUMNS} from ${specs} where ${where ?? sql`true`}), m as (select * from matches limit ${FACET_SAMPLE + 1})`
    : sql`with m as materialized (select ${FACET_COLUMNS} from ${specs} where ${where ?? sql`true`} limit ${FACET_SAMPLE + 1})`;
  const result = await ctx.db.execute<FacetRow>(sql`${sample} ${FACET_GROUPING}`);
  return facetsOf(ctx, result.rows);
}

/** The facets of the grouped rows of FACET_GROUPING, with the manufacturers' names. */
export async function facetsOf(ctx: ServiceContext, rows: FacetRow[]): Promise<FacetResult> {
  const byManufacturer = rows
    .filter((r) => r.g === GROUPED.manufacturer && r.manufacturer_id !== null)
    .sort((a, b) => b.n - a.n)
    .slice(0, FACET_VALUES);
  const ids = byManufacturer.map((r) => r.manufacturer_id as number);
  const names = ids.length
    ? new Map((await ctx.db.select({ id: manufacturers.id, name: manufacturers.name }).from(manufacturers).where(inArray(manufacturers.id, ids))).map((m) => [m.id, m.name]))
    : new Map<number, string>();
  const seen = byManufacturer.length ? rows.filter((r) => r.g === GROUPED.manufacturer).reduce((sum, r) => sum + r.n, 0) : 0;
  const price: TPriceFacet[] = PRICE_RANGES.map((range, i) => ({
    value: `${range.gte}-${range.lt ?? ''}`,
    label: rangeLabel(range.gte, range.lt),
    gte: range.gte,
    lt: range.lt,
    count: rows.find((r) => r.g === GROUPED.price && r.price === i)?.n ?? 0,
  })).filter((p) => p.count > 0);
  return {
    seen,
    facets: {
      manufacturer: byManufacturer.map((r) => ({ value: String(r.manufacturer_id), label: names.get(r.manufacturer_id as number) ?? '', count: r.n })),
      finish: topValues(rows, 'finish'),
      collection: topValues(rows, 'collection'),
      category: topValues(rows, 'category'),
      price,
      sampled: seen > FACET_SAMPLE,
      sampleSize: FACET_SAMPLE,
    },
  };
}
