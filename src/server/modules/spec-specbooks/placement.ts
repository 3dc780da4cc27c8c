/**
 * Low-level helpers shared by rooms (categories) and specs in a specbook: the write lock on a
 * specbook, positions of rooms and of specs inside rooms, room references. Every function takes
 * the transaction of the change it belongs to.
 */
import { and, asc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { categories, specbooks, specSpecbooks } from '#server/db/schema/index';
import { NotFoundError } from '#server/lib/http/errors';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';

/** A transaction handle. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What read helpers need: the database or a transaction. */
export type Reader = Pick<Db, 'select' | 'execute'>;

/** A room of a specbook: its id, or null for the Miscellaneous category. */
export type RoomId = number | null;

/** A room's key in maps ('misc' for Miscellaneous, the id otherwise). */
export function roomKey(room: RoomId): string {
  return room === null ? 'misc' : String(room);
}

/**
 * Starts a write on a specbook: bumps its updated_at, which also takes the row lock so that
 * concurrent changes of one specbook's rooms and positions run one after the other.
 */
export async function touchSpecbook(tx: Tx, specbookId: number): Promise<void> {
  await tx.update(specbooks).set({ updatedAt: sql`now()` }).where(eq(specbooks.id, specbookId));
}

/**
 * Reads a room reference from a path ('misc' or 'null' = Miscellaneous, digits = a room id).
 * @throws NotFoundError for anything else.
 */
export function parseRoomParam(raw: string): RoomId {
  if (raw === 'misc' || raw === 'null') return null;
  return parseId(raw, M.roomNotFound);
}

/**
 * Reads a record id from a path segment.
 * @throws NotFoundError with `message` when it is not a positive 32-bit integer.
 */
export function parseId(raw: string, message: string): number {
  if (!/^\d{1,10}$/.test(raw)) throw new NotFoundError(message);
  const id = Number(raw);
  if (id <= 0 || id > 2_147_483_647) throw new NotFoundError(message);
  return id;
}

/** The room's row when it belongs to the specbook. */
export async function findRoom(db: Reader, specbookId: number, roomId: number) {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.id, roomId), eq(categories.specbookId, specbookId)));
  return row;
}

/**
 * Checks that every named room belongs to the specbook (null = Miscellaneous always does).
 * @throws NotFoundError 'Room not found.' otherwise.
 */
export async function requireRooms(db: Reader, specbookId: number, rooms: readonly RoomId[]): Promise<void> {
  const ids = [...new Set(rooms.filter((r): r is number => r !== null))];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.specbookId, specbookId), sql`${categories.id} = any(${sql.param(ids)}::int[])`));
  if (found.length !== ids.length) throw new NotFoundError(M.roomNotFound);
}

/** The condition "placement is in this room". */
export function inRoom(room: RoomId): SQL {
  return room === null ? isNull(specSpecbooks.categoryId) : eq(specSpecbooks.categoryId, room);
}

/**
 * Places moved ids into a list: they are taken out, then inserted at their (0-based) indexes in
 * ascending order, so that both "the whole new order" and "one item to index k" work.
 * @example arrange([1, 2, 3, 4], [{ id: 4, index: 0 }]) → [4, 1, 2, 3]
 */
export function arrange(current: readonly number[], moves: readonly { id: number; index: number }[]): number[] {
  const moved = new Set(moves.map((m) => m.id));
  const result = current.filter((id) => !moved.has(id));
  const sorted = [...moves].sort((a, b) => a.index - b.index);
  for (const m of sorted) result.splice(Math.min(m.index, result.length), 0, m.id);
  return result;
}

/** The placements of one room in their order. */
export async function roomSpecIds(db: Reader, specbookId: number, room: RoomId): Promise<number[]> {
  const rows = await db
    .select({ id: specSpecbooks.id })
    .from(specSpecbooks)
    .where(and(eq(specSpecbooks.specbookId, specbookId), inRoom(room)))
    .orderBy(asc(specSpecbooks.sortOrder), asc(specSpecbooks.id));
  return rows.map((r) => r.id);
}

/** The next free position at the end of a room. */
export async function nextSpecOrder(db: Reader, specbookId: number, room: RoomId): Promise<number> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${specSpecbooks.sortOrder}) + 1, 0)::int` })
    .from(specSpecbooks)
    .where(and(eq(specSpecbooks.specbookId, specbookId), inRoom(room)));
  return row?.next ?? 0;
}

/**
 * Writes rooms and positions of placements in one statement: each room's list gets positions
 * 0, 1, 2, … Rows already in place are left alone.
 */
export async function writeSpecOrder(tx: Tx, specbookId: number, rooms: ReadonlyMap<RoomId, readonly number[]>): Promise<void> {
  const ids: number[] = [];
  const orders: number[] = [];
  const cats: (number | null)[] = [];
  for (const [room, list] of rooms) {
    list.forEach((id, index) => {
      ids.push(id);
      orders.push(index);
      cats.push(room);
    });
  }
  if (ids.length === 0) return;
  await tx.execute(sql`
    update spec_specbooks as ss
       set sort_order = v.ord, category_id = v.cat, updated_at = now()
      from unnest(${sql.param(ids)}::int[], ${sql.param(orders)}::int[], ${sql.param(cats)}::int[]) as v(id, ord, cat)
     where ss.id = v.id and ss.specbook_id = ${specbookId}
       and (ss.sort_order, ss.category_id) is distinct from (v.ord, v.cat)`);
}

/** The rooms of a specbook in their order. */
export async function roomIds(db: Reader, specbookId: number): Promise<number[]> {
  const rows = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.specbookId, specbookId))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  return rows.map((r) => r.id);
}

/** Writes room positions 0, 1, 2, … in the given order, in one statement. */
export async function writeRoomOrder(tx: Tx, specbookId: number, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const orders = ids.map((_, i) => i);
  await tx.execute(sql`
    update categories as c
       set sort_order = v.ord, updated_at = now()
      from unnest(${sql.param([...ids])}::int[], ${sql.param(orders)}::int[]) as v(id, ord)
     where c.id = v.id and c.specbook_id = ${specbookId} and c.sort_order is distinct from v.ord`);
}
