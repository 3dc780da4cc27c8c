import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { specSpecbooks, specSpecbookTags, tags } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { pathUser, rowId } from '#server/modules/notifications/scope';
import type { TTag, TTagAttachment, TTagCreate } from '#shared/schemas/tag';
import { escapeLike } from '#server/lib/sql-like';

type TagRow = typeof tags.$inferSelect;

/** The largest number of tags a search answers. */
const SEARCH_LIMIT = 25;

/** `metadata` of tags: Specfolio runs one cluster and does not version tags (decision record). */
const TAG_METADATA = { cluster: null, version: 1 } as const;

/** Per tag, the ids of the specs (in one specbook, or anywhere) carrying it. */
async function attachmentsOf(ctx: ServiceContext, tagIds: number[], specbookId: number | null): Promise<Map<number, string[]>> {
  if (tagIds.length === 0) return new Map();
  const rows = await ctx.db
    .select({ tagId: specSpecbookTags.tagId, joinId: specSpecbooks.id })
    .from(specSpecbookTags)
    .innerJoin(specSpecbooks, eq(specSpecbooks.id, specSpecbookTags.specSpecbookId))
    .where(and(inArray(specSpecbookTags.tagId, tagIds), specbookId === null ? undefined : eq(specSpecbooks.specbookId, specbookId)))
    .orderBy(asc(specSpecbooks.id));
  const map = new Map<number, string[]>();
  for (const row of rows) map.set(row.tagId, [...(map.get(row.tagId) ?? []), String(row.joinId)]);
  return map;
}

/** Tags in the API shape; `specbook` narrows specSpecbookId to that specbook and fills specbookId/projectId. */
async function toTags(ctx: ServiceContext, rows: TagRow[], specbook: SpecbookRow | null): Promise<TTag[]> {
  const joins = await attachmentsOf(ctx, rows.map((r) => r.id), specbook?.id ?? null);
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    specbookId: specbook?.id ?? null,
    projectId: specbook?.profileId ?? null,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    metadata: TAG_METADATA,
    specSpecbookId: joins.get(row.id) ?? [],
  }));
}

async function findByName(ctx: ServiceContext, userId: number, name: string): Promise<TagRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(tags)
    .where(and(eq(tags.userId, userId), eq(sql`lower(${tags.name})`, name.toLowerCase())));
  return row;
}

/**
 * Creates a tag for the path's user. A tag of the same name (case-insensitive) is answered
 * instead of a duplicate; `created` says which happened.
 */
export async function createTag(ctx: ServiceContext, userIdParam: string, input: TTagCreate): Promise<{ tag: TTag; created: boolean }> {
  const owner = await pathUser(ctx, userIdParam);
  const existing = await findByName(ctx, owner.id, input.name);
  if (existing) return { tag: (await toTags(ctx, [existing], null))[0] as TTag, created: false };
  const [inserted] = await ctx.db
    .insert(tags)
    .values({ accountId: owner.accountId, userId: owner.id, name: input.name })
    .onConflictDoNothing()
    .returning();
  // A concurrent request may have created it between the look-up and the insert.
  const row = inserted ?? (await findByName(ctx, owner.id, input.name));
  if (!row) throw new Error('tag insert returned no row');
  return { tag: (await toTags(ctx, [row], null))[0] as TTag, created: Boolean(inserted) };
}

/**
 * The path user's tags whose names contain the terms (prefix matches first, then shorter
 * names). Empty terms answer an empty list without a query.
 */
export async function searchTags(ctx: ServiceContext, userIdParam: string, terms: string | undefined): Promise<TTag[]> {
  const term = terms?.trim() ?? '';
  if (term === '') return [];
  const owner = await pathUser(ctx, userIdParam);
  const pattern = escapeLike(term);
  const rows = await ctx.db
    .select()
    .from(tags)
    .where(and(eq(tags.userId, owner.id), eq(tags.accountId, owner.accountId), ilike(tags.name, `%${pattern}%`)))
    .orderBy(sql`(${tags.name} ilike ${`${pattern}%`}) desc`, sql`length(${tags.name})`, asc(tags.name), asc(tags.id))
    .limit(SEARCH_LIMIT);
  return toTags(ctx, rows, null);
}

/** The spec in the specbook (404 when it is not one of the specbook's). */
async function requireJoin(ctx: ServiceContext, specbook: SpecbookRow, joinIdParam: string): Promise<number> {
  const id = rowId(joinIdParam);
  const [row] = await ctx.db
    .select({ id: specSpecbooks.id })
    .from(specSpecbooks)
    .where(and(eq(specSpecbooks.id, id), eq(specSpecbooks.specbookId, specbook.id), eq(specSpecbooks.accountId, specbook.accountId)));
  if (!row) throw new NotFoundError();
  return row.id;
}

/** A tag of the specbook's account (404 otherwise). */
async function requireTag(ctx: ServiceContext, specbook: SpecbookRow, tagIdParam: string): Promise<TagRow> {
  const id = rowId(tagIdParam);
  const [row] = await ctx.db.select().from(tags).where(and(eq(tags.id, id), eq(tags.accountId, specbook.accountId)));
  if (!row) throw new NotFoundError();
  return row;
}

/** The tags of one spec in a specbook, by name. */
export async function listSpecTags(ctx: ServiceContext, specbookId: number, joinIdParam: string): Promise<TTag[]> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const joinId = await requireJoin(ctx, specbook, joinIdParam);
  const rows = await ctx.db
    .select({ tag: tags })
    .from(specSpecbookTags)
    .innerJoin(tags, eq(tags.id, specSpecbookTags.tagId))
    .where(eq(specSpecbookTags.specSpecbookId, joinId))
    .orderBy(asc(sql`lower(${tags.name})`), asc(tags.id));
  return toTags(ctx, rows.map((r) => r.tag), specbook);
}

/** Attaches a tag to a spec in a specbook; attaching twice changes nothing. */
export async function attachTag(ctx: ServiceContext, specbookId: number, joinIdParam: string, tagIdParam: string): Promise<TTagAttachment> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const joinId = await requireJoin(ctx, specbook, joinIdParam);
  const tag = await requireTag(ctx, specbook, tagIdParam);
  await ctx.db.insert(specSpecbookTags).values({ tagId: tag.id, specSpecbookId: joinId }).onConflictDoNothing();
  return { tag: (await toTags(ctx, [tag], specbook))[0] as TTag, joinID: joinId };
}

/**
 * Detaches a tag from a spec in a specbook (nothing to do when it was not attached).
 * `removeLast` is true when no spec of that specbook carries the tag any more.
 */
export async function detachTag(ctx: ServiceContext, specbookId: number, joinIdParam: string, tagIdParam: string): Promise<TTagAttachment> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const joinId = await requireJoin(ctx, specbook, joinIdParam);
  const tag = await requireTag(ctx, specbook, tagIdParam);
  await ctx.db
    .delete(specSpecbookTags)
    .where(and(eq(specSpecbookTags.tagId, tag.id), eq(specSpecbookTags.specSpecbookId, joinId)));
  const [result] = await toTags(ctx, [tag], specbook);
  const out = result as TTag;
  return { tag: out, joinID: joinId, removeLast: out.specSpecbookId.length === 0 };
}
