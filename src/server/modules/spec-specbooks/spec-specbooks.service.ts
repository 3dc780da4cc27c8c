/**
 * Specs in a specbook (SpecSpecbook, one row per spec and room, `joinID` = its id): assign,
 * list, read, update (status with its log and notifications), remove, reorder, duplicate, put
 * in further rooms, approve all. Every write bumps the specbook's updated_at in its transaction.
 */
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { categories, specs, specSpecbooks } from '#server/db/schema/index';
import { specAvailability } from '#server/modules/sellers/offers.service';
import { specPurchaseOrderLinks } from '#server/modules/purchase-orders/spec-purchase-orders';
import type { ServiceContext } from '#server/lib/context';
import { ForbiddenError, NotFoundError, ValidationError } from '#server/lib/http/errors';
import { pageParams } from '#server/lib/http/pagination';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { requireUserManagedStatus } from '#server/modules/statuses/statuses.service';
import { CONSTANTS } from '#shared/lib/messages';
import { hasSpecbooksPlus } from '#shared/lib/roles';
import { DEFAULT_STATUS } from '#shared/lib/statuses';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type {
  TSpecAddRooms,
  TSpecReorder,
  TSpecSpecbook,
  TSpecSpecbookCreate,
  TSpecSpecbookCreateEntry,
  TSpecSpecbookListQuery,
  TSpecSpecbookUpdate,
} from '#shared/schemas/spec-specbook';
import { copyCatalogueSpec, copyOf, insertCopies, requirePlacement, type PlacementInsert, type PlacementRow } from './copy';
import {
  arrange,
  inRoom,
  nextSpecOrder,
  parseId,
  requireRooms,
  roomKey,
  roomSpecIds,
  touchSpecbook,
  writeSpecOrder,
  type RoomId,
  type Tx,
} from './placement';
import { approveAll, changeStatus } from './status-change';
import { countSpecRows, readSpecPage, readSpecsById } from './spec-view';

/** A page of specs with what the page envelope needs. */
export interface SpecPage {
  rows: TSpecSpecbook[];
  total: number;
  page: number;
  perPage: number;
}

/** categoryID of the list query: '' or absent = every room, 'null' / 'misc' = Miscellaneous. */
function roomFilterOf(raw: string | undefined): RoomId | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'null' || raw === 'misc') return null;
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) {
    throw ValidationError.field('categoryID', "categoryID must be a room id, 'null' or 'misc'.");
  }
  return Number(raw);
}

/**
 * GET …/specs: the specbook's specs, of one room or of all rooms in room order (Miscellaneous
 * last), optionally only those of one catalogue spec (`filter[spec.id]`) or in some statuses
 * (`filter[status]`), page-numbered (24 a
 * page) unless showPagination=false.
 * @throws NotFoundError for another account's specbook or a room not in it.
 */
export async function listSpecSpecbooks(ctx: ServiceContext, specbookId: number, query: TSpecSpecbookListQuery): Promise<SpecPage> {
  const book = await requireSpecbook(ctx, specbookId);
  const room = roomFilterOf(query.categoryID ?? query.categoryId);
  const filter = { specbookId: book.id, accountId: book.accountId, room, specId: query['filter[spec.id]'], statuses: query['filter[status]'] };
  const paged = query.showPagination;
  const page = paged ? (query.page ?? 1) : 1;
  const perPage = paged ? (query.perPage ?? CONSTANTS.defaultPageSize) : undefined;
  const read = await readSpecPage(ctx.db, filter, perPage === undefined ? undefined : pageParams(page, perPage));
  let total = read.matching ?? 0;
  if (read.matching === null) {
    // Nothing on this page: the room must still exist (404 otherwise), and a page past the end
    // still reports how many there are.
    if (room !== undefined) await requireRooms(ctx.db, book.id, [room]);
    if (page > 1) total = await countSpecRows(ctx.db, filter);
  }
  return { rows: read.items, total, page, perPage: perPage ?? Math.max(total, 1) };
}

async function readOne(ctx: ServiceContext, book: SpecbookRow, joinId: number): Promise<TSpecSpecbook> {
  const [item] = await readSpecsById(ctx.db, book, [joinId]);
  if (!item) throw new NotFoundError(M.specSpecbookNotFound);
  return item;
}

/**
 * GET …/specs/{joinId}: the spec with its availability[] (its sellers' offers) and
 * purchaseOrderLinks (the orders of it; two more queries, on this single-spec read only). A token
 * viewer gets neither: vendors, their prices and the orders are the seller's own.
 */
export async function getSpecSpecbook(ctx: ServiceContext, specbookId: number, rawJoinId: string): Promise<TSpecSpecbook> {
  const book = await requireSpecbook(ctx, specbookId);
  const item = await readOne(ctx, book, parseId(rawJoinId, M.specSpecbookNotFound));
  if (ctx.viewer) return item;
  const [availability, purchaseOrderLinks] = await Promise.all([specAvailability(ctx.db, book.accountId, item.specID), specPurchaseOrderLinks(ctx.db, book, item.id)]);
  return { ...item, availability, purchaseOrderLinks };
}

/**
 * The catalogue specs that may go into this specbook: global ones and the specbook account's own.
 * @returns list price by spec id.
 * @throws NotFoundError 'Spec not found.' when any id is not such a spec.
 */
export async function requireCatalogueSpecs(tx: Tx, book: SpecbookRow, ids: readonly number[]): Promise<Map<number, string | null>> {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select({ id: specs.id, listPrice: specs.listPrice })
    .from(specs)
    .where(and(sql`${specs.id} = any(${sql.param(unique)}::int[])`, or(isNull(specs.accountId), eq(specs.accountId, book.accountId))));
  if (rows.length !== unique.length) throw new NotFoundError(M.specNotFound);
  return new Map(rows.map((r) => [r.id, r.listPrice]));
}

/** Prices of a new placement from the catalogue: list = sale = the list price, multiplier 1. */
export function catalogueValues(book: SpecbookRow, specId: number, listPrice: string | null): PlacementInsert {
  return {
    accountId: book.accountId,
    specbookId: book.id,
    specId,
    status: DEFAULT_STATUS,
    listPrice,
    salePrice: listPrice,
    multiplier: '1',
  };
}

/**
 * Puts a placement in a room. With `upsert`, an existing placement of the same spec in that
 * room gets the quantity instead (Select Room / Duplicate Cat); otherwise a new one is appended.
 * @returns the placement's id.
 */
export async function place(tx: Tx, book: SpecbookRow, values: PlacementInsert, room: RoomId, quantity: number, upsert: boolean): Promise<number> {
  if (upsert) {
    const [existing] = await tx
      .select({ id: specSpecbooks.id })
      .from(specSpecbooks)
      .where(and(eq(specSpecbooks.specbookId, book.id), eq(specSpecbooks.specId, values.specId), inRoom(room)))
      .orderBy(asc(specSpecbooks.sortOrder), asc(specSpecbooks.id))
      .limit(1);
    if (existing) {
      await tx.update(specSpecbooks).set({ quantity, updatedAt: sql`now()` }).where(eq(specSpecbooks.id, existing.id));
      return existing.id;
    }
  }
  const sortOrder = await nextSpecOrder(tx, book.id, room);
  const [row] = await tx
    .insert(specSpecbooks)
    .values({ ...values, categoryId: room, quantity, sortOrder })
    .returning({ id: specSpecbooks.id });
  return row!.id;
}

function roomOfEntry(entry: TSpecSpecbookCreateEntry): RoomId {
  return entry.category?.id ?? null;
}

/**
 * POST …/specs: assigns catalogue specs. One entry always makes a new placement at the end of its
 * room (null = Miscellaneous); an array (Select Room modal) names rooms, and a spec already in a
 * room gets the entry's quantity there.
 * @throws NotFoundError for a spec that is neither global nor the account's, or a room not in the specbook.
 */
export async function assignSpecs(
  ctx: ServiceContext,
  specbookId: number,
  body: TSpecSpecbookCreate,
): Promise<TSpecSpecbook | TSpecSpecbook[]> {
  const book = await requireSpecbook(ctx, specbookId);
  const entries: TSpecSpecbookCreateEntry[] = Array.isArray(body) ? body : [body];
  const ids = await ctx.db.transaction(async (tx) => {
    await touchSpecbook(tx, book.id);
    const prices = await requireCatalogueSpecs(tx, book, entries.map((e) => e.spec.id));
    await requireRooms(tx, book.id, entries.map(roomOfEntry));
    const placed: number[] = [];
    for (const e of entries) {
      const values = catalogueValues(book, e.spec.id, prices.get(e.spec.id) ?? null);
      placed.push(await place(tx, book, values, roomOfEntry(e), e.quantity ?? 1, Array.isArray(body)));
    }
    return placed;
  });
  const items = await readSpecsById(ctx.db, book, [...new Set(ids)]);
  return Array.isArray(body) ? items : items[0]!;
}

/** The placement columns a spec update sets (the room and status are handled apart). */
export function fieldChanges(patch: TSpecSpecbookUpdate): Partial<PlacementInsert> {
  const set: Partial<PlacementInsert> = {};
  if (patch.quantity !== undefined) set.quantity = patch.quantity;
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.description !== undefined) set.description = patch.description;
  if (patch.isOptional !== undefined) set.isOptional = patch.isOptional;
  if (patch.shipping !== undefined) set.shippingMethod = patch.shipping.method;
  return set;
}

/**
 * PATCH …/specs/{joinId}: quantity, name, description, optional flag, room (appended at the end
 * of the new room) and status. The status must be userManaged; its change is logged and, for
 * approved / rejected, notified in the same transaction. Everything is checked before anything is written.
 */
export async function updateSpecSpecbook(
  ctx: ServiceContext,
  specbookId: number,
  rawJoinId: string,
  patch: TSpecSpecbookUpdate,
): Promise<TSpecSpecbook> {
  const book = await requireSpecbook(ctx, specbookId);
  const joinId = parseId(rawJoinId, M.specSpecbookNotFound);
  await ctx.db.transaction(async (tx) => {
    await touchSpecbook(tx, book.id);
    const row = await requirePlacement(tx, book, joinId);
    const status = patch.status ? await requireUserManagedStatus(tx, patch.status.value) : undefined;
    const set = fieldChanges(patch);
    if (patch.category !== undefined && patch.category.id !== row.categoryId) {
      await requireRooms(tx, book.id, [patch.category.id]);
      set.categoryId = patch.category.id;
      set.sortOrder = await nextSpecOrder(tx, book.id, patch.category.id);
    }
    if (Object.keys(set).length > 0) {
      await tx.update(specSpecbooks).set({ ...set, updatedAt: sql`now()` }).where(eq(specSpecbooks.id, row.id));
    }
    if (status) await changeStatus(tx, ctx, book, [row.id], status.value);
  });
  return readOne(ctx, book, joinId);
}

/**
 * DELETE …/specs/{joinId}: removes this placement. `lastCategory` tells whether the spec has no
 * placement left in the specbook (the client then shows the last-category warning).
 */
export async function removeSpecSpecbook(
  ctx: ServiceContext,
  specbookId: number,
  rawJoinId: string,
): Promise<{ message: string; lastCategory: boolean }> {
  const book = await requireSpecbook(ctx, specbookId);
  const joinId = parseId(rawJoinId, M.specSpecbookNotFound);
  return ctx.db.transaction(async (tx) => {
    await touchSpecbook(tx, book.id);
    const row = await requirePlacement(tx, book, joinId);
    await tx.delete(specSpecbooks).where(eq(specSpecbooks.id, row.id));
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(specSpecbooks)
      .where(and(eq(specSpecbooks.specbookId, book.id), eq(specSpecbooks.specId, row.specId)));
    return { message: M.specRemoved, lastCategory: (left?.n ?? 0) === 0 };
  });
}

/** Where a placement sits. */
export interface Placement {
  id: number;
  joinID: number;
  categoryID: number | null;
  order: number;
  orderID: number;
}

function toPlacements(rooms: ReadonlyMap<RoomId, readonly number[]>): Placement[] {
  return [...rooms].flatMap(([room, ids]) => ids.map((id, order) => ({ id, joinID: id, categoryID: room, order, orderID: order })));
}

/** The specbook's placements grouped by room, each room in its order. */
async function placementsByRoom(tx: Tx, book: SpecbookRow): Promise<Map<string, { room: RoomId; ids: number[] }>> {
  const rows = await tx
    .select({ id: specSpecbooks.id, room: specSpecbooks.categoryId })
    .from(specSpecbooks)
    .where(eq(specSpecbooks.specbookId, book.id))
    .orderBy(asc(specSpecbooks.sortOrder), asc(specSpecbooks.id));
  const rooms = new Map<string, { room: RoomId; ids: number[] }>();
  for (const r of rows) {
    const entry = rooms.get(roomKey(r.room)) ?? { room: r.room, ids: [] };
    entry.ids.push(r.id);
    rooms.set(roomKey(r.room), entry);
  }
  return rooms;
}

/**
 * POST …/specs/reorder: moves the listed specs to their rooms and 0-based positions (within a
 * room and across rooms) in one transaction; the other specs of the rooms involved close up
 * around them. Answers the new positions of every spec in those rooms.
 * @throws ValidationError for a spec listed twice; NotFoundError for a spec or room not in the specbook.
 */
export async function reorderSpecs(ctx: ServiceContext, specbookId: number, body: TSpecReorder): Promise<Placement[]> {
  const book = await requireSpecbook(ctx, specbookId);
  const moved = new Set(body.items.map((i) => i.joinId));
  if (moved.size !== body.items.length) throw ValidationError.field('items', M.reorderDuplicate);
  return ctx.db.transaction(async (tx) => {
    await touchSpecbook(tx, book.id);
    const current = await placementsByRoom(tx, book);
    const source = new Map<number, RoomId>();
    for (const { room, ids } of current.values()) for (const id of ids) if (moved.has(id)) source.set(id, room);
    if (source.size !== moved.size) throw new NotFoundError(M.specSpecbookNotFound);
    await requireRooms(tx, book.id, body.items.map((i) => i.categoryId));
    const affected = new Map<string, RoomId>();
    for (const room of [...source.values(), ...body.items.map((i) => i.categoryId)]) affected.set(roomKey(room), room);
    const next = new Map<RoomId, number[]>();
    for (const [key, room] of affected) {
      const base = (current.get(key)?.ids ?? []).filter((id) => !moved.has(id));
      const moves = body.items.filter((i) => i.categoryId === room).map((i) => ({ id: i.joinId, index: i.order }));
      next.set(room, arrange(base, moves));
    }
    await writeSpecOrder(tx, book.id, next);
    return toPlacements(next);
  });
}

/** POST …/specs/{joinId}/duplicate: a copy (optionally renamed) right after the original, status Open. */
export async function duplicateSpecSpecbook(
  ctx: ServiceContext,
  specbookId: number,
  rawJoinId: string,
  name?: string,
): Promise<TSpecSpecbook> {
  const book = await requireSpecbook(ctx, specbookId);
  const joinId = parseId(rawJoinId, M.specSpecbookNotFound);
  const copyId = await ctx.db.transaction(async (tx) => {
    await touchSpecbook(tx, book.id);
    const row = await requirePlacement(tx, book, joinId);
    const [id] = await insertCopies(tx, [copyOf(row, name === undefined ? {} : { name })]);
    const list = await roomSpecIds(tx, book.id, row.categoryId);
    const index = list.filter((x) => x !== id).indexOf(row.id) + 1;
    await writeSpecOrder(tx, book.id, new Map([[row.categoryId, arrange(list, [{ id: id!, index }])]]));
    return id!;
  });
  return readOne(ctx, book, copyId);
}

/**
 * POST …/specs/{joinId}/clone, 'Clone with specbooks Plus' (SB+): copies the global catalogue
 * spec behind the placement into a spec of the caller's account (optionally renamed) and points
 * this placement at the copy, so that the seller can edit it; one transaction. Other placements
 * of the catalogue spec keep it.
 * @throws ForbiddenError without the Plus tier, or for a specbook of another account (a platform
 * admin can read it but not clone into it); NotFoundError for a specbook or placement the caller
 * cannot see; UnprocessableError when the spec is already a user-owned one.
 */
export async function cloneSpecSpecbook(ctx: ServiceContext, specbookId: number, rawJoinId: string, name?: string): Promise<TSpecSpecbook> {
  if (!hasSpecbooksPlus(ctx.user.roleNames)) throw new ForbiddenError(M.cloneNeedsPlus);
  const book = await requireSpecbook(ctx, specbookId);
  if (book.accountId !== ctx.user.accountId) throw new ForbiddenError(M.cloneOtherAccount);
  const joinId = parseId(rawJoinId, M.specSpecbookNotFound);
  await ctx.db.transaction(async (tx) => {
    await touchSpecbook(tx, book.id);
    const row = await requirePlacement(tx, book, joinId);
    const specId = await copyCatalogueSpec(tx, row.specId, { accountId: book.accountId, userId: ctx.user.id }, name);
    await tx.update(specSpecbooks).set({ specId, updatedAt: sql`now()` }).where(eq(specSpecbooks.id, row.id));
  });
  return readOne(ctx, book, joinId);
}

/**
 * POST …/specs/{joinId}/categories (Duplicate Cat): puts the spec in further rooms with the
 * given quantities (default 1), copying the placement's overrides and prices; a room that
 * already holds the spec gets the quantity instead.
 */
export async function addSpecToRooms(
  ctx: ServiceContext,
  specbookId: number,
  rawJoinId: string,
  body: TSpecAddRooms,
): Promise<TSpecSpecbook[]> {
  const book = await requireSpecbook(ctx, specbookId);
  const joinId = parseId(rawJoinId, M.specSpecbookNotFound);
  const ids = await ctx.db.transaction(async (tx) => {
    await touchSpecbook(tx, book.id);
    const row: PlacementRow = await requirePlacement(tx, book, joinId);
    await requireRooms(tx, book.id, body.categories.map((c) => c.id));
    const placed: number[] = [];
    for (const c of body.categories) {
      placed.push(await place(tx, book, copyOf(row), c.id, c.quantity ?? 1, true));
    }
    return placed;
  });
  return readSpecsById(ctx.db, book, [...new Set(ids)]);
}

/** A room holding a spec. */
export interface SpecRoom {
  id: number | null;
  categoryID: number | null;
  name: string;
  joinID: number;
  quantity: number;
  qty: number;
}

/** GET …/specs/{joinId}/categories: every room of the specbook holding this spec, with its quantity there. */
export async function listSpecRooms(ctx: ServiceContext, specbookId: number, rawJoinId: string): Promise<SpecRoom[]> {
  const book = await requireSpecbook(ctx, specbookId);
  const row = await requirePlacement(ctx.db, book, parseId(rawJoinId, M.specSpecbookNotFound));
  const rows = await ctx.db
    .select({ joinId: specSpecbooks.id, room: specSpecbooks.categoryId, name: categories.name, quantity: specSpecbooks.quantity })
    .from(specSpecbooks)
    .leftJoin(categories, eq(categories.id, specSpecbooks.categoryId))
    .where(and(eq(specSpecbooks.specbookId, book.id), eq(specSpecbooks.specId, row.specId)))
    .orderBy(sql`${categories.sortOrder} asc nulls last`, asc(specSpecbooks.sortOrder), asc(specSpecbooks.id));
  return rows.map((r) => ({
    id: r.room,
    categoryID: r.room,
    name: r.name ?? M.miscellaneous,
    joinID: r.joinId,
    quantity: r.quantity,
    qty: r.quantity,
  }));
}

/** POST …/specs/approve: every spec of the specbook that is before approval becomes approved (logged and notified; see approveAll). */
export async function approveSpecbook(ctx: ServiceContext, specbookId: number): Promise<{ message: string; count: number }> {
  const book = await requireSpecbook(ctx, specbookId);
  const changed = await ctx.db.transaction(async (tx) => {
    await touchSpecbook(tx, book.id);
    return approveAll(tx, ctx, book);
  });
  return { message: M.allSpecsApproved, count: changed.length };
}
