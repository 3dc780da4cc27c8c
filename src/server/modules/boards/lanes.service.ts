import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { boardLanes, boardSpecbooks, boards } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { PreconditionError, ValidationError } from '#server/lib/http/errors';
import { BOARD_MESSAGES as M } from '#shared/lib/board-messages';
import type { TLane, TLaneCreate, TLaneUpdate } from '#shared/schemas/board';
import { checkLaneRoom, laneInBody, requireBoard, requireLane, type BoardRow, type Executor, type LaneRow } from './board-access';
import { byKey, keyAbove, keyBelow, keysAfter, placeKey, type Placement, type Siblings } from './order-keys';

const laneSpecbookCount = sql<number>`(select count(*)::int from ${boardSpecbooks} where ${boardSpecbooks.laneId} = ${boardLanes.id})`;

function toLane(row: LaneRow, specbookCount: number): TLane {
  return { id: row.id, boardId: row.boardId, name: row.name, position: row.position, specbookCount };
}

/** The lanes of a board in order, each with its number of specbooks. */
export async function listLanesOf(db: Executor, board: BoardRow): Promise<TLane[]> {
  const rows = await db
    .select({ row: boardLanes, count: laneSpecbookCount })
    .from(boardLanes)
    .where(eq(boardLanes.boardId, board.id))
    .orderBy(byKey(boardLanes.position), asc(boardLanes.id));
  return rows.map((r) => toLane(r.row, r.count));
}

async function laneAnswer(db: Executor, board: BoardRow, laneId: number): Promise<TLane> {
  const lane = (await listLanesOf(db, board)).find((l) => l.id === laneId);
  if (!lane) throw new Error('lane vanished');
  return lane;
}

/** The other lanes of a board as order-key siblings of `movingId` (none when adding). */
function laneSiblings(tx: Tx, board: BoardRow, movingId?: number): Siblings {
  const among = (extra?: SQL) => and(eq(boardLanes.boardId, board.id), movingId === undefined ? undefined : ne(boardLanes.id, movingId), extra);
  const edge = async (where: SQL | undefined, order: SQL) =>
    (await tx.select({ key: boardLanes.position }).from(boardLanes).where(where).orderBy(order).limit(1))[0]?.key ?? null;
  return {
    keyOf: async (id) => {
      if (id === movingId) throw ValidationError.field('after', M.neighbourLaneNotOnBoard);
      const [row] = await tx.select({ key: boardLanes.position }).from(boardLanes).where(among(eq(boardLanes.id, id)));
      if (!row) throw ValidationError.field('after', M.neighbourLaneNotOnBoard);
      return row.key;
    },
    firstAbove: (key) => edge(among(key === null ? undefined : keyAbove(boardLanes.position, key)), sql`${byKey(boardLanes.position)} asc`),
    lastBelow: (key) => edge(among(key === null ? undefined : keyBelow(boardLanes.position, key)), sql`${byKey(boardLanes.position)} desc`),
  };
}

/** Locks the board's row: lane orders of one board are computed one at a time. */
async function lockBoard(tx: Tx, board: BoardRow): Promise<void> {
  await tx.execute(sql`select 1 from ${boards} where ${boards.id} = ${board.id} for update`);
}

/** GET {u}/board/{boardId}/lanes. */
export async function listLanes(ctx: ServiceContext, boardIdParam: string): Promise<TLane[]> {
  return listLanesOf(ctx.db, await requireBoard(ctx, boardIdParam));
}

/** POST {u}/board/{boardId}/lanes: a lane placed where asked (default: last). */
export async function createLane(ctx: ServiceContext, boardIdParam: string, input: TLaneCreate): Promise<TLane> {
  const board = await requireBoard(ctx, boardIdParam);
  return ctx.db.transaction(async (tx) => {
    await lockBoard(tx, board);
    await checkLaneRoom(tx, board.id);
    const position = await placeKey(laneSiblings(tx, board), input, 'position');
    const [row] = await tx.insert(boardLanes).values({ accountId: board.accountId, boardId: board.id, name: input.name, position }).returning();
    if (!row) throw new Error('lane insert returned no row');
    return toLane(row, 0);
  });
}

function movesLane(input: Placement): boolean {
  return input.position !== undefined || input.after !== undefined || input.before !== undefined;
}

/** PATCH {u}/board/{boardId}/lanes/{laneId}: rename and/or move it among the board's lanes (one row written). */
export async function updateLane(ctx: ServiceContext, boardIdParam: string, laneIdParam: string, input: TLaneUpdate): Promise<TLane> {
  const board = await requireBoard(ctx, boardIdParam);
  return ctx.db.transaction(async (tx) => {
    await lockBoard(tx, board);
    const lane = await requireLane(tx, board, laneIdParam);
    const set: Partial<typeof boardLanes.$inferInsert> = { updatedAt: new Date() };
    if (input.name !== undefined) set.name = input.name;
    if (movesLane(input)) set.position = await placeKey(laneSiblings(tx, board, lane.id), input, 'position');
    await tx.update(boardLanes).set(set).where(eq(boardLanes.id, lane.id));
    return laneAnswer(tx, board, lane.id);
  });
}

/** Moves every card of lane `from` to the end of lane `to`, keeping their order. */
async function moveCards(tx: Tx, from: LaneRow, to: LaneRow): Promise<void> {
  const cards = await tx
    .select({ id: boardSpecbooks.specbookId })
    .from(boardSpecbooks)
    .where(eq(boardSpecbooks.laneId, from.id))
    .orderBy(byKey(boardSpecbooks.position));
  if (cards.length === 0) return;
  const [last] = await tx
    .select({ key: boardSpecbooks.position })
    .from(boardSpecbooks)
    .where(eq(boardSpecbooks.laneId, to.id))
    .orderBy(sql`${byKey(boardSpecbooks.position)} desc`)
    .limit(1);
  const keys = keysAfter(last?.key ?? null, cards.length);
  const values = sql.join(
    cards.map((c, i) => sql`(${c.id}::int, ${keys[i]!}::text)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${boardSpecbooks} set lane_id = ${to.id}, position = v.position, updated_at = now()
    from (values ${values}) as v(specbook_id, position)
    where ${boardSpecbooks.specbookId} = v.specbook_id`);
}

/**
 * DELETE {u}/board/{boardId}/lanes/{laneId}: removes the lane. A lane holding specbooks answers 412
 * unless `moveTo` names another lane of the board; its specbooks then go to the end of that lane,
 * in the same transaction.
 */
export async function deleteLane(ctx: ServiceContext, boardIdParam: string, laneIdParam: string, moveTo?: number): Promise<{ id: number; moved: number }> {
  const board = await requireBoard(ctx, boardIdParam);
  return ctx.db.transaction(async (tx) => {
    await lockBoard(tx, board);
    const lane = await requireLane(tx, board, laneIdParam);
    const [held] = await tx.select({ n: sql<number>`count(*)::int` }).from(boardSpecbooks).where(eq(boardSpecbooks.laneId, lane.id));
    const count = held?.n ?? 0;
    if (count > 0) {
      if (moveTo === undefined) throw new PreconditionError(M.laneHasSpecbooks(count));
      if (moveTo === lane.id) throw ValidationError.field('moveTo', M.moveToSame);
      await moveCards(tx, lane, await laneInBody(tx, board, moveTo, 'moveTo'));
    }
    await tx.delete(boardLanes).where(eq(boardLanes.id, lane.id));
    return { id: lane.id, moved: count };
  });
}
