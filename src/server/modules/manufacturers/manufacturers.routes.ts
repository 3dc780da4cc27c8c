import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zFilterRequest } from '#server/lib/http/envelope';
import { cursorEnvelope, pathOf } from '#server/lib/http/pagination';
import { MANUFACTURER_LIMITS } from '#shared/lib/manufacturer-messages';
import {
  ZManufacturer,
  ZManufacturerCreateBody,
  ZManufacturerListQuery,
  ZManufacturerSearchBody,
  ZManufacturerUpdate,
} from '#shared/schemas/manufacturer';
import { zCursorList } from '#shared/schemas/pagination';
import {
  createManufacturer,
  getManufacturer,
  listManufacturers,
  searchManufacturers,
  toManufacturer,
  updateManufacturer,
  type ManufacturerPage,
  type ManufacturerRow,
} from './manufacturers.service';

const ZUserParams = z.object({ userId: z.string() });
const ZOneParams = z.object({ userId: z.string(), manufacturerId: z.string() });
const ZOne = z.object({ data: ZManufacturer });
const ZPageQuery = z.object({ perPage: ZManufacturerListQuery.shape.perPage, cursor: z.string().optional() });
const ZUpdateBody = z.object({
  createManufacturerRequest: z.object({ Manufacturer: ZManufacturerUpdate }, { error: 'Request body must be {"createManufacturerRequest": {"Manufacturer": {...}}}.' }),
});

/** A search answer: the whole list in typeahead order (no further pages). */
function searchAnswer(rows: ManufacturerRow[], perPage: number, url: string, linksFor?: number) {
  return {
    data: rows.map((r) => toManufacturer(r, linksFor)),
    _pagination: { base: '/api', currentPage: null, perPage, total: rows.length, lastPage: null, next: null, prev: null, path: pathOf(url) },
  };
}

function page(result: ManufacturerPage, perPage: number, url: string, linksFor?: number) {
  return cursorEnvelope({ rows: result.rows, perPage, url, cursorOf: result.cursorOf, map: (r) => toManufacturer(r, linksFor) });
}

/** Manufacturers: list, typeahead search, filter, create, get, update (spec §7 "Manufacturers"). */
export const manufacturersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v4/user/:userId/manufacturer',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['manufacturers'],
        summary:
          'Global manufacturers and the account’s own. Without `search`: by name, cursor paginated. With `search`: the typeahead ' +
          '(case-insensitive prefix of the name or a word of it; prefix matches first, shorter names first). `links=true` adds links.',
        params: ZUserParams,
        querystring: ZManufacturerListQuery,
        response: { 200: zCursorList(ZManufacturer) },
      },
    },
    async (request) => {
      const { search, perPage, cursor, links } = request.query;
      const linksFor = links ? request.ctx.user.id : undefined;
      if (search !== undefined) {
        const rows = await searchManufacturers(request.ctx, search, Math.min(perPage, MANUFACTURER_LIMITS.typeaheadMax * 5));
        return searchAnswer(rows, perPage, request.url, linksFor);
      }
      return page(await listManufacturers(request.ctx, { perPage, cursor }), perPage, request.url, linksFor);
    },
  );

  app.post(
    '/v4/user/:userId/manufacturer/search',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['manufacturers'],
        summary: 'Typeahead: {"searchManufacturersRequest": {"search", "perPage"?, "links"?}}',
        params: ZUserParams,
        body: ZManufacturerSearchBody,
        response: { 200: zCursorList(ZManufacturer) },
      },
    },
    async (request) => {
      const { search, perPage = MANUFACTURER_LIMITS.typeaheadMax, links } = request.body.searchManufacturersRequest;
      const rows = await searchManufacturers(request.ctx, search, perPage);
      return searchAnswer(rows, perPage, request.url, links ? request.ctx.user.id : undefined);
    },
  );

  app.post(
    '/v4/user/:userId/manufacturer/filter',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['manufacturers'],
        summary:
          'Filter: {"filterProfilesRequest": {"filter", "sort", "links"?, "cursor"?}}. Filter fields: id, name, url, active, enabled, ' +
          'sellInMarketplace, global, createdAt, updatedAt; sort: id, name, createdAt, updatedAt.',
        params: ZUserParams,
        querystring: ZPageQuery,
        body: zFilterRequest('filterProfilesRequest'),
        response: { 200: zCursorList(ZManufacturer) },
      },
    },
    async (request) => {
      const { filter, sort, cursor, links } = request.body.filterProfilesRequest;
      const { perPage } = request.query;
      const result = await listManufacturers(request.ctx, { filter, sort, cursor: request.query.cursor ?? cursor, perPage });
      return page(result, perPage, request.url, links === true ? request.ctx.user.id : undefined);
    },
  );

  app.post(
    '/v4/user/:userId/manufacturer',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['manufacturers'],
        summary:
          'Creates one of the account’s manufacturers: {"createManufacturerRequest": {"Manufacturer": {name, url}}} or {company, url}. ' +
          '409 when a manufacturer of that name exists for the caller.',
        params: ZUserParams,
        body: ZManufacturerCreateBody,
        response: { 201: ZOne },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const input = 'createManufacturerRequest' in body ? body.createManufacturerRequest.Manufacturer : { name: body.company, url: body.url };
      const row = await createManufacturer(request.ctx, input);
      return reply.status(201).send({ data: toManufacturer(row) });
    },
  );

  app.get(
    '/v4/user/:userId/manufacturer/:manufacturerId',
    {
      onRequest: app.requireAuth,
      schema: { tags: ['manufacturers'], summary: 'One manufacturer', params: ZOneParams, response: { 200: ZOne } },
    },
    async (request) => ({ data: toManufacturer(await getManufacturer(request.ctx, Number(request.params.manufacturerId))) }),
  );

  app.patch(
    '/v4/user/:userId/manufacturer/:manufacturerId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['manufacturers'],
        summary: 'Updates one of the account’s manufacturers: {"createManufacturerRequest": {"Manufacturer": {…}}}. Global ones: 403.',
        params: ZOneParams,
        body: ZUpdateBody,
        response: { 200: ZOne },
      },
    },
    async (request) => {
      const id = Number(request.params.manufacturerId);
      return { data: toManufacturer(await updateManufacturer(request.ctx, id, request.body.createManufacturerRequest.Manufacturer)) };
    },
  );
};
