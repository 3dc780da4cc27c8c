import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { one, zOne } from '#server/lib/http/envelope';
import { ZPriceUpdateBody, ZSpecPriceAnswer } from '#shared/schemas/pricing';
import { ZCalculatedPrice, ZCalculatePriceBody } from '#shared/schemas/calculate-price';
import { calculatePrice } from './calculate-price';
import { getSpecPrice, updateSpecPrice } from './pricing.service';

const ZParams = z.object({ userId: z.string(), id: z.string(), joinId: z.string() });
const PATH = '/v4/user/:userId/specbook/:id/specs/:joinId/price';

/** Price of a spec in a specbook: GET and PATCH {u}/specbook/{id}/specs/{joinId}/price. */
export const pricingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATH,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['pricing'],
        summary: 'The price of a spec in a specbook, with its line total (sale × qty)',
        params: ZParams,
        response: { 200: zOne(ZSpecPriceAnswer) },
      },
    },
    async (request) => one(await getSpecPrice(request.ctx, Number(request.params.id), Number(request.params.joinId))),
  );

  app.patch(
    PATH,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['pricing'],
        summary:
          'Edit the price: one {fieldType, fieldValue} or a list applied in order; dependent fields are recomputed (sale = list × multiplier, margin = (sale − cost) / sale)',
        params: ZParams,
        body: ZPriceUpdateBody,
        response: { 200: zOne(ZSpecPriceAnswer) },
      },
    },
    async (request) =>
      one(await updateSpecPrice(request.ctx, Number(request.params.id), Number(request.params.joinId), request.body)),
  );

  app.post(
    '/v4/user/:userId/specs/calculate-price',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['pricing'],
        summary:
          'Calculate price: {listPrice, salePrice, multiplier, cost, profitMargin, shippingCost} (or {prices, payload: {fieldType, fieldValue}}) → the derived prices by the pricing rules; nothing is written',
        params: z.object({ userId: z.string() }),
        body: ZCalculatePriceBody,
        response: { 200: zOne(ZCalculatedPrice) },
      },
    },
    async (request) => one(calculatePrice(request.body)),
  );
};
