import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { preparedQuery } from '#server/db/prepared';
import { accountSettings, categories, specbookLineItems, specbooks, specbookVersions, specSpecbooks, specs } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { fromCents, isDecimal, toCents, toUnits } from '#shared/lib/money';
import { buildTotalsBlock, NO_LINE_ITEMS, totalsMargin, type LineItemSums, type TotalsOptions, type TotalsSums } from '#shared/lib/pricing';
import { countsAsApproved } from '#shared/lib/statuses';
import type { TCategoryTotals, TSpecbookTotals, TTotalsBlock, TTotalsQuery } from '#shared/schemas/totals';
import { VersionedCache } from '#server/lib/cache/versioned-cache';

/** Account setting holding the default tax rate (spec §3 "Account settings"). */
const TAX_RATE_SETTING = 'specbook.tax_rate';

// Per spec line: list falls back to the catalogue's list price, sale to the list price, unset
// cost and shipping count as 0; every amount is per unit and multiplied by the quantity.
// Every column read here is watched by the version triggers of migrations 0019 and 0023
// (docs/decisions/042, 047): a new input must be added there too, or cached totals would go stale.
const list = sql`coalesce(${specSpecbooks.listPrice}, ${specs.listPrice})`;
export const LINE = {
  list: sql`coalesce(${list}, 0) * ${specSpecbooks.quantity}`,
  sale: sql`coalesce(${specSpecbooks.salePrice}, ${list}, 0) * ${specSpecbooks.quantity}`,
  cost: sql`coalesce(${specSpecbooks.cost}, 0) * ${specSpecbooks.quantity}`,
  shipping: sql`coalesce(${specSpecbooks.shippingCost}, 0) * ${specSpecbooks.quantity}`,
} as const;

/** The select columns of a line group: the lines that share an optional flag and a status, with their sums. */
export const LINE_GROUP_COLUMNS = {
  optional: specSpecbooks.isOptional,
  status: specSpecbooks.status,
  specCount: sql<number>`count(*)::int`,
  list: sql<string>`sum(${LINE.list})::text`,
  sale: sql<string>`sum(${LINE.sale})::text`,
  cost: sql<string>`sum(${LINE.cost})::text`,
  shipping: sql<string>`sum(${LINE.shipping})::text`,
} as const;

/** A row selected with {@link LINE_GROUP_COLUMNS} as the line group of `room`. */
export function toLineGroup(r: { optional: boolean; status: string; specCount: number; list: string; sale: string; cost: string; shipping: string }, room: number | null = null): LineGroup {
  return {
    room,
    optional: r.optional,
    status: r.status,
    specCount: r.specCount,
    sums: { listCents: toCents(r.list), saleCents: toCents(r.sale), costCents: toCents(r.cost), shippingCents: toCents(r.shipping) },
  };
}

/** The spec lines of one room that share an optional flag and a status, with their sums. */
export interface LineGroup {
  room: number | null;
  optional: boolean;
  status: string;
  specCount: number;
  sums: TotalsSums;
}

/** Which spec lines each kind of totals counts (the one place these rules live). */
const isQuoted = (g: LineGroup) => !g.optional && g.status !== 'rejected';
/** Approved totals count approval and every later status (ordered, shipped, paid…; docs/decisions/039). */
const isApproved = (g: LineGroup) => countsAsApproved(g.status);
const KINDS = {
  quoted: isQuoted,
  approved: isApproved,
  optional: (g: LineGroup) => g.optional,
  all: () => true,
  uncategorizedQuoted: (g: LineGroup) => g.room === null && isQuoted(g),
  uncategorizedApproved: (g: LineGroup) => g.room === null && isApproved(g),
} satisfies Record<string, (g: LineGroup) => boolean>;
type Kind = keyof typeof KINDS;

/** isQuoted as SQL over spec_specbooks, for aggregates that cannot group by status first (top sellers). */
export const QUOTED_LINE = sql`(not ${specSpecbooks.isOptional} and ${specSpecbooks.status} <> 'rejected')`;

const NO_SUMS: TotalsSums = { listCents: 0, saleCents: 0, costCents: 0, shippingCents: 0 };

/** The sums of the groups that `include` accepts. */
function sumOf(groups: readonly LineGroup[], include: (g: LineGroup) => boolean): TotalsSums {
  return groups.filter(include).reduce(
    (acc, { sums }) => ({
      listCents: acc.listCents + sums.listCents,
      saleCents: acc.saleCents + sums.saleCents,
      costCents: acc.costCents + sums.costCents,
      shippingCents: acc.shippingCents + sums.shippingCents,
    }),
    NO_SUMS,
  );
}

/** The quoted and approved sums of line groups aggregated elsewhere (profile totals), by the rules above. */
export function quotedAndApprovedSums(groups: readonly LineGroup[]): { quoted: TotalsSums; approved: TotalsSums } {
  return { quoted: sumOf(groups, isQuoted), approved: sumOf(groups, isApproved) };
}

/** The line items of a specbook that share a status and flags, with their sums in cents. */
export interface LineItemGroup {
  status: string;
  isShipping: boolean;
  isTaxable: boolean;
  listCents: number;
  saleCents: number;
}

/**
 * Which line items each kind of totals counts (decision 050): every line item is quoted, the
 * approved ones are approved, and all counts them; they belong to no room, so never to
 * 'uncategorized' or 'optional'.
 */
const LINE_ITEM_KINDS: Record<Kind, (g: LineItemGroup) => boolean> = {
  quoted: () => true,
  approved: (g) => g.status === 'approved',
  optional: () => false,
  all: () => true,
  uncategorizedQuoted: () => false,
  uncategorizedApproved: () => false,
};

/** What the line item groups that `include` accepts add to a totals block. */
export function lineItemSumsOf(groups: readonly LineItemGroup[], include: (g: LineItemGroup) => boolean): LineItemSums {
  return groups.filter(include).reduce(
    (acc, g) => ({
      listCents: acc.listCents + (g.isShipping ? 0 : g.listCents),
      saleCents: acc.saleCents + (g.isShipping ? 0 : g.saleCents),
      untaxedListCents: acc.untaxedListCents + (g.isShipping || g.isTaxable ? 0 : g.listCents),
      untaxedSaleCents: acc.untaxedSaleCents + (g.isShipping || g.isTaxable ? 0 : g.saleCents),
      shippingCents: acc.shippingCents + (g.isShipping ? g.saleCents : 0),
    }),
    NO_LINE_ITEMS,
  );
}

/** The specbook's spec lines, as placeholders of a prepared query (specbookId, accountId). */
const IN_SPECBOOK = and(eq(specSpecbooks.specbookId, sql.placeholder('specbookId')), eq(specSpecbooks.accountId, sql.placeholder('accountId')));

/** Where the aggregate looks: the whole specbook, one room, or Miscellaneous. */
type Scope = { kind: 'specbook' } | { kind: 'room'; roomId: number } | { kind: 'misc' };

/**
 * ONE aggregate over the specbook's spec lines grouped by room, optional flag and status (a
 * handful of groups; nothing is loaded row by row). Every kind of totals, and every room's, is
 * then a sum of groups, so the database adds four amounts per line once instead of once per kind.
 * Its inputs are columns that the triggers of migrations 0019 and 0023 watch: change LINE or the
 * grouping and change those triggers with it (docs/decisions/042, 047).
 */
const LINE_GROUPS = preparedQuery((db) =>
  db
    .select({
      room: specSpecbooks.categoryId,
      ...LINE_GROUP_COLUMNS,
    })
    .from(specSpecbooks)
    .innerJoin(specs, eq(specs.id, specSpecbooks.specId))
    .where(IN_SPECBOOK)
    .groupBy(specSpecbooks.categoryId, specSpecbooks.isOptional, specSpecbooks.status)
    .prepare('totals_line_groups'),
);

/**
 * ONE aggregate over the specbook's line items not removed, grouped by status and flags: list
 * adds (list ?? sale ?? 0) × qty, sale the unit price (sale ?? list) × qty (decision 050). Its
 * inputs are watched by the triggers of migration 0024.
 */
const LINE_ITEM_GROUPS = preparedQuery((db) =>
  db
    .select({
      status: specbookLineItems.status,
      isShipping: specbookLineItems.isShipping,
      isTaxable: specbookLineItems.isTaxable,
      list: sql<string>`sum(coalesce(${specbookLineItems.listPrice}, ${specbookLineItems.salePrice}, 0) * ${specbookLineItems.quantity})::text`,
      sale: sql<string>`sum(coalesce(${specbookLineItems.salePrice}, ${specbookLineItems.listPrice}, 0) * ${specbookLineItems.quantity})::text`,
    })
    .from(specbookLineItems)
    .where(
      and(
        eq(specbookLineItems.specbookId, sql.placeholder('specbookId')),
        eq(specbookLineItems.accountId, sql.placeholder('accountId')),
        eq(specbookLineItems.deleted, false),
      ),
    )
    .groupBy(specbookLineItems.status, specbookLineItems.isShipping, specbookLineItems.isTaxable)
    .prepare('totals_line_item_groups'),
);

/**
 * The version of the specbook's aggregates (0 before its first write) and the account's default
 * tax rate setting, in one statement of two primary-key lookups. The tax setting and the
 * specbook's own fields (tax, shipping calculation) are applied after the cache, so they are
 * always read fresh.
 */
const VERSION_AND_TAX = preparedQuery((db) =>
  db
    .select({
      version: sql<number>`coalesce(${specbookVersions.version}, 0)`,
      taxSetting: sql<string | null>`(select ${accountSettings.value} from ${accountSettings}
        where ${accountSettings.accountId} = ${specbooks.accountId} and ${accountSettings.key} = ${TAX_RATE_SETTING})`,
    })
    .from(specbooks)
    .leftJoin(specbookVersions, eq(specbookVersions.specbookId, specbooks.id))
    .where(eq(specbooks.id, sql.placeholder('specbookId')))
    .prepare('totals_version_and_tax'),
);

/**
 * The specbook's line groups computed now, without the cache: what the cache must always equal
 * (the freshness property test compares the two).
 */
export async function computeLineGroups(db: Db, specbook: SpecbookRow): Promise<LineGroup[]> {
  const rows = await LINE_GROUPS(db).execute({ specbookId: specbook.id, accountId: specbook.accountId });
  return rows.map((r) => toLineGroup(r, r.room));
}

/** The specbook's line item groups computed now, without the cache. */
export async function computeLineItemGroups(db: Db, specbook: SpecbookRow): Promise<LineItemGroup[]> {
  const rows = await LINE_ITEM_GROUPS(db).execute({ specbookId: specbook.id, accountId: specbook.accountId });
  return rows.map((r) => ({ status: r.status, isShipping: r.isShipping, isTaxable: r.isTaxable, listCents: toCents(r.list), saleCents: toCents(r.sale) }));
}

/** The specbook's cached aggregates: its spec line groups and its line item groups. */
interface SpecbookAggregates {
  groups: readonly LineGroup[];
  lineItems: readonly LineItemGroup[];
}

/** Specbooks whose line groups one process keeps (a few hundred bytes per room and status each). */
const CACHED_SPECBOOKS = 1000;

/** One cache per database handle, as prepared statements are: two databases never share entries. */
const CACHES = new WeakMap<Db, VersionedCache<SpecbookAggregates>>();

function cacheOf(db: Db): VersionedCache<SpecbookAggregates> {
  let cache = CACHES.get(db);
  if (cache === undefined) {
    cache = new VersionedCache(CACHED_SPECBOOKS);
    CACHES.set(db, cache);
  }
  return cache;
}

/**
 * The specbook's line groups at its current aggregate version, computed once per version and
 * process (docs/decisions/042), and the account's tax setting. Correct with several processes on
 * one database: the version lives in PostgreSQL and is bumped in the transaction of every write
 * that changes an input, and a value computed after reading version v reflects at least v.
 */
async function specbookLineGroups(db: Db, specbook: SpecbookRow): Promise<SpecbookAggregates & { taxSetting: string | null }> {
  const [row] = await VERSION_AND_TAX(db).execute({ specbookId: specbook.id });
  const version = Number(row?.version ?? 0);
  const aggregates = await cacheOf(db).get(specbook.id, version, async () => {
    const [groups, lineItems] = await Promise.all([computeLineGroups(db, specbook), computeLineItemGroups(db, specbook)]);
    return Object.freeze({ groups: Object.freeze(groups), lineItems: Object.freeze(lineItems) });
  });
  return { ...aggregates, taxSetting: row?.taxSetting ?? null };
}

/** Whether a line group is in a scope. */
function inScope(scope: Scope): (g: LineGroup) => boolean {
  if (scope.kind === 'room') return (g) => g.room === scope.roomId;
  if (scope.kind === 'misc') return (g) => g.room === null;
  return () => true;
}

/** The line groups of a scope, the line items (the whole specbook's only: they belong to no room) and the account's tax setting. */
async function lineGroups(db: Db, specbook: SpecbookRow, scope: Scope): Promise<SpecbookAggregates & { taxSetting: string | null }> {
  const { groups, lineItems, taxSetting } = await specbookLineGroups(db, specbook);
  if (scope.kind === 'specbook') return { groups, lineItems, taxSetting };
  return { groups: groups.filter(inScope(scope)), lineItems: [], taxSetting };
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

/** The totals options of a specbook: its tax rate (own, else the account setting) and shipping rule. */
function totalsOptions(specbook: SpecbookRow, taxSetting: string | null, query: TTotalsQuery): TotalsOptions {
  return { taxRateHundredths: taxRateHundredths(specbook.tax, taxSetting), shipping: specbook.shippingCalculation, summary: query.summary };
}

/** Builds one kind's totals block from spec line groups and line item groups. */
function blocksOf(groups: readonly LineGroup[], options: TotalsOptions, lineItems: readonly LineItemGroup[]) {
  return (kind: Kind): TTotalsBlock => buildTotalsBlock(sumOf(groups, KINDS[kind]), options, lineItemSumsOf(lineItems, LINE_ITEM_KINDS[kind]));
}

/**
 * A specbook's totals answer from its line groups (pure: the cached and the freshly computed
 * groups go through the same rules).
 */
export function specbookTotalsFrom(groups: readonly LineGroup[], options: TotalsOptions, lineItems: readonly LineItemGroup[] = []): TSpecbookTotals {
  const block = blocksOf(groups, options, lineItems);
  return {
    quoted: block('quoted'),
    approved: block('approved'),
    optional: block('optional'),
    all: block('all'),
    uncategorized: { quoted: block('uncategorizedQuoted'), approved: block('uncategorizedApproved') },
  };
}

/** A room's spec count and quoted totals as the category payload carries them (§7 "Categories"). */
export interface RoomTotals {
  specCount: number;
  totalSalesPrice: string;
  totalListPrice: string;
  totalShippingCost: string;
  totalCost: string;
  totalProfitMargin: string;
}

/** The totals of a room without specs. */
export const EMPTY_ROOM_TOTALS: RoomTotals = {
  specCount: 0,
  totalSalesPrice: '0.00',
  totalListPrice: '0.00',
  totalShippingCost: '0.00',
  totalCost: '0.00',
  totalProfitMargin: '0.00',
};

/**
 * Spec count and quoted list, sale and shipping totals of every room of a specbook, from the
 * same single grouped aggregate and 'quoted' rule as the totals calls;
 * shipping counts only when the specbook's shipping calculation is on, as in the summaries.
 * @param roomId only this room; every room otherwise.
 * @returns the totals by room id (null = Miscellaneous); rooms without specs are absent.
 */
export async function roomTotalsOf(db: Db, specbook: SpecbookRow, roomId?: number): Promise<Map<number | null, RoomTotals>> {
  const { groups } = await lineGroups(db, specbook, roomId === undefined ? { kind: 'specbook' } : { kind: 'room', roomId });
  return roomTotalsFrom(groups, specbook.shippingCalculation);
}

/**
 * Spec count and quoted totals by room (null = Miscellaneous) from line groups (pure); shipping
 * counts only when `shippingCalculation` is on. Rooms without specs are absent.
 */
export function roomTotalsFrom(groups: readonly LineGroup[], shippingCalculation: boolean): Map<number | null, RoomTotals> {
  const byRoom = new Map<number | null, LineGroup[]>();
  for (const g of groups) byRoom.set(g.room, [...(byRoom.get(g.room) ?? []), g]);
  return new Map(
    [...byRoom].map(([room, roomGroups]) => {
      const sums = sumOf(roomGroups, isQuoted);
      const totals: RoomTotals = {
        specCount: roomGroups.reduce((n, g) => n + g.specCount, 0),
        totalSalesPrice: fromCents(sums.saleCents),
        totalListPrice: fromCents(sums.listCents),
        totalShippingCost: fromCents(shippingCalculation ? sums.shippingCents : 0),
        totalCost: fromCents(sums.costCents),
        totalProfitMargin: totalsMargin(sums),
      };
      return [room, totals];
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
  const { groups, lineItems, taxSetting } = await lineGroups(ctx.db, specbook, { kind: 'specbook' });
  return specbookTotalsFrom(groups, totalsOptions(specbook, taxSetting, query), lineItems);
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
  const { groups, lineItems, taxSetting } = await lineGroups(ctx.db, specbook, scope);
  const block = blocksOf(groups, totalsOptions(specbook, taxSetting, query), lineItems);
  return { quoted: block('quoted'), approved: block('approved'), optional: block('optional'), all: block('all') };
}
