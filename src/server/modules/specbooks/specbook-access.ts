import { and, eq, sql } from 'drizzle-orm';
import { preparedQuery } from '#server/db/prepared';
import { specbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';

/** The specbook row type. */
export type SpecbookRow = typeof specbooks.$inferSelect;

const byIdInAccount = preparedQuery((db) =>
  db
    .select()
    .from(specbooks)
    .where(and(eq(specbooks.id, sql.placeholder('id')), eq(specbooks.accountId, sql.placeholder('accountId'))))
    .prepare('specbook_in_account'),
);

const byIdAnyAccount = preparedQuery((db) =>
  db.select().from(specbooks).where(eq(specbooks.id, sql.placeholder('id'))).prepare('specbook_any_account'),
);

/**
 * Loads a specbook the caller may work on: one of the caller's account (any account for a
 * platform admin). Anything else — missing or another tenant's — answers 404.
 * Every service under a specbook (rooms, specs, prices, totals, comments, tags, team) calls this
 * first and then scopes its own queries by the specbook's id and account.
 */
export async function requireSpecbook(ctx: ServiceContext, specbookId: number): Promise<SpecbookRow> {
  if (!Number.isInteger(specbookId) || specbookId <= 0 || specbookId > 2_147_483_647) throw new NotFoundError();
  // Read with the session on a GET (plugins/auth.ts), already checked against the caller.
  if (ctx.specbook?.id === specbookId) return ctx.specbook;
  const [row] = ctx.user.isPlatformAdmin
    ? await byIdAnyAccount(ctx.db).execute({ id: specbookId })
    : await byIdInAccount(ctx.db).execute({ id: specbookId, accountId: ctx.user.accountId });
  if (!row) throw new NotFoundError();
  return row;
}
