import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { statuses } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ValidationError } from '#server/lib/http/errors';
import { byLifecycle } from '#shared/lib/statuses';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';

/** A status row. */
export type StatusRow = typeof statuses.$inferSelect;

/** API shape of a status (spec/workspace.md §3 "Status record"). */
export function toStatus(row: StatusRow) {
  return {
    id: row.id,
    value: row.value,
    name: row.name,
    hexColor: row.hexColor,
    color: row.hexColor,
    isActive: row.isActive,
    userManaged: row.userManaged,
    createDateTime: row.createdAt.toISOString(),
    updateDateTime: row.updatedAt.toISOString(),
  };
}

/** Every specbook / spec status, in lifecycle order (docs/decisions/039). The client offers only the userManaged ones. */
export async function listStatuses(ctx: ServiceContext): Promise<StatusRow[]> {
  return byLifecycle(await ctx.db.select().from(statuses).orderBy(asc(statuses.id)));
}

/**
 * The status a user may set: it exists, is active and is userManaged.
 * @throws ValidationError (field `status.value`) otherwise.
 */
export async function requireUserManagedStatus(db: Pick<Db, 'select'>, value: string): Promise<StatusRow> {
  const [row] = await db.select().from(statuses).where(eq(statuses.value, value));
  if (!row || !row.isActive) throw ValidationError.field('status.value', M.statusUnknown);
  if (!row.userManaged) throw ValidationError.field('status.value', M.statusNotUserManaged);
  return row;
}
