import { notifications } from '@mantine/notifications';
import { vi } from 'vitest';
import { jsonResponse } from '#client/test/render';

/** One stubbed answer: a Response for the requests it handles, undefined for the rest. */
export type THandler = (url: URL, init: RequestInit) => Response | undefined;

/** A request the component sent: method, path, query and parsed JSON body. */
export type TSent = { method: string; path: string; query: URLSearchParams; body: unknown };

/** Stub fetch with `handlers` (first match answers; anything else is a 404) and record the requests. */
export function stubFetch(handlers: THandler[]) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    for (const h of handlers) {
      const res = h(url, init);
      if (res) return Promise.resolve(res);
    }
    return Promise.resolve(jsonResponse(404, { message: 'not stubbed' }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    sent: (): TSent[] =>
      fetchMock.mock.calls.map(([input, init]) => {
        const url = new URL(String(input), 'http://localhost');
        const i = (init ?? {}) as RequestInit;
        return { method: i.method ?? 'GET', path: url.pathname, query: url.searchParams, body: i.body ? (JSON.parse(String(i.body)) as unknown) : undefined };
      }),
  };
}

/** A handler answering `method path` with `status` and `body`. */
export function on(method: string, path: string, status: number, body: unknown): THandler {
  return (url, init) => ((init.method ?? 'GET') === method && url.pathname === path ? jsonResponse(status, body) : undefined);
}

/** Undo a test's stubs and toasts (Mantine keeps toasts in a global store). */
export function resetCollabTest(): void {
  vi.unstubAllGlobals();
  notifications.clean();
  notifications.cleanQueue();
}
