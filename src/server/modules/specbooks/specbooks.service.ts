import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { profiles, specbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { decodeCursor, keysetCondition } from '#server/lib/http/pagination';
import type { TSpecbookListQuery } from '#shared/schemas/specbook';
import type { TSpecbookSearchHit } from '#shared/schemas/user';

/** Escapes LIKE wildcards so a search term matches literally. */
function likeTerm(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The tenant scope of specbooks: the caller's own specbooks in the caller's account. */
function scope(ctx: ServiceContext): SQL {
  return and(eq(specbooks.accountId, ctx.user.accountId), eq(specbooks.userId, ctx.user.id))!;
}

/**
 * The user's specbooks, pinned first then most recently updated, optionally matching
 * `search` in the specbook or profile name or the id. Keyset (cursor) paginated: answers
 * perPage + 1 rows so the caller knows whether a next page exists.
 */
export async function listSpecbooks(ctx: ServiceContext, query: TSpecbookListQuery) {
  const conditions: (SQL | undefined)[] = [scope(ctx)];
  if (!query.includeArchived) conditions.push(eq(specbooks.archived, false));
  if (query.search) {
    const term = likeTerm(query.search);
    const asId = /^\d{1,9}$/.test(query.search) ? eq(specbooks.id, Number(query.search)) : undefined;
    conditions.push(or(ilike(specbooks.name, term), ilike(profiles.name, term), asId));
  }
  if (query.cursor) {
    const order = [specbooks.pinned, specbooks.updatedAt, specbooks.id];
    conditions.push(keysetCondition(order, ['desc', 'desc', 'desc'], decodeCursor(query.cursor)));
  }
  const rows = await ctx.db
    .select({
      id: specbooks.id,
      name: specbooks.name,
      pinned: specbooks.pinned,
      updatedAt: specbooks.updatedAt,
      profileId: profiles.id,
      profileName: profiles.name,
    })
    .from(specbooks)
    .leftJoin(profiles, eq(profiles.id, specbooks.profileId))
    .where(and(...conditions))
    .orderBy(desc(specbooks.pinned), desc(specbooks.updatedAt), desc(specbooks.id))
    .limit(query.perPage + 1);
  return rows;
}

/** API shape of a specbook list row. */
export function toSearchHit(row: Awaited<ReturnType<typeof listSpecbooks>>[number]): TSpecbookSearchHit {
  return {
    id: row.id,
    specbookID: row.id,
    name: row.name,
    profileName: row.profileName,
    profile: row.profileId === null ? null : { id: row.profileId, name: row.profileName ?? '' },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The cursor of a row: its sort key. */
export function cursorOf(row: Awaited<ReturnType<typeof listSpecbooks>>[number]) {
  return [row.pinned, row.updatedAt.toISOString(), row.id];
}

