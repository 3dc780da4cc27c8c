import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, one, zEnvelope, zList, zOne } from '#server/lib/http/envelope';
import {
  ZCategory,
  ZCategoryCreate,
  ZCategoryDeleted,
  ZCategoryDeleteQuery,
  ZCategoryDuplicate,
  ZCategoryReorder,
  ZCategoryUpdate,
} from '#shared/schemas/category';
import { ZAttribute } from '#shared/schemas/room-attributes';
import { ZSpecSpecbook } from '#shared/schemas/spec-specbook';
import {
  approveCategory,
  createCategory,
  deleteCategory,
  duplicateCategory,
  listCategories,
  rejectCategory,
  reorderCategories,
  updateCategory,
} from './categories.service';
import { listRoomAttributes } from './room-attributes';

const BASE = '/v4/user/:userId/specbook/:id/categories';
const ZParams = z.object({ userId: z.string(), id: z.string() });
const ZRoomParams = ZParams.extend({ categoryId: z.string().describe("A room id, or 'misc' for Miscellaneous") });
const tags = ['rooms'];

/** Rooms (specbook categories). */
export const categoriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.requireAuth };

  app.get(
    BASE,
    {
      ...auth,
      config: { especbook: 'read', answerCache: true },
      schema: {
        tags,
        summary:
          'The rooms in order with spec counts and quoted totals (totalSalesPrice, totalListPrice, totalShippingCost, totalCost, totalProfitMargin); Miscellaneous (id null) last when it holds specs',
        params: ZParams,
        response: { 200: zList(ZCategory) },
      },
    },
    async (request) => list(await listCategories(request.ctx, Number(request.params.id))),
  );

  app.post(
    BASE,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Create a room at the end',
        params: ZParams,
        body: zEnvelope('createSpecbookCategoryRequest', 'Category', ZCategoryCreate),
        response: { 201: zOne(ZCategory) },
      },
    },
    async (request, reply) => {
      const input = request.body.createSpecbookCategoryRequest.Category;
      return reply.status(201).send(one(await createCategory(request.ctx, Number(request.params.id), input)));
    },
  );

  app.post(
    `${BASE}/reorder`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Reorder every room at once: {order: [roomId, …]} listing each room exactly once',
        params: ZParams,
        body: ZCategoryReorder,
        response: { 200: zList(ZCategory) },
      },
    },
    async (request) => list(await reorderCategories(request.ctx, Number(request.params.id), request.body)),
  );

  app.patch(
    `${BASE}/:categoryId`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Rename a room, set its note, or move it to a 0-based position (order / orderID)',
        params: ZRoomParams,
        body: zEnvelope('updateSpecbookCategoryRequest', 'Category', ZCategoryUpdate),
        response: { 200: zOne(ZCategory) },
      },
    },
    async (request) => {
      const { id, categoryId } = request.params;
      const patch = request.body.updateSpecbookCategoryRequest.Category;
      return one(await updateCategory(request.ctx, Number(id), categoryId, patch));
    },
  );

  app.delete(
    `${BASE}/:categoryId`,
    {
      ...auth,
      schema: {
        tags,
        summary: 'Delete a room: 412 with a question when it holds specs (repeat with forceDelete=true); 422 for Miscellaneous',
        params: ZRoomParams,
        querystring: ZCategoryDeleteQuery,
        response: { 200: zOne(ZCategoryDeleted) },
      },
    },
    async (request) => {
      const { id, categoryId } = request.params;
      return one(await deleteCategory(request.ctx, Number(id), categoryId, request.query.forceDelete));
    },
  );

  app.post(
    `${BASE}/:categoryId/duplicate`,
    {
      ...auth,
      schema: {
        tags,
        summary: "Duplicate a room with its specs right after it ('<name> (copy)' unless a name is given)",
        params: ZRoomParams,
        body: ZCategoryDuplicate,
        response: { 201: zOne(ZCategory) },
      },
    },
    async (request, reply) => {
      const { id, categoryId } = request.params;
      return reply.status(201).send(one(await duplicateCategory(request.ctx, Number(id), categoryId, request.body?.name)));
    },
  );

  app.post(
    `${BASE}/:categoryId/approve`,
    {
      ...auth,
      config: { especbook: 'approve' },
      schema: {
        tags,
        summary: "Approve every spec of a room ('misc' = Miscellaneous); answers the room's specs",
        params: ZRoomParams,
        response: { 200: zList(ZSpecSpecbook) },
      },
    },
    async (request) => list(await approveCategory(request.ctx, Number(request.params.id), request.params.categoryId)),
  );

  app.post(
    `${BASE}/:categoryId/reject`,
    {
      ...auth,
      // The e-Specbook's Reject All: open to the members who may Approve All (canApprove).
      config: { especbook: 'approve' },
      schema: {
        tags,
        summary: "Reject every spec of a room ('misc' = Miscellaneous), the e-Specbook's Reject All; answers the room's specs",
        params: ZRoomParams,
        response: { 200: zList(ZSpecSpecbook) },
      },
    },
    async (request) => list(await rejectCategory(request.ctx, Number(request.params.id), request.params.categoryId)),
  );

  app.get(
    `${BASE}/:categoryId/attributes`,
    {
      ...auth,
      schema: {
        tags,
        summary: "Category attributes: the finish, style, installation, material and collection values of the room's specs, each alphabetical",
        params: ZRoomParams,
        response: { 200: zList(ZAttribute) },
      },
    },
    async (request) => list(await listRoomAttributes(request.ctx, Number(request.params.id), request.params.categoryId)),
  );
};
