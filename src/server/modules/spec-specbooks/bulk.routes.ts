import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZSpecSpecbook } from '#shared/schemas/spec-specbook';
import { BULK_UPDATE_OPERATION, ZSpecSpecbookBulkQuery, ZSpecSpecbookBulkUpdate } from '#shared/schemas/spec-specbook-bulk';
import { updateSpecSpecbooksByFilter } from './bulk-update';
import { listSpecsByRoom } from './by-room';

const BASE = '/v4/user/:userId/specbook/:id/specs';
const ZParams = z.object({ userId: z.string(), id: z.string() });
const tags = ['specs in a specbook'];

/** Specs in a specbook, many at once: update by filter, and the specs keyed by room. */
export const specSpecbooksBulkRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.requireAuth };

  app.patch(
    BASE,
    {
      ...auth,
      schema: {
        tags,
        summary:
          'Update by filter / patch all in a room: {"createSpecSpecbookRequest": {"SpecSpecbook": {…single update fields…}, "filter": {"category.id": 12}}}; ' +
          'miscCategoryHack=true makes category.id the Miscellaneous room. Filter fields: id, joinID, spec.id, specID, category.id, categoryID, status, isOptional. One transaction.',
        params: ZParams,
        querystring: ZSpecSpecbookBulkQuery,
        body: ZSpecSpecbookBulkUpdate,
        response: { 200: z.object({ data: z.array(ZSpecSpecbook), count: z.number().int() }) },
      },
    },
    async (request) => {
      const body = request.body[BULK_UPDATE_OPERATION];
      const { rows, count } = await updateSpecSpecbooksByFilter(request.ctx, Number(request.params.id), body, request.query.miscCategoryHack);
      return { data: rows, count };
    },
  );

  app.get(
    `${BASE}/by-category`,
    {
      ...auth,
      config: { answerCache: true },
      schema: {
        tags,
        summary: "Every spec of the specbook keyed by categoryID ('null' = Miscellaneous); `order` lists the keys in room order",
        params: ZParams,
        response: { 200: z.object({ data: z.record(z.string(), z.array(ZSpecSpecbook)), order: z.array(z.string()) }) },
      },
    },
    async (request) => listSpecsByRoom(request.ctx, Number(request.params.id)),
  );
};
