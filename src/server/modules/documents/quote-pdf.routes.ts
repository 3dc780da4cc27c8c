import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '#server/lib/pdf/index';
import { ZQuotePdfOptions } from '#shared/schemas/quote-pdf';
import { createQuotePdf } from './quote-pdf.service';

/** The quote PDF of a specbook (docs/decisions/033). */
export const quotePdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v4/user/:userId/specbook/:id/pdf/quote',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['documents'],
        summary:
          'The quote PDF (application/pdf, "{specbook name} - Quote.pdf"): body of the twelve flags showPrice, showSalePrice, showImages, ' +
          'showTotals, showModelNumbers, showShippingAddress, showBillingAddress, showPaymentTerms, showBrandName, showTags, ' +
          'showSignatureLine, showShippingCost (true/false or 1/0; a flag left out takes its default). Totals are the quoted totals of GET …/totals.',
        params: z.object({ userId: z.string(), id: z.string() }),
        // No body at all (null) means every default.
        body: z.preprocess((value) => value ?? {}, ZQuotePdfOptions),
      },
    },
    async (request, reply) => {
      const { fileName, pdf } = await createQuotePdf(request.ctx, app.storage, Number(request.params.id), request.body);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachmentDisposition(fileName))
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );
};
