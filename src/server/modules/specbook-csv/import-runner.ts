/**
 * Where queued CSV imports run: a pg-boss queue of the app's job runner (decision 035), so the
 * request that uploads the file is answered at once and the import runs in whichever process
 * picks the job up. The job carries only `{importId}`; the import's row and the stored upload hold
 * the rest. A job cut off by a crash (its transaction rolled back, nothing written) expires after
 * a minute and is retried by any process (docs/decisions/045), which runs the import again; the
 * import's rows and its completion commit together, so it is never applied twice. An import whose
 * retries ran out reads as failed once its heartbeat is STALE_AFTER_MS old (csv-import.service.ts).
 */
import type { JobRunner } from '#server/lib/jobs/job-runner';
import { runCsvImport, type ImportDeps } from './csv-import.run';

/** The pg-boss queue of CSV imports. */
export const CSV_IMPORT_QUEUE = 'csv-import';

/** What a CSV import job carries. */
export interface CsvImportJob {
  importId: number;
}

/** Declares the queue and its worker (before the runner starts). */
export function defineImportJobs(jobs: JobRunner, deps: ImportDeps): void {
  jobs.define<CsvImportJob>(CSV_IMPORT_QUEUE, ({ importId }) => runCsvImport(deps, importId), { retryLimit: 2, expireInSeconds: 60 });
}

/** Queues an import. */
export async function scheduleImport(jobs: JobRunner, importId: number): Promise<void> {
  await jobs.send<CsvImportJob>(CSV_IMPORT_QUEUE, { importId });
}
