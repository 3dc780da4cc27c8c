import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, UnauthorizedError } from '#server/lib/http/errors';
import { zOne } from '#server/lib/http/envelope';
import { acceptMultipart, readMultipart } from '#server/lib/http/multipart';
import { sendFile } from '#server/lib/http/file-reply';
import { PROPOSAL_MESSAGES as M, proposalOpenPath } from '#shared/lib/quote-documents-messages';
import { ZProposal, ZProposalLink } from '#shared/schemas/quote-pdf';
import {
  getProposal,
  openProposalDownload,
  PROPOSAL_MAX_BYTES,
  proposalLink,
  removeProposal,
  uploadProposal,
} from './proposal.service';

const PATH = '/v4/user/:userId/specbook/:id/proposal';
/** The largest id (Postgres integer). */
const MAX_ID = 2_147_483_647;
const ZParams = z.object({ userId: z.string(), id: z.string() });

/** The proposal of a specbook under /api (docs/decisions/033): read, upload, remove, and a download link. */
export const proposalRoutes: FastifyPluginAsyncZod<{ key: Uint8Array }> = async (app, opts) => {
  await acceptMultipart(app, { maxFileBytes: PROPOSAL_MAX_BYTES, maxParts: 4 });

  app.get(
    PATH,
    {
      onRequest: app.requireAuth,
      schema: { tags: ['documents'], summary: "The specbook's proposal (file name, size, pages, upload time), data null when there is none.", params: ZParams, response: { 200: zOne(ZProposal.nullable()) } },
    },
    async (request) => ({ data: await getProposal(request.ctx, Number(request.params.id)) }),
  );

  app.post(
    PATH,
    {
      onRequest: app.requireAuth,
      bodyLimit: PROPOSAL_MAX_BYTES + 64 * 1024,
      schema: {
        tags: ['documents'],
        summary:
          "Uploads the specbook's proposal: multipart/form-data with a PDF in field `proposal` (checked by content, at most 20 MB; " +
          "replaces an earlier one; sets hasProposal). 400 'Unable to import proposal file' with the reason as the field error.",
        params: ZParams,
        response: { 200: zOne(ZProposal) },
      },
    },
    async (request) => {
      const body = await readMultipart(request);
      return { data: await uploadProposal(request.ctx, app.storage, Number(request.params.id), body.files.proposal) };
    },
  );

  app.delete(
    PATH,
    {
      onRequest: app.requireAuth,
      schema: { tags: ['documents'], summary: "Removes the specbook's proposal and clears hasProposal (204 also when there was none).", params: ZParams },
    },
    async (request, reply) => {
      await removeProposal(request.ctx, app.storage, Number(request.params.id));
      return reply.status(204).send();
    },
  );

  app.post(
    `${PATH}/link`,
    {
      onRequest: app.requireAuth,
      config: { especbook: 'read' },
      schema: {
        tags: ['documents'],
        summary:
          'A signed address /download/proposal/{id}?token=… valid for two minutes, to open the proposal in a new window ' +
          '(which cannot send the bearer header). For the seller and the specbook\'s e-Specbook and QR viewers; 404 without a proposal.',
        params: ZParams,
        response: { 200: zOne(ZProposalLink) },
      },
    },
    async (request) => ({ data: await proposalLink(request.ctx, opts.key, Number(request.params.id)) }),
  );
};

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The way forward from a link that did not work: the app page that asks for a fresh one. */
function reopenHtml(rawId: string): string {
  if (!/^[1-9]\d{0,9}$/.test(rawId) || Number(rawId) > MAX_ID) return '';
  return `<p><a href="${proposalOpenPath(Number(rawId))}">${escapeHtml(M.reopenLink)}</a></p><p style="color:#555">${escapeHtml(M.reopenHint)}</p>`;
}

/** A short page for a browser window whose proposal link did not work, with `extra` HTML after the message. */
function messagePage(message: string, extra = ''): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Proposal</title></head><body style="font-family:sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1 style="font-size:1.25rem">Proposal</h1><p>${escapeHtml(message)}</p>${extra}</body></html>`;
}

/**
 * GET /download/proposal/{id}?token= (spec §7 browser navigation, outside /api): the proposal PDF
 * shown in the browser window, for a link from POST …/proposal/link. A missing, expired or forged
 * link answers 401 and a removed proposal 404, each as a short HTML page; the 401 page links to
 * the app page that opens the proposal with the tab's session (a bookmark has no token).
 */
export const proposalDownloadRoutes: FastifyPluginAsyncZod<{ key: Uint8Array }> = async (app, opts) => {
  app.get(
    '/download/proposal/:id',
    {
      schema: {
        tags: ['documents'],
        summary: 'The proposal PDF (inline) for a signed link from POST {u}/specbook/{id}/proposal/link.',
        params: z.object({ id: z.string().max(12) }),
        querystring: z.object({ token: z.string().max(2000).optional() }),
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store').header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex');
      try {
        const file = await openProposalDownload(app.db, app.storage, opts.key, request.params.id, request.query.token);
        // Chrome's PDF viewer shows the file in the window; the page CSP is for HTML, not for the viewer.
        reply.raw.removeHeader('Content-Security-Policy');
        reply.header('Content-Length', String(file.size));
        return sendFile(reply, { type: 'application/pdf', fileName: file.fileName, body: file.body, disposition: 'inline' });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        const extra = error instanceof UnauthorizedError ? reopenHtml(request.params.id) : '';
        return reply.status(error.status).type('text/html; charset=utf-8').send(messagePage(error.message, extra));
      }
    },
  );
};
