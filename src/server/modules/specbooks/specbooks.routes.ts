import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeMessage, zEnvelope, zFilterRequest } from '#server/lib/http/envelope';
import { cursorEnvelope } from '#server/lib/http/pagination';
import {
  SPECBOOK_ACTIONS,
  ZSpecbook,
  ZSpecbookCreate,
  ZSpecbookListItem,
  ZSpecbookListQuery,
  ZSpecbookPreview,
  ZSpecbookUpdate,
} from '#shared/schemas/specbook';
import { zCursorList } from '#shared/schemas/pagination';
import {
  applySpecbookAction,
  countSpecbooks,
  createSpecbook,
  deleteSpecbook,
  duplicateSpecbook,
  filterSpecbooks,
  getSpecbookDetail,
  listSpecbooks,
  previewSpecbook,
  toListItem,
  toSpecbook,
  updateSpecbook,
  type SpecbookPage,
} from './specbooks.service';

const ZUserParams = z.object({ userId: z.string() });
const ZSpecbookParams = z.object({ userId: z.string(), id: z.string() });
const ZOneSpecbook = z.object({ data: ZSpecbook });

/** PATCH accepts {"updateSpecbookRequest": {"Specbook": …}} or the create envelope. */
const ZSpecbookPatchBody = z
  .object({
    updateSpecbookRequest: z.object({ Specbook: ZSpecbookUpdate }).optional(),
    createSpecbookRequest: z.object({ Specbook: ZSpecbookUpdate }).optional(),
  })
  .refine((b) => b.updateSpecbookRequest || b.createSpecbookRequest, {
    message: envelopeMessage('updateSpecbookRequest', 'Specbook'),
    path: ['updateSpecbookRequest', 'Specbook'],
  });

const ZFilterQuery = z.object({
  perPage: ZSpecbookListQuery.shape.perPage,
  cursor: z.string().optional(),
});

const ZDeleteQuery = z.object({
  forceDelete: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

function page(result: SpecbookPage, perPage: number, url: string, total?: number) {
  return cursorEnvelope({ rows: result.rows, perPage, url, cursorOf: result.cursorOf, map: toListItem, total });
}

/** Specbooks: list, filter, create, get, update, delete, archive/pin actions, duplicate, preview. */
export const specbooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v4/user/:userId/specbook',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['specbooks'],
        summary:
          "The user's specbooks: pinned first, then most recently updated; `search` matches names and ids; " +
          'filter[profile.id], filter[archived]; archived ones only with includeArchived=true or filter[archived]',
        params: ZUserParams,
        querystring: ZSpecbookListQuery,
        response: { 200: zCursorList(ZSpecbookListItem) },
      },
    },
    async (request) => page(await listSpecbooks(request.ctx, request.query), request.query.perPage, request.url),
  );

  app.post(
    '/v4/user/:userId/specbook/filter',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['specbooks'],
        summary:
          'Specbook filter: {"filterProfilesRequest": {"filter", "sort", "summary", "search"?, "cursor"?}}; cursor also in the query. ' +
          'Fields: id, name, profile.id, archived, pinned, status, createdAt, updatedAt (sort: all but profile.id). ' +
          'summary=true adds `count` and `_pagination.total`.',
        params: ZUserParams,
        querystring: ZFilterQuery,
        body: zFilterRequest('filterProfilesRequest'),
      },
    },
    async (request) => {
      const { filter, sort, search, cursor, summary } = request.body.filterProfilesRequest;
      const { perPage } = request.query;
      const result = await filterSpecbooks(request.ctx, { filter, sort, search, cursor: request.query.cursor ?? cursor, perPage });
      if (summary !== true && summary !== 'true') return page(result, perPage, request.url);
      const total = await countSpecbooks(request.ctx, { filter, search });
      return { ...page(result, perPage, request.url, total), count: total };
    },
  );

  app.post(
    '/v4/user/:userId/specbook/search',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['specbooks'],
        summary:
          'Specbook search, body style (spec §7 "search (searchSpecbooksRequest)"): {"searchSpecbooksRequest": {"search", "filter": {"profile.id"}, "sort"?, "cursor"?}}; ' +
          'the answer of the filter call (specbook or profile name, or the id; archived specbooks left out unless the filter names archived)',
        params: ZUserParams,
        querystring: ZFilterQuery,
        body: zFilterRequest('searchSpecbooksRequest'),
      },
    },
    async (request) => {
      const { filter, sort, search, cursor } = request.body.searchSpecbooksRequest;
      const { perPage } = request.query;
      const result = await filterSpecbooks(request.ctx, { filter, sort, search, cursor: request.query.cursor ?? cursor, perPage, hideArchived: true });
      return page(result, perPage, request.url);
    },
  );

  app.post(
    '/v4/user/:userId/specbook',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['specbooks'],
        summary: 'Creates a specbook: {"createSpecbookRequest": {"Specbook": {"name"?, "description"?, "profile": {"id"}}}}',
        params: ZUserParams,
        body: zEnvelope('createSpecbookRequest', 'Specbook', ZSpecbookCreate),
        response: { 201: ZOneSpecbook },
      },
    },
    async (request, reply) => {
      const created = await createSpecbook(request.ctx, request.body.createSpecbookRequest.Specbook);
      return reply.status(201).send({ data: toSpecbook(created) });
    },
  );

  app.get(
    '/v4/user/:userId/specbook/:id',
    {
      onRequest: app.requireAuth,
      config: { especbook: 'read' },
      schema: { tags: ['specbooks'], summary: 'One specbook, with hasPurchaseOrders and its purchase orders (purchaseOrderLinks / purchaseOrders)', params: ZSpecbookParams, response: { 200: ZOneSpecbook } },
    },
    async (request) => ({ data: await getSpecbookDetail(request.ctx, Number(request.params.id)) }),
  );

  app.patch(
    '/v4/user/:userId/specbook/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['specbooks'],
        summary:
          'Updates a specbook: {"updateSpecbookRequest": {"Specbook": {name, description, profile, pinned, archived, tax, ' +
          'paymentTerms, shippingCalculation, expectedInstalledAt, expectedApprovedAt, status}}} (createSpecbookRequest also accepted; ' +
          'status is a user-managed status value, or {value})',
        params: ZSpecbookParams,
        body: ZSpecbookPatchBody,
        response: { 200: ZOneSpecbook },
      },
    },
    async (request) => {
      const input = (request.body.updateSpecbookRequest ?? request.body.createSpecbookRequest)!.Specbook;
      return { data: toSpecbook(await updateSpecbook(request.ctx, Number(request.params.id), input)) };
    },
  );

  app.delete(
    '/v4/user/:userId/specbook/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['specbooks'],
        summary: 'Deletes a specbook with its rooms, specs and stored proposal; 412 with a question while it holds rooms or specs, unless forceDelete=true',
        params: ZSpecbookParams,
        querystring: ZDeleteQuery,
      },
    },
    async (request, reply) => {
      await deleteSpecbook(request.ctx, app.storage, Number(request.params.id), request.query.forceDelete);
      return reply.status(204).send();
    },
  );

  for (const action of SPECBOOK_ACTIONS) {
    app.post(
      `/v4/user/:userId/specbook/:id/${action}`,
      {
        onRequest: app.requireAuth,
        schema: {
          tags: ['specbooks'],
          summary: `List action '${action}': sets ${action.endsWith('pin') ? 'pinned' : 'archived'} to ${!action.startsWith('un')}`,
          params: ZSpecbookParams,
          response: { 200: ZOneSpecbook },
        },
      },
      async (request) => ({ data: toSpecbook(await applySpecbookAction(request.ctx, Number(request.params.id), action)) }),
    );
  }

  app.post(
    '/v4/user/:userId/specbook/:id/duplicate',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['specbooks'],
        summary: "Copies the specbook with its rooms and specs as '<name> (Copy)'; 403 with a message when the caller may not",
        params: ZSpecbookParams,
        response: { 201: ZOneSpecbook },
      },
    },
    async (request, reply) => {
      const copy = await duplicateSpecbook(request.ctx, Number(request.params.id));
      return reply.status(201).send({ data: toSpecbook(copy) });
    },
  );

  app.get(
    '/v4/user/:userId/specbook/:id/preview',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['specbooks'],
        summary: 'Read-only preview: the specbook, its rooms in order and their specs (Miscellaneous last)',
        params: ZSpecbookParams,
        response: { 200: z.object({ data: ZSpecbookPreview }) },
      },
    },
    async (request) => ({ data: await previewSpecbook(request.ctx, Number(request.params.id)) }),
  );
};
