import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zEnvelope, zOne } from '#server/lib/http/envelope';
import { PAYMENT_ACCOUNT_CREATE_OPERATION, ZPaymentAccount, ZPaymentAccountCreate, ZPaymentAccountList } from '#shared/schemas/payment-account';
import { createPaymentAccount, deletePaymentAccount, listPaymentAccounts } from './payment-accounts.service';

const BASE = '/v4/user/:userId/paymentaccount';
const ZUserParams = z.object({ userId: z.string() });
const ZAccountParams = ZUserParams.extend({ paymentAccountId: z.string() });

/**
 * Payment accounts (spec/business-records.md §2 "Payment methods", §7 "Payment accounts";
 * docs/decisions/049): list with fresh provider links, create by type and processor, delete.
 * Signed-in users of the account manage them; an e-Specbook or QR token reaches none of them (404,
 * as every route outside its specbook).
 */
export const paymentAccountsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (origin: string) => ({ stripe: app.stripe, origin });

  app.get(
    BASE,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['payments'],
        summary:
          "The account's payment accounts, newest first: status.url a fresh onboarding link of an invalid Stripe account, links.manage a dashboard link of a valid one; " +
          'meta.processors tells which processors can be added (stripe only when configured)',
        params: ZUserParams,
        response: { 200: ZPaymentAccountList },
      },
    },
    async (request) => listPaymentAccounts(request.ctx, request.params.userId, deps(request.linkOrigin())),
  );

  app.post(
    BASE,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['payments'],
        summary:
          'Adds a payment account: {"createPaymentAccountRequest": {"PaymentAccount": {type: "merchant", processor: "stripe"|"manual", label}}}; ' +
          'stripe creates a Connect account (422 when Stripe is not configured), manual is valid at once',
        params: ZUserParams,
        body: zEnvelope(PAYMENT_ACCOUNT_CREATE_OPERATION, 'PaymentAccount', ZPaymentAccountCreate),
        response: { 201: zOne(ZPaymentAccount) },
      },
    },
    async (request, reply) => {
      const input = request.body.createPaymentAccountRequest.PaymentAccount;
      const account = await createPaymentAccount(request.ctx, request.params.userId, input, deps(request.linkOrigin()));
      return reply.status(201).send({ data: account });
    },
  );

  app.delete(
    `${BASE}/:paymentAccountId`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['payments'],
        summary: 'Removes a payment account (the Stripe account itself stays with Stripe)',
        params: ZAccountParams,
        response: { 200: zOne(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ({ data: await deletePaymentAccount(request.ctx, request.params.userId, request.params.paymentAccountId) }),
  );
};
