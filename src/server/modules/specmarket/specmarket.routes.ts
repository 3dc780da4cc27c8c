import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, zList } from '#server/lib/http/envelope';
import { pageEnvelope } from '#server/lib/http/pagination';
import { zPageList } from '#shared/schemas/pagination';
import { ZSpecmarketCategory, ZSpecmarketProduct, ZSpecmarketProductQuery } from '#shared/schemas/specmarket';
import { listSpecmarketCategories } from './specmarket-categories.service';
import { listSpecmarketProducts } from './specmarket-products.service';

const SPECMARKET = '/v4/user/:userId/specmarket';
const ZUserParams = z.object({ userId: z.string() });
const tags = ['specmarket'];

/**
 * The marketplace's catalogue (spec/business-records.md §2 "Marketplace"; docs/decisions/056):
 * its categories and the product cards of the specs the account's vendors offer.
 */
export const specmarketRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${SPECMARKET}/categories`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          "The marketplace categories: the departments in the spec's order, each followed by its product types, with url, parents, " +
          'productCount (products the account’s vendors offer) and image (with useSpecmarketCategoryImages)',
        params: ZUserParams,
        response: { 200: zList(ZSpecmarketCategory) },
      },
    },
    async (request) => list(await listSpecmarketCategories(request.ctx)),
  );

  app.get(
    `${SPECMARKET}/products`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'Product cards of the specs the account’s vendors offer, each with its best offer (preferred seller first, then the lowest price) and offerCount: ' +
          'category (slug path, "bath" or "bath/faucets"; by name), search (words or a model number; by rank); page-numbered (page, perPage; 24 a page). ' +
          'Without the marketplace role (id 11) only category=appliances… (403 otherwise)',
        params: ZUserParams,
        querystring: ZSpecmarketProductQuery,
        response: { 200: zPageList(ZSpecmarketProduct) },
      },
    },
    async (request) => {
      const result = await listSpecmarketProducts(request.ctx, request.query);
      return pageEnvelope({ ...result, page: request.query.page, perPage: request.query.perPage, url: request.url });
    },
  );
};
