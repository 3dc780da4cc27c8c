import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessHook } from '#server/lib/access';
import { zEnvelope, zFilterRequest, zList, zOne } from '#server/lib/http/envelope';
import { parseListQuery, ZListQuerystring } from '#server/lib/http/query';
import {
  BOARD_OPERATIONS as OP,
  ZBoard,
  ZBoardCard,
  ZBoardCreate,
  ZBoardDeleteQuery,
  ZBoardSpecbookMove,
  ZBoardSpecbookPlace,
  ZBoardUpdate,
  ZLane,
  ZLaneCreate,
  ZLaneDeleteQuery,
  ZLaneUpdate,
} from '#shared/schemas/board';
import { createBoard, deleteBoard, getBoard, listBoards, updateBoard } from './boards.service';
import { addBoardSpecbook, listBoardCards, moveBoardSpecbook, removeBoardSpecbook } from './board-specbooks.service';
import { createLane, deleteLane, listLanes, updateLane } from './lanes.service';

const BOARDS = '/v4/user/:userId/board';
const BOARD = `${BOARDS}/:boardId`;
const LANES = `${BOARD}/lanes`;
const CARDS = `${BOARD}/specbooks`;
const ZUserParams = z.object({ userId: z.string() });
const ZBoardParams = ZUserParams.extend({ boardId: z.string() });
const ZLaneParams = ZBoardParams.extend({ laneId: z.string() });
const ZCardParams = ZBoardParams.extend({ specbookId: z.string() });
const ZCards = z.object({ data: z.array(ZBoardCard), count: z.number().int() });
const ZRemoved = zOne(z.object({ id: z.number().int() }));
const tags = ['boards'];

/** Job pipelines boards: boards (this file), their lanes and the specbooks on them (docs/decisions/059); behind useJobPipelines (403 without it, decision 067). */
export const boardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: [app.requireAuth, accessHook('jobPipelines')] };

  app.get(BOARDS, { ...auth, schema: { tags, summary: "The account's boards, the default first", params: ZUserParams, response: { 200: zList(ZBoard) } } }, async (request) => ({
    data: await listBoards(request.ctx),
  }));

  app.post(
    BOARDS,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Create a board, optionally with lanes (names in order); the first board of an account is its default',
        params: ZUserParams,
        body: zEnvelope(OP.createBoard, 'Board', ZBoardCreate),
        response: { 201: zOne(ZBoard) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createBoard(request.ctx, request.body.createBoardRequest.Board) }),
  );

  app.get(BOARD, { ...auth, schema: { tags, summary: 'A board with its lanes in order', params: ZBoardParams, response: { 200: zOne(ZBoard) } } }, async (request) => ({
    data: await getBoard(request.ctx, request.params.boardId),
  }));

  app.patch(
    BOARD,
    {
      ...auth,
      schema: { tags, summary: 'Rename a board or make it the default', params: ZBoardParams, body: zEnvelope(OP.updateBoard, 'Board', ZBoardUpdate), response: { 200: zOne(ZBoard) } },
    },
    async (request) => ({ data: await updateBoard(request.ctx, request.params.boardId, request.body.updateBoardRequest.Board) }),
  );

  app.delete(
    BOARD,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Remove a board (its specbooks stay, off the board): 412 when it holds specbooks, repeat with forceDelete=true',
        params: ZBoardParams,
        querystring: ZBoardDeleteQuery,
        response: { 200: ZRemoved },
      },
    },
    async (request) => ({ data: await deleteBoard(request.ctx, request.params.boardId, request.query.forceDelete === 'true') }),
  );

  await app.register(lanesRoutes);
  await app.register(boardSpecbooksRoutes);
};

/** Lanes of a board: list, add, rename / reorder (one row written), remove. */
const lanesRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: [app.requireAuth, accessHook('jobPipelines')] };

  app.get(LANES, { ...auth, schema: { tags, summary: "A board's lanes in order", params: ZBoardParams, response: { 200: zList(ZLane) } } }, async (request) => ({
    data: await listLanes(request.ctx, request.params.boardId),
  }));

  app.post(
    LANES,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Add a lane: last, or after / before a lane (null = first / last), or at an order key',
        params: ZBoardParams,
        body: zEnvelope(OP.createLane, 'Lane', ZLaneCreate),
        response: { 201: zOne(ZLane) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createLane(request.ctx, request.params.boardId, request.body.createLaneRequest.Lane) }),
  );

  app.patch(
    `${LANES}/:laneId`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Rename a lane and/or move it (after / before a lane, or an order key)',
        params: ZLaneParams,
        body: zEnvelope(OP.updateLane, 'Lane', ZLaneUpdate),
        response: { 200: zOne(ZLane) },
      },
    },
    async (request) => ({ data: await updateLane(request.ctx, request.params.boardId, request.params.laneId, request.body.updateLaneRequest.Lane) }),
  );

  app.delete(
    `${LANES}/:laneId`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Remove a lane: 412 when it holds specbooks unless moveTo names the lane they go to (moved in the same transaction)',
        params: ZLaneParams,
        querystring: ZLaneDeleteQuery,
        response: { 200: zOne(z.object({ id: z.number().int(), moved: z.number().int() })) },
      },
    },
    async (request) => ({ data: await deleteLane(request.ctx, request.params.boardId, request.params.laneId, request.query.moveTo) }),
  );
};

/** Specbooks on a board: list with search and filter, add (or move from another board), move, remove. */
const boardSpecbooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: [app.requireAuth, accessHook('jobPipelines')] };

  app.get(
    CARDS,
    {
      ...auth,
      config: { queryFilters: 'compiled' },
      schema: {
        tags,
        summary: "The board's specbooks by lane and position; search (name, customer, id), filter[lane], filter[customer], filter[name], filter[status], filter[expectedInstalledAt], filter[expectedApprovedAt]",
        params: ZBoardParams,
        querystring: ZListQuerystring,
        response: { 200: ZCards },
      },
    },
    async (request) => {
      const { search, filter } = parseListQuery(request.query);
      const data = await listBoardCards(request.ctx, request.params.boardId, { search, filter });
      return { data, count: data.length };
    },
  );

  app.post(
    `${CARDS}/filter`,
    {
      ...auth,
      schema: {
        tags,
        summary: "Filter the board's specbooks: {updateBoardSpecbooksRequest: {filter, search?}} with the convention's operators over lane, customer, name, status and the expected dates",
        params: ZBoardParams,
        body: zFilterRequest(OP.filterSpecbooks),
        response: { 200: ZCards },
      },
    },
    async (request) => {
      const { filter, search } = request.body.updateBoardSpecbooksRequest;
      const data = await listBoardCards(request.ctx, request.params.boardId, { search, filter });
      return { data, count: data.length };
    },
  );

  app.post(
    CARDS,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Put a specbook in a lane (position: an order key or {before, after} card ids; default the end); one on another board moves here',
        params: ZBoardParams,
        body: zEnvelope(OP.addSpecbook, 'Specbook', ZBoardSpecbookPlace),
        response: { 201: zOne(ZBoardCard) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await addBoardSpecbook(request.ctx, request.params.boardId, request.body.addBoardSpecbookRequest.Specbook) }),
  );

  app.patch(
    `${CARDS}/:specbookId`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Move a specbook to a lane and position (one row written, no renumbering)',
        params: ZCardParams,
        body: zEnvelope(OP.addSpecbook, 'Specbook', ZBoardSpecbookMove),
        response: { 200: zOne(ZBoardCard) },
      },
    },
    async (request) => ({
      data: await moveBoardSpecbook(request.ctx, request.params.boardId, request.params.specbookId, request.body.addBoardSpecbookRequest.Specbook),
    }),
  );

  app.delete(
    `${CARDS}/:specbookId`,
    { ...auth, schema: { tags, summary: 'Take a specbook off the board', params: ZCardParams, response: { 200: ZRemoved } } },
    async (request) => ({ data: await removeBoardSpecbook(request.ctx, request.params.boardId, request.params.specbookId) }),
  );
};
