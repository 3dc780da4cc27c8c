import { and, eq, sql, type SQL } from 'drizzle-orm';
import { specbooks, specs, specSpecbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { compileFilter } from '#server/lib/http/filters';
import { SPECBOOK_FILTERS } from '#server/modules/specbooks/specbooks.service';
import { buildTotalsBlock } from '#shared/lib/pricing';
import type { TTotalsGroup, TTotalsGroupBy } from '#shared/schemas/totals-filter';
import { LINE_GROUP_COLUMNS, quotedAndApprovedSums, toLineGroup } from './totals.service';

/** Totals across specbooks: plain list, sale, cost and profit (no tax or shipping summary, as profile totals). */
const BLOCK_OPTIONS = { taxRateHundredths: 0, shipping: false, summary: false };

/** The SQL key of each grouping; without one every specbook is in the group 'all'. */
function groupKey(groupBy: TTotalsGroupBy | undefined): SQL<string | number | null> {
  switch (groupBy) {
    case 'status':
      return sql`${specbooks.status}`;
    case 'profile.id':
      return sql`${specbooks.profileId}`;
    case 'customer.id':
      return sql`${specbooks.customerId}`;
    case 'month':
      return sql`to_char(date_trunc('month', ${specbooks.createdAt} at time zone 'UTC'), 'YYYY-MM')`;
    default:
      return sql`cast('all' as text)`;
  }
}

/**
 * POST {u}/specbook/totals/filter: quoted and approved totals of the caller's specbooks that the
 * filter matches (the specbook filter's whitelist), per group; two aggregates, nothing loaded row
 * by row. Groups come ordered by key; a group whose specbooks have no specs has zero totals.
 * @throws ValidationError for an unknown filter field or operator.
 */
export async function filterSpecbookTotals(ctx: ServiceContext, filter: unknown, groupBy: TTotalsGroupBy | undefined): Promise<TTotalsGroup[]> {
  const where = and(eq(specbooks.accountId, ctx.user.accountId), compileFilter(filter, SPECBOOK_FILTERS));
  const key = groupKey(groupBy);
  const [counts, lines] = await Promise.all([
    ctx.db.select({ key, count: sql<number>`count(*)::int` }).from(specbooks).where(where).groupBy(key).orderBy(key),
    ctx.db
      .select({
        key,
        ...LINE_GROUP_COLUMNS,
      })
      .from(specSpecbooks)
      .innerJoin(specbooks, and(eq(specbooks.id, specSpecbooks.specbookId), eq(specbooks.accountId, specSpecbooks.accountId)))
      .innerJoin(specs, eq(specs.id, specSpecbooks.specId))
      .where(where)
      .groupBy(key, specSpecbooks.isOptional, specSpecbooks.status),
  ]);
  return counts.map(({ key: group, count }) => {
    const groups = lines.filter((l) => l.key === group).map((r) => toLineGroup(r));
    const { quoted, approved } = quotedAndApprovedSums(groups);
    return { group, specbookCount: count, quoted: buildTotalsBlock(quoted, BLOCK_OPTIONS), approved: buildTotalsBlock(approved, BLOCK_OPTIONS) };
  });
}
