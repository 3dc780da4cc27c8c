import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, one, zEnvelope, zList, zOne } from '#server/lib/http/envelope';
import { ZLineItem, ZLineItemCreate, ZLineItemUpdate, ZLineItemUpsert, ZListTotal, ZTransactionSummary } from '#shared/schemas/line-item';
import { createLineItem, listLineItems, removeLineItem, updateLineItem, upsertLineItems } from './line-items.service';
import { getListTotal, getTransactionSummary } from './specbook-money.service';

const BASE = '/v4/user/:userId/specbook/:id';
const ZParams = z.object({ userId: z.string(), id: z.string() });
const ZItemParams = ZParams.extend({ lineItemId: z.string() });
const tags = ['line items'];
/** Writes are the seller's: a token viewer gets 403 (decision 050). */
const SELLER = { especbook: 'seller' } as const;

/** Specbook line items (labour, delivery, installation, fees), the list total and the transaction summary. */
export const lineItemsRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { onRequest: app.requireAuth };

  app.get(
    `${BASE}/lineitems`,
    {
      ...auth,
      // Amounts follow the viewer's price display: listPrice/listTotal need the list price; salePrice, unitPrice, total the sale price.
      config: { especbook: 'read', answerCache: true },
      schema: {
        tags,
        summary: "The specbook's line items not removed, in the order added, with unitPrice (sale when both prices are set, else list), total = unit × quantity and listTotal",
        params: ZParams,
        response: { 200: zList(ZLineItem) },
      },
    },
    async (request) => list(await listLineItems(request.ctx, Number(request.params.id))),
  );

  app.post(
    `${BASE}/lineitems`,
    {
      ...auth,
      config: SELLER,
      schema: {
        tags,
        summary: "Add a line item: {createLineItemRequest: {LineItem: {name, quantity, listPrice, salePrice, isTaxable, isShipping, status?}}}; status 'approved' (default) or 'quoted'",
        params: ZParams,
        body: zEnvelope('createLineItemRequest', 'LineItem', ZLineItemCreate),
        response: { 201: zOne(ZLineItem) },
      },
    },
    async (request, reply) => {
      const input = request.body.createLineItemRequest.LineItem;
      return reply.status(201).send(one(await createLineItem(request.ctx, Number(request.params.id), input)));
    },
  );

  app.put(
    `${BASE}/lineitems`,
    {
      ...auth,
      config: SELLER,
      schema: {
        tags,
        summary:
          "Upsert line items, all or nothing: {upsertLineItemsRequest: {LineItems: [{method: 'post', payload: {…}} | {method: 'patch', payload: {id, …}}]}}; answers the specbook's line items",
        params: ZParams,
        body: ZLineItemUpsert,
        response: { 200: zList(ZLineItem) },
      },
    },
    async (request) => list(await upsertLineItems(request.ctx, Number(request.params.id), request.body.upsertLineItemsRequest.LineItems)),
  );

  app.patch(
    `${BASE}/lineitems/:lineItemId`,
    {
      ...auth,
      config: SELLER,
      schema: {
        tags,
        summary: 'Change a line item: {updateLineItemRequest: {LineItem: {…any create field}}}; a price may be cleared with null while the other is set',
        params: ZItemParams,
        body: zEnvelope('updateLineItemRequest', 'LineItem', ZLineItemUpdate),
        response: { 200: zOne(ZLineItem) },
      },
    },
    async (request) => {
      const { id, lineItemId } = request.params;
      return one(await updateLineItem(request.ctx, Number(id), Number(lineItemId), request.body.updateLineItemRequest.LineItem));
    },
  );

  app.delete(
    `${BASE}/lineitems/:lineItemId`,
    {
      ...auth,
      config: SELLER,
      schema: {
        tags,
        summary: 'Remove a line item (soft: deleted and deleteDatetime are set; it is no longer listed or counted); answers the removed line item',
        params: ZItemParams,
        response: { 200: zOne(ZLineItem) },
      },
    },
    async (request) => one(await removeLineItem(request.ctx, Number(request.params.id), Number(request.params.lineItemId))),
  );

  app.get(
    `${BASE}/listtotal`,
    {
      ...auth,
      config: { especbook: 'read', answerCache: true },
      schema: {
        tags,
        summary:
          "The specbook's quoted figures before shipping and tax, specs and line items together: listTotal (list prices) and subtotal (sale prices), each also as '$1,234.50', and lineItemsTotal (the line items' totals, shipping lines included)",
        params: ZParams,
        response: { 200: zOne(ZListTotal) },
      },
    },
    async (request) => one(await getListTotal(request.ctx, Number(request.params.id))),
  );

  app.get(
    `${BASE}/transactions`,
    {
      ...auth,
      // Every figure is billed at sale prices: without showSalePrice a viewer reads "0.00".
      config: { especbook: { access: 'read', amounts: 'sale' } },
      schema: {
        tags,
        summary:
          'Transaction summary at sale prices with shipping and tax: quotedTotal, approvedTotal, invoiced (invoices not voided), paid, balanceDue = invoiced − paid, notInvoiced = approved − invoiced (not below 0)',
        params: ZParams,
        response: { 200: zOne(ZTransactionSummary) },
      },
    },
    async (request) => one(await getTransactionSummary(request.ctx, Number(request.params.id))),
  );
};
