import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { preparedQuery } from '#server/db/prepared';
import { accountSettings, categories, specSpecbooks, specs } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { fromCents, isDecimal, toCents, toUnits } from '#shared/lib/money';
import { buildTotalsBlock, type TotalsSums } from '#shared/lib/pricing';
import type { TCategoryTotals, TSpecbookTotals, TTotalsBlock, TTotalsQuery } from '#shared/schemas/totals';

/** Account setting holding the default tax rate (spec §3 "Account settings"). */
const TAX_RATE_SETTING = 'specbook.tax_rate';

// Per spec line: list falls back to the catalogue's list price, sale to the list price, unset
// cost and shipping count as 0; every amount is per unit and multiplied by the quantity.
const list = sql`coalesce(${specSpecbooks.listPrice}, ${specs.listPrice})`;
const LINE = {
  list: sql`coalesce(${list}, 0) * ${specSpecbooks.quantity}`,
  sale: sql`coalesce(${specSpecbooks.salePrice}, ${list}, 0) * ${specSpecbooks.quantity}`,
  cost: sql`coalesce(${specSpecbooks.cost}, 0) * ${specSpecbooks.quantity}`,
  shipping: sql`coalesce(${specSpecbooks.shippingCost}, 0) * ${specSpecbooks.quantity}`,
} as const;

/** Which specs each kind of totals counts. */
const quoted = sql`not ${specSpecbooks.isOptional} and ${specSpecbooks.status} <> 'rejected'`;
const approved = sql`${specSpecbooks.status} = 'approved'`;
const uncategorized = sql`${specSpecbooks.categoryId} is null`;
const KINDS = {
  quoted,
  approved,
  optional: sql`${specSpecbooks.isOptional}`,
  all: sql`true`,
  uncategorizedQuoted: sql`${uncategorized} and ${quoted}`,
  uncategorizedApproved: sql`${uncategorized} and ${approved}`,
} as const;
type Kind = keyof typeof KINDS;

/** Four `sum(…) filter (where …)` columns per kind, named `<kind>_<amount>`. */
function aggregateColumns(kinds: readonly Kind[]): Record<string, SQL<string>> {
  const columns: Record<string, SQL<string>> = {};
  for (const kind of kinds) {
    for (const [amount, line] of Object.entries(LINE)) {
      columns[`${kind}_${amount}`] = sql<string>`coalesce(sum(${line}) filter (where ${KINDS[kind]}), 0)::text`;
    }
  }
  return columns;
}

/** The sums of one kind read from a row of {@link aggregateColumns}. */
function sumsOf(values: Record<string, unknown>, kind: Kind): TotalsSums {
  const cents = (amount: keyof typeof LINE) => toCents(values[`${kind}_${amount}`] as string | null | undefined);
  return { listCents: cents('list'), saleCents: cents('sale'), costCents: cents('cost'), shippingCents: cents('shipping') };
}

/** The specbook's spec lines, as placeholders of a prepared query (specbookId, accountId). */
const IN_SPECBOOK = and(eq(specSpecbooks.specbookId, sql.placeholder('specbookId')), eq(specSpecbooks.accountId, sql.placeholder('accountId')));

/** Where the aggregate looks: the whole specbook, one room, or Miscellaneous. */
type Scope = { kind: 'specbook' } | { kind: 'room'; roomId: number } | { kind: 'misc' };

/**
 * Every kind's sums in ONE aggregate query over the specbook's specs (nothing is loaded row by
 * row), plus the account's default tax rate; prepared once per scope kind.
 */
function prepareAggregate(db: Db, name: string, scope: SQL | undefined) {
  const taxSetting = sql<string | null>`(select ${accountSettings.value} from ${accountSettings}
    where ${accountSettings.accountId} = ${sql.placeholder('accountId')} and ${accountSettings.key} = ${TAX_RATE_SETTING})`;
  return db
    .select({ ...aggregateColumns(Object.keys(KINDS) as Kind[]), taxSetting })
    .from(specSpecbooks)
    .innerJoin(specs, eq(specs.id, specSpecbooks.specId))
    .where(and(IN_SPECBOOK, scope))
    .prepare(name);
}

const AGGREGATES = {
  specbook: preparedQuery((db) => prepareAggregate(db, 'totals_specbook', undefined)),
  room: preparedQuery((db) => prepareAggregate(db, 'totals_room', eq(specSpecbooks.categoryId, sql.placeholder('roomId')))),
  misc: preparedQuery((db) => prepareAggregate(db, 'totals_misc', isNull(specSpecbooks.categoryId))),
};

async function aggregate(ctx: ServiceContext, specbook: SpecbookRow, scope: Scope) {
  const params = { specbookId: specbook.id, accountId: specbook.accountId, roomId: scope.kind === 'room' ? scope.roomId : undefined };
  const [row] = await AGGREGATES[scope.kind](ctx.db).execute(params);
  const values: Record<string, unknown> = row ?? {};
  return { sums: (kind: Kind) => sumsOf(values, kind), taxSetting: (values.taxSetting as string | null | undefined) ?? null };
}

/**
 * The tax rate in hundredths of a percent: the specbook's own, else the account setting
 * specbook.tax_rate, else 0. A setting that is not a number from 0 to 100 counts as 0.
 */
export function taxRateHundredths(specbookTax: string | null, accountSetting: string | null): number {
  const text = (specbookTax ?? accountSetting ?? '').trim().replace(/%$/, '');
  if (!isDecimal(text)) return 0;
  const rate = toUnits(text, 2);
  return rate >= 0 && rate <= 10_000 ? rate : 0;
}

async function totalsOf(ctx: ServiceContext, specbook: SpecbookRow, query: TTotalsQuery, scope: Scope) {
  const { sums, taxSetting } = await aggregate(ctx, specbook, scope);
  const options = {
    taxRateHundredths: taxRateHundredths(specbook.tax, taxSetting),
    shipping: specbook.shippingCalculation,
    summary: query.summary,
  };
  return (kind: Kind): TTotalsBlock => buildTotalsBlock(sums(kind), options);
}

/** A room's spec count and quoted totals as the category payload carries them (§7 "Categories"). */
export interface RoomTotals {
  specCount: number;
  totalSalesPrice: string;
  totalListPrice: string;
  totalShippingCost: string;
}

/** The totals of a room without specs. */
export const EMPTY_ROOM_TOTALS: RoomTotals = { specCount: 0, totalSalesPrice: '0.00', totalListPrice: '0.00', totalShippingCost: '0.00' };

/** Spec count and quoted sums per room of the specbook's spec lines matching `scope`, grouped by room. */
function prepareRoomTotals(db: Db, name: string, scope: SQL | undefined) {
  return db
    .select({ room: specSpecbooks.categoryId, specCount: sql<number>`count(*)::int`, ...aggregateColumns(['quoted']) })
    .from(specSpecbooks)
    .innerJoin(specs, eq(specs.id, specSpecbooks.specId))
    .where(and(IN_SPECBOOK, scope))
    .groupBy(specSpecbooks.categoryId)
    .prepare(name);
}

const ROOM_TOTALS = {
  every: preparedQuery((db) => prepareRoomTotals(db, 'room_totals_every', undefined)),
  one: preparedQuery((db) => prepareRoomTotals(db, 'room_totals_one', eq(specSpecbooks.categoryId, sql.placeholder('roomId')))),
};

/**
 * Spec count and quoted list, sale and shipping totals of every room of a specbook, in ONE
 * aggregate grouped by room (the same line amounts and 'quoted' rule as the totals calls);
 * shipping counts only when the specbook's shipping calculation is on, as in the summaries.
 * @param roomId only this room; every room otherwise.
 * @returns the totals by room id (null = Miscellaneous); rooms without specs are absent.
 */
export async function roomTotalsOf(db: Db, specbook: SpecbookRow, roomId?: number): Promise<Map<number | null, RoomTotals>> {
  const query = ROOM_TOTALS[roomId === undefined ? 'every' : 'one'](db);
  const rows = await query.execute({ specbookId: specbook.id, accountId: specbook.accountId, roomId });
  return new Map(
    rows.map((row) => {
      const sums = sumsOf(row, 'quoted');
      const totals: RoomTotals = {
        specCount: row.specCount,
        totalSalesPrice: fromCents(sums.saleCents),
        totalListPrice: fromCents(sums.listCents),
        totalShippingCost: fromCents(specbook.shippingCalculation ? sums.shippingCents : 0),
      };
      return [row.room, totals];
    }),
  );
}

/**
 * GET {u}/specbook/{id}/totals: quoted, approved, optional, all and uncategorized {quoted,
 * approved}. Every kind is answered whatever `types` lists (the query is one aggregate anyway).
 * @throws NotFoundError for another tenant's specbook.
 */
export async function getSpecbookTotals(ctx: ServiceContext, specbookId: number, query: TTotalsQuery): Promise<TSpecbookTotals> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const block = await totalsOf(ctx, specbook, query, { kind: 'specbook' });
  return {
    quoted: block('quoted'),
    approved: block('approved'),
    optional: block('optional'),
    all: block('all'),
    uncategorized: { quoted: block('uncategorizedQuoted'), approved: block('uncategorizedApproved') },
  };
}

/** The room filter: 'misc' or '0' = Miscellaneous (no category); otherwise a room of this specbook. */
async function categoryScope(ctx: ServiceContext, specbook: SpecbookRow, categoryId: string): Promise<Scope> {
  if (categoryId === 'misc' || categoryId === '0') return { kind: 'misc' };
  const id = /^\d{1,10}$/.test(categoryId) ? Number(categoryId) : 0;
  if (id <= 0 || id > 2_147_483_647) throw new NotFoundError();
  const [room] = await ctx.db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.specbookId, specbook.id), eq(categories.accountId, specbook.accountId)));
  if (!room) throw new NotFoundError();
  return { kind: 'room', roomId: id };
}

/**
 * GET {u}/specbook/{id}/categories/{categoryId}/totals: quoted, approved, optional and all of one
 * room ('misc' or 0 = Miscellaneous).
 * @throws NotFoundError for another tenant's specbook or a room not in this specbook.
 */
export async function getCategoryTotals(
  ctx: ServiceContext,
  specbookId: number,
  categoryId: string,
  query: TTotalsQuery,
): Promise<TCategoryTotals> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const scope = await categoryScope(ctx, specbook, categoryId);
  const block = await totalsOf(ctx, specbook, query, scope);
  return { quoted: block('quoted'), approved: block('approved'), optional: block('optional'), all: block('all') };
}
