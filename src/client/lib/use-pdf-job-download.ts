import { useCallback, useEffect, useRef, useState } from 'react';
import { PDF_JOB_MESSAGES as M, PDF_JOB_POLL_INTERVAL_MS } from '#shared/lib/pdf-job-messages';
import type { TPdfJobStatus } from '#shared/schemas/pdf-job';
import { saveFile } from '#client/lib/save-file';
import { toastError } from '#client/lib/toasts';
import { createPdf, downloadPdfJobFile, fetchPdf } from './pdf-job';

/** What to build and how to save it. */
export type TPdfJobRequest = {
  userId: number;
  type: string;
  specbookId: number;
  /** The saved file's name (the purchase order: "{specbook name}.pdf", §4.5). */
  fileName: string;
  /** The error toast when the job fails (§8). */
  failedMessage: string;
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
 * 'failed' (error toast, polling stops). A create that answers nothing just stops. `job` is set
 * while it runs, for the 'Generating PDF' overlay; leaving the page stops the polling.
 */
export function usePdfJobDownload(pollIntervalMs: number = PDF_JOB_POLL_INTERVAL_MS) {
  const [job, setJob] = useState<TPdfJobProgress | null>(null);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const show = (status: TPdfJobStatus) => setJob({ status, progress: PROGRESS[status], step: M.progress[status] });

  const poll = async (request: TPdfJobRequest, id: number, signal: AbortSignal) => {
    for (;;) {
      await sleep(pollIntervalMs, signal);
      if (signal.aborted) return;
      const current = await fetchPdf(request.userId, id, signal);
      if (current.status === 'failed') return toastError(request.failedMessage);
      if (current.url) {
        show('completed');
        return saveFile(await downloadPdfJobFile(current.url, signal), request.fileName);
      }
      show(current.status);
    }
  };

  const start = useCallback(async (request: TPdfJobRequest) => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    show('created');
    try {
      const created = await createPdf(request.userId, request.type, request.specbookId);
      if (created) await poll(request, created.id, controller.signal);
    } catch {
      if (!controller.signal.aborted) toastError(request.failedMessage);
    } finally {
      running.current = null;
      if (!controller.signal.aborted) setJob(null);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `poll` and `show` only use setters and their arguments
  }, [pollIntervalMs]);

  return { start, job };
}
