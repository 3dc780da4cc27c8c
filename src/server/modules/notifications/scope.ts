import { eq } from 'drizzle-orm';
import { users } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';

const MAX_ID = 2_147_483_647;

/**
 * A path id (`:joinId`, `:categoryId`, `:tagId`, …) as a number. Anything that cannot be a row
 * id answers 404, like a missing row, so ids are never confirmed by their error.
 */
export function rowId(value: string | number): number {
  const id = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) throw new NotFoundError();
  return id;
}

/** The user a `{userId}` path names, with their account. */
export interface PathUser {
  id: number;
  accountId: number;
}

/**
 * The user of the path's `{userId}` ('me' = the caller). requireAuth has already checked that
 * the caller may act for them (themselves, or anyone for a platform admin); for an admin acting
 * for someone else, their account is looked up.
 */
export async function pathUser(ctx: ServiceContext, userIdParam: string): Promise<PathUser> {
  const id = userIdParam === 'me' ? ctx.user.id : rowId(userIdParam);
  if (id === ctx.user.id) return { id, accountId: ctx.user.accountId };
  const [row] = await ctx.db.select({ id: users.id, accountId: users.accountId }).from(users).where(eq(users.id, id));
  if (!row) throw new NotFoundError();
  return row;
}

/** The caller's display name and e-mail, as comments and notifications record them (a token viewer's: the member's). */
export async function callerIdentity(ctx: ServiceContext): Promise<{ name: string; email: string }> {
  if (ctx.viewer) return { name: ctx.viewer.name || ctx.viewer.email, email: ctx.viewer.email };
  const [row] = await ctx.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, ctx.user.id));
  return { name: row?.name ?? ctx.user.email, email: row?.email ?? ctx.user.email };
}
