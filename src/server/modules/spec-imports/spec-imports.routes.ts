import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { list, zEnvelope, zList } from '#server/lib/http/envelope';
import { ZSpecImport, ZSpecImportFilter } from '#shared/schemas/spec-import';
import { listSpecImports } from './spec-imports.service';

const PATH = '/v4/user/:userId/specs/:specId/imports';
const ZParams = z.object({ userId: z.string(), specId: z.string() });
const tags = ['imports'];
const filterFields = 'specbookId (one specbook), kind (csv | aipq), action (created | updated)';
const answer =
  'newest first, one entry per import and what it did: {id, importId, kind, action, status, fileName, createdAt, finishedAt, user {id, name}, specbook {id, name}, joinIDs}';

/**
 * Imports per spec (spec/workspace.md §7 "Specs (catalogue)"; docs/decisions/085): the CSV and
 * AI PDF-quote imports that created or updated a catalogue spec in the account's specbooks, read
 * from the placements' originalImportId / updatedImportId. GET filters by query keys, POST by a
 * filter body, as the API's other filter calls do.
 */
export const specImportsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PATH,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: `Imports per spec: the import runs that created or updated the spec, ${answer}; query ${filterFields}`,
        params: ZParams,
        querystring: ZSpecImportFilter,
        response: { 200: zList(ZSpecImport) },
      },
    },
    async (request) => list(await listSpecImports(request.ctx, request.params.specId, request.query)),
  );

  app.post(
    PATH,
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: `Imports per spec by a filter body: {"filterImportsRequest": {"filter": {${filterFields}}}}; ${answer}`,
        params: ZParams,
        body: zEnvelope('filterImportsRequest', 'filter', ZSpecImportFilter),
        response: { 200: zList(ZSpecImport) },
      },
    },
    async (request) => list(await listSpecImports(request.ctx, request.params.specId, request.body.filterImportsRequest.filter)),
  );
};
