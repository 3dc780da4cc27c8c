import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessHook } from '#server/lib/access';
import { one, zOne, zOperation } from '#server/lib/http/envelope';
import { pageEnvelope } from '#server/lib/http/pagination';
import { ZPagePagination, ZPageMeta } from '#shared/schemas/pagination';
import {
  ZBulkPriceUpdate,
  ZPriceChange,
  ZPriceChangeSummary,
  ZPriceRefresh,
  ZPriceUpdateResult,
  ZRawPriceUpdate,
  ZSpecPriceQuery,
  ZUpdatableQuery,
  ZChangePrice,
} from '#shared/schemas/price-update';
import { bulkUpdatePrices, listUpdatableSpecs, priceOfSpec, rawUpdatePrices, refreshVendorPrices } from './price-updates.service';

const ZParams = z.object({ userId: z.string(), id: z.string() });
const PATH = '/v4/user/:userId/specbook/:id/specs';
const ZUpdatableAnswer = z.object({
  data: z.array(ZPriceChange),
  summary: ZPriceChangeSummary,
  _pagination: ZPagePagination.optional(),
  meta: ZPageMeta.optional(),
});

/** Pricing a specbook by its price group: the review list, bulk update, vendor refresh and raw update (ROLE_IBOOK only). */
export const priceUpdatesRoutes: FastifyPluginAsyncZod = async (app) => {
  // Price features (ROLE_IBOOK, spec §6): the specbook's review, bulk, refresh and raw updates (decision 067).
  const priceFeatures = [app.requireAuth, accessHook('priceFeatures')];
  app.get(
    `${PATH}/updatable`,
    {
      onRequest: priceFeatures,
      schema: {
        tags: ['pricing'],
        summary:
          'Updatable specs: the specs whose price the group (`priceGroup` id or none; the specbook’s own when absent) would change, ' +
          'after the vendors’ list prices unless priceGroupChanged=true; each with `before` and `after`. showPagination=true pages them.',
        params: ZParams,
        querystring: ZUpdatableQuery,
        response: { 200: ZUpdatableAnswer },
      },
    },
    async (request) => {
      const { query } = request;
      const result = await listUpdatableSpecs(request.ctx, Number(request.params.id), query);
      if (!query.showPagination) return { data: result.rows, summary: result.summary };
      return { ...pageEnvelope({ rows: result.rows, total: result.total, page: query.page, perPage: query.perPage, url: request.url }), summary: result.summary };
    },
  );

  app.post(
    `${PATH}/prices/bulk`,
    {
      onRequest: priceFeatures,
      schema: {
        tags: ['pricing'],
        summary:
          'Bulk update: {"bulkUpdatePricesRequest": {"priceGroup"?: {id}|null, "priceGroupChanged", "specs": [{joinId, …the new price}]}} — ' +
          'prices the specs by the group (with the vendor refresh when the group did not change) and sets the group on the specbook',
        params: ZParams,
        body: zOperation('bulkUpdatePricesRequest', ZBulkPriceUpdate),
        response: { 200: zOne(ZPriceUpdateResult) },
      },
    },
    async (request) => one(await bulkUpdatePrices(request.ctx, Number(request.params.id), request.body.bulkUpdatePricesRequest)),
  );

  app.post(
    `${PATH}/prices/refresh`,
    {
      onRequest: priceFeatures,
      schema: {
        tags: ['pricing'],
        summary: 'Bulk vendor price refresh: {"refreshPricesRequest": {"specs"?: [{joinId}]}} — the specs (all when absent) take their vendor’s current list price',
        params: ZParams,
        body: zOperation('refreshPricesRequest', ZPriceRefresh),
        response: { 200: zOne(ZPriceUpdateResult) },
      },
    },
    async (request) => one(await refreshVendorPrices(request.ctx, Number(request.params.id), request.body.refreshPricesRequest)),
  );

  app.patch(
    `${PATH}/prices`,
    {
      onRequest: priceFeatures,
      schema: {
        tags: ['pricing'],
        summary:
          'Raw price update: {"updatePricesRequest": {"specs": [{joinId, payload: [{fieldType, fieldValue}]}]}} — each spec’s edits in order, all specs or none',
        params: ZParams,
        body: zOperation('updatePricesRequest', ZRawPriceUpdate),
        response: { 200: zOne(ZPriceUpdateResult) },
      },
    },
    async (request) => one(await rawUpdatePrices(request.ctx, Number(request.params.id), request.body.updatePricesRequest)),
  );

  app.get(
    '/v4/user/:userId/specs/:specId/price',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['pricing'],
        summary:
          'The price of a catalogue spec by price group (`priceGroup`, else the `specbook`’s group), specbook and cost (default 0): list, sale, multiplier, cost, margin',
        params: z.object({ userId: z.string(), specId: z.string() }),
        querystring: ZSpecPriceQuery,
        response: { 200: zOne(ZChangePrice) },
      },
    },
    async (request) => one(await priceOfSpec(request.ctx, Number(request.params.specId), request.query)),
  );
};
