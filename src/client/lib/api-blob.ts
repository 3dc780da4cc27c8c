import { acceptHeader, ApiError, type TApiErrorBody } from './api-client';
import { getToken } from './auth-storage';

/** Options of {@link fileRequest} and {@link apiBlob}. */
export type TBlobRequestOptions = {
  method?: 'GET' | 'POST';
  /** JSON body. */
  body?: unknown;
  /** The MIME type asked for first (application/pdf by default). */
  accept?: string;
  signal?: AbortSignal;
  /** The error's message when the server gives no reason (the status text otherwise). */
  failedMessage?: string;
};

/**
 * Calls an API endpoint that answers a file (a PDF, a CSV) with the bearer token and answers the
 * successful Response, for callers that read more than the body (a 202 job, headers). Error
 * answers are JSON like every other call: they become an {@link ApiError} carrying the server's
 * message, which the caller toasts as the spec says (nothing is toasted here). An abort is rethrown.
 */
export async function fileRequest(path: string, options: TBlobRequestOptions = {}): Promise<Response> {
  const token = getToken();
  const headers: Record<string, string> = { Accept: `${options.accept ?? 'application/pdf'}, ${acceptHeader(path)}` };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError(0, null, 'No response from the server.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as TApiErrorBody | null;
    throw new ApiError(res.status, body, options.failedMessage ?? (res.statusText || `Request failed (${res.status})`));
  }
  return res;
}

/** Calls an API endpoint that answers a file and returns it as a Blob (see {@link fileRequest}). */
export async function apiBlob(path: string, options: TBlobRequestOptions = {}): Promise<Blob> {
  return (await fileRequest(path, options)).blob();
}
