import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zList, zOne } from '#server/lib/http/envelope';
import { defineImportQueue, scheduleImport } from '#server/modules/imports/import-queue';
import { ZAipqImport, ZCreateAipqImport, ZDeleteImportMessage, ZImportMessage } from '#shared/schemas/aipq';
import { AIPQ_IMPORT_QUEUE, importAipq } from './aipq-import.run';
import { getSpecbookImport, listSpecbookImports, startAipqImport } from './aipq-imports.service';
import { deleteImportMessage, listImportMessages } from './import-messages.service';

const ZSpecbookParams = z.object({ userId: z.string(), id: z.string() });
const BASE = '/v4/user/:userId/specbook/:id/imports';
const tags = ['imports'];

/**
 * Imports into a specbook (spec/business-records.md §3 "Imports", §7; docs/decisions/057): the AI
 * PDF-quote import of an extraction, the specbook's imports, and its import messages. Every call
 * needs ROLE_AIPQ (403); seller-side only (token viewers get 404: no `config.especbook`).
 */
export const aipqImportsRoutes: FastifyPluginAsyncZod = async (app) => {
  defineImportQueue(app.jobs, AIPQ_IMPORT_QUEUE, { db: app.db, storage: app.storage, log: app.log }, importAipq);

  app.post(
    BASE,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'Imports tables of a complete extraction into the specbook: {"createImportRequest":{"extraction":{"id"},"tables":[{"table":{"id"},"map":{"model","category","manufacturer"}}]}} ' +
          '(column indexes; category = the room). 202 with a Location header to poll; lines are matched to the catalogue, doubtful ones reported as import messages. ' +
          '404 for another account’s extraction, 409 while it runs, 400 for a table or column it does not have.',
        params: ZSpecbookParams,
        body: ZCreateAipqImport,
        response: { 202: zOne(ZAipqImport) },
      },
    },
    async (request, reply) => {
      const started = await startAipqImport(request.ctx, Number(request.params.id), request.body);
      await scheduleImport(app.jobs, AIPQ_IMPORT_QUEUE, started.importId);
      const location = `/api/v4/user/${request.params.userId}/specbook/${request.params.id}/imports/${started.importId}`;
      return reply.code(202).header('location', location).send({ data: started });
    },
  );

  app.get(
    BASE,
    {
      onRequest: app.requireAuth,
      schema: { tags, summary: "The specbook's imports of every kind (AI PDF-quote and CSV), newest first, with status and counts.", params: ZSpecbookParams, response: { 200: zList(ZAipqImport) } },
    },
    async (request) => ({ data: await listSpecbookImports(request.ctx, app.storage, Number(request.params.id)) }),
  );

  app.get(
    `${BASE}/messages`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "The specbook's import messages, newest first: missing products (created as your own specs), matches to review (with the top 3 candidates), low-confidence lines.",
        params: ZSpecbookParams,
        response: { 200: zList(ZImportMessage) },
      },
    },
    async (request) => ({ data: await listImportMessages(request.ctx, Number(request.params.id)) }),
  );

  app.delete(
    `${BASE}/messages/:messageId`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          'Marks an import message read (deletes it). Optional body {"deleteSpecbookImportMessageRequest":{"spec":{"id"}}}: the line is that spec — its placement is switched to it ' +
          'and the match remembered for the quote’s supplier. 204.',
        params: ZSpecbookParams.extend({ messageId: z.string() }),
        body: ZDeleteImportMessage.nullish(),
      },
    },
    async (request, reply) => {
      await deleteImportMessage(request.ctx, Number(request.params.id), request.params.messageId, request.body);
      return reply.status(204).send();
    },
  );

  app.get(
    `${BASE}/:importId`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Where an import of the specbook is: status (queued, processing, complete, failed), complete, message, counts {lines, matched, review, missing, rooms, skipped}.',
        params: ZSpecbookParams.extend({ importId: z.string() }),
        response: { 200: zOne(ZAipqImport) },
      },
    },
    async (request) => ({ data: await getSpecbookImport(request.ctx, app.storage, Number(request.params.id), request.params.importId) }),
  );
};
