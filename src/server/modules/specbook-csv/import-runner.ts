/**
 * Where queued CSV imports run. Until the pg-boss job runner is merged, an import runs in this
 * process right after the request is answered; the import's row keeps its status, so a restart
 * leaves a failed import (csv-import.service.ts STALE_AFTER_MS), never a stuck one. Moving it onto
 * the job runner is one change here: `schedule` sends a job {importId} and the worker calls
 * `runCsvImport(deps, importId)` (docs/decisions/036).
 */
import { runCsvImport, type ImportDeps } from './csv-import.run';

/** Runs imports after the answer and lets the server wait for them when it closes. */
export interface ImportRunner {
  /** Starts the import once the current request has been answered. */
  schedule(importId: number): void;
  /** Resolves when every import started by this runner has ended. */
  drain(): Promise<void>;
}

/** An in-process runner. */
export function createImportRunner(deps: ImportDeps): ImportRunner {
  const running = new Set<Promise<void>>();
  return {
    schedule(importId) {
      const job = new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => runCsvImport(deps, importId))
        // The import's own failures are recorded on its row; this is the database being unreachable.
        .catch((err: unknown) => deps.log.error({ err, importId }, 'CSV import could not run'))
        .finally(() => running.delete(job));
      running.add(job);
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
