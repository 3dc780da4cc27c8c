import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, one, zList, zOne } from '#server/lib/http/envelope';
import { ZCategoryTotals, ZSpecbookTotals, ZTotalsQuery } from '#shared/schemas/totals';
import { ZTotalsFilterBody, ZTotalsGroup } from '#shared/schemas/totals-filter';
import { filterSpecbookTotals } from './totals-filter';
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

  app.post(
    '/v4/user/:userId/specbook/totals/filter',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['totals'],
        summary:
          'Filter totals: {"filterSpecbookTotalsRequest": {"filter", "groupBy"?: status | profile.id | customer.id | month}} → quoted and approved totals (list, sale, cost, profit) per group of the matching specbooks',
        params: z.object({ userId: z.string() }),
        body: ZTotalsFilterBody,
        response: { 200: zList(ZTotalsGroup) },
      },
    },
    async (request) => {
      const { filter, groupBy } = request.body.filterSpecbookTotalsRequest;
      return list(await filterSpecbookTotals(request.ctx, filter, groupBy));
    },
  );
};
