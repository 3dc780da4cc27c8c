import { PDF_CREATE_OPERATION } from '#shared/lib/pdf-job-messages';
import type { TPdfJob } from '#shared/schemas/pdf-job';
import { ApiError, apiRequest } from '#client/lib/api-client';
import { apiBlob, fileRequest } from '#client/lib/api-blob';

/**
 * The PDF job calls (spec §7 createPdf / fetchPdf; docs/decisions/035) and the download of the
 * finished file, shared by every page that builds a PDF as a job.
 */

const pdfBase = (userId: number) => `/api/v4/user/${userId}/pdf`;

/**
 * createPdf: starts the job (with the builder's `options`, if any); null when the server answered
 * nothing usable (§4.5 "loading stops").
 */
export async function createPdf(userId: number, type: string, specbookId: number, options?: Record<string, unknown>): Promise<TPdfJob | null> {
  try {
    const Pdf = options ? { type, specbookId, options } : { type, specbookId };
    const job = await apiRequest<TPdfJob | null>(pdfBase(userId), { method: 'POST', body: { [PDF_CREATE_OPERATION]: { Pdf } } });
    return job && typeof job.id === 'number' ? job : null;
  } catch {
    return null;
  }
}

/** fetchPdf: the job's status and, once completed, its url. */
export function fetchPdf(userId: number, id: number, signal?: AbortSignal): Promise<TPdfJob> {
  return apiRequest<TPdfJob>(`${pdfBase(userId)}/${id}`, { signal, silent: true });
}

/** Downloads the job's file (an authenticated URL) with the bearer token. */
export function downloadPdfJobFile(url: string, signal?: AbortSignal): Promise<Blob> {
  return apiBlob(url, { signal, failedMessage: 'Could not download the PDF' });
}

/** A document endpoint's answer: the PDF itself, or (a large document, 202) the PDF job building it. */
export type TPdfFileOrJob = { kind: 'file'; blob: Blob } | { kind: 'job'; job: TPdfJob };

/**
 * POSTs `body` to a document endpoint that answers either the PDF or, for a large document, 202
 * with its PDF job (docs/decisions/032, 035: the caller follows the job with fetchPdf).
 * @throws ApiError (`failedMessage` unless the server says why).
 */
export async function postForPdf(path: string, body: unknown, failedMessage: string): Promise<TPdfFileOrJob> {
  const res = await fileRequest(path, { method: 'POST', body, failedMessage });
  if (res.status !== 202) return { kind: 'file', blob: await res.blob() };
  const answered = (await res.json().catch(() => null)) as { data?: TPdfJob } | null;
  if (!answered?.data || typeof answered.data.id !== 'number') throw new ApiError(res.status, null, failedMessage);
  return { kind: 'job', job: answered.data };
}
