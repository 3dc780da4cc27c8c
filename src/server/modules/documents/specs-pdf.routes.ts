import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '#server/lib/pdf/index';
import { ZSpecsPdfPayload } from '#shared/schemas/specs-pdf';
import { buildSpecsPdf } from './specs-pdf.service';

const ZSpecbookParams = z.object({ userId: z.string(), id: z.string() });

/**
 * createSpecsPdf (spec/client-view-and-downloads.md §7, docs/decisions/032): the specbook's specs
 * PDF, answered as the file itself. Open to e-Specbook viewers of that specbook, whose
 * permissions cap what it shows.
 */
export const specsPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v4/user/:userId/specbook/:id/pdf/specs',
    {
      onRequest: app.requireAuth,
      config: { especbook: 'read' },
      schema: {
        tags: ['documents'],
        summary: 'The specs PDF (e-Specbook): cover, contents by room, picture portfolio, product pages with merged spec sheets; application/pdf',
        params: ZSpecbookParams,
        body: ZSpecsPdfPayload,
      },
    },
    async (request, reply) => {
      const { pdf, fileName } = await buildSpecsPdf(request.ctx, app.storage, Number(request.params.id), request.body);
      return reply.type('application/pdf').header('Content-Disposition', attachmentDisposition(fileName)).header('Cache-Control', 'no-store').send(pdf);
    },
  );
};
