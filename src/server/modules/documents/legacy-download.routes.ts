import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServiceContext } from '#server/lib/context';
import { HttpError, UnauthorizedError, ValidationError } from '#server/lib/http/errors';
import { sendFile } from '#server/lib/http/file-reply';
import { zodIssuesToErrors } from '#server/lib/http/envelope';
import { authenticate } from '#server/modules/auth/auth.service';
import { checkViewerRequest } from '#server/modules/especbook-access/viewer-rules';
import { MESSAGES } from '#shared/lib/messages';
import { ZLegacyDownloadQuery } from '#shared/schemas/specs-pdf-legacy';
import { buildSpecsPdf } from './specs-pdf.service';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A short page for a browser window whose download did not work. */
function messagePage(message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Download</title></head><body style="font-family:sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1 style="font-size:1.25rem">Download</h1><p>${escapeHtml(message)}</p></body></html>`;
}

/**
 * The session a `token` query names: a user's token, or an e-Specbook / QR token of this specbook.
 * @throws UnauthorizedError without a valid token; NotFoundError for a viewer of another specbook.
 */
async function sessionOf(db: ServiceContext['db'], key: Uint8Array, token: string | undefined, specbookId: string, log: ServiceContext['log']): Promise<ServiceContext> {
  if (!token) throw new UnauthorizedError(MESSAGES.unauthorized);
  const { user, viewer } = await authenticate(db, key, token);
  if (viewer) await checkViewerRequest(db, viewer, 'read', { id: specbookId });
  return viewer ? { db, user, log, viewer } : { db, user, log };
}

/**
 * The legacy download GET /specbooks/{id}/download (spec/client-view-and-downloads.md §7 "Browser
 * navigations", decision 063), outside /api: the specs PDF as an attachment, for the window a
 * client opens without its bearer header, so the token comes as `?token=`. The other query keys
 * are the specs-PDF payload's (categoryID = one room). Failures answer a short HTML page with the
 * status (401, 400 with the payload rule's message, 404), never the app's page.
 */
export const legacyDownloadRoutes: FastifyPluginAsyncZod<{ key: Uint8Array }> = async (app, opts) => {
  app.get(
    '/specbooks/:id/download',
    {
      schema: {
        tags: ['documents'],
        summary: 'Legacy download: the specs PDF (attachment); ?token= (a user or e-Specbook token), categoryID, and the specs-PDF payload keys but orientation, showCustomerInfo, showSignatureLine',
        params: z.object({ id: z.string().max(12) }),
        querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store').header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex');
      try {
        const query = request.query as Record<string, unknown>;
        const ctx = await sessionOf(app.db, opts.key, typeof query.token === 'string' ? query.token : undefined, request.params.id, request.log);
        const parsed = ZLegacyDownloadQuery.safeParse(query);
        if (!parsed.success) throw new ValidationError(zodIssuesToErrors(parsed.error.issues));
        const specbookId = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
        const { pdf, fileName } = await buildSpecsPdf(ctx, app.storage, specbookId, parsed.data);
        return sendFile(reply, { type: 'application/pdf', fileName, body: pdf });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const message = error instanceof ValidationError ? (error.errors[0]?.message ?? error.message) : error.message;
        return reply.status(error.status).type('text/html; charset=utf-8').send(messagePage(message));
      }
    },
  );
};
