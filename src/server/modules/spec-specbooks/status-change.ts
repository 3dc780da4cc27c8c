/**
 * Status changes of specs in a specbook. Every change appends a status log row (status, the
 * changer's e-mail, now) and, for approved / rejected, an activity notification for the
 * specbook's owner (and, when a client made it, one notification record of the specbook) — all in
 * the caller's transaction, so they commit or roll back together.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { categories, specs, specSpecbooks, statuses, statusLog, users } from '#server/db/schema/index';
import type { ServiceContext, Viewer } from '#server/lib/context';
import { createActivityNotification, recordClientAction, type ActivityType } from '#server/modules/notifications/notifications.service';
import type { SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { ESPECBOOK_ACCESS_MESSAGES as AM } from '#shared/lib/especbook-access-messages';
import { BEFORE_APPROVAL_STATUSES } from '#shared/lib/statuses';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import { inRoom, type RoomId, type Tx } from './placement';

const NOTIFIED: Readonly<Record<string, ActivityType>> = {
  approved: 'SpecSpecbookApproved',
  rejected: 'SpecSpecbookRejected',
};

/** The status every bulk approval sets. */
export const APPROVED = 'approved';
/** The status a bulk rejection ("Reject All") sets. */
export const REJECTED = 'rejected';

async function actorName(tx: Tx, ctx: ServiceContext): Promise<string> {
  if (ctx.viewer) return ctx.viewer.name || ctx.viewer.email;
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, ctx.user.id));
  return row?.name ?? ctx.user.email;
}

/** A client's approval or rejection, as one record of the specbook for the owner (decision 038). */
async function recordViewerDecision(
  tx: Tx,
  viewer: Viewer,
  specbook: SpecbookRow,
  rows: readonly { name: string; categoryName: string | null }[],
  type: ActivityType,
): Promise<void> {
  const rooms = new Set(rows.map((r) => r.categoryName ?? M.miscellaneous));
  const what = AM.specsDecided(rows.map((r) => r.name), rooms.size === 1 ? [...rooms][0]! : null);
  const approved = type === 'SpecSpecbookApproved';
  const message = (approved ? AM.approvedByMember : AM.rejectedByMember)(viewer.name, viewer.email, what);
  await recordClientAction(tx, specbook, approved ? 'approved' : 'rejected', message, { thing: 'spec', memberId: viewer.memberId, count: rows.length });
}

async function notify(tx: Tx, ctx: ServiceContext, specbook: SpecbookRow, ids: readonly number[], type: ActivityType): Promise<void> {
  const rows = await tx
    .select({
      id: specSpecbooks.id,
      categoryId: specSpecbooks.categoryId,
      name: sql<string>`coalesce(${specSpecbooks.name}, ${specs.name})`,
      model: specs.modelNumber,
      categoryName: categories.name,
    })
    .from(specSpecbooks)
    .innerJoin(specs, eq(specs.id, specSpecbooks.specId))
    .leftJoin(categories, eq(categories.id, specSpecbooks.categoryId))
    .where(sql`${specSpecbooks.id} = any(${sql.param([...ids])}::int[])`);
  const who = await actorName(tx, ctx);
  if (ctx.viewer) await recordViewerDecision(tx, ctx.viewer, specbook, rows, type);
  const text = type === 'SpecSpecbookApproved' ? M.specApprovedNotice : M.specRejectedNotice;
  for (const r of rows) {
    await createActivityNotification(tx, {
      accountId: specbook.accountId,
      userId: specbook.userId,
      specbookId: specbook.id,
      type,
      message: text(who, r.name),
      data: {
        name: r.name,
        model: r.model,
        category_name: r.categoryName ?? M.miscellaneous,
        thing: 'spec',
        user: { name: who, email: ctx.user.email, type: 'user' },
      },
      ref: { spec_specbook_id: r.id, join_id: r.id, specbook_id: specbook.id, category_id: r.categoryId },
    });
  }
}

/**
 * Sets `status` on the given placements of the specbook where it differs, logs each change and
 * raises notifications for approved / rejected.
 * @returns the ids whose status changed.
 */
export async function changeStatus(
  tx: Tx,
  ctx: ServiceContext,
  specbook: SpecbookRow,
  ids: readonly number[],
  status: string,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const changed = await tx
    .update(specSpecbooks)
    .set({ status, updatedAt: sql`now()` })
    .where(
      and(
        eq(specSpecbooks.specbookId, specbook.id),
        sql`${specSpecbooks.id} = any(${sql.param([...ids])}::int[])`,
        ne(specSpecbooks.status, status),
      ),
    )
    .returning({ id: specSpecbooks.id });
  const changedIds = changed.map((r) => r.id);
  if (changedIds.length === 0) return [];
  await tx
    .insert(statusLog)
    .values(changedIds.map((id) => ({ accountId: specbook.accountId, specSpecbookId: id, status, email: ctx.user.email })));
  const type = NOTIFIED[status];
  if (type) await notify(tx, ctx, specbook, changedIds, type);
  return changedIds;
}

/**
 * Bulk approval: every spec of the specbook, or of one room (null = Miscellaneous), that is
 * still before approval (open, submitted, rejected) becomes approved; specs at or past approval
 * (ordered, shipped, paid…) keep their status (docs/decisions/039). With another `status` (e.g.
 * rejected for "Reject All") every spec in a user-managed status changes.
 * @returns the ids that changed.
 */
export async function approveAll(tx: Tx, ctx: ServiceContext, specbook: SpecbookRow, room?: RoomId, status: string = APPROVED): Promise<number[]> {
  const rows = await tx
    .select({ id: specSpecbooks.id })
    .from(specSpecbooks)
    .innerJoin(statuses, eq(statuses.value, specSpecbooks.status))
    .where(
      and(
        eq(specSpecbooks.specbookId, specbook.id),
        room === undefined ? undefined : inRoom(room),
        status === APPROVED ? inArray(specSpecbooks.status, [...BEFORE_APPROVAL_STATUSES]) : eq(statuses.userManaged, true),
      ),
    );
  return changeStatus(tx, ctx, specbook, rows.map((r) => r.id), status);
}
