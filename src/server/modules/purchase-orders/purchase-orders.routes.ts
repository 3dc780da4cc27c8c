import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accessHook } from '#server/lib/access';
import { zEnvelope, zList, zOne } from '#server/lib/http/envelope';
import { pageEnvelope, zPageList } from '#server/lib/http/pagination';
import {
  ZCalculatePurchaseOrders,
  ZExecutePurchaseOrder,
  ZPurchaseOrderCalculationMeta,
  ZPurchaseOrderDraft,
  ZPurchaseOrderListQuery,
  ZPurchaseOrderUpdate,
  ZSpecbookPurchaseOrder,
} from '#shared/schemas/purchase-order';
import { calculatePurchaseOrders } from './order-calculate.service';
import { executePurchaseOrder } from './order-execute.service';
import { sendPurchaseOrder } from './purchase-order-send.service';
import { getPurchaseOrder, listSpecbookPurchaseOrders, searchPurchaseOrders, updatePurchaseOrder } from './purchase-orders.service';

const ZUserParams = z.object({ userId: z.string() });
const ZSpecbookParams = ZUserParams.extend({ id: z.string() });
const ZOrderParams = ZUserParams.extend({ purchaseOrderId: z.string() });
const SPECBOOK_ORDERS = '/v4/user/:userId/specbook/:id/purchaseorders';
const ORDER = '/v4/user/:userId/purchaseorder/:purchaseOrderId';
const TAGS = ['purchase orders'];

/**
 * Purchase orders (spec/business-records.md §3, §7 "Purchase orders"; docs/decisions/054), behind the
 * usePurchaseOrder flag (403 without it, docs/decisions/067). Token viewers get 404 (no config.especbook).
 */
export const purchaseOrdersRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = [app.requireAuth, accessHook('purchaseOrders')];

  app.post(
    `${SPECBOOK_ORDERS}/calculate`,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "One draft per seller of the chosen specs (filter any[category.id in …, id notin …]; sellers[{id, specs}]); meta: the Total and the specs no seller offers",
        params: ZSpecbookParams,
        querystring: z.object({ summary: z.enum(['true', 'false']).optional() }),
        body: z.object({ calculatePurchaseOrdersRequest: ZCalculatePurchaseOrders }, { error: 'Request body must be {"calculatePurchaseOrdersRequest": {...}}.' }),
        response: { 200: zList(ZPurchaseOrderDraft).extend({ meta: ZPurchaseOrderCalculationMeta }) },
      },
    },
    async (request) => calculatePurchaseOrders(request.ctx, Number(request.params.id), request.body.calculatePurchaseOrdersRequest),
  );

  app.post(
    SPECBOOK_ORDERS,
    {
      onRequest,
      config: { idempotent: true },
      schema: {
        tags: TAGS,
        summary: "Execute one seller's purchase order (a specbook under 'Purchase Orders' named \"{name} #{id}\"); the source specs become ordered; Idempotency-Key honoured",
        params: ZSpecbookParams,
        body: zEnvelope('executePurchaseOrderRequest', 'PurchaseOrder', ZExecutePurchaseOrder.shape.PurchaseOrder),
        response: { 201: zOne(ZSpecbookPurchaseOrder) },
      },
    },
    async (request, reply) => {
      const order = await executePurchaseOrder(request.ctx, Number(request.params.id), request.body.executePurchaseOrderRequest.PurchaseOrder);
      return reply.status(201).send({ data: order });
    },
  );

  app.get(
    SPECBOOK_ORDERS,
    { onRequest, schema: { tags: TAGS, summary: 'The purchase orders executed from the specbook, createdAt descending', params: ZSpecbookParams, response: { 200: zList(ZSpecbookPurchaseOrder) } } },
    async (request) => ({ data: await listSpecbookPurchaseOrders(request.ctx, Number(request.params.id)) }),
  );

  app.get(
    '/v4/user/:userId/purchaseorder',
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: "The account's purchase orders, newest first: search (name or seller), filter[status], filter[seller.id], filter[archived]; page, perPage",
        params: ZUserParams,
        querystring: ZPurchaseOrderListQuery,
        response: { 200: zPageList(ZSpecbookPurchaseOrder) },
      },
    },
    async (request) => pageEnvelope({ ...(await searchPurchaseOrders(request.ctx, request.query)), url: request.url }),
  );

  app.get(ORDER, { onRequest, schema: { tags: TAGS, summary: 'One purchase order with its lines', params: ZOrderParams, response: { 200: zOne(ZSpecbookPurchaseOrder) } } }, async (request) => ({
    data: await getPurchaseOrder(request.ctx, request.params.purchaseOrderId),
  }));

  app.patch(
    ORDER,
    {
      onRequest,
      schema: {
        tags: TAGS,
        summary: 'Rename, set a user-managed order status, archive, or set the shipping cost or whether it counts',
        params: ZOrderParams,
        body: zEnvelope('updatePurchaseOrderRequest', 'PurchaseOrder', ZPurchaseOrderUpdate),
        response: { 200: zOne(ZSpecbookPurchaseOrder) },
      },
    },
    async (request) => ({ data: await updatePurchaseOrder(request.ctx, request.params.purchaseOrderId, request.body.updatePurchaseOrderRequest.PurchaseOrder) }),
  );

  app.post(
    `${ORDER}/send`,
    {
      onRequest,
      schema: { tags: TAGS, summary: 'E-mail the purchase order (PDF attached) to its vendor; 422 when the vendor has no e-mail address', params: ZOrderParams, response: { 200: zOne(ZSpecbookPurchaseOrder) } },
    },
    async (request) => ({ data: await sendPurchaseOrder(request.ctx, { mailer: app.mailer, storage: app.storage }, request.params.purchaseOrderId) }),
  );
};
