/**
 * Clean-up of finished PDF jobs (docs/decisions/035): a job's file is fetched once, seconds after
 * it is built, so rows and their stored files are removed once they are older than
 * {@link PDF_JOB_RETENTION_MS}. The purge is a pg-boss schedule ({@link PDF_PURGE_CRON}): one job per
 * tick whatever the number of app processes (docs/decisions/045); and should two ever overlap, a
 * row is still deleted by exactly one of them (DELETE … RETURNING), which then deletes its file.
 */
import { lt } from 'drizzle-orm';
import { pdfJobs } from '#server/db/schema/index';
import type { PdfWorkerDeps } from './pdf-jobs.service';

/** How long a PDF job (row and file) is kept after its last change: 24 hours. */
export const PDF_JOB_RETENTION_MS = 24 * 60 * 60_000;

/** The pg-boss queue of the purge. */
export const PDF_PURGE_QUEUE = 'pdf-jobs-purge';

/** When the purge runs: hourly, at 17 minutes past (UTC). */
export const PDF_PURGE_CRON = '17 * * * *';

/**
 * Deletes the jobs last changed more than {@link PDF_JOB_RETENTION_MS} before `now` (whatever
 * their status: an unfinished one is long abandoned by then) and their stored files; answers how
 * many were deleted. The rows go first, so no client is ever answered a url without a file; a
 * file that cannot be deleted is logged and left.
 */
export async function purgeOldPdfJobs(deps: PdfWorkerDeps, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - PDF_JOB_RETENTION_MS);
  const deleted = await deps.db.delete(pdfJobs).where(lt(pdfJobs.updatedAt, cutoff)).returning({ id: pdfJobs.id, storageKey: pdfJobs.storageKey });
  for (const { id, storageKey } of deleted) {
    if (!storageKey) continue;
    await deps.storage.delete(storageKey).catch((err: unknown) => deps.log.warn({ err, pdfJobId: id, storageKey }, 'pdf job file not deleted'));
  }
  return deleted.length;
}

/** Runs one purge and logs what it did (the handler of {@link PDF_PURGE_QUEUE}). */
export async function runPdfJobPurge(deps: PdfWorkerDeps): Promise<void> {
  const count = await purgeOldPdfJobs(deps);
  deps.log.info({ count }, 'pdf job purge');
}
