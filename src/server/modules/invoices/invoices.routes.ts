import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zList } from '#server/lib/http/envelope';
import { ZInvoice } from '#shared/schemas/invoice';
import { listInvoices } from './invoices.service';

const ZSpecbookParams = z.object({ userId: z.string(), id: z.string() });

/** A specbook's invoices, read-only, as the e-Specbook lists them (decision 031). */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v4/user/:userId/specbook/:id/invoices',
    {
      onRequest: app.requireAuth,
      // Invoices bill the sale prices: without showSalePrice, every amount is "0.00" (decision 038).
      config: { especbook: { access: 'read', amounts: 'sale' } },
      schema: {
        tags: ['invoices'],
        summary: "The specbook's invoices, newest first; a 'paid' invoice with 0 < paid ≠ total reads as partial_paid",
        params: ZSpecbookParams,
        response: { 200: zList(ZInvoice) },
      },
    },
    async (request) => ({ data: await listInvoices(request.ctx, Number(request.params.id)) }),
  );
};
