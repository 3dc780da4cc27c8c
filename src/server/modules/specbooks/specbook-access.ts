import { and, eq } from 'drizzle-orm';
import { specbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';

/** The specbook row type. */
export type SpecbookRow = typeof specbooks.$inferSelect;

/**
 * Loads a specbook the caller may work on: one of the caller's account (any account for a
 * platform admin). Anything else — missing or another tenant's — answers 404.
 * Every service under a specbook (rooms, specs, prices, totals, comments, tags, team) calls this
 * first and then scopes its own queries by the specbook's id and account.
 */
export async function requireSpecbook(ctx: ServiceContext, specbookId: number): Promise<SpecbookRow> {
  if (!Number.isInteger(specbookId) || specbookId <= 0 || specbookId > 2_147_483_647) throw new NotFoundError();
  const scope = ctx.user.isPlatformAdmin ? undefined : eq(specbooks.accountId, ctx.user.accountId);
  const [row] = await ctx.db.select().from(specbooks).where(and(eq(specbooks.id, specbookId), scope));
  if (!row) throw new NotFoundError();
  return row;
}
