import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { boardLanes, boardSpecbooks, boards } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { PreconditionError } from '#server/lib/http/errors';
import { BOARD_MESSAGES as M } from '#shared/lib/board-messages';
import type { TBoard, TBoardCreate, TBoardUpdate } from '#shared/schemas/board';
import { keysAfter } from './order-keys';
import { requireBoard, type BoardRow } from './board-access';
import { listLanesOf } from './lanes.service';


const boardSpecbookCount = sql<number>`(select count(*)::int from ${boardSpecbooks} where ${boardSpecbooks.boardId} = ${boards.id})`;

function toBoard(row: BoardRow, specbookCount: number): TBoard {
  return {
    id: row.id,
    name: row.name,
    isDefault: row.isDefault,
    specbookCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET {u}/board: the account's boards, the default first, then by name. */
export async function listBoards(ctx: ServiceContext): Promise<TBoard[]> {
  const rows = await ctx.db
    .select({ row: boards, count: boardSpecbookCount })
    .from(boards)
    .where(eq(boards.accountId, ctx.user.accountId))
    .orderBy(desc(boards.isDefault), asc(boards.name), asc(boards.id));
  return rows.map((r) => toBoard(r.row, r.count));
}

/** GET {u}/board/{boardId}: the board with its lanes in order. */
export async function getBoard(ctx: ServiceContext, boardIdParam: string): Promise<TBoard> {
  const board = await requireBoard(ctx, boardIdParam);
  const lanes = await listLanesOf(ctx.db, board);
  return { ...toBoard(board, lanes.reduce((n, lane) => n + lane.specbookCount, 0)), lanes };
}

async function clearDefault(tx: Tx, accountId: number): Promise<void> {
  await tx.update(boards).set({ isDefault: false }).where(and(eq(boards.accountId, accountId), eq(boards.isDefault, true)));
}

/**
 * POST {u}/board: a board with the lanes named (in that order). The account's first board, or one
 * created with isDefault, is the board the pipelines page opens first.
 */
export async function createBoard(ctx: ServiceContext, input: TBoardCreate): Promise<TBoard> {
  const accountId = ctx.user.accountId;
  const id = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: boards.id }).from(boards).where(eq(boards.accountId, accountId)).limit(1);
    const isDefault = input.isDefault === true || !existing;
    if (isDefault) await clearDefault(tx, accountId);
    const [row] = await tx.insert(boards).values({ accountId, name: input.name, isDefault, createdBy: ctx.user.id }).returning({ id: boards.id });
    if (!row) throw new Error('board insert returned no row');
    const names = input.lanes ?? [];
    const keys = keysAfter(null, names.length);
    if (names.length > 0) {
      await tx.insert(boardLanes).values(names.map((name, i) => ({ accountId, boardId: row.id, name, position: keys[i]! })));
    }
    return row.id;
  });
  return getBoard(ctx, String(id));
}

/** PATCH {u}/board/{boardId}: rename it, or make it the default board. */
export async function updateBoard(ctx: ServiceContext, boardIdParam: string, input: TBoardUpdate): Promise<TBoard> {
  const board = await requireBoard(ctx, boardIdParam);
  await ctx.db.transaction(async (tx) => {
    if (input.isDefault) await clearDefault(tx, board.accountId);
    await tx
      .update(boards)
      .set({ ...(input.name === undefined ? {} : { name: input.name }), ...(input.isDefault ? { isDefault: true } : {}), updatedAt: new Date() })
      .where(eq(boards.id, board.id));
  });
  return getBoard(ctx, String(board.id));
}

/**
 * DELETE {u}/board/{boardId}: removes the board, its lanes and its specbooks' places (never the
 * specbooks). A board holding specbooks answers 412 unless `forceDelete`. When the default board
 * goes, the oldest remaining board becomes the default.
 */
export async function deleteBoard(ctx: ServiceContext, boardIdParam: string, force: boolean): Promise<{ id: number }> {
  const board = await requireBoard(ctx, boardIdParam);
  await ctx.db.transaction(async (tx) => {
    const [held] = await tx.select({ n: sql<number>`count(*)::int` }).from(boardSpecbooks).where(eq(boardSpecbooks.boardId, board.id));
    const count = held?.n ?? 0;
    if (count > 0 && !force) throw new PreconditionError(M.boardHasSpecbooks(count));
    await tx.delete(boards).where(eq(boards.id, board.id));
    if (!board.isDefault) return;
    const [next] = await tx
      .select({ id: boards.id })
      .from(boards)
      .where(and(eq(boards.accountId, board.accountId), ne(boards.id, board.id)))
      .orderBy(asc(boards.id))
      .limit(1);
    if (next) await tx.update(boards).set({ isDefault: true }).where(eq(boards.id, next.id));
  });
  return { id: board.id };
}
