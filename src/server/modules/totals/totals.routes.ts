import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { one, zOne } from '#server/lib/http/envelope';
import { ZCategoryTotals, ZSpecbookTotals, ZTotalsQuery } from '#shared/schemas/totals';
import { getCategoryTotals, getSpecbookTotals } from './totals.service';

/** Specbook and category totals. */
export const totalsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v4/user/:userId/specbook/:id/totals',
    {
      onRequest: app.requireAuth,
      config: { especbook: 'read', answerCache: true },
      schema: {
        tags: ['totals'],
        summary:
          'Specbook totals: quoted, approved, optional, all and uncategorized {quoted, approved}; money as "1234.50"; summary=false leaves out the summaries',
        params: z.object({ userId: z.string(), id: z.string() }),
        querystring: ZTotalsQuery,
        response: { 200: zOne(ZSpecbookTotals) },
      },
    },
    async (request) => one(await getSpecbookTotals(request.ctx, Number(request.params.id), request.query)),
  );

  app.get(
    '/v4/user/:userId/specbook/:id/categories/:categoryId/totals',
    {
      onRequest: app.requireAuth,
      config: { especbook: 'read' },
      schema: {
        tags: ['totals'],
        summary: "A room's totals: quoted, approved, optional and all (categoryId 'misc' or 0 = Miscellaneous)",
        params: z.object({ userId: z.string(), id: z.string(), categoryId: z.string() }),
        querystring: ZTotalsQuery,
        response: { 200: zOne(ZCategoryTotals) },
      },
    },
    async (request) =>
      one(await getCategoryTotals(request.ctx, Number(request.params.id), request.params.categoryId, request.query)),
  );
};
