import { and, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { boardLanes, boardSpecbooks, boards, customers, specbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError, ValidationError } from '#server/lib/http/errors';
import { compileFilter, type FilterWhitelist } from '#server/lib/http/filters';
import { containsPattern } from '#server/lib/sql-like';
import { rowId } from '#server/modules/notifications/scope';
import { BOARD_LIMITS, BOARD_MESSAGES as M } from '#shared/lib/board-messages';
import type { TBoardCard, TBoardSpecbookMove, TBoardSpecbookPlace, TSpecbookBoardFacts } from '#shared/schemas/board';
import { laneInBody, lockLane, requireBoard, type BoardRow, type Executor, type LaneRow } from './board-access';
import { cardValues, OPEN_ALERT_COUNT, specbookCounts, TEAM_MEMBER_COUNT } from './card-facts';
import { byKey, keyAbove, keyBelow, placeKey, type Placement, type Siblings } from './order-keys';

/** Fields a board's specbooks may be filtered on (GET filter[…] and POST …/specbooks/filter). */
export const BOARD_SPECBOOK_FILTERS: FilterWhitelist = {
  lane: { column: boardSpecbooks.laneId, type: 'number' },
  'lane.id': { column: boardSpecbooks.laneId, type: 'number' },
  customer: { column: specbooks.customerId, type: 'number' },
  'customer.id': { column: specbooks.customerId, type: 'number' },
  name: { column: specbooks.name, type: 'string' },
  status: { column: specbooks.status, type: 'string' },
  expectedInstalledAt: { column: specbooks.expectedInstalledAt, type: 'date' },
  expectedApprovedAt: { column: specbooks.expectedApprovedAt, type: 'date' },
};

/** What a list of a board's specbooks asks for. */
export interface BoardCardsRequest {
  search?: string;
  filter?: unknown;
}

const cardColumns = {
  specbookId: boardSpecbooks.specbookId,
  name: specbooks.name,
  status: specbooks.status,
  customerId: specbooks.customerId,
  customerName: customers.name,
  expectedInstalledAt: specbooks.expectedInstalledAt,
  expectedApprovedAt: specbooks.expectedApprovedAt,
  openAlertCount: OPEN_ALERT_COUNT,
  teamMemberCount: TEAM_MEMBER_COUNT,
  laneId: boardLanes.id,
  laneName: boardLanes.name,
  position: boardSpecbooks.position,
};

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const term = containsPattern(search);
  const asId = /^\d{1,9}$/.test(search) ? eq(specbooks.id, Number(search)) : undefined;
  return or(ilike(specbooks.name, term), ilike(customers.name, term), asId);
}

async function cardsWhere(db: Executor, board: BoardRow, where: SQL | undefined): Promise<TBoardCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(boardSpecbooks)
    .innerJoin(specbooks, eq(specbooks.id, boardSpecbooks.specbookId))
    .innerJoin(boardLanes, eq(boardLanes.id, boardSpecbooks.laneId))
    .leftJoin(customers, eq(customers.id, specbooks.customerId))
    .where(and(eq(boardSpecbooks.boardId, board.id), eq(boardSpecbooks.accountId, board.accountId), where))
    .orderBy(byKey(boardLanes.position), byKey(boardSpecbooks.position), boardSpecbooks.specbookId)
    .limit(BOARD_LIMITS.cardsMax);
  const values = await cardValues(db, board.accountId, rows.map((r) => r.specbookId));
  return rows.map((r) => ({
    id: r.specbookId,
    specbookID: r.specbookId,
    name: r.name,
    status: r.status,
    customer: r.customerId === null ? null : { id: r.customerId, name: r.customerName ?? '' },
    customerName: r.customerName,
    ...values.get(r.specbookId)!,
    expectedInstalledAt: r.expectedInstalledAt?.toISOString() ?? null,
    expectedApprovedAt: r.expectedApprovedAt?.toISOString() ?? null,
    openAlertCount: r.openAlertCount,
    teamMemberCount: r.teamMemberCount,
    board: { id: board.id, name: board.name },
    lane: { id: r.laneId, name: r.laneName },
    position: r.position,
  }));
}

/**
 * GET {u}/board/{boardId}/specbooks and POST …/specbooks/filter: the board's cards by lane and
 * position, matching a search (specbook or customer name, or the id) and a whitelisted filter.
 */
export async function listBoardCards(ctx: ServiceContext, boardIdParam: string, request: BoardCardsRequest): Promise<TBoardCard[]> {
  const board = await requireBoard(ctx, boardIdParam);
  return cardsWhere(ctx.db, board, and(searchCondition(request.search), compileFilter(request.filter, BOARD_SPECBOOK_FILTERS)));
}

async function cardOf(db: Executor, board: BoardRow, specbookId: number): Promise<TBoardCard> {
  const [card] = await cardsWhere(db, board, eq(boardSpecbooks.specbookId, specbookId));
  if (!card) throw new NotFoundError();
  return card;
}

/** The other cards of a lane as order-key siblings of the moving card. */
function cardSiblings(tx: Tx, lane: LaneRow, movingId: number): Siblings {
  const among = (extra?: SQL) => and(eq(boardSpecbooks.laneId, lane.id), ne(boardSpecbooks.specbookId, movingId), extra);
  const edge = async (where: SQL | undefined, order: SQL) =>
    (await tx.select({ key: boardSpecbooks.position }).from(boardSpecbooks).where(where).orderBy(order).limit(1))[0]?.key ?? null;
  return {
    keyOf: async (id) => {
      const [row] = await tx.select({ key: boardSpecbooks.position }).from(boardSpecbooks).where(among(eq(boardSpecbooks.specbookId, id)));
      if (!row) throw ValidationError.field('position', M.neighbourNotInLane);
      return row.key;
    },
    firstAbove: (key) => edge(among(key === null ? undefined : keyAbove(boardSpecbooks.position, key)), sql`${byKey(boardSpecbooks.position)} asc`),
    lastBelow: (key) => edge(among(key === null ? undefined : keyBelow(boardSpecbooks.position, key)), sql`${byKey(boardSpecbooks.position)} desc`),
  };
}

/** The neighbours as the body gives them: inside `position` or beside it. */
function placementOf(input: TBoardSpecbookMove): Placement {
  if (typeof input.position === 'object' && input.position !== null) return { after: input.position.after, before: input.position.before };
  return { position: input.position ?? undefined, after: input.after, before: input.before };
}

/** Writes a specbook's place on a board (one row): a new place, or a move from wherever it was. */
async function place(ctx: ServiceContext, board: BoardRow, specbookId: number, input: TBoardSpecbookMove): Promise<TBoardCard> {
  return ctx.db.transaction(async (tx) => {
    const lane = await laneInBody(tx, board, input.lane.id, 'lane.id');
    await lockLane(tx, lane.id);
    const position = await placeKey(cardSiblings(tx, lane, specbookId), placementOf(input), 'position');
    const values = { boardId: board.id, laneId: lane.id, position, updatedAt: new Date() };
    await tx
      .insert(boardSpecbooks)
      .values({ specbookId, accountId: board.accountId, ...values })
      .onConflictDoUpdate({ target: boardSpecbooks.specbookId, set: values });
    await tx.update(boards).set({ updatedAt: new Date() }).where(eq(boards.id, board.id));
    return cardOf(tx, board, specbookId);
  });
}

/** A specbook of the board's account; anything else answers 404. */
async function requireAccountSpecbook(db: Executor, board: BoardRow, specbookId: number): Promise<void> {
  const [row] = await db
    .select({ id: specbooks.id })
    .from(specbooks)
    .where(and(eq(specbooks.id, specbookId), eq(specbooks.accountId, board.accountId)));
  if (!row) throw new NotFoundError();
}

/**
 * POST {u}/board/{boardId}/specbooks: puts a specbook of the account in a lane of the board, where
 * asked (default: the end of the lane). A specbook on another board moves here.
 */
export async function addBoardSpecbook(ctx: ServiceContext, boardIdParam: string, input: TBoardSpecbookPlace): Promise<TBoardCard> {
  const board = await requireBoard(ctx, boardIdParam);
  await requireAccountSpecbook(ctx.db, board, input.id);
  return place(ctx, board, input.id, input);
}

async function requireCard(db: Executor, board: BoardRow, specbookIdParam: string): Promise<number> {
  const specbookId = rowId(specbookIdParam);
  const [row] = await db
    .select({ id: boardSpecbooks.specbookId })
    .from(boardSpecbooks)
    .where(and(eq(boardSpecbooks.specbookId, specbookId), eq(boardSpecbooks.boardId, board.id), eq(boardSpecbooks.accountId, board.accountId)));
  if (!row) throw new NotFoundError();
  return row.id;
}

/** PATCH {u}/board/{boardId}/specbooks/{specbookId}: one move, to a lane and position; writes one row. */
export async function moveBoardSpecbook(ctx: ServiceContext, boardIdParam: string, specbookIdParam: string, input: TBoardSpecbookMove): Promise<TBoardCard> {
  const board = await requireBoard(ctx, boardIdParam);
  const specbookId = await requireCard(ctx.db, board, specbookIdParam);
  return place(ctx, board, specbookId, input);
}

/** DELETE {u}/board/{boardId}/specbooks/{specbookId}: takes the specbook off the board (the specbook stays). */
export async function removeBoardSpecbook(ctx: ServiceContext, boardIdParam: string, specbookIdParam: string): Promise<{ id: number }> {
  const board = await requireBoard(ctx, boardIdParam);
  const specbookId = await requireCard(ctx.db, board, specbookIdParam);
  await ctx.db.delete(boardSpecbooks).where(eq(boardSpecbooks.specbookId, specbookId));
  return { id: specbookId };
}

/** The board, lane, open alerts and team size of a specbook, as the specbook answer carries them. */
export async function specbookBoardFacts(db: Executor, specbookId: number, accountId: number): Promise<TSpecbookBoardFacts> {
  const [placeRow] = await db
    .select({ boardId: boards.id, boardName: boards.name, laneId: boardLanes.id, laneName: boardLanes.name })
    .from(boardSpecbooks)
    .innerJoin(boards, eq(boards.id, boardSpecbooks.boardId))
    .innerJoin(boardLanes, eq(boardLanes.id, boardSpecbooks.laneId))
    .where(and(eq(boardSpecbooks.specbookId, specbookId), eq(boardSpecbooks.accountId, accountId)));
  const counts = await specbookCounts(db, specbookId);
  return {
    board: placeRow ? { id: placeRow.boardId, name: placeRow.boardName } : null,
    lane: placeRow ? { id: placeRow.laneId, name: placeRow.laneName } : null,
    ...counts,
  };
}
