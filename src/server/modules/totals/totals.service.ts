import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { preparedQuery } from '#server/db/prepared';
import { accountSettings, categories, specSpecbooks, specs } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { isDecimal, toCents, toUnits } from '#shared/lib/money';
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
    .where(and(eq(specSpecbooks.specbookId, sql.placeholder('specbookId')), eq(specSpecbooks.accountId, sql.placeholder('accountId')), scope))
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
  const values = (row ?? {}) as Record<string, string | null>;
  const sums = (kind: Kind): TotalsSums => ({
    listCents: toCents(values[`${kind}_list`]),
    saleCents: toCents(values[`${kind}_sale`]),
    costCents: toCents(values[`${kind}_cost`]),
    shippingCents: toCents(values[`${kind}_shipping`]),
  });
  return { sums, taxSetting: values.taxSetting ?? null };
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
