import { and, count, desc, eq, ilike, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { customers, notes, specs, users } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { compileFilter, type FilterInput, type FilterWhitelist } from '#server/lib/http/filters';
import { pageParams } from '#server/lib/http/pagination';
import { queryBool } from '#server/lib/http/query';
import { containsPattern } from '#server/lib/sql-like';
import { visibleTo } from '#server/modules/catalogue/catalogue-query';
import { rowId } from '#server/modules/notifications/scope';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import type { TNoteParent } from '#shared/lib/notes-messages';
import type { TNote, TNoteWrite } from '#shared/schemas/note';
import { assertAuthor } from './notes.policy';

type NoteRow = typeof notes.$inferSelect;

/** The record a note hangs on, checked: the account the notes belong to and the parent's id. */
export interface NoteParent {
  type: TNoteParent;
  id: number;
  accountId: number;
}

/** Filterable note fields (`filter[userId]=…`, `filter[createdAt][gte]=…`); `filter[deleted]=true` lists removed notes instead. */
export const NOTE_FILTERS: FilterWhitelist = {
  userId: { column: notes.userId, type: 'number' },
  'user.id': { column: notes.userId, type: 'number' },
  createdAt: { column: notes.createdAt, type: 'date' },
  updatedAt: { column: notes.updatedAt, type: 'date' },
};

/** A note list request: search text, whitelisted filter, one page. */
export interface NoteListRequest {
  search?: string;
  filter: FilterInput;
  page?: number;
  perPage: number;
}

/**
 * Resolves a note's parent the caller may read: a specbook or customer of the account, or a
 * catalogue spec the account sees (global ones too; the notes stay the account's). 404 otherwise.
 */
export async function requireNoteParent(ctx: ServiceContext, type: TNoteParent, parentIdParam: string): Promise<NoteParent> {
  const id = rowId(parentIdParam);
  if (type === 'specbook') return { type, id, accountId: (await requireSpecbook(ctx, id)).accountId };
  const accountId = ctx.user.accountId;
  const [row] =
    type === 'customer'
      ? await ctx.db.select({ id: customers.id }).from(customers).where(and(eq(customers.id, id), eq(customers.accountId, accountId)))
      : await ctx.db.select({ id: specs.id }).from(specs).where(and(eq(specs.id, id), visibleTo(accountId)));
  if (!row) throw new NotFoundError();
  return { type, id, accountId };
}

const ofParent = (parent: NoteParent) => and(eq(notes.accountId, parent.accountId), eq(notes.parentType, parent.type), eq(notes.parentId, parent.id));

function toNote(ctx: ServiceContext, row: NoteRow, authorName: string | null): TNote {
  return {
    id: row.id,
    userId: row.userId,
    parentType: row.parentType as TNoteParent,
    parentId: row.parentId,
    note: row.note,
    author: { id: row.userId, name: authorName ?? '' },
    canEdit: row.userId === ctx.user.id && !ctx.viewer,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

async function authorName(ctx: ServiceContext, userId: number): Promise<string | null> {
  const [row] = await ctx.db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? null;
}

function listWhere(parent: NoteParent, request: NoteListRequest): SQL | undefined {
  const { deleted, ...filter } = request.filter;
  const showDeleted = queryBool(deleted, 'filter[deleted]') ?? false;
  const term = request.search?.trim();
  return and(
    ofParent(parent),
    showDeleted ? isNotNull(notes.deletedAt) : isNull(notes.deletedAt),
    term ? ilike(notes.note, containsPattern(term)) : undefined,
    compileFilter(filter, NOTE_FILTERS),
  );
}

/** The parent's notes, newest first: live ones, or the removed ones with `filter[deleted]=true`; one page. */
export async function listNotes(
  ctx: ServiceContext,
  type: TNoteParent,
  parentIdParam: string,
  request: NoteListRequest,
): Promise<{ rows: TNote[]; total: number; page: number; perPage: number }> {
  const parent = await requireNoteParent(ctx, type, parentIdParam);
  const where = listWhere(parent, request);
  const page = request.page ?? 1;
  const { limit, offset } = pageParams(page, request.perPage);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ note: notes, author: users.name })
      .from(notes)
      .leftJoin(users, eq(users.id, notes.userId))
      .where(where)
      .orderBy(desc(notes.createdAt), desc(notes.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(notes).where(where),
  ]);
  return { rows: rows.map((r) => toNote(ctx, r.note, r.author)), total: total?.n ?? 0, page, perPage: request.perPage };
}

/** Adds a note by the caller to the parent. */
export async function createNote(ctx: ServiceContext, type: TNoteParent, parentIdParam: string, input: TNoteWrite): Promise<TNote> {
  const parent = await requireNoteParent(ctx, type, parentIdParam);
  const [row] = await ctx.db
    .insert(notes)
    .values({ accountId: parent.accountId, userId: ctx.user.id, parentType: parent.type, parentId: parent.id, note: input.note })
    .returning();
  if (!row) throw new Error('note insert returned no row');
  return toNote(ctx, row, await authorName(ctx, row.userId));
}

async function requireLiveNote(ctx: ServiceContext, parent: NoteParent, noteIdParam: string): Promise<NoteRow> {
  const [row] = await ctx.db
    .select()
    .from(notes)
    .where(and(eq(notes.id, rowId(noteIdParam)), ofParent(parent), isNull(notes.deletedAt)));
  if (!row) throw new NotFoundError();
  assertAuthor(ctx, row);
  return row;
}

/** Changes the text of one of the caller's notes (403 for another user's, 404 for a removed one). */
export async function updateNote(ctx: ServiceContext, type: TNoteParent, parentIdParam: string, noteIdParam: string, input: TNoteWrite): Promise<TNote> {
  const parent = await requireNoteParent(ctx, type, parentIdParam);
  const current = await requireLiveNote(ctx, parent, noteIdParam);
  const [row] = await ctx.db
    .update(notes)
    .set({ note: input.note, updatedAt: sql`now()` })
    .where(and(eq(notes.id, current.id), isNull(notes.deletedAt)))
    .returning();
  if (!row) throw new NotFoundError();
  return toNote(ctx, row, await authorName(ctx, row.userId));
}

/** Removes one of the caller's notes softly (sets deletedAt); answers the removed note. */
export async function deleteNote(ctx: ServiceContext, type: TNoteParent, parentIdParam: string, noteIdParam: string): Promise<TNote> {
  const parent = await requireNoteParent(ctx, type, parentIdParam);
  const current = await requireLiveNote(ctx, parent, noteIdParam);
  const [row] = await ctx.db
    .update(notes)
    .set({ deletedAt: sql`now()` })
    .where(and(eq(notes.id, current.id), isNull(notes.deletedAt)))
    .returning();
  if (!row) throw new NotFoundError();
  return toNote(ctx, row, await authorName(ctx, row.userId));
}
