/**
 * Clean-up of finished PDF jobs (docs/decisions/035): a job's file is fetched once, seconds after
 * it is built, so rows and their stored files are removed once they are older than
 * {@link PDF_JOB_RETENTION_MS}. Every app process runs the purge on a timer; a row is deleted by
 * exactly one of them (DELETE … RETURNING), which then deletes its file.
 */
import { lt } from 'drizzle-orm';
import { pdfJobs } from '#server/db/schema/index';
import type { PdfWorkerDeps } from './pdf-jobs.service';

/** How long a PDF job (row and file) is kept after its last change: 24 hours. */
export const PDF_JOB_RETENTION_MS = 24 * 60 * 60_000;

/** How often each process purges: hourly (and once when it starts). */
export const PDF_JOB_PURGE_INTERVAL_MS = 60 * 60_000;

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

/**
 * Purges now and then every `intervalMs` until the answered stop function is called. The timer
 * does not keep the process alive; a purge that throws is logged and tried again next time.
 */
export function schedulePdfJobPurge(deps: PdfWorkerDeps, intervalMs: number = PDF_JOB_PURGE_INTERVAL_MS): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const purge = () => {
    running = purgeOldPdfJobs(deps).then(
      (count) => count > 0 && deps.log.info({ count }, 'old pdf jobs purged'),
      (err: unknown) => deps.log.warn({ err }, 'pdf job purge failed'),
    );
  };
  purge();
  const timer = setInterval(purge, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
