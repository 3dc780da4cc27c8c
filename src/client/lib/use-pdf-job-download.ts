import { useCallback, useEffect, useRef, useState } from 'react';
import { PDF_JOB_MESSAGES as M, PDF_JOB_POLL_INTERVAL_MS } from '#shared/lib/pdf-job-messages';
import type { TPdfJobStatus } from '#shared/schemas/pdf-job';
import { saveFile } from '#client/lib/save-file';
import { toastError } from '#client/lib/toasts';
import { createPdf, downloadPdfJobFile, fetchPdf } from './pdf-job';

/** How to follow a job and save its file. */
export type TPdfJobFollowRequest = {
  userId: number;
  /** The saved file's name (the purchase order: "{specbook name}.pdf", §4.5). */
  fileName: string;
  /** The error toast when the job fails (§8). */
  failedMessage: string;
};

/** What to build and how to save it. */
export type TPdfJobRequest = TPdfJobFollowRequest & {
  type: string;
  specbookId: number;
  /** The builder's options (createPdf's `options`, checked against the type's schema). */
  options?: Record<string, unknown>;
};

/** Progress of the overlay per job status. */
const PROGRESS: Record<TPdfJobStatus, number> = { created: 20, active: 55, completed: 100, failed: 100 };

/** A running job as the overlay shows it. */
export type TPdfJobProgress = { status: TPdfJobStatus; progress: number; step: string };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Builds a PDF as a job (spec §4.5): createPdf, then fetchPdf every 3000 ms until a url
 * appears — the file is then fetched with the bearer token and saved — or the status is
 * 'failed' (error toast, polling stops). A create that answers nothing just stops. `follow` does
 * the same for a job another call already created (a large createSpecsPdf answers one, decision
 * 032). Both answer whether the file was saved. `job` is set while it runs, for the 'Generating
 * PDF' overlay; leaving the page stops the polling; one job runs at a time.
 */
export function usePdfJobDownload(pollIntervalMs: number = PDF_JOB_POLL_INTERVAL_MS) {
  const [job, setJob] = useState<TPdfJobProgress | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const show = (status: TPdfJobStatus) => setJob({ status, progress: PROGRESS[status], step: M.progress[status] });

  /** Polls job `id` to its end; true once its file is saved. */
  const poll = async (request: TPdfJobFollowRequest, id: number, signal: AbortSignal): Promise<boolean> => {
    for (;;) {
      await sleep(pollIntervalMs, signal);
      if (signal.aborted) return false;
      const current = await fetchPdf(request.userId, id, signal);
      if (current.status === 'failed') {
        toastError(request.failedMessage);
        return false;
      }
      if (current.url) {
        show('completed');
        saveFile(await downloadPdfJobFile(current.url, signal), request.fileName);
        return true;
      }
      show(current.status);
    }
  };

  /** Runs `jobId` (which answers the job to follow, or null to stop) and polls it, one at a time. */
  const run = async (request: TPdfJobFollowRequest, jobId: () => Promise<number | null>): Promise<boolean> => {
    if (running.current) return false;
    const controller = new AbortController();
    running.current = controller;
    show('created');
    try {
      const id = await jobId();
      return id === null ? false : await poll(request, id, controller.signal);
    } catch {
      if (!controller.signal.aborted) toastError(request.failedMessage);
      return false;
    } finally {
      running.current = null;
      if (!controller.signal.aborted) setJob(null);
    }
  };

  /* eslint-disable react-hooks/exhaustive-deps -- `run`, `poll` and `show` only use refs, setters and their arguments */
  const start = useCallback(
    (request: TPdfJobRequest) => run(request, async () => (await createPdf(request.userId, request.type, request.specbookId, request.options))?.id ?? null),
    [pollIntervalMs],
  );
  const follow = useCallback((request: TPdfJobFollowRequest, id: number) => run(request, async () => id), [pollIntervalMs]);
  /* eslint-enable react-hooks/exhaustive-deps */

  return { start, follow, job };
}
