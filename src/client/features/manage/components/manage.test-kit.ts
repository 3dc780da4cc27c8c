/**
 * A stubbed API for the manage page's client tests: the specbook of `../test-kit` with the rooms
 * Kitchen (one spec) and Bath (empty). The room list and Kitchen's specs are state (`api.rooms`,
 * `api.kitchenSpecs`) so that a test can change what the next GET answers; a test's own
 * handlers answer first.
 */
import type { TCategory } from '#shared/schemas/category';
import type { TLineItem } from '#shared/schemas/line-item';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { beforeAll } from 'vitest';
import { jsonResponse } from '#client/test/render';
import { resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { BASE, block, page, room, spec, specbook, statuses } from '../test-kit';
import { loadDndKit } from './dnd-kit-loader';

export { BASE, block, page, room, spec, specbook, statuses } from '../test-kit';
export type { THandler } from '#client/test/stub-fetch';

/** A request as the page sent it (url = path and query). */
export type TSent = { method: string; url: string; body: unknown };

/** The stubbed API of one test. */
export type TManageApi = {
  /** Answers tried before the defaults. */
  handlers: THandler[];
  /** What GET …/categories answers. */
  rooms: TCategory[];
  /** The specs of room 1 (Kitchen). */
  kitchenSpecs: TSpecSpecbook[];
  /** What GET …/lineitems answers. */
  lineItems: TLineItem[];
  /** Requests sent so far: method, path with query, parsed body. */
  sent(): TSent[];
};

function defaults(api: TManageApi): THandler {
  return (url, init) => {
    const method = init.method ?? 'GET';
    const path = url.pathname;
    if (method !== 'GET') return undefined;
    if (path === '/api/v4/user/7/account/settings') return jsonResponse(200, { data: [{ key: 'management.collapse_all', effective: 'false' }] });
    if (path === '/api/v4/user/7/statuses') return jsonResponse(200, { data: statuses });
    if (path === BASE) return jsonResponse(200, { data: specbook });
    if (path === `${BASE}/categories`) return jsonResponse(200, { data: api.rooms });
    if (path === `${BASE}/lineitems`) return jsonResponse(200, { data: api.lineItems });
    if (path === `${BASE}/totals`) {
      return jsonResponse(200, { data: { quoted: block, approved: block, optional: block, all: block, uncategorized: { quoted: block, approved: block } } });
    }
    if (path === `${BASE}/specs`) return page(url.searchParams.get('categoryID') === '1' ? api.kitchenSpecs : []);
    return undefined;
  };
}

/** Stubs fetch with the default answers; call in beforeEach and {@link resetManageTest} in afterEach. */
export function stubManageApi(): TManageApi {
  const testHandlers: THandler = (url, init) => {
    for (const h of api.handlers) {
      const res = h(url, init);
      if (res) return res;
    }
    return undefined;
  };
  const fetch = stubFetch([testHandlers, (url, init) => defaults(api)(url, init)]);
  const api: TManageApi = {
    handlers: [],
    rooms: [room(1, 'Kitchen', 1, 0), room(2, 'Bath', 0, 1)],
    kitchenSpecs: [spec(11, 'Widespread Faucet', 1)],
    lineItems: [],
    sent: () => fetch.sent().map((r) => ({ method: r.method, url: r.query.size ? `${r.path}?${r.query}` : r.path, body: r.body })),
  };
  return api;
}

/** Undo a test's stubs and toasts. */
export const resetManageTest = resetStubs;

/**
 * Loads the manage list's drag and drop before a test file's tests: the list waits for it, and a
 * test worker's first load of its modules can take longer than a `findBy` waits.
 */
export function preloadDragAndDrop(): void {
  beforeAll(() => loadDndKit(), 60_000);
}
