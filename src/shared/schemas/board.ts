import { z } from 'zod';
import { BOARD_LIMITS, BOARD_MESSAGES as M } from '#shared/lib/board-messages';

/** Request operations and resources of boards (`{"createLaneRequest": {"Lane": {…}}}`, …). */
export const BOARD_OPERATIONS = {
  createBoard: 'createBoardRequest',
  updateBoard: 'updateBoardRequest',
  createLane: 'createLaneRequest',
  updateLane: 'updateLaneRequest',
  addSpecbook: 'addBoardSpecbookRequest',
  filterSpecbooks: 'updateBoardSpecbooksRequest',
} as const;

const zId = z.number().int().positive();
const zName = (max: number, tooLong: string) => z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(max, tooLong);
const zBoardName = zName(BOARD_LIMITS.boardNameMax, M.boardNameTooLong);
const zLaneName = zName(BOARD_LIMITS.laneNameMax, M.laneNameTooLong);

/** `{id, name}` of the board or lane a specbook sits on. */
export const ZNamedRef = z.object({ id: z.number().int(), name: z.string() });
export type TNamedRef = z.infer<typeof ZNamedRef>;

/** A lane of a board, ordered by `position` (a fractional-indexing key). */
export const ZLane = z.object({
  id: z.number().int(),
  boardId: z.number().int(),
  name: z.string(),
  position: z.string(),
  specbookCount: z.number().int(),
});
export type TLane = z.infer<typeof ZLane>;

/** A board as lists answer it; GET one board adds its lanes. */
export const ZBoard = z.object({
  id: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
  specbookCount: z.number().int(),
  lanes: z.array(ZLane).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TBoard = z.infer<typeof ZBoard>;

/** `createBoardRequest.Board`: a name, whether it opens first, and optionally the names of its first lanes. */
export const ZBoardCreate = z.object({
  name: zBoardName,
  isDefault: z.boolean().optional(),
  lanes: z.array(zLaneName).max(BOARD_LIMITS.lanesMax, M.tooManyLanes).optional(),
});
export type TBoardCreate = z.output<typeof ZBoardCreate>;

/** `updateBoardRequest.Board`: rename, or make it the board that opens first. */
export const ZBoardUpdate = z.object({ name: zBoardName.optional(), isDefault: z.literal(true).optional() });
export type TBoardUpdate = z.output<typeof ZBoardUpdate>;

/**
 * Where a lane goes among the board's lanes: after the lane `after` (null = first), before the
 * lane `before` (null = last), or at an explicit order key `position`. None = last.
 */
const laneWhere = {
  position: z.string().min(1).max(64).optional(),
  after: zId.nullable().optional(),
  before: zId.nullable().optional(),
};

/** `createLaneRequest.Lane`. */
export const ZLaneCreate = z.object({ name: zLaneName, ...laneWhere });
export type TLaneCreate = z.output<typeof ZLaneCreate>;

/** `updateLaneRequest.Lane`: rename and/or reorder (give the neighbours or a position). */
export const ZLaneUpdate = z.object({ name: zLaneName.optional(), ...laneWhere });
export type TLaneUpdate = z.output<typeof ZLaneUpdate>;

/** DELETE …/lanes/{laneId}?moveTo=: the lane that receives the removed lane's specbooks. */
export const ZLaneDeleteQuery = z.object({ moveTo: z.coerce.number().int().positive().optional() });

/** DELETE …/board/{boardId}?forceDelete=true: remove a board that holds specbooks. */
export const ZBoardDeleteQuery = z.object({ forceDelete: z.enum(['true', 'false']).optional() });

/** Neighbours of a card: it goes after the card `after` and before the card `before` (ids of specbooks in the lane). */
export const ZCardNeighbours = z.object({ after: zId.nullable().optional(), before: zId.nullable().optional() });
export type TCardNeighbours = z.infer<typeof ZCardNeighbours>;

/**
 * `addBoardSpecbookRequest.Specbook`, for adding and for moving: the specbook, its lane and where
 * in the lane. `position` is an order key or the neighbours `{before, after}`; the neighbours may
 * also be given beside it. No position = the end of the lane.
 */
export const ZBoardSpecbookPlace = z.object({
  id: zId,
  lane: z.object({ id: zId }, { error: M.laneRequired }),
  position: z.union([z.string().min(1).max(64), ZCardNeighbours]).nullable().optional(),
  after: zId.nullable().optional(),
  before: zId.nullable().optional(),
});
export type TBoardSpecbookPlace = z.output<typeof ZBoardSpecbookPlace>;

/** A move (PATCH …/specbooks/{specbookId}): the same body, `id` optional (the path names it). */
export const ZBoardSpecbookMove = ZBoardSpecbookPlace.extend({ id: zId.optional() });
export type TBoardSpecbookMove = z.output<typeof ZBoardSpecbookMove>;

/** A specbook's card on a board. Money as strings with 2 decimals. */
export const ZBoardCard = z.object({
  id: z.number().int(),
  specbookID: z.number().int(),
  name: z.string(),
  status: z.string(),
  customer: ZNamedRef.nullable(),
  customerName: z.string().nullable(),
  /** The quoted sale total. */
  value: z.string(),
  /** The approved sale total and its share of the quoted one, 0–100 (whole percent). */
  approvedValue: z.string(),
  approvedShare: z.number().int(),
  expectedInstalledAt: z.string().nullable(),
  expectedApprovedAt: z.string().nullable(),
  openAlertCount: z.number().int(),
  teamMemberCount: z.number().int(),
  board: ZNamedRef,
  lane: ZNamedRef,
  position: z.string(),
});
export type TBoardCard = z.infer<typeof ZBoardCard>;

/** GET …/specbooks query: `search` over name, customer and id; `filter[lane]`, `filter[status]`, … */
export const ZBoardSpecbooksQuery = z.looseObject({ search: z.string().trim().max(100).optional() });

/** A specbook's place on a board, as the specbook answers it. */
export const ZSpecbookBoardFacts = z.object({
  board: ZNamedRef.nullable(),
  lane: ZNamedRef.nullable(),
  openAlertCount: z.number().int(),
  teamMemberCount: z.number().int(),
});
export type TSpecbookBoardFacts = z.infer<typeof ZSpecbookBoardFacts>;
