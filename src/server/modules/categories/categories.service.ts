/**
 * Rooms (specbook categories): list with spec counts, create, rename / note / move, reorder all,
 * duplicate with their specs, delete (412 unless forced when it holds specs), approve a room.
 * Specs with no room form the Miscellaneous pseudo-room (`id` null, path segment 'misc').
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { preparedQuery } from '#server/db/prepared';
import { categories, specSpecbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError, PreconditionError, UnprocessableError, ValidationError } from '#server/lib/http/errors';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { copyOf, insertCopies } from '#server/modules/spec-specbooks/copy';
import { EMPTY_ROOM_TOTALS, roomTotalsOf, type RoomTotals } from '#server/modules/totals/totals.service';
import {
  arrange,
  findRoom,
  parseRoomParam,
  requireRooms,
  roomIds,
  touchSpecbook,
  writeRoomOrder,
  type Reader,
  type RoomId,
  type Tx,
} from '#server/modules/spec-specbooks/placement';
import { readSpecs } from '#server/modules/spec-specbooks/spec-view';
import { APPROVED, approveAll, REJECTED } from '#server/modules/spec-specbooks/status-change';
import { COPY_SUFFIX, WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TCategory, TCategoryCreate, TCategoryReorder, TCategoryUpdate } from '#shared/schemas/category';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';

type CategoryRow = typeof categories.$inferSelect;

/** API shape of a room with its spec count and quoted totals. */
function toRoom(row: CategoryRow, totals: RoomTotals): TCategory {
  return {
    id: row.id,
    categoryID: row.id,
    specbookID: row.specbookId,
    name: row.name,
    order: row.sortOrder,
    orderID: row.sortOrder,
    note: row.note,
    ...totals,
    isMiscellaneousCategory: false,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** API shape of the Miscellaneous pseudo-room, placed after the last room. */
function miscRoom(specbookId: number, order: number, totals: RoomTotals): TCategory {
  return {
    id: null,
    categoryID: null,
    specbookID: specbookId,
    name: M.miscellaneous,
    order,
    orderID: order,
    note: null,
    ...totals,
    isMiscellaneousCategory: true,
    createdAt: null,
    updatedAt: null,
  };
}

/** The specbook's rooms in order: prepared once per database handle (the room list is a hot read). */
const ROOMS_IN_ORDER = preparedQuery((db) =>
  db
    .select()
    .from(categories)
    .where(eq(categories.specbookId, sql.placeholder('specbookId')))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .prepare('categories_in_order'),
);

/** One room of the specbook. */
async function roomRow(db: Reader, specbookId: number, roomId: number): Promise<CategoryRow | undefined> {
  const [row] = await db.select().from(categories).where(and(eq(categories.specbookId, specbookId), eq(categories.id, roomId)));
  return row;
}

async function readRoom(db: Db, book: SpecbookRow, roomId: number): Promise<TCategory> {
  const row = await roomRow(db, book.id, roomId);
  if (!row) throw new NotFoundError(M.roomNotFound);
  const totals = await roomTotalsOf(db, book, roomId);
  return toRoom(row, totals.get(roomId) ?? EMPTY_ROOM_TOTALS);
}

/**
 * GET …/categories: the rooms in order with their spec counts and quoted totals (one aggregate
 * for every room), then Miscellaneous when it holds specs (as the manage page shows it: only
 * when there is something in it).
 */
export async function listCategories(ctx: ServiceContext, specbookId: number): Promise<TCategory[]> {
  const book = await requireSpecbook(ctx, specbookId);
  const [rows, totals] = await Promise.all([ROOMS_IN_ORDER(ctx.db).execute({ specbookId: book.id }), roomTotalsOf(ctx.db, book)]);
  const rooms = rows.map((row) => toRoom(row, totals.get(row.id) ?? EMPTY_ROOM_TOTALS));
  const misc = totals.get(null);
  return misc ? [...rooms, miscRoom(book.id, rooms.length, misc)] : rooms;
}

/** POST …/categories: a new room at the end. */
export async function createCategory(ctx: ServiceContext, specbookId: number, input: TCategoryCreate): Promise<TCategory> {
  const book = await requireSpecbook(ctx, specbookId);
  const row = await ctx.db.transaction(async (tx) => {
    await touchSpecbook(tx, book.id);
    const order = (await roomIds(tx, book.id)).length;
    const [created] = await tx
      .insert(categories)
      .values({ accountId: book.accountId, specbookId: book.id, name: input.name, note: input.note ?? null, sortOrder: order })
      .returning();
    return created!;
  });
  return toRoom(row, EMPTY_ROOM_TOTALS);
}

/** A real room from the path; Miscellaneous is not a record, so changing it is a 422. */
function realRoom(raw: string): number {
  const room = parseRoomParam(raw);
  if (room === null) throw new UnprocessableError(M.miscellaneousFixed);
  return room;
}

async function requireRoom(tx: Tx, book: SpecbookRow, roomId: number): Promise<CategoryRow> {
  const room = await findRoom(tx, book.id, roomId);
  if (!room) throw new NotFoundError(M.roomNotFound);
  return room;
}

/** Moves a room to a 0-based position; the others renumber around it. */
async function moveRoom(tx: Tx, specbookId: number, roomId: number, index: number): Promise<void> {
  await writeRoomOrder(tx, specbookId, arrange(await roomIds(tx, specbookId), [{ id: roomId, index }]));
}

/** PATCH …/categories/{categoryId}: rename, note, and `order` (new position; the others move). */
export async function updateCategory(ctx: ServiceContext, specbookId: number, rawRoom: string, patch: TCategoryUpdate): Promise<TCategory> {
  const book = await requireSpecbook(ctx, specbookId);
  const roomId = realRoom(rawRoom);
  await ctx.db.transaction(async (tx) => {
    await touchSpecbook(tx, book.id);
    await requireRoom(tx, book, roomId);
    const set: Partial<typeof categories.$inferInsert> = {};
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.note !== undefined) set.note = patch.note;
    if (Object.keys(set).length > 0) {
      await tx.update(categories).set({ ...set, updatedAt: sql`now()` }).where(eq(categories.id, roomId));
    }
    const order = patch.order ?? patch.orderID;
    if (order !== undefined) await moveRoom(tx, book.id, roomId, order);
  });
  return readRoom(ctx.db, book, roomId);
}

/**
 * POST …/categories/reorder `{order: [ids]}`: the whole new room order at once.
 * @throws ValidationError when the list is not every room of the specbook exactly once.
 */
export async function reorderCategories(ctx: ServiceContext, specbookId: number, body: TCategoryReorder): Promise<TCategory[]> {
  const book = await requireSpecbook(ctx, specbookId);
  await ctx.db.transaction(async (tx) => {
    await touchSpecbook(tx, book.id);
    const current = new Set(await roomIds(tx, book.id));
    const asked = new Set(body.order);
    const same = asked.size === body.order.length && asked.size === current.size && body.order.every((id) => current.has(id));
    if (!same) throw ValidationError.field('order', M.roomOrderMismatch);
    await writeRoomOrder(tx, book.id, body.order);
  });
  return listCategories(ctx, book.id);
}

/** '<name> (copy)', cut so that it stays within the 100-character rule. */
function copyName(name: string): string {
  return `${name.slice(0, 100 - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
}

/**
 * POST …/categories/{categoryId}/duplicate: a new room right after this one ('<name> (copy)'
 * unless a name is given) holding copies of its specs with their quantities, prices, overrides
 * and tags, in the same order; the copies' status is Open.
 */
export async function duplicateCategory(ctx: ServiceContext, specbookId: number, rawRoom: string, name?: string): Promise<TCategory> {
  const book = await requireSpecbook(ctx, specbookId);
  const roomId = realRoom(rawRoom);
  const newId = await ctx.db.transaction(async (tx) => {
    await touchSpecbook(tx, book.id);
    const room = await requireRoom(tx, book, roomId);
    const [created] = await tx
      .insert(categories)
      .values({ accountId: book.accountId, specbookId: book.id, name: name ?? copyName(room.name), note: room.note, sortOrder: room.sortOrder + 1 })
      .returning({ id: categories.id });
    const ids = (await roomIds(tx, book.id)).filter((id) => id !== created!.id);
    await writeRoomOrder(tx, book.id, arrange(ids, [{ id: created!.id, index: ids.indexOf(room.id) + 1 }]));
    const placements = await tx
      .select()
      .from(specSpecbooks)
      .where(and(eq(specSpecbooks.specbookId, book.id), eq(specSpecbooks.categoryId, room.id)))
      .orderBy(asc(specSpecbooks.sortOrder), asc(specSpecbooks.id));
    await insertCopies(tx, placements.map((p, i) => copyOf(p, { categoryId: created!.id, sortOrder: i })));
    return created!.id;
  });
  return readRoom(ctx.db, book, newId);
}

/**
 * DELETE …/categories/{categoryId}?forceDelete=true: an empty room goes at once; a room holding
 * specs answers 412 with a question to confirm, and goes with its specs when forced.
 * @throws UnprocessableError for the Miscellaneous pseudo-room.
 */
export async function deleteCategory(
  ctx: ServiceContext,
  specbookId: number,
  rawRoom: string,
  forceDelete: boolean,
): Promise<{ message: string; id: number; removedSpecs: number }> {
  const book = await requireSpecbook(ctx, specbookId);
  const roomId = realRoom(rawRoom);
  return ctx.db.transaction(async (tx) => {
    await touchSpecbook(tx, book.id);
    await requireRoom(tx, book, roomId);
    const [held] = await tx.select({ n: sql<number>`count(*)::int` }).from(specSpecbooks).where(eq(specSpecbooks.categoryId, roomId));
    const count = held?.n ?? 0;
    if (count > 0 && !forceDelete) throw new PreconditionError(M.roomHoldsSpecs(count));
    await tx.delete(specSpecbooks).where(eq(specSpecbooks.categoryId, roomId));
    await tx.delete(categories).where(eq(categories.id, roomId));
    await writeRoomOrder(tx, book.id, await roomIds(tx, book.id));
    return { message: M.categoryDeleted, id: roomId, removedSpecs: count };
  });
}

/**
 * POST …/categories/{categoryId}/approve ('misc' = Miscellaneous): every spec of that room that
 * is before approval becomes approved (logged, notified; see approveAll); answers the room's specs.
 */
export function approveCategory(ctx: ServiceContext, specbookId: number, rawRoom: string): Promise<TSpecSpecbook[]> {
  return setCategoryStatus(ctx, specbookId, rawRoom, APPROVED);
}

/**
 * POST {u}/specbook/{id}/categories/{categoryId}/reject ("Reject All" of the e-Specbook): every
 * user-managed spec of the room becomes rejected, with status log rows and notifications.
 * @returns the room's specs.
 */
export function rejectCategory(ctx: ServiceContext, specbookId: number, rawRoom: string): Promise<TSpecSpecbook[]> {
  return setCategoryStatus(ctx, specbookId, rawRoom, REJECTED);
}

async function setCategoryStatus(ctx: ServiceContext, specbookId: number, rawRoom: string, status: string): Promise<TSpecSpecbook[]> {
  const book = await requireSpecbook(ctx, specbookId);
  const room: RoomId = parseRoomParam(rawRoom);
  await requireRooms(ctx.db, book.id, [room]);
  await ctx.db.transaction(async (tx) => {
    await touchSpecbook(tx, book.id);
    await approveAll(tx, ctx, book, room, status);
  });
  return readSpecs(ctx.db, { specbookId: book.id, accountId: book.accountId, room });
}
