import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { boardLanes, boards } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError, ValidationError } from '#server/lib/http/errors';
import { rowId } from '#server/modules/notifications/scope';
import { BOARD_LIMITS, BOARD_MESSAGES as M } from '#shared/lib/board-messages';

/** A board row. */
export type BoardRow = typeof boards.$inferSelect;
/** A lane row. */
export type LaneRow = typeof boardLanes.$inferSelect;
/** The database or a transaction. */
export type Executor = Db | Tx;

/** One board of the caller's account; anything else (another account's, not a number) answers 404. */
export async function requireBoard(ctx: ServiceContext, boardIdParam: string | number, db: Executor = ctx.db): Promise<BoardRow> {
  const id = rowId(boardIdParam);
  const [row] = await db
    .select()
    .from(boards)
    .where(and(eq(boards.id, id), eq(boards.accountId, ctx.user.accountId)));
  if (!row) throw new NotFoundError();
  return row;
}

/** A lane of the board named by the path; another board's lane answers 404. */
export async function requireLane(db: Executor, board: BoardRow, laneIdParam: string | number): Promise<LaneRow> {
  const lane = await findLane(db, board, rowId(laneIdParam));
  if (!lane) throw new NotFoundError();
  return lane;
}

/** A lane of the board named in a body: another board's lane is a 400 on `field`. */
export async function laneInBody(db: Executor, board: BoardRow, laneId: number, field: string): Promise<LaneRow> {
  const lane = await findLane(db, board, laneId);
  if (!lane) throw ValidationError.field(field, M.laneNotOnBoard);
  return lane;
}

async function findLane(db: Executor, board: BoardRow, laneId: number): Promise<LaneRow | undefined> {
  const [lane] = await db
    .select()
    .from(boardLanes)
    .where(and(eq(boardLanes.id, laneId), eq(boardLanes.boardId, board.id), eq(boardLanes.accountId, board.accountId)));
  return lane;
}

/** Locks a lane's row until the transaction ends, so that moves into one lane compute their keys one at a time. */
export async function lockLane(tx: Tx, laneId: number): Promise<void> {
  await tx.execute(sql`select 1 from ${boardLanes} where ${boardLanes.id} = ${laneId} for update`);
}

/** Refuses one more lane on a board that has the most lanes allowed. */
export async function checkLaneRoom(db: Executor, boardId: number): Promise<void> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(boardLanes).where(eq(boardLanes.boardId, boardId));
  if ((row?.n ?? 0) >= BOARD_LIMITS.lanesMax) throw ValidationError.field('name', M.tooManyLanes);
}
