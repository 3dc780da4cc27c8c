import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError, ValidationError } from '#server/lib/http/errors';
import { zodIssuesToErrors } from '#server/lib/http/envelope';
import { acceptMultipart, readMultipart } from '#server/lib/http/multipart';
import { FileNotFoundError } from '#server/lib/storage';
import { CREATE_SPEC_MESSAGES as M } from '#shared/lib/create-spec-messages';
import { SPEC_THUMBNAIL_PX } from '#shared/lib/catalogue';
import { ZCreatedSpec, ZCreateSpecFields, ZDocumentFields, ZSpecDocument } from '#shared/schemas/create-spec';
import { createSpec, getCreatedSpec } from './create-spec.service';
import { addDocument, deleteDocument, getDocument, listDocuments, publicImage, toSpecDocument } from './spec-documents.service';
import { SPEC_FILE_MAX_BYTES } from './spec-files';


const ZUserParams = z.object({ userId: z.string() });
const ZSpecParams = z.object({ userId: z.string(), specId: z.string() });
const ZDocParams = z.object({ userId: z.string(), specId: z.string(), documentId: z.string() });

/** Parses zod-checked fields of a multipart body, or throws the 400 with every field's message. */
function validated<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success) throw new ValidationError(zodIssuesToErrors(parsed.error.issues));
  return parsed.data;
}

/** A file name for Content-Disposition: the document's name, ASCII letters, digits, spaces, dashes. */
function downloadName(name: string, contentType: string): string {
  const base = name.replace(/[^A-Za-z0-9 ._-]/g, '').trim() || 'document';
  return contentType === 'application/pdf' && !/\.pdf$/i.test(base) ? `${base}.pdf` : base;
}

/**
 * Create Spec (multipart POST {u}/specs), spec documents (list, add, delete, download) and the
 * public image files (docs/decisions/017).
 */
export const catalogueEditRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptMultipart(app, { maxFileBytes: SPEC_FILE_MAX_BYTES });

  app.post(
    '/v4/user/:userId/specs',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['catalogue'],
        summary:
          'Create Spec, multipart/form-data. Fields: manufacturerID (or company + url for a new manufacturer), modelNumber, name, ' +
          'description (rich text, sanitised), upc, price, hasCustomDoc, customDocName. Files: imageFile (image), specDocFile, ' +
          'infoDocFile, breakdownPartsDocFile, warrantyDocFile, safetyDocFile, customDocFile (PDF).',
        params: ZUserParams,
        response: { 201: z.object({ data: ZCreatedSpec }) },
      },
    },
    async (request, reply) => {
      const body = await readMultipart(request);
      const fields = validated(ZCreateSpecFields, body.fields);
      const id = await createSpec(request.ctx, app.storage, fields, body.files);
      return reply.status(201).send({ data: await getCreatedSpec(request.ctx, id) });
    },
  );

  app.get(
    '/v4/user/:userId/specs/:specId/documents',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['catalogue'],
        summary: 'Documents of a spec the caller sees: the platform’s and the account’s own.',
        params: ZSpecParams,
        response: { 200: z.object({ data: z.array(ZSpecDocument) }) },
      },
    },
    async (request) => {
      const rows = await listDocuments(request.ctx, Number(request.params.specId));
      return { data: rows.map((r) => toSpecDocument(r, request.ctx.user.id)) };
    },
  );

  app.post(
    '/v4/user/:userId/specs/:specId/documents',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['catalogue'],
        summary: 'Adds a document, multipart/form-data: documentTypeId (1 image … 7 custom), documentName (3–25), documentFile.',
        params: ZSpecParams,
        response: { 201: z.object({ data: ZSpecDocument }) },
      },
    },
    async (request, reply) => {
      const body = await readMultipart(request);
      const fields = validated(ZDocumentFields, body.fields);
      const file = body.files.documentFile;
      if (!file) throw ValidationError.field('documentFile', M.documentFileRequired);
      const row = await addDocument(request.ctx, app.storage, Number(request.params.specId), fields, file);
      return reply.status(201).send({ data: toSpecDocument(row, request.ctx.user.id) });
    },
  );

  app.delete(
    '/v4/user/:userId/specs/:specId/documents/:documentId',
    {
      onRequest: app.requireAuth,
      schema: { tags: ['catalogue'], summary: 'Removes one of the account’s documents and its file.', params: ZDocParams },
    },
    async (request, reply) => {
      await deleteDocument(request.ctx, app.storage, Number(request.params.specId), Number(request.params.documentId));
      return reply.status(204).send();
    },
  );

  app.get(
    '/v4/user/:userId/specs/:specId/documents/:documentId/file',
    {
      onRequest: app.requireAuth,
      schema: { tags: ['catalogue'], summary: 'Downloads a document (authenticated).', params: ZDocParams },
    },
    async (request, reply) => {
      const row = await getDocument(request.ctx, Number(request.params.specId), Number(request.params.documentId));
      const stream = await app.storage.getStream(row.path);
      return reply
        .header('Content-Type', row.contentType)
        .header('Content-Disposition', `inline; filename="${downloadName(row.name, row.contentType)}"`)
        .header('Cache-Control', 'private, no-store')
        .send(stream);
    },
  );

  app.get(
    '/files/spec-documents/:documentId/:fileName',
    {
      schema: {
        tags: ['catalogue'],
        summary:
          'A spec image or its 100×100 thumbnail by its unguessable URL (an <img> cannot send a bearer token). Images only; `size=100` reads the thumbnail of the original.',
        params: z.object({ documentId: z.string(), fileName: z.string().max(64) }),
        querystring: z.object({ size: z.literal(String(SPEC_THUMBNAIL_PX)).optional() }),
      },
    },
    async (request, reply) => {
      const image = await publicImage(app.db, Number(request.params.documentId), request.params.fileName, {
        thumbnail: request.query.size !== undefined,
      });
      if (!image) throw new NotFoundError();
      try {
        const stream = await app.storage.getStream(image.key);
        return reply.header('Content-Type', image.contentType).header('Cache-Control', 'public, max-age=31536000, immutable').send(stream);
      } catch (error) {
        if (error instanceof FileNotFoundError) throw new NotFoundError();
        throw error;
      }
    },
  );
};
