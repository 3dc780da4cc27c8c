import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageEnvelope } from '#server/lib/http/pagination';
import { ZCatalogueSearchQuery, ZCatalogueSpec } from '#shared/schemas/catalogue';
import { zPageList } from '#shared/schemas/pagination';
import { searchCatalogue } from './catalogue.service';

/** Catalogue specs of a user (basic search for Assign Spec): GET {u}/specs. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v4/user/:userId/specs',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['catalogue'],
        summary: "Search global specs and the account's own by name, model number, manufacturer, finish or collection",
        params: z.object({ userId: z.string() }),
        querystring: ZCatalogueSearchQuery,
        response: { 200: zPageList(ZCatalogueSpec) },
      },
    },
    async (request) => {
      const page = await searchCatalogue(request.ctx, request.query);
      return pageEnvelope({ ...page, url: request.url });
    },
  );
};
