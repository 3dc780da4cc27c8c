import { getToken } from './auth-storage';
import { isChunkLoadError, reloadAfterChunkError } from './chunk-reload';

/**
 * Uncaught client TypeError, ReferenceError and SyntaxError are posted to /api/log; when that
 * fails they are written to the console (spec §8).
 */

/** True for the error kinds that are reported: TypeError, ReferenceError, SyntaxError. */
export function isReportableError(error: unknown): error is Error {
  if (isChunkLoadError(error)) return false;
  return error instanceof TypeError || error instanceof ReferenceError || error instanceof SyntaxError;
}

/** The one-line message posted for `error`. */
export function errorLogMessage(error: Error): string {
  const where = typeof window === 'undefined' ? '' : ` (at ${window.location.pathname})`;
  return `${error.name}: ${error.message}${where}`.slice(0, 2000);
}

/** POST the error to /api/log; on any failure write it to the console instead. */
export async function reportClientError(error: Error): Promise<void> {
  try {
    const headers: Record<string, string> = {
      Accept: 'application/json;version=5',
      'Content-Type': 'application/json',
    };
    const token = getToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const res = await fetch('/api/log', {
      method: 'POST',
      headers,
      body: JSON.stringify({ message: errorLogMessage(error) }),
    });
    if (!res.ok) throw new Error(`log answered ${res.status}`);
  } catch {
    console.error(error);
  }
}

/** Handle one uncaught error or rejection reason: reload on chunk failures, report the rest. */
export function handleUncaught(error: unknown): void {
  if (isChunkLoadError(error)) {
    reloadAfterChunkError();
    return;
  }
  if (isReportableError(error)) void reportClientError(error);
}

/** Install the window 'error' and 'unhandledrejection' listeners. */
export function installErrorReporting(): void {
  window.addEventListener('error', (event) => handleUncaught(event.error));
  window.addEventListener('unhandledrejection', (event) => handleUncaught(event.reason));
}
