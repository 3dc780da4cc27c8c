import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UnprocessableError } from '#server/lib/http/errors';
import { PAYMENT_ACCOUNT_MESSAGES as M } from '#shared/lib/payment-account-messages';
import { applyStripeEvent } from './stripe-webhooks.service';

/**
 * POST /api/webhooks/stripe (docs/decisions/049): Stripe's events, verified with the official SDK
 * against STRIPE_WEBHOOK_SECRET on the exact bytes received (this plugin alone keeps JSON bodies
 * raw), then applied once per event id. A missing or bad signature answers 400 and changes nothing.
 */
export const stripeWebhooksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(
    '/webhooks/stripe',
    {
      schema: {
        tags: ['payments'],
        summary: "Stripe's webhook: Stripe-Signature verified, each event id applied once (a replay answers 200 and does nothing)",
        headers: z.object({ 'stripe-signature': z.string().optional() }),
        response: { 200: z.object({ received: z.literal(true), replayed: z.boolean() }) },
      },
    },
    async (request) => {
      const stripe = app.stripe;
      if (!stripe) throw new UnprocessableError(M.stripeUnavailable);
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const event = stripe.verifyWebhook(raw, request.headers['stripe-signature']);
      const outcome = await applyStripeEvent(app.db, event, app.paymentWebhooks);
      return { received: true as const, replayed: outcome === 'replayed' };
    },
  );
};
