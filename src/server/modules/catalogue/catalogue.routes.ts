import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zFilterRequest } from '#server/lib/http/envelope';
import { parseListQuery } from '#server/lib/http/query';
import { ZCatalogueFacets, ZCatalogueSearchQuery, type TCatalogueSearchQuery } from '#shared/schemas/catalogue';
import { catalogueSpecRoutes } from './catalogue-specs.routes';
import { searchAnswer, ZCatalogueSearchAnswer } from './catalogue-envelope';
import { searchCatalogue } from './catalogue.service';

const ZUserParams = z.object({ userId: z.string() });

const KNOWN_KEYS = new Set(Object.keys(ZCatalogueSearchQuery.shape));

/** The filter[...] keys (and any other unknown key) of a search query, for compileFilter. */
function filterOfQuery(query: TCatalogueSearchQuery): Record<string, unknown> {
  const rest = Object.fromEntries(Object.entries(query).filter(([key, value]) => !KNOWN_KEYS.has(key) && value !== undefined));
  return parseListQuery(rest).filter;
}

const ZBodyQuery = z.object({
  perPage: ZCatalogueSearchQuery.shape.perPage,
  cursor: z.string().max(2048).optional(),
  specbookId: ZCatalogueSearchQuery.shape.specbookId,
  showPrice: ZCatalogueSearchQuery.shape.showPrice,
  includeArchived: ZCatalogueSearchQuery.shape.includeArchived,
  depth: ZCatalogueSearchQuery.shape.depth,
});

const SEARCH_SUMMARY =
  'Full text over name, finish, collection, category, style, material, installation, description (prefix per word), manufacturer names and ' +
  "partial model numbers ('aq4512', 'AQ-45', '4512 bn'); ranked exact model, model prefix, text rank. " +
  'Filter fields: manufacturer (id), finish, collection, category, style, material, installation, price, modelNumber, baseModel, upc, archived, id, updatedAt; ' +
  'operators any, all, eq, nq, in, notin, lt, gt, lte, gte. Answers carry `facets` (over at most the first 1,000 matches) and `count`.';

/** Catalogue search: GET {u}/specs (page-numbered or cursor), POST search and filter, GET facets; and the spec routes. */
export const catalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v4/user/:userId/specs',
    {
      onRequest: app.requireAuth,
      config: { queryFilters: 'compiled' },
      schema: {
        tags: ['catalogue'],
        summary: `Search global specs and the account's own. ${SEARCH_SUMMARY} Page-numbered (with meta) unless \`cursor\` is given (an empty cursor starts a cursor list).`,
        params: ZUserParams,
        querystring: ZCatalogueSearchQuery,
        response: { 200: ZCatalogueSearchAnswer },
      },
    },
    async (request) => {
      const q = request.query;
      const cursorMode = q.cursor !== undefined;
      const page = cursorMode ? undefined : (q.page ?? 1);
      const result = await searchCatalogue(request.ctx, {
        ...q,
        search: q.search || q.searchTerm,
        filter: filterOfQuery(q),
        page,
        cursor: q.cursor || undefined,
      });
      return searchAnswer(result, { url: request.url, perPage: q.perPage, page, cursor: q.cursor });
    },
  );

  app.get(
    '/v4/user/:userId/specs/facets',
    {
      onRequest: app.requireAuth,
      config: { queryFilters: 'compiled' },
      schema: {
        tags: ['catalogue'],
        summary: 'Facet counts of a search (same query keys as GET {u}/specs)',
        params: ZUserParams,
        querystring: ZCatalogueSearchQuery,
        response: { 200: z.object({ data: ZCatalogueFacets, count: z.number().int().nullable() }) },
      },
    },
    async (request) => {
      const q = request.query;
      const result = await searchCatalogue(request.ctx, { ...q, search: q.search || q.searchTerm, filter: filterOfQuery(q), perPage: 1, cursor: undefined, page: undefined });
      return { data: result.facets!, count: result.total };
    },
  );

  for (const [path, operation] of [
    ['/v4/user/:userId/specs/search', 'searchSpecsRequest'],
    ['/v4/user/:userId/specs/filter', 'filterProfilesRequest'],
  ] as const) {
    app.post(
      path,
      {
        onRequest: app.requireAuth,
        schema: {
          tags: ['catalogue'],
          summary: `Catalogue ${operation === 'searchSpecsRequest' ? 'search' : 'filter'}: {"${operation}": {"search"?, "filter"?, "cursor"?}}; cursor also in the query. ${SEARCH_SUMMARY}`,
          params: ZUserParams,
          querystring: ZBodyQuery,
          body: zFilterRequest(operation),
          response: { 200: ZCatalogueSearchAnswer },
        },
      },
      async (request) => {
        const body = (request.body as Record<string, { search?: string; filter?: Record<string, unknown>; cursor?: string }>)[operation]!;
        const cursor = request.query.cursor ?? body.cursor;
        const result = await searchCatalogue(request.ctx, { ...request.query, search: body.search, filter: body.filter, cursor });
        return searchAnswer(result, { url: request.url, perPage: request.query.perPage, cursor });
      },
    );
  }

  await app.register(catalogueSpecRoutes);
};
