import { acceptHeader, ApiError, type TApiErrorBody } from './api-client';
import { getToken } from './auth-storage';

/** Options of {@link apiBlob}. */
export type TBlobRequestOptions = {
  method?: 'GET' | 'POST';
  /** JSON body. */
  body?: unknown;
  /** The MIME type asked for first (application/pdf by default). */
  accept?: string;
};

/**
 * Calls an API endpoint that answers a file (a PDF, a CSV) and returns it as a Blob. Error
 * answers are JSON like every other call: they become an {@link ApiError} carrying the server's
 * message, which the caller toasts as the spec says (nothing is toasted here).
 */
export async function apiBlob(path: string, options: TBlobRequestOptions = {}): Promise<Blob> {
  const token = getToken();
  const headers: Record<string, string> = { Accept: `${options.accept ?? 'application/pdf'}, ${acceptHeader(path)}` };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  let res: Response;
  try {
    res = await fetch(path, { method: options.method ?? 'GET', headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
  } catch {
    throw new ApiError(0, null, 'No response from the server.');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as TApiErrorBody | null;
    throw new ApiError(res.status, body, res.statusText || `Request failed (${res.status})`);
  }
  return res.blob();
}
