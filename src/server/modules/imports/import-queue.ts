/**
 * Where queued CSV imports run: one pg-boss queue per kind of import in the app's job runner
 * (decision 035), so the request that uploads the file is answered at once and the import runs in
 * whichever process picks the job up. A job carries only `{importId}`; the import's row and the
 * stored upload hold the rest. A job cut off by a crash (its transaction rolled back, nothing
 * written) expires after a minute and is retried by any process (docs/decisions/045), which runs
 * the import again; the import's rows and its completion commit together, so it is never applied
 * twice. An import whose retries ran out reads as failed once its heartbeat is STALE_AFTER_MS old
 * (import-record.ts).
 */
import type { JobRunner } from '#server/lib/jobs/job-runner';
import { runImport, type ImportDeps, type ImportWork } from './import-run';

/** What an import job carries. */
interface ImportJob {
  importId: number;
}

/** Declares a kind's queue and its worker (before the runner starts). */
export function defineImportQueue(jobs: JobRunner, queue: string, deps: ImportDeps, work: ImportWork): void {
  jobs.define<ImportJob>(queue, ({ importId }) => runImport(deps, importId, work), { retryLimit: 2, expireInSeconds: 60 });
}

/** Queues an import on its kind's queue. */
export async function scheduleImport(jobs: JobRunner, queue: string, importId: number): Promise<void> {
  await jobs.send<ImportJob>(queue, { importId });
}
