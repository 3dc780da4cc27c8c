import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zEnvelope, zList, zOne } from '#server/lib/http/envelope';
import { sendFile, type TDisposition } from '#server/lib/http/file-reply';
import { acceptMultipart, readMultipart } from '#server/lib/http/multipart';
import { ATTACHMENT_MAX_BYTES } from '#shared/lib/attachment-messages';
import { ATTACHMENT_UPDATE_OPERATION, ZAttachment, ZAttachmentUpdate } from '#shared/schemas/attachment';
import { deleteAttachment, listAttachments, openAttachment, updateAttachment, uploadAttachment, type AttachmentDeps } from './attachments.service';

const ZSpecbookParams = z.object({ userId: z.string(), id: z.string() });
const ZAttachmentParams = ZSpecbookParams.extend({ attachmentId: z.string() });
const ATTACHMENTS = '/v4/user/:userId/specbook/:id/attachments';
const tags = ['attachments'];

/** Types a browser may show in the window; anything else is served as bytes to save. */
const INLINE_TYPES = /^(application\/pdf|image\/(png|jpeg|gif|webp|svg\+xml))$/;
/** Text attachments are shown as plain text, never as what they might be taken for. */
const TEXT_TYPES = /^(text\/|application\/rtf$|image\/vnd\.dxf$)/;

/** The Content-Type an attachment is answered with: never one a browser would run. */
function safeType(mimeType: string, disposition: TDisposition): string {
  if (disposition === 'attachment') return mimeType;
  if (INLINE_TYPES.test(mimeType)) return mimeType;
  return TEXT_TYPES.test(mimeType) ? 'text/plain; charset=utf-8' : 'application/octet-stream';
}

/** A specbook's attachments: list, upload (multipart), rename / client visibility, remove (decision 059). */
export const attachmentsRoutes: FastifyPluginAsyncZod<{ key: Uint8Array }> = async (app, opts) => {
  // One byte past the limit is kept so that an oversized file is told apart and refused with 413.
  await acceptMultipart(app, { maxFileBytes: ATTACHMENT_MAX_BYTES + 1, maxParts: 4 });
  const deps = (): AttachmentDeps => ({ storage: app.storage, signingKey: opts.key });

  app.get(
    ATTACHMENTS,
    {
      onRequest: app.requireAuth,
      config: { especbook: 'read' },
      schema: {
        tags,
        summary: "The specbook's attachments with signed view/download links; e-Specbook members see those visibleToClients, QR viewers none",
        params: ZSpecbookParams,
        response: { 200: zList(ZAttachment) },
      },
    },
    async (request) => ({ data: await listAttachments(request.ctx, deps(), Number(request.params.id)) }),
  );

  app.post(
    ATTACHMENTS,
    {
      onRequest: app.requireAuth,
      bodyLimit: ATTACHMENT_MAX_BYTES * 2,
      schema: {
        tags,
        summary:
          'Attach a document: multipart/form-data, file in field `file` (PDF, images, Office, CSV/TXT/RTF, DWG/DXF, checked by content; ' +
          'programs, HTML and script-bearing SVG refused with 400; over 25 MB answers 413), optional field visibleToClients (default true)',
        params: ZSpecbookParams,
        response: { 201: zOne(ZAttachment) },
      },
    },
    async (request, reply) => {
      const body = await readMultipart(request);
      const input = { file: body.files.file, visibleToClients: body.fields.visibleToClients };
      return reply.status(201).send({ data: await uploadAttachment(request.ctx, deps(), Number(request.params.id), input) });
    },
  );

  app.patch(
    `${ATTACHMENTS}/:attachmentId`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Rename an attachment (its extension is kept) or set whether e-Specbook viewers see it',
        params: ZAttachmentParams,
        body: zEnvelope(ATTACHMENT_UPDATE_OPERATION, 'Attachment', ZAttachmentUpdate),
        response: { 200: zOne(ZAttachment) },
      },
    },
    async (request) => ({
      data: await updateAttachment(request.ctx, deps(), Number(request.params.id), request.params.attachmentId, request.body.updateAttachmentRequest.Attachment),
    }),
  );

  app.delete(
    `${ATTACHMENTS}/:attachmentId`,
    {
      onRequest: app.requireAuth,
      schema: { tags, summary: 'Remove an attachment and its stored file', params: ZAttachmentParams, response: { 200: zOne(z.object({ id: z.number().int() })) } },
    },
    async (request) => ({ data: await deleteAttachment(request.ctx, deps(), Number(request.params.id), request.params.attachmentId) }),
  );

  for (const [action, disposition] of [['view', 'inline'], ['download', 'attachment']] as const) {
    app.get(
      `/v4/attachments/:attachmentId/${action}`,
      {
        schema: {
          tags,
          summary: `The attachment's file (${disposition}) for a signed link from its links.${action}; 401 for a bad or expired link`,
          params: z.object({ attachmentId: z.string().max(12) }),
          querystring: z.object({ token: z.string().max(2000).optional() }),
        },
      },
      async (request, reply) => {
        const file = await openAttachment(app.db, deps(), request.params.attachmentId, request.query.token);
        const type = safeType(file.mimeType, disposition);
        reply.header('X-Content-Type-Options', 'nosniff').header('Referrer-Policy', 'no-referrer').header('X-Robots-Tag', 'noindex');
        // Chrome's PDF viewer does not open in a sandboxed document; a PDF runs no page script.
        if (type === 'application/pdf') reply.raw.removeHeader('Content-Security-Policy');
        else reply.header('Content-Security-Policy', "sandbox; default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'");
        reply.header('Content-Length', String(file.size));
        return sendFile(reply, { type, fileName: file.fileName, body: file.body, disposition });
      },
    );
  }
};
