import { and, eq, inArray, sql } from 'drizzle-orm';
import { specbooks, specs, specSpecbooks } from '#server/db/schema/index';
import { LINE_GROUP_COLUMNS, quotedAndApprovedSums, toLineGroup, type LineGroup } from '#server/modules/totals/totals.service';
import { fromCents } from '#shared/lib/money';
import type { Executor } from './board-access';

// Correlated subqueries over the outer `specbooks` row. Written with explicit table aliases:
// Drizzle leaves column names unqualified in a one-table select, where `"id"` would then name
// the subquery's own id.

/**
 * The number of alerts of the row's specbook that have not ended yet: an all-day alert ends with
 * its last day, another at its end time, both in the alert's own time zone.
 */
export const OPEN_ALERT_COUNT = sql<number>`(select count(*)::int from alerts a where a.specbook_id = "specbooks"."id"
  and (case when a.all_day_event then (a.end_alert::date + 1)::timestamp else a.end_alert end) at time zone a.timezone > now())`;

/** The number of the row's specbook's team members whose invite is not revoked. */
export const TEAM_MEMBER_COUNT = sql<number>`(select count(*)::int from team_members m where m.specbook_id = "specbooks"."id" and m.revoked_at is null)`;

/** A specbook's quoted sale total, its approved sale total and the approved share in whole percent. */
export interface CardValue {
  value: string;
  approvedValue: string;
  approvedShare: number;
}

const NO_VALUE: CardValue = { value: '0.00', approvedValue: '0.00', approvedShare: 0 };

function valueOf(groups: readonly LineGroup[]): CardValue {
  const { quoted, approved } = quotedAndApprovedSums(groups);
  const share = quoted.saleCents > 0 ? Math.min(100, Math.round((approved.saleCents * 100) / quoted.saleCents)) : 0;
  return { value: fromCents(quoted.saleCents), approvedValue: fromCents(approved.saleCents), approvedShare: share };
}

/**
 * The value of each specbook (quoted and approved sale totals by the totals rules): one aggregate
 * grouped by specbook, optional flag and status; no spec line is loaded into Node.
 */
export async function cardValues(db: Executor, accountId: number, specbookIds: readonly number[]): Promise<Map<number, CardValue>> {
  const values = new Map<number, CardValue>();
  if (specbookIds.length === 0) return values;
  const rows = await db
    .select({
      specbookId: specSpecbooks.specbookId,
      ...LINE_GROUP_COLUMNS,
    })
    .from(specSpecbooks)
    .innerJoin(specs, eq(specs.id, specSpecbooks.specId))
    .where(and(eq(specSpecbooks.accountId, accountId), inArray(specSpecbooks.specbookId, [...specbookIds])))
    .groupBy(specSpecbooks.specbookId, specSpecbooks.isOptional, specSpecbooks.status);
  const groups = new Map<number, LineGroup[]>();
  for (const r of rows) {
    groups.set(r.specbookId, [...(groups.get(r.specbookId) ?? []), toLineGroup(r)]);
  }
  for (const id of specbookIds) values.set(id, groups.has(id) ? valueOf(groups.get(id)!) : NO_VALUE);
  return values;
}

/** The open alerts and team members of one specbook (the specbook answer's counts). */
export async function specbookCounts(db: Executor, specbookId: number): Promise<{ openAlertCount: number; teamMemberCount: number }> {
  const [row] = await db
    .select({ openAlertCount: OPEN_ALERT_COUNT, teamMemberCount: TEAM_MEMBER_COUNT })
    .from(specbooks)
    .where(eq(specbooks.id, specbookId));
  return row ?? { openAlertCount: 0, teamMemberCount: 0 };
}

