import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFile } from '#server/lib/http/file-reply';
import { SMART_LABEL_MESSAGES as M } from '#shared/lib/smart-label-messages';
import { ZSmartLabelsPayload } from '#shared/schemas/smart-labels';
import { printSmartLabels, qrCodePdf } from './smart-labels.service';

const ZSpecbookParams = z.object({ userId: z.string(), id: z.string() });
const tags = ['documents'];

/** Smart labels ("Labels.pdf") and the QR-code PDF of a specbook (docs/decisions/034). */
export const smartLabelsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v4/user/:userId/specbook/:id/smartlabels',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'Print smart labels (ROLE_SMART_LABELS): body {userId?, specbookId?, categories: [{categoryId, includeByDefault, except}], allSpecbookSpecs} → application/pdf "Labels.pdf", Avery 5163 sheets (2" × 4", 10 per Letter page), one QR label per selected spec; turns the specbook\'s QR access on',
        params: ZSpecbookParams,
        body: ZSmartLabelsPayload,
      },
    },
    async (request, reply) => {
      const userId = request.params.userId === 'me' ? request.ctx.user.id : Number(request.params.userId);
      const path = { userId, specbookId: Number(request.params.id) };
      const pdf = await printSmartLabels(request.ctx, path, request.body, { publicUrl: request.linkOrigin() });
      return sendFile(reply, { type: 'application/pdf', fileName: M.labelsFileName, body: pdf });
    },
  );

  app.get(
    '/v4/user/:userId/specbook/:id/pdf/qrcode',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "The specbook's QR-code PDF: one page whose QR code opens its QR view (/v4/matrix?qrSpecbookID={id}); turns the specbook's QR access on",
        params: ZSpecbookParams,
      },
    },
    async (request, reply) => {
      const { pdf, specbookName } = await qrCodePdf(request.ctx, Number(request.params.id), app.storage, { publicUrl: request.linkOrigin() });
      return sendFile(reply, { type: 'application/pdf', fileName: M.qrCodeFileName(specbookName), body: pdf });
    },
  );
};
