import { notifications } from '@mantine/notifications';
import { CONSTANTS, MESSAGES } from '#shared/lib/messages';
import { clearExpiredSession, getToken } from './auth-storage';
import { hardNavigate } from './navigation';

/**
 * The one way the client talks to the API (spec/workspace.md §7 conventions, §8 transport rules).
 *
 * - Sends `Accept: application/json;version=5` (version=1 under /api/v1/auth) and the bearer token.
 * - Unwraps `{data}`; lists become `{list, pagination, count, facets}` (`_pagination` → `pagination`).
 * - 401 on an authenticated call: logs 'Unauthorized', toasts 'Token Expired. Please, login again.',
 *   and after 3 s clears the session and goes to '/'.
 * - 404 and 5xx: never toasted; the caller gets an {@link ApiError}.
 * - Any other error status: the server's first error message (or its message) is toasted and the
 *   caller gets an {@link ApiError} carrying the body.
 * - No response at all: nothing is shown; the caller gets an {@link ApiError} with status 0.
 */

/** One entry of an error body's `errors`. */
export type TApiFieldError = { field: string | null; message: string };

/** The API's error body: `{message, errors: [{field, message}]}`. */
export type TApiErrorBody = { message?: string; errors?: TApiFieldError[] };

/** Pagination of a list answer (spec §3 "Pagination"). */
export type TPagination = {
  base?: string;
  currentPage: number;
  perPage: number;
  total: number;
  lastPage: number;
  next: string | null;
  prev: string | null;
  path?: string;
};

/** An unwrapped list answer. */
export type TListResult<T> = {
  list: T[];
  pagination: TPagination | null;
  count?: number;
  facets?: unknown;
};

/** A failed call: `status` is the HTTP status, 0 when no response arrived. */
export class ApiError extends Error {
  /** HTTP status; 0 when the request never got an answer. */
  readonly status: number;
  /** The parsed error body, when the server sent one. */
  readonly body: TApiErrorBody | null;

  constructor(status: number, body: TApiErrorBody | null, fallback: string) {
    super(firstErrorMessage(body) ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** Field-level messages (field → first message; 'This field has an error' when one has none), for forms. */
  get fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const e of this.body?.errors ?? []) {
      if (e.field && !(e.field in out)) out[e.field] = e.message || MESSAGES.fieldError;
    }
    return out;
  }
}

/** Options of one call. */
export type TRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Query parameters; null and undefined values are left out. */
  query?: Record<string, string | number | boolean | null | undefined>;
  /** JSON body, or a FormData sent as multipart/form-data (the browser sets its boundary). */
  body?: unknown;
  signal?: AbortSignal;
  /** Send the bearer token (default true). Unauthenticated calls never trigger the session expiry. */
  auth?: boolean;
  /** What a 401 on an authenticated call does: 'expire' the session (default) or just 'throw'. */
  onUnauthorized?: 'expire' | 'throw';
  /** Do not toast error statuses: the caller shows the message itself. */
  silent?: boolean;
  /** API version sent in the Accept header; defaults to 1 under /api/v1/auth and 5 elsewhere. */
  version?: number;
  /** Extra request headers (an Idempotency-Key on money moves). */
  headers?: Record<string, string>;
};

/** The first error message of an error body: `errors[0].message`, else `message`. */
export function firstErrorMessage(body: TApiErrorBody | null | undefined): string | null {
  const first = body?.errors?.find((e) => typeof e?.message === 'string' && e.message);
  if (first) return first.message;
  return typeof body?.message === 'string' && body.message ? body.message : null;
}

/** The Accept header for `path`: version 1 for the auth endpoints, 5 otherwise. */
export function acceptHeader(path: string, version?: number): string {
  const v = version ?? (path.startsWith('/api/v1/auth') ? 1 : 5);
  return `application/json;version=${v}`;
}

function buildUrl(path: string, query: TRequestOptions['query']): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    params.append(key, String(value));
  }
  const qs = params.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

let sessionExpiring = false;

/**
 * The session is no longer valid: toast once, then after the logout delay clear every trace of
 * it (only the tab's own, for an e-Specbook viewer's tab) and go to '/'.
 */
export function expireSession(): void {
  if (sessionExpiring) return;
  sessionExpiring = true;
  notifications.show({ color: 'red', message: MESSAGES.tokenExpired });
  window.setTimeout(() => {
    clearExpiredSession();
    sessionExpiring = false;
    hardNavigate('/');
  }, CONSTANTS.logoutDelayMs);
}

async function readBody(res: Response): Promise<unknown> {
  if (res.status === 204 || res.status === 205) return null;
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function asErrorBody(value: unknown): TApiErrorBody | null {
  return value && typeof value === 'object' ? (value as TApiErrorBody) : null;
}

/** Send one request and return the parsed JSON body (null for an empty answer) and the answer's headers. */
async function sendForHeaders(path: string, options: TRequestOptions): Promise<{ parsed: unknown; headers: Headers }> {
  const { method = 'GET', body, signal, auth = true, onUnauthorized = 'expire', silent = false } = options;
  const headers: Record<string, string> = { ...options.headers, Accept: acceptHeader(path, options.version) };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  const token = auth ? getToken() : null;
  if (token) headers.Authorization = `Bearer ${token}`;

  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    // No response at all: nothing is shown.
    throw new ApiError(0, null, 'No response from the server.');
  }

  const parsed = await readBody(res);
  if (res.ok) return { parsed, headers: res.headers };

  const errorBody = asErrorBody(parsed);
  const error = new ApiError(res.status, errorBody, res.statusText || `Request failed (${res.status})`);

  if (res.status === 401) {
    console.warn(MESSAGES.unauthorized);
    if (auth && onUnauthorized === 'expire') expireSession();
    throw error;
  }
  // 404 is passed back to the caller; 5xx is never shown as a toast.
  if (res.status === 404 || res.status >= 500) throw error;
  if (!silent) {
    notifications.show({ color: 'red', message: firstErrorMessage(errorBody) ?? MESSAGES.internal });
  }
  throw error;
}

/** The `data` of an answer's body, or the body itself when it has none. */
export function unwrapData<T>(parsed: unknown): T {
  if (parsed && typeof parsed === 'object' && 'data' in parsed) return (parsed as { data: T }).data;
  return parsed as T;
}

/** Send one request and return the parsed JSON body (null for an empty answer). */
async function send(path: string, options: TRequestOptions): Promise<unknown> {
  return (await sendForHeaders(path, options)).parsed;
}

/**
 * Call an endpoint that starts a job and return the unwrapped `data` with the answer's `Location`
 * header (the status URL to poll; null when the server sent none).
 */
export async function apiRequestWithLocation<T>(path: string, options: TRequestOptions = {}): Promise<{ data: T; location: string | null }> {
  const { parsed, headers } = await sendForHeaders(path, options);
  return { data: unwrapData<T>(parsed), location: headers.get('location') };
}

/** Call the API and return the unwrapped `data` of the answer (null for an empty answer such as 204). */
export async function apiRequest<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  return unwrapData<T>(await send(path, options));
}

/** Call the API and return its whole answer (for answers that carry `meta` beside `data`). */
export async function apiEnvelope<T>(path: string, options: TRequestOptions = {}): Promise<T> {
  return (await send(path, options)) as T;
}

/** Call a list endpoint: `{data: [...], _pagination, count, facets}` → `{list, pagination, count, facets}`. */
export async function apiList<T>(path: string, options: TRequestOptions = {}): Promise<TListResult<T>> {
  const parsed = (await send(path, options)) as {
    data?: T[];
    _pagination?: TPagination;
    pagination?: TPagination;
    count?: number;
    facets?: unknown;
  } | null;
  const result: TListResult<T> = {
    list: Array.isArray(parsed?.data) ? parsed.data : [],
    pagination: parsed?._pagination ?? parsed?.pagination ?? null,
  };
  if (parsed?.count !== undefined) result.count = parsed.count;
  if (parsed?.facets !== undefined) result.facets = parsed.facets;
  return result;
}
