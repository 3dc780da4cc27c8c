import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zEnvelope, zList, zOne } from '#server/lib/http/envelope';
import { ZCardCheckout, ZCardCheckoutBody, ZPayment, ZPaymentCreate, ZRefundBody } from '#shared/schemas/invoice';
import { requireInvoicing } from './invoice-access';
import { startCardCheckout } from './card-checkout.service';
import { registerCardWebhooks } from './card-webhooks';
import { capturePayment, listPayments, recordPayment, refundPayment } from './payments.service';

const ZInvoiceParams = z.object({ userId: z.string(), invoiceId: z.string() });
const ZPaymentParams = z.object({ userId: z.string(), paymentId: z.string() });
const ZSpecbookInvoiceParams = z.object({ userId: z.string(), id: z.string(), invoiceId: z.string() });
const TAGS = ['payments'];

/** Payments of invoices: manual payments, refunds (reversal rows) and captures; money moves take an Idempotency-Key. */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = [app.requireAuth, async (request: { ctx: Parameters<typeof requireInvoicing>[0] }) => requireInvoicing(request.ctx)];
  const deps = () => ({ cardProcessor: app.cardProcessor });
  registerCardWebhooks(app.paymentWebhooks, () => app.stripe, (msg, err) => app.log.warn({ err }, msg));

  app.post(
    '/v4/user/:userId/specbook/:id/invoices/:invoiceId/checkout',
    {
      onRequest: app.requireAuth,
      // The client pays from the e-Specbook: members who see sale prices (docs/decisions/052).
      config: { idempotent: true, especbook: { access: 'pay' } },
      schema: {
        tags: TAGS,
        summary: "Start paying the invoice's balance due by card: a pending card payment and the provider's hosted payment page (url)",
        params: ZSpecbookInvoiceParams,
        body: ZCardCheckoutBody,
        response: { 201: zOne(ZCardCheckout) },
      },
    },
    async (request, reply) => {
      const deps = { stripe: app.stripe, origin: request.linkOrigin() };
      const checkout = await startCardCheckout(request.ctx, deps, Number(request.params.id), request.params.invoiceId, request.body.returnPath);
      return reply.status(201).send({ data: checkout });
    },
  );

  app.get(
    '/v4/user/:userId/invoice/:invoiceId/payments',
    { onRequest: guard, schema: { tags: TAGS, summary: "The invoice's payments, refunds and voids, oldest first", params: ZInvoiceParams, response: { 200: zList(ZPayment) } } },
    async (request) => ({ data: await listPayments(request.ctx, request.params.invoiceId) }),
  );

  app.post(
    '/v4/user/:userId/invoice/:invoiceId/payments',
    {
      onRequest: guard,
      config: { idempotent: true },
      schema: {
        tags: TAGS,
        summary: 'Record a manual payment (cash, check, ach, other): 0 < amount ≤ balance due, else 422',
        params: ZInvoiceParams,
        body: zEnvelope('createPaymentRequest', 'Payment', ZPaymentCreate),
        response: { 201: zOne(ZPayment) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await recordPayment(request.ctx, request.params.invoiceId, request.body.createPaymentRequest.Payment) }),
  );

  app.post(
    '/v4/user/:userId/payment/:paymentId/refund',
    {
      onRequest: guard,
      config: { idempotent: true },
      schema: { tags: TAGS, summary: 'Refund a succeeded payment (amount, default all that is left): a reversal row', params: ZPaymentParams, body: ZRefundBody, response: { 201: zOne(ZPayment) } },
    },
    async (request, reply) => reply.status(201).send({ data: await refundPayment(request.ctx, deps(), request.params.paymentId, request.body?.amount) }),
  );

  app.post(
    '/v4/user/:userId/payment/:paymentId/capture',
    {
      onRequest: guard,
      config: { idempotent: true },
      schema: { tags: TAGS, summary: 'Capture an authorized card payment through the card processor', params: ZPaymentParams, response: { 200: zOne(ZPayment) } },
    },
    async (request) => ({ data: await capturePayment(request.ctx, deps(), request.params.paymentId) }),
  );
};
