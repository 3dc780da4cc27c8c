import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '#server/lib/context';
import { list, zEnvelope, zList, zOne } from '#server/lib/http/envelope';
import { cursorEnvelope } from '#server/lib/http/pagination';
import { zCursorList } from '#shared/schemas/pagination';
import {
  ZShippingCost,
  ZShippingCostCreate,
  ZShippingCostUpdate,
  ZShippingDiscount,
  ZShippingDiscountCreate,
  ZShippingDiscountUpdate,
  ZShippingListQuery,
  type TShippingListQuery,
} from '#shared/schemas/shipping';
import {
  createShippingCost,
  createShippingDiscount,
  cursorOfRow,
  deleteShippingDiscount,
  getShippingCost,
  getShippingDiscount,
  listGlobalShippingDiscounts,
  listShippingCosts,
  listShippingDiscounts,
  replaceShippingCost,
  replaceShippingDiscount,
  toShippingCost,
  toShippingDiscount,
  updateShippingCost,
  updateShippingDiscount,
} from './shipping.service';

const ZUserParams = z.object({ userId: z.string() });
const ZIdParams = ZUserParams.extend({ id: z.string() });

/** What one shipping resource (costs or discounts) needs to get its routes. */
interface ShippingResource<Row extends { id: number }, Out, Create, Update> {
  path: string;
  /** Resource key of the bodies: userShippingCost, userShippingDiscount. */
  resource: string;
  /** Operation suffix: UserShippingCost → createUserShippingCostRequest, … */
  operation: string;
  ZOut: z.ZodType<Out>;
  ZCreate: z.ZodType<Create, unknown>;
  ZUpdate: z.ZodType<Update, unknown>;
  toApi: (row: Row) => Out;
  list: (ctx: ServiceContext, query: TShippingListQuery) => Promise<Row[]>;
  get: (ctx: ServiceContext, id: number) => Promise<Row>;
  create: (ctx: ServiceContext, input: Create) => Promise<Row>;
  replace: (ctx: ServiceContext, id: number, input: Create) => Promise<Row>;
  update: (ctx: ServiceContext, id: number, input: Update) => Promise<Row>;
}

/** The body's resource, once the envelope schema has checked it. */
function resourceOf<T>(body: unknown, operation: string, resource: string): T {
  return (body as Record<string, Record<string, T>>)[operation]![resource]!;
}

/** Registers list (by id, cursor), create, get, replace (PUT) and update (PATCH) for one resource. */
function registerResource<Row extends { id: number }, Out, Create, Update>(
  app: FastifyInstance,
  r: ShippingResource<Row, Out, Create, Update>,
): void {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['shipping'];
  const one = zOne(r.ZOut);
  const op = (verb: string) => `${verb}${r.operation}Request`;
  const envelope = (verb: string, inner: z.ZodType) => zEnvelope(op(verb), r.resource, inner);
  const id = (params: { id: string }) => Number(params.id);

  api.get(
    r.path,
    {
      onRequest: app.requireAuth,
      schema: { tags, summary: `The account's ${r.resource} records sorted by id; cursor in the next link.`, params: ZUserParams, querystring: ZShippingListQuery, response: { 200: zCursorList(r.ZOut) } },
    },
    async (request) => {
      const rows = await r.list(request.ctx, request.query);
      return cursorEnvelope({ rows, perPage: request.query.perPage, url: request.url, cursorOf: cursorOfRow, map: r.toApi });
    },
  );
  api.post(
    r.path,
    {
      onRequest: app.requireAuth,
      schema: { tags, summary: `Creates: {"${op('create')}": {"${r.resource}": {…}}}`, params: ZUserParams, body: envelope('create', r.ZCreate), response: { 201: one } },
    },
    async (request, reply) => {
      const row = await r.create(request.ctx, resourceOf<Create>(request.body, op('create'), r.resource));
      return reply.status(201).send({ data: r.toApi(row) });
    },
  );
  api.get(
    `${r.path}/:id`,
    { onRequest: app.requireAuth, schema: { tags, summary: `One ${r.resource}`, params: ZIdParams, response: { 200: one } } },
    async (request) => ({ data: r.toApi(await r.get(request.ctx, id(request.params))) }),
  );
  api.put(
    `${r.path}/:id`,
    {
      onRequest: app.requireAuth,
      schema: { tags, summary: `Replaces every field: {"${op('replace')}": {"${r.resource}": {…}}}`, params: ZIdParams, body: envelope('replace', r.ZCreate), response: { 200: one } },
    },
    async (request) => {
      const input = resourceOf<Create>(request.body, op('replace'), r.resource);
      return { data: r.toApi(await r.replace(request.ctx, id(request.params), input)) };
    },
  );
  api.patch(
    `${r.path}/:id`,
    {
      onRequest: app.requireAuth,
      schema: { tags, summary: `Changes the fields sent: {"${op('update')}": {"${r.resource}": {…}}}`, params: ZIdParams, body: envelope('update', r.ZUpdate), response: { 200: one } },
    },
    async (request) => {
      const input = resourceOf<Update>(request.body, op('update'), r.resource);
      return { data: r.toApi(await r.update(request.ctx, id(request.params), input)) };
    },
  );
}

/**
 * The shipping center (spec/business-records.md §7 "Shipping costs and discounts"): costs and
 * discounts under `{u}/shipping-cost` and `{u}/shipping-discount`, global discounts, delete of a
 * discount. ROLE_PRO users get 403 (spec §6).
 */
export const shippingRoutes: FastifyPluginAsyncZod = async (app) => {
  const discounts = '/v4/user/:userId/shipping-discount';

  app.get(
    `${discounts}/global`,
    {
      onRequest: app.requireAuth,
      schema: { tags: ['shipping'], summary: 'The active global (platform) shipping discounts', params: ZUserParams, response: { 200: zList(ZShippingDiscount) } },
    },
    async (request) => list((await listGlobalShippingDiscounts(request.ctx)).map(toShippingDiscount)),
  );

  registerResource(app, {
    path: '/v4/user/:userId/shipping-cost',
    resource: 'userShippingCost',
    operation: 'UserShippingCost',
    ZOut: ZShippingCost,
    ZCreate: ZShippingCostCreate,
    ZUpdate: ZShippingCostUpdate,
    toApi: toShippingCost,
    list: listShippingCosts,
    get: getShippingCost,
    create: createShippingCost,
    replace: replaceShippingCost,
    update: updateShippingCost,
  });
  registerResource(app, {
    path: discounts,
    resource: 'userShippingDiscount',
    operation: 'UserShippingDiscount',
    ZOut: ZShippingDiscount,
    ZCreate: ZShippingDiscountCreate,
    ZUpdate: ZShippingDiscountUpdate,
    toApi: toShippingDiscount,
    list: listShippingDiscounts,
    get: getShippingDiscount,
    create: createShippingDiscount,
    replace: replaceShippingDiscount,
    update: updateShippingDiscount,
  });

  app.delete(
    `${discounts}/:id`,
    { onRequest: app.requireAuth, schema: { tags: ['shipping'], summary: 'Deletes a shipping discount (204)', params: ZIdParams } },
    async (request, reply) => {
      await deleteShippingDiscount(request.ctx, Number(request.params.id));
      return reply.status(204).send();
    },
  );
};
