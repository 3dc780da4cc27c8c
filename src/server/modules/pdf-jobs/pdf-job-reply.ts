/**
 * A document endpoint that answers its PDF directly builds a large document as a PDF job instead
 * (docs/decisions/032, 035): 202 with the job record and a `Location` of its fetchPdf.
 */
import type { FastifyReply } from 'fastify';
import type { ServiceContext } from '#server/lib/context';
import type { JobRunner } from '#server/lib/jobs/job-runner';
import type { TPdfJobCreate } from '#shared/schemas/pdf-job';
import { createPdfJob, pdfJobPath } from './pdf-jobs.service';

/** Creates the job exactly as createPdf would (same checks, same viewer rules) and answers 202. */
export async function replyWithPdfJob(reply: FastifyReply, ctx: ServiceContext, jobs: JobRunner, input: TPdfJobCreate): Promise<FastifyReply> {
  const job = await createPdfJob(ctx, jobs, input);
  return reply.status(202).header('Location', pdfJobPath(ctx.user.id, job.id)).send({ data: job });
}
