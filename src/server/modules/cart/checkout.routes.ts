import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zOne } from '#server/lib/http/envelope';
import { ZCheckoutRequest, ZOrderPlaced } from '#shared/schemas/cart';
import { placeOrder } from './checkout.service';
import { getCartOrder } from './order.service';
import { payOrderAgain } from './order-payments';
import { registerOrderWebhooks } from './order-webhooks';

const ZCartParams = z.object({ userId: z.string(), id: z.string() });
const CART = '/v4/user/:userId/cart/:id';
const TAGS = ['cart'];

/** Checkout and the order of a cart (spec/business-records.md §2; docs/decisions/056). Token viewers get 404 (no config.especbook). */
export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const onRequest = app.requireAuth;
  registerOrderWebhooks(app.paymentWebhooks);

  app.post(
    `${CART}/checkout`,
    {
      onRequest,
      config: { idempotent: true },
      schema: {
        tags: TAGS,
        summary:
          'Place the order of the cart: every item re-checked against the current offers (422 listing each withdrawn or out-of-stock item), one purchase order per seller; card answers the checkout link; Idempotency-Key honoured',
        params: ZCartParams,
        body: ZCheckoutRequest,
        response: { 201: zOne(ZOrderPlaced) },
      },
    },
    async (request, reply) => {
      const deps = { stripe: app.stripe, mailer: app.mailer, storage: app.storage, origin: request.linkOrigin() };
      const placed = await placeOrder(request.ctx, deps, Number(request.params.id), request.body.checkoutRequest);
      return reply.status(201).send({ data: placed });
    },
  );

  app.get(
    `${CART}/order`,
    { onRequest, schema: { tags: TAGS, summary: "The cart's order (the confirmation): its purchase orders, and the card checkout link while payment is pending", params: ZCartParams, response: { 200: zOne(ZOrderPlaced) } } },
    async (request) => ({ data: await getCartOrder(request.ctx, app.stripe, Number(request.params.id)) }),
  );

  app.post(
    `${CART}/order/pay`,
    {
      onRequest,
      config: { idempotent: true },
      schema: {
        tags: TAGS,
        summary: "A new card checkout of the cart's order while its payment is pending or failed (409 once paid or on account)",
        params: ZCartParams,
        response: { 200: zOne(z.object({ url: z.string() })) },
      },
    },
    async (request) => ({ data: await payOrderAgain(request.ctx, { stripe: app.stripe, origin: request.linkOrigin() }, Number(request.params.id)) }),
  );
};
