import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { zOne } from '#server/lib/http/envelope';
import { acceptMultipart, readMultipart } from '#server/lib/http/multipart';
import { AIPQ_LIMITS } from '#shared/lib/aipq';
import { ZAipqFile, ZAipqQuota, ZCreateExtraction, ZEngineQuery, ZExtraction } from '#shared/schemas/aipq';
import type { AipqEngines } from './aipq-engines';
import { AIPQ_EXTRACTION_QUEUE, createExtraction, getAipqQuota, getExtraction, type AipqExtractionJob } from './aipq-extractions.service';
import { runAipqExtraction } from './aipq-extraction.run';
import { createAipqFile, getAipqFile, readAipqThumbnail, toAipqFile } from './aipq-files.service';
import { runAipqFile, type AipqFileJob } from './aipq-file.run';
import { aipqFilePath } from './aipq-paths';
import { AIPQ_PURGE_CRON, AIPQ_PURGE_QUEUE, runAipqPurge } from './aipq-purge';

/** The pg-boss queue of uploads to read (pages, thumbnails). */
export const AIPQ_FILE_QUEUE = 'aipq-files';

const ZUserParams = z.object({ userId: z.string() });
const ZFileParams = ZUserParams.extend({ fileId: z.string() });
const BASE = '/v4/user/:userId/aipq';

/** Options of {@link aipqRoutes}. */
export interface AipqRoutesOptions {
  engines: AipqEngines;
}

/**
 * The AI PDF-quote import's uploads, extractions and quota (spec/business-records.md §7 "AI
 * PDF-quote import (version=1)"; docs/decisions/057). Every call needs ROLE_AIPQ (403); token
 * viewers get 404 (no `config.especbook`).
 */
export const aipqRoutes: FastifyPluginAsyncZod<AipqRoutesOptions> = async (app, opts) => {
  await acceptMultipart(app, { maxFileBytes: AIPQ_LIMITS.fileBytes + 1, maxParts: 5 });
  const deps = { db: app.db, storage: app.storage, log: app.log };
  app.jobs.define<AipqFileJob>(AIPQ_FILE_QUEUE, (data) => runAipqFile(deps, data), { retryLimit: 1, expireInSeconds: 5 * 60 });
  app.jobs.define<AipqExtractionJob>(AIPQ_EXTRACTION_QUEUE, (data) => runAipqExtraction({ ...deps, engines: opts.engines }, data), {
    retryLimit: 1,
    expireInSeconds: 15 * 60,
  });
  app.jobs.define(AIPQ_PURGE_QUEUE, () => runAipqPurge(deps), { cron: AIPQ_PURGE_CRON, expireInSeconds: 5 * 60 });

  app.post(
    `${BASE}/files`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['aipq'],
        summary:
          'Uploads a quote PDF (multipart `file`, the first file; at most 25 MB, checked by its bytes) → 201 {id, status: "pending"} with a ' +
          'Location header to poll; a job reads its pages and thumbnails. ROLE_AIPQ.',
        params: ZUserParams,
        response: { 201: zOne(z.object({ id: z.number().int(), status: z.string() })) },
      },
    },
    async (request, reply) => {
      const body = await readMultipart(request);
      const row = await createAipqFile(request.ctx, app.storage, request.params.userId, Object.values(body.files)[0]);
      await app.jobs.send<AipqFileJob>(AIPQ_FILE_QUEUE, { fileId: row.id });
      return reply
        .code(201)
        .header('location', aipqFilePath(row.userId, row.id))
        .send({ data: { id: row.id, status: toAipqFile(row, row.userId).status } });
    },
  );

  app.get(
    `${BASE}/files/:fileId`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['aipq'],
        summary: 'An upload: status (pending, processing, complete, failed with message), page count and, once complete, its pages (files[]) sorted by page with thumbnail images and hasText.',
        params: ZFileParams,
        response: { 200: zOne(ZAipqFile) },
      },
    },
    async (request) => ({ data: await getAipqFile(request.ctx, request.params.userId, request.params.fileId) }),
  );

  app.get(
    `${BASE}/files/:fileId/pages/:page.png`,
    {
      onRequest: app.requireAuth,
      schema: { tags: ['aipq'], summary: "A page's thumbnail (image/png), to the upload's owner.", params: ZFileParams.extend({ page: z.string() }) },
    },
    async (request, reply) => {
      const png = await readAipqThumbnail(request.ctx, app.storage, request.params.userId, request.params.fileId, request.params.page);
      return reply.header('Content-Type', 'image/png').header('Cache-Control', 'private, max-age=3600').send(png);
    },
  );

  app.post(
    `${BASE}/extractions`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['aipq'],
        summary:
          'Starts an extraction of chosen pages with an engine (?engine=layout|ocr|llm, default the account setting aipq.engine): ' +
          '{"createExtractionRequest":{"file":{"id"},"pages":[…]},"name"} → 202 with a Location header to poll. 409 while the file is ' +
          'being read, 422 for an engine not configured here or a used-up quota (one unit reserved, given back if it fails).',
        params: ZUserParams,
        querystring: ZEngineQuery,
        body: ZCreateExtraction,
        response: { 202: zOne(ZExtraction) },
      },
    },
    async (request, reply) => {
      const started = await createExtraction(request.ctx, { jobs: app.jobs, engines: opts.engines }, request.params.userId, request.query.engine, request.body);
      return reply.code(202).header('location', started.location).send({ data: started.extraction });
    },
  );

  app.get(
    `${BASE}/extractions/:extractionId`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['aipq'],
        summary: 'An extraction: status (queued, processing, complete, failed), complete, message (progress, or why it failed) and its tables.',
        params: ZUserParams.extend({ extractionId: z.string() }),
        response: { 200: zOne(ZExtraction) },
      },
    },
    async (request) => ({ data: await getExtraction(request.ctx, request.params.userId, request.params.extractionId) }),
  );

  app.get(
    `${BASE}/quota`,
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['aipq'],
        summary:
          "This month's extraction quota of an engine (?engine=, default the account setting aipq.engine): {Quota: {engine, limit, used, remaining, period}}; " +
          '422 for an engine not configured on this server.',
        params: ZUserParams,
        querystring: ZEngineQuery,
        response: { 200: zOne(z.object({ Quota: ZAipqQuota })) },
      },
    },
    async (request) => ({ data: { Quota: await getAipqQuota(request.ctx, opts.engines, request.params.userId, request.query.engine) } }),
  );
};
