import { CONSTANTS } from '#shared/lib/messages';
import { encodeCursor, type CursorValue } from './cursor';
import { API_BASE, pathOf, withQueryParam } from './links';

export { decodeCursor, encodeCursor, keysetCondition, MAX_CURSOR_LENGTH, type CursorValue } from './cursor';
export { API_BASE, pathOf, withQueryParam } from './links';
export { ZCursorPagination, ZPageMeta, ZPagePagination, zCursorList, zPageList } from '#shared/schemas/pagination';

/** `_pagination` of a page-numbered list. */
export interface PagePagination {
  base: string;
  currentPage: number;
  perPage: number;
  total: number;
  lastPage: number;
  next: string | null;
  prev: string | null;
  path: string;
}

/** `meta` of a page-numbered list, as existing clients of the real service read it. */
export interface PageMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** A page-numbered list answer. */
export interface PageEnvelope<T> {
  data: T[];
  _pagination: PagePagination;
  meta: PageMeta;
}

/** `_pagination` of a cursor-paginated list: no page numbers, `next` carries the cursor. */
export interface CursorPagination {
  base: string;
  currentPage: null;
  perPage: number;
  total: number | null;
  lastPage: null;
  next: string | null;
  prev: null;
  path: string;
}

/** A cursor-paginated list answer. */
export interface CursorEnvelope<T> {
  data: T[];
  _pagination: CursorPagination;
}

/**
 * LIMIT and OFFSET for a 1-based page.
 * @example pageParams(3, 24) → { limit: 24, offset: 48 }
 */
export function pageParams(
  page: number | undefined,
  perPage: number = CONSTANTS.defaultPageSize,
): { limit: number; offset: number } {
  const current = Math.max(1, Math.floor(page ?? 1));
  return { limit: perPage, offset: (current - 1) * perPage };
}

/** The last page number for a total: at least 1, so an empty list has one (empty) page. */
export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

// Rows pass through unchanged when no map is given; the caller's types then say Out = Row.
function mapper<Row, Out>(map: ((row: Row) => Out) | undefined): (row: Row) => Out {
  return map ?? ((row: Row) => row as unknown as Out);
}

/**
 * The answer for one page of a page-numbered list: `{data, _pagination, meta}`. `next` and
 * `prev` are the request URL (an absolute path, other parameters kept) with `page` replaced,
 * or null at the ends.
 * @param options.rows the page's rows (fetched with {@link pageParams}).
 * @param options.total the number of rows over all pages (a count over the same filter).
 * @param options.url the request URL, e.g. `request.url` ('/api/v4/user/1/specs?page=2').
 * @param options.map optional row → API shape.
 */
export function pageEnvelope<Row, Out = Row>(options: {
  rows: Row[];
  total: number;
  page: number | undefined;
  perPage: number;
  url: string;
  map?: (row: Row) => Out;
}): PageEnvelope<Out> {
  const { total, perPage, url } = options;
  const page = Math.max(1, Math.floor(options.page ?? 1));
  const lastPage = lastPageOf(total, perPage);
  const next = page < lastPage ? withQueryParam(url, 'page', page + 1) : null;
  const prev = page > 1 ? withQueryParam(url, 'page', Math.min(page - 1, lastPage)) : null;
  const _pagination = { base: API_BASE, currentPage: page, perPage, total, lastPage, next, prev, path: pathOf(url) };
  const meta = { current_page: page, last_page: lastPage, per_page: perPage, total };
  return { data: options.rows.map(mapper(options.map)), _pagination, meta };
}

/** How many rows to fetch for a cursor page: one more than shown, to learn whether a next page exists. */
export function cursorLimit(perPage: number): number {
  return perPage + 1;
}

/**
 * The answer for one page of a cursor-paginated list: `{data, _pagination}`.
 * Pass up to perPage + 1 rows ({@link cursorLimit}); when there are more than perPage, the
 * extra row is dropped and `next` is the request URL with `cursor` set to the last shown row's key.
 * @param options.cursorOf the sort key of a row, in ORDER BY order, e.g. `[row.updatedAt, row.id]`.
 * @param options.total optional count over all pages; null in the answer when not given.
 * @param options.map optional row → API shape.
 */
export function cursorEnvelope<Row, Out = Row>(options: {
  rows: Row[];
  perPage: number;
  url: string;
  cursorOf: (row: Row) => readonly CursorValue[];
  total?: number;
  map?: (row: Row) => Out;
}): CursorEnvelope<Out> {
  const { rows, perPage, url } = options;
  const shown = rows.slice(0, perPage);
  const last = shown.at(-1);
  const next = rows.length > perPage && last !== undefined ? withQueryParam(url, 'cursor', encodeCursor(options.cursorOf(last))) : null;
  const _pagination: CursorPagination = {
    base: API_BASE,
    currentPage: null,
    perPage,
    total: options.total ?? null,
    lastPage: null,
    next,
    prev: null,
    path: pathOf(url),
  };
  return { data: shown.map(mapper(options.map)), _pagination };
}
