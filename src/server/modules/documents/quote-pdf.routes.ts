import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFile } from '#server/lib/http/file-reply';
import { replyWithPdfJob } from '#server/modules/pdf-jobs/pdf-job-reply';
import { QUOTE_PDF_TYPE } from '#shared/lib/pdf-job-messages';
import { ZQuotePdfOptions } from '#shared/schemas/quote-pdf';
import { createQuotePdf, isLargeQuotePdf } from './quote-pdf.service';

/**
 * The quote PDF of a specbook (docs/decisions/033); for a large specbook (`isLargeQuotePdf`) 202
 * with a PDF job of type 'quote' instead (docs/decisions/035).
 */
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
          'showSignatureLine, showShippingCost (true/false or 1/0; a flag left out takes its default). Totals are the quoted totals of GET …/totals. ' +
          'A specbook of more than 60 specs answers 202 with the PDF job building it (fetchPdf at Location).',
        params: z.object({ userId: z.string(), id: z.string() }),
        // No body at all (null) means every default.
        body: z.preprocess((value) => value ?? {}, ZQuotePdfOptions),
      },
    },
    async (request, reply) => {
      const specbookId = Number(request.params.id);
      if (await isLargeQuotePdf(request.ctx, specbookId)) {
        return replyWithPdfJob(reply, request.ctx, app.jobs, { type: QUOTE_PDF_TYPE, specbookId, options: request.body });
      }
      const { fileName, pdf } = await createQuotePdf(request.ctx, app.storage, specbookId, request.body);
      return sendFile(reply, { type: 'application/pdf', fileName, body: pdf });
    },
  );
};
