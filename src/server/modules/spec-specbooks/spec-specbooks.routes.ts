import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, one, zEnvelope, zList, zOne } from '#server/lib/http/envelope';
import { pageEnvelope } from '#server/lib/http/pagination';
import { zPageList } from '#shared/schemas/pagination';
import {
  ZApproveResult,
  ZSpecAddRooms,
  ZSpecClone,
  ZSpecDuplicate,
  ZSpecFinishChange,
  ZSpecPlacement,
  ZSpecReorder,
  ZSpecRoom,
  ZSpecSpecbook,
  ZSpecSpecbookCreate,
  ZSpecSpecbookDeleted,
  ZSpecSpecbookListQuery,
  ZSpecSpecbookUpdate,
} from '#shared/schemas/spec-specbook';
import {
  addSpecToRooms,
  approveSpecbook,
  assignSpecs,
  cloneSpecSpecbook,
  duplicateSpecSpecbook,
  getSpecSpecbook,
  listSpecRooms,
  listSpecSpecbooks,
  removeSpecSpecbook,
  reorderSpecs,
  updateSpecSpecbook,
} from './spec-specbooks.service';
import { changeSpecFinish } from './finish';

const BASE = '/v4/user/:userId/specbook/:id/specs';
const ZParams = z.object({ userId: z.string(), id: z.string() });
const ZJoinParams = ZParams.extend({ joinId: z.string() });
const tags = ['specs in a specbook'];

/** Specs in a specbook: assign, list, update, reorder, duplicate, clone (SB+), remove, approve. */
export const specSpecbooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.requireAuth };

  app.get(
    BASE,
    {
      ...auth,
      config: { especbook: 'read', answerCache: true },
      schema: {
        tags,
        summary:
          "The specbook's specs: one room (categoryID; 'null' or 'misc' = Miscellaneous) or all in room order, filter[spec.id] = only that catalogue spec's placements; 24 a page",
        params: ZParams,
        querystring: ZSpecSpecbookListQuery,
        response: { 200: zPageList(ZSpecSpecbook) },
      },
    },
    async (request) => {
      const page = await listSpecSpecbooks(request.ctx, Number(request.params.id), request.query);
      return pageEnvelope({ ...page, url: request.url });
    },
  );

  app.post(
    BASE,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Assign catalogue specs: one entry (new placement; category.id null = Miscellaneous) or an array of room entries (Select Room)',
        params: ZParams,
        body: zEnvelope('createSpecSpecbookRequest', 'SpecSpecbook', ZSpecSpecbookCreate),
        response: { 201: z.object({ data: z.union([ZSpecSpecbook, z.array(ZSpecSpecbook)]) }) },
      },
    },
    async (request, reply) => {
      const body = request.body.createSpecSpecbookRequest.SpecSpecbook;
      return reply.status(201).send(one(await assignSpecs(request.ctx, Number(request.params.id), body)));
    },
  );

  app.post(
    `${BASE}/reorder`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Move specs within and across rooms: {items: [{joinId, categoryId, order}]} (0-based positions)',
        params: ZParams,
        body: ZSpecReorder,
        response: { 200: zList(ZSpecPlacement) },
      },
    },
    async (request) => list(await reorderSpecs(request.ctx, Number(request.params.id), request.body)),
  );

  app.post(
    `${BASE}/approve`,
    {
      ...auth,
      schema: { tags, summary: 'Approve every spec of the specbook', params: ZParams, response: { 200: zOne(ZApproveResult) } },
    },
    async (request) => one(await approveSpecbook(request.ctx, Number(request.params.id))),
  );

  app.get(
    `${BASE}/:joinId`,
    { ...auth, config: { especbook: 'read', answerCache: true }, schema: { tags, summary: 'One spec in the specbook', params: ZJoinParams, response: { 200: zOne(ZSpecSpecbook) } } },
    async (request) => one(await getSpecSpecbook(request.ctx, Number(request.params.id), request.params.joinId)),
  );

  app.patch(
    `${BASE}/:joinId`,
    {
      ...auth,
      config: { especbook: 'status' },
      schema: {
        tags,
        summary: 'Update quantity, status (userManaged only; logged), name, description, optional flag, room or shipping{method}',
        params: ZJoinParams,
        body: zEnvelope('updateSpecSpecbookRequest', 'SpecSpecbook', ZSpecSpecbookUpdate),
        response: { 200: zOne(ZSpecSpecbook) },
      },
    },
    async (request) => {
      const patch = request.body.updateSpecSpecbookRequest.SpecSpecbook;
      return one(await updateSpecSpecbook(request.ctx, Number(request.params.id), request.params.joinId, patch));
    },
  );

  app.delete(
    `${BASE}/:joinId`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Remove the spec from this room; lastCategory = no placement of the spec is left in the specbook',
        params: ZJoinParams,
        response: { 200: zOne(ZSpecSpecbookDeleted) },
      },
    },
    async (request) => one(await removeSpecSpecbook(request.ctx, Number(request.params.id), request.params.joinId)),
  );

  app.patch(
    `${BASE}/:joinId/finish`,
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Change the finish (More Options): {"updateSpecSpecbookRequest": {"SpecSpecbook": {"finish": {"id"}}}} with the id of a variant from GET {u}/specs/{specId}/finishes; ' +
          "every placement of the spec in this specbook moves to it, keeping rooms, quantities, status and comments; 422 for a spec outside the spec's group",
        params: ZJoinParams,
        body: zEnvelope('updateSpecSpecbookRequest', 'SpecSpecbook', ZSpecFinishChange),
        response: { 200: zOne(ZSpecSpecbook) },
      },
    },
    async (request) => {
      const { finish } = request.body.updateSpecSpecbookRequest.SpecSpecbook;
      return one(await changeSpecFinish(request.ctx, Number(request.params.id), request.params.joinId, finish.id));
    },
  );

  app.post(
    `${BASE}/:joinId/duplicate`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Duplicate the spec right after itself (optional new name), status Open',
        params: ZJoinParams,
        body: ZSpecDuplicate,
        response: { 201: zOne(ZSpecSpecbook) },
      },
    },
    async (request, reply) => {
      const item = await duplicateSpecSpecbook(request.ctx, Number(request.params.id), request.params.joinId, request.body?.name);
      return reply.status(201).send(one(item));
    },
  );

  app.post(
    `${BASE}/:joinId/clone`,
    {
      ...auth,
      schema: {
        tags,
        summary:
          "Clone with specbooks Plus (SB+, ROLE_SPECBOOK_ISPEC): copy the catalogue spec into one of the account's own (optional new name) and point this placement at it",
        params: ZJoinParams,
        body: ZSpecClone,
        response: { 201: zOne(ZSpecSpecbook) },
      },
    },
    async (request, reply) => {
      const item = await cloneSpecSpecbook(request.ctx, Number(request.params.id), request.params.joinId, request.body?.name);
      return reply.status(201).send(one(item));
    },
  );

  app.get(
    `${BASE}/:joinId/categories`,
    {
      ...auth,
      schema: { tags, summary: 'The rooms holding this spec, with its quantity in each', params: ZJoinParams, response: { 200: zList(ZSpecRoom) } },
    },
    async (request) => list(await listSpecRooms(request.ctx, Number(request.params.id), request.params.joinId)),
  );

  app.post(
    `${BASE}/:joinId/categories`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Duplicate Cat: put the spec in further rooms {categories: [{id, quantity}]} (id null = Miscellaneous)',
        params: ZJoinParams,
        body: ZSpecAddRooms,
        response: { 200: zList(ZSpecSpecbook) },
      },
    },
    async (request) => list(await addSpecToRooms(request.ctx, Number(request.params.id), request.params.joinId, request.body)),
  );
};
