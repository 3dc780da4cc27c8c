import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeMessage, one, zEnvelope, zOne } from '#server/lib/http/envelope';
import { cursorEnvelope } from '#server/lib/http/pagination';
import type { TPriceGroupType } from '#shared/lib/price-group-messages';
import { zCursorList } from '#shared/schemas/pagination';
import {
  ZPriceGroup,
  ZPriceGroupCreate,
  ZPriceGroupManufacturer,
  ZPriceGroupManufacturerUpdate,
  ZPriceGroupUpdate,
} from '#shared/schemas/price-group';
import {
  createPriceGroup,
  deletePriceGroup,
  getGroupManufacturer,
  getPriceGroup,
  listGroupManufacturers,
  listPriceGroups,
  resetGroupManufacturer,
  toManufacturerEntry,
  toPriceGroup,
  updateGroupManufacturer,
  updatePriceGroup,
} from './price-groups.service';

const BASE = '/v4/user/:userId/pricegroup';
const ZUserParams = z.object({ userId: z.string() });
const ZGroupParams = ZUserParams.extend({ id: z.string() });
const ZEntryParams = ZGroupParams.extend({ manufacturerId: z.string() });
const zPerPage = z.coerce.number().int().min(1, 'perPage must be at least 1.').max(100, 'perPage must be at most 100.').default(24);
const ZListQuery = z.looseObject({ search: z.string().trim().max(200).optional(), cursor: z.string().optional(), perPage: zPerPage });
const ZEntryListQuery = ZListQuery.extend({
  custom: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => v === 'true'),
});
const ZDeleteQuery = z.object({
  forceDelete: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/** Update accepts {"createPriceGroupRequest": {"PriceGroup": …}} (spec §7) or updatePriceGroupRequest. */
const ZUpdateBody = z
  .object({
    createPriceGroupRequest: z.object({ PriceGroup: ZPriceGroupUpdate }).optional(),
    updatePriceGroupRequest: z.object({ PriceGroup: ZPriceGroupUpdate }).optional(),
  })
  .refine((b) => b.createPriceGroupRequest || b.updatePriceGroupRequest, {
    message: envelopeMessage('createPriceGroupRequest', 'PriceGroup'),
    path: ['createPriceGroupRequest', 'PriceGroup'],
  });

/** Custom price groups and their per-manufacturer multiplier and profit (spec §7 "Price groups"). */
export const priceGroupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const lists: { path: string; types?: TPriceGroupType; summary: string }[] = [
    { path: BASE, summary: "The account's price groups, custom and ERP (`types`), by name" },
    { path: `${BASE}/custom`, types: 'custom', summary: "The account's custom price groups by name" },
    { path: `${BASE}/erp`, types: 'erp', summary: "The account's ERP price groups (read-only, one per ERP price class) by name" },
  ];
  for (const { path, types, summary } of lists) {
    app.get(
      path,
      {
        onRequest: app.requireAuth,
        schema: {
          tags: ['price groups'],
          summary: `${summary}; \`search\` over the name; cursor paginated`,
          params: ZUserParams,
          querystring: ZListQuery,
          response: { 200: zCursorList(ZPriceGroup) },
        },
      },
      async (request) => {
        const { perPage } = request.query;
        const page = await listPriceGroups(request.ctx, { ...request.query, types });
        return cursorEnvelope({ rows: page.rows, perPage, url: request.url, cursorOf: page.cursorOf, map: toPriceGroup });
      },
    );
  }

  app.post(
    BASE,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['price groups'],
        summary: 'Creates a custom price group: {"createPriceGroupRequest": {"PriceGroup": {name, multiplier?, profit?}}}',
        params: ZUserParams,
        body: zEnvelope('createPriceGroupRequest', 'PriceGroup', ZPriceGroupCreate),
        response: { 201: zOne(ZPriceGroup) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(one(toPriceGroup(await createPriceGroup(request.ctx, request.body.createPriceGroupRequest.PriceGroup)))),
  );

  app.get(
    `${BASE}/:id`,
    {
      onRequest: app.requireAuth,
      schema: { tags: ['price groups'], summary: 'One price group', params: ZGroupParams, response: { 200: zOne(ZPriceGroup) } },
    },
    async (request) => one(toPriceGroup(await getPriceGroup(request.ctx, Number(request.params.id)))),
  );

  app.patch(
    `${BASE}/:id`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['price groups'],
        summary: 'Updates a price group: {"createPriceGroupRequest": {"PriceGroup": {name?, multiplier?, profit?}}}',
        params: ZGroupParams,
        body: ZUpdateBody,
        response: { 200: zOne(ZPriceGroup) },
      },
    },
    async (request) => {
      const input = (request.body.createPriceGroupRequest ?? request.body.updatePriceGroupRequest)!.PriceGroup;
      return one(toPriceGroup(await updatePriceGroup(request.ctx, Number(request.params.id), input)));
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['price groups'],
        summary: 'Deletes a price group; 412 with a question while specbooks use it, unless forceDelete=true',
        params: ZGroupParams,
        querystring: ZDeleteQuery,
      },
    },
    async (request, reply) => {
      await deletePriceGroup(request.ctx, Number(request.params.id), request.query.forceDelete);
      return reply.status(204).send();
    },
  );

  app.get(
    `${BASE}/:id/manufacturers`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['price groups'],
        summary:
          "Every manufacturer with its multiplier and profit in the group (the group's own when it has no entry, custom false); " +
          '`search` over the name, `custom=true` only the entries; cursor paginated',
        params: ZGroupParams,
        querystring: ZEntryListQuery,
        response: { 200: zCursorList(ZPriceGroupManufacturer) },
      },
    },
    async (request) => {
      const { perPage } = request.query;
      const page = await listGroupManufacturers(request.ctx, Number(request.params.id), request.query);
      return cursorEnvelope({ rows: page.rows, perPage, url: request.url, cursorOf: page.cursorOf, map: (r) => toManufacturerEntry(page.group, r) });
    },
  );

  app.get(
    `${BASE}/:id/manufacturers/:manufacturerId`,
    {
      onRequest: app.requireAuth,
      schema: { tags: ['price groups'], summary: "One manufacturer's entry", params: ZEntryParams, response: { 200: zOne(ZPriceGroupManufacturer) } },
    },
    async (request) => one(await getGroupManufacturer(request.ctx, Number(request.params.id), Number(request.params.manufacturerId))),
  );

  app.patch(
    `${BASE}/:id/manufacturers/:manufacturerId`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['price groups'],
        summary:
          "Sets a manufacturer's own entry: {\"updatePriceGroupManufacturerRequest\": {\"PriceGroupManufacturer\": {base?: 'list'|'cost', multiplier, profit?}}}",
        params: ZEntryParams,
        body: zEnvelope('updatePriceGroupManufacturerRequest', 'PriceGroupManufacturer', ZPriceGroupManufacturerUpdate),
        response: { 200: zOne(ZPriceGroupManufacturer) },
      },
    },
    async (request) =>
      one(
        await updateGroupManufacturer(
          request.ctx,
          Number(request.params.id),
          Number(request.params.manufacturerId),
          request.body.updatePriceGroupManufacturerRequest.PriceGroupManufacturer,
        ),
      ),
  );

  app.delete(
    `${BASE}/:id/manufacturers/:manufacturerId`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['price groups'],
        summary: "Removes a manufacturer's own entry: it follows the group's multiplier and profit again",
        params: ZEntryParams,
        response: { 200: zOne(ZPriceGroupManufacturer) },
      },
    },
    async (request) => one(await resetGroupManufacturer(request.ctx, Number(request.params.id), Number(request.params.manufacturerId))),
  );
};
