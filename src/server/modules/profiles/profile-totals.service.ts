import { and, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { manufacturers, specbooks, specs, specSpecbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { LINE, LINE_GROUP_COLUMNS, QUOTED_LINE, quotedAndApprovedSums, toLineGroup, type LineGroup } from '#server/modules/totals/totals.service';
import { fromCents, toCents } from '#shared/lib/money';
import { buildTotalsBlock } from '#shared/lib/pricing';
import { PROFILE_LIMITS } from '#shared/lib/profile-messages';
import { monthsBetween } from '#shared/lib/profile-periods';
import type { TProfileGraphGroup, TProfileTotals, TProfileTotalsQuery, TTopSeller } from '#shared/schemas/profile-totals';
import { getProfile } from './profiles.service';

/** Totals blocks of a profile: plain list, sale, cost and profit (no tax or shipping summary across specbooks). */
const BLOCK_OPTIONS = { taxRateHundredths: 0, shipping: false, summary: false };

/** The profile's specbooks (in the caller's account) created from startDate to endDate, both included (UTC days). */
function inPeriod(ctx: ServiceContext, profileId: number, query: TProfileTotalsQuery): SQL {
  const start = new Date(`${query.startDate}T00:00:00Z`);
  const endExclusive = new Date(Date.parse(`${query.endDate}T00:00:00Z`) + 86_400_000);
  return and(
    eq(specbooks.accountId, ctx.user.accountId),
    eq(specbooks.profileId, profileId),
    gte(specbooks.createdAt, start),
    lt(specbooks.createdAt, endExclusive),
  )!;
}

/** The month (YYYY-MM-01, UTC) a specbook was created in. */
const MONTH = sql<string>`to_char(date_trunc('month', ${specbooks.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`;

/** Quoted and approved totals of line groups. */
function totalsOf(groups: readonly LineGroup[]) {
  const { quoted, approved } = quotedAndApprovedSums(groups);
  return { quoted: buildTotalsBlock(quoted, BLOCK_OPTIONS), approved: buildTotalsBlock(approved, BLOCK_OPTIONS) };
}

/**
 * Specbook counts and line groups (optional × status) per month of the period: two aggregates,
 * nothing loaded row by row.
 */
async function monthlyAggregates(ctx: ServiceContext, profileId: number, query: TProfileTotalsQuery) {
  const where = inPeriod(ctx, profileId, query);
  const [counts, lines] = await Promise.all([
    ctx.db.select({ month: MONTH, count: sql<number>`count(*)::int` }).from(specbooks).where(where).groupBy(MONTH),
    ctx.db
      .select({
        month: MONTH,
        ...LINE_GROUP_COLUMNS,
      })
      .from(specSpecbooks)
      .innerJoin(specbooks, and(eq(specbooks.id, specSpecbooks.specbookId), eq(specbooks.accountId, specSpecbooks.accountId)))
      .innerJoin(specs, eq(specs.id, specSpecbooks.specId))
      .where(where)
      .groupBy(MONTH, specSpecbooks.isOptional, specSpecbooks.status),
  ]);
  const groups = lines.map((r) => ({
    month: r.month,
    group: toLineGroup(r),
  }));
  return { counts, groups };
}

/**
 * GET {u}/profile/{id}/totals: the profile's specbooks created in the period, their number and
 * quoted and approved totals. 404 for another account's profile.
 */
export async function getProfileTotals(ctx: ServiceContext, profileId: number, query: TProfileTotalsQuery): Promise<TProfileTotals> {
  await getProfile(ctx, profileId);
  const { counts, groups } = await monthlyAggregates(ctx, profileId, query);
  return {
    startDate: query.startDate,
    endDate: query.endDate,
    count: counts.reduce((n, c) => n + c.count, 0),
    totals: totalsOf(groups.map((g) => g.group)),
  };
}

/**
 * GET {u}/profile/{id}/totals/graph: one group per month of the period (empty months included),
 * each with the specbooks created in it and their quoted and approved totals.
 */
export async function getProfileTotalsGraph(ctx: ServiceContext, profileId: number, query: TProfileTotalsQuery): Promise<TProfileGraphGroup[]> {
  await getProfile(ctx, profileId);
  const { counts, groups } = await monthlyAggregates(ctx, profileId, query);
  const countOf = new Map(counts.map((c) => [c.month, c.count]));
  return monthsBetween(query.startDate, query.endDate).map((month) => ({
    createdAt: month,
    count: countOf.get(month) ?? 0,
    totals: totalsOf(groups.filter((g) => g.month === month).map((g) => g.group)),
  }));
}

/**
 * GET {u}/profile/{id}/top-sellers: the catalogue specs with the highest quoted sale total over
 * all the profile's specbooks, with their quoted quantity and list and sale totals.
 */
export async function getTopSellers(ctx: ServiceContext, profileId: number): Promise<TTopSeller[]> {
  await getProfile(ctx, profileId);
  const sale = sql<string>`sum(${LINE.sale})`;
  const rows = await ctx.db
    .select({
      specId: specs.id,
      name: specs.name,
      modelNumber: specs.modelNumber,
      manufacturerName: manufacturers.name,
      imageName: specs.imageName,
      qty: sql<number>`sum(${specSpecbooks.quantity})::int`,
      list: sql<string>`sum(${LINE.list})::text`,
      sale: sql<string>`${sale}::text`,
    })
    .from(specSpecbooks)
    .innerJoin(specbooks, and(eq(specbooks.id, specSpecbooks.specbookId), eq(specbooks.accountId, specSpecbooks.accountId)))
    .innerJoin(specs, eq(specs.id, specSpecbooks.specId))
    .leftJoin(manufacturers, eq(manufacturers.id, specs.manufacturerId))
    .where(and(eq(specSpecbooks.accountId, ctx.user.accountId), eq(specbooks.profileId, profileId), QUOTED_LINE))
    .groupBy(specs.id, manufacturers.name)
    .orderBy(desc(sale), desc(sql`sum(${specSpecbooks.quantity})`), specs.id)
    .limit(PROFILE_LIMITS.topSellers);
  return rows.map((r) => ({
    id: r.specId,
    specID: r.specId,
    name: r.name,
    modelNumber: r.modelNumber,
    manufacturerName: r.manufacturerName,
    imageName: r.imageName,
    qty: r.qty,
    list: fromCents(toCents(r.list)),
    sale: fromCents(toCents(r.sale)),
  }));
}
