import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendFile } from '#server/lib/http/file-reply';
import { zEnvelope, zOne } from '#server/lib/http/envelope';
import { PDF_CREATE_OPERATION } from '#shared/lib/pdf-job-messages';
import { ZPdfJob, ZPdfJobCreate } from '#shared/schemas/pdf-job';
import { createPdfJob, getPdfJob, openPdfJobFile, PDF_QUEUE, runPdfJob, type PdfQueueData } from './pdf-jobs.service';
import { PDF_PURGE_CRON, PDF_PURGE_QUEUE, runPdfJobPurge } from './pdf-jobs.purge';
import './builders';

const ZUserParams = z.object({ userId: z.string() });
// `pdfId`, not `id`: a token viewer's `:id` must be their specbook (viewer-rules.ts).
const ZPdfParams = ZUserParams.extend({ pdfId: z.string() });

/**
 * PDF jobs (spec §7 createPdf / fetchPdf, §4.5; docs/decisions/035). Open to token viewers of
 * the specbook (`read`): the service limits them to their own specbook and their own jobs.
 */
export const pdfJobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { db: app.db, storage: app.storage, log: app.log };
  app.jobs.define<PdfQueueData>(PDF_QUEUE, (data) => runPdfJob(deps, data), {
    retryLimit: 2,
    expireInSeconds: 2 * 60,
  });
  // Old jobs and their files are removed after PDF_JOB_RETENTION_MS, hourly, by one process (pdf-jobs.purge.ts).
  app.jobs.define(PDF_PURGE_QUEUE, () => runPdfJobPurge(deps), { cron: PDF_PURGE_CRON, expireInSeconds: 5 * 60 });

  app.post(
    '/v4/user/:userId/pdf',
    {
      onRequest: app.requireAuth,
      config: { especbook: 'read' },
      schema: {
        tags: ['pdf'],
        summary: 'createPdf: starts building a PDF (type "purchaseorder", or another registered type) and answers its job id and status',
        params: ZUserParams,
        body: zEnvelope(PDF_CREATE_OPERATION, 'Pdf', ZPdfJobCreate),
        response: { 201: zOne(ZPdfJob) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await createPdfJob(request.ctx, app.jobs, request.body.createPdfRequest.Pdf) }),
  );

  app.get(
    '/v4/user/:userId/pdf/:pdfId',
    {
      onRequest: app.requireAuth,
      config: { especbook: 'read' },
      schema: {
        tags: ['pdf'],
        summary: 'fetchPdf: the job status (created, active, completed, failed) and, once completed, the url of its file',
        params: ZPdfParams,
        response: { 200: zOne(ZPdfJob) },
      },
    },
    async (request) => ({ data: await getPdfJob(request.ctx, Number(request.params.pdfId)) }),
  );

  app.get(
    '/v4/user/:userId/pdf/:pdfId/file',
    {
      onRequest: app.requireAuth,
      config: { especbook: 'read' },
      schema: { tags: ['pdf'], summary: 'The finished PDF of a completed job (authenticated download)', params: ZPdfParams },
    },
    async (request, reply) => {
      const file = await openPdfJobFile(request.ctx, app.storage, Number(request.params.pdfId));
      return sendFile(reply, { type: 'application/pdf', fileName: file.fileName, body: file.stream });
    },
  );
};
