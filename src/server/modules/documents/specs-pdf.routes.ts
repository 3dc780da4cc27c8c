import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFile } from '#server/lib/http/file-reply';
import { replyWithPdfJob } from '#server/modules/pdf-jobs/pdf-job-reply';
import { SPECS_PDF_TYPE } from '#shared/lib/pdf-job-messages';
import { ZSpecsPdfPayload } from '#shared/schemas/specs-pdf';
import { buildSpecsPdf, isLargeSpecsPdf } from './specs-pdf.service';

const ZSpecbookParams = z.object({ userId: z.string(), id: z.string() });

/**
 * createSpecsPdf (spec/client-view-and-downloads.md §7, docs/decisions/032): the specbook's specs
 * PDF, answered as the file itself. A large one (`LARGE_SPECS_PDF`) is built as a PDF job of type
 * 'specs' instead: 202 with the job record and a `Location` of its fetchPdf (decision 035), so no
 * request holds the server while it is drawn. Open to e-Specbook viewers of that specbook, whose
 * permissions cap what it shows (the job is built in the viewer's context too).
 */
export const specsPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v4/user/:userId/specbook/:id/pdf/specs',
    {
      onRequest: app.requireAuth,
      config: { especbook: 'read' },
      schema: {
        tags: ['documents'],
        summary: 'The specs PDF (e-Specbook): cover, contents by room, picture portfolio, product pages with merged spec sheets; application/pdf, or for a large specbook 202 with the PDF job (fetchPdf at Location)',
        params: ZSpecbookParams,
        body: ZSpecsPdfPayload,
      },
    },
    async (request, reply) => {
      const specbookId = Number(request.params.id);
      if (await isLargeSpecsPdf(request.ctx, specbookId, request.body)) {
        return replyWithPdfJob(reply, request.ctx, app.jobs, { type: SPECS_PDF_TYPE, specbookId, options: request.body });
      }
      const { pdf, fileName } = await buildSpecsPdf(request.ctx, app.storage, specbookId, request.body);
      return sendFile(reply, { type: 'application/pdf', fileName, body: pdf });
    },
  );
};
