import { describe, expect, it } from 'vitest';
import {
  cursorEnvelope,
  cursorLimit,
  decodeCursor,
  lastPageOf,
  pageEnvelope,
  pageParams,
  ZCursorPagination,
  zCursorList,
  zPageList,
} from './pagination';
import { z } from 'zod';

const URL_2 = '/api/v4/user/1/specs?searchTerm=tile&page=2&perPage=10';

describe('pageParams', () => {
  it('turns a 1-based page into limit and offset', () => {
    expect(pageParams(1, 24)).toEqual({ limit: 24, offset: 0 });
    expect(pageParams(3, 24)).toEqual({ limit: 24, offset: 48 });
  });

  it('defaults to page 1 of 24', () => {
    expect(pageParams(undefined)).toEqual({ limit: 24, offset: 0 });
  });

  it('never gives a negative offset', () => {
    expect(pageParams(0, 10).offset).toBe(0);
  });
});

describe('lastPageOf', () => {
  it('rounds up and is at least 1', () => {
    expect(lastPageOf(35, 10)).toBe(4);
    expect(lastPageOf(40, 10)).toBe(4);
    expect(lastPageOf(0, 10)).toBe(1);
  });
});

describe('pageEnvelope', () => {
  it('builds data, _pagination with links and meta for a middle page', () => {
    const answer = pageEnvelope({ rows: [{ id: 11 }], total: 35, page: 2, perPage: 10, url: URL_2 });
    expect(answer).toEqual({
      data: [{ id: 11 }],
      _pagination: {
        base: '/api',
        currentPage: 2,
        perPage: 10,
        total: 35,
        lastPage: 4,
        next: '/api/v4/user/1/specs?searchTerm=tile&page=3&perPage=10',
        prev: '/api/v4/user/1/specs?searchTerm=tile&page=1&perPage=10',
        path: '/api/v4/user/1/specs',
      },
      meta: { current_page: 2, last_page: 4, per_page: 10, total: 35 },
    });
  });

  it('has no prev on the first page and appends page to next', () => {
    const { _pagination } = pageEnvelope({ rows: [], total: 30, page: undefined, perPage: 24, url: '/api/x?a=1' });
    expect(_pagination.currentPage).toBe(1);
    expect(_pagination.prev).toBeNull();
    expect(_pagination.next).toBe('/api/x?a=1&page=2');
  });

  it('has no next on the last page', () => {
    const { _pagination } = pageEnvelope({ rows: [], total: 35, page: 4, perPage: 10, url: '/api/x?page=4' });
    expect(_pagination.next).toBeNull();
    expect(_pagination.prev).toBe('/api/x?page=3');
  });

  it('reports one empty page for an empty list', () => {
    const answer = pageEnvelope({ rows: [], total: 0, page: 1, perPage: 24, url: '/api/x' });
    expect(answer._pagination).toMatchObject({ lastPage: 1, next: null, prev: null, total: 0 });
    expect(answer.meta.last_page).toBe(1);
  });

  it('points prev at the last page when asked beyond it', () => {
    const { _pagination } = pageEnvelope({ rows: [], total: 5, page: 9, perPage: 24, url: '/api/x?page=9' });
    expect(_pagination.prev).toBe('/api/x?page=1');
    expect(_pagination.next).toBeNull();
  });

  it('maps rows to the API shape', () => {
    const answer = pageEnvelope({ rows: [{ id: 1 }], total: 1, page: 1, perPage: 24, url: '/api/x', map: (r) => ({ specID: r.id }) });
    expect(answer.data).toEqual([{ specID: 1 }]);
  });

  it('matches its response schema', () => {
    const answer = pageEnvelope({ rows: [{ id: 1 }], total: 1, page: 1, perPage: 24, url: '/api/x' });
    expect(zPageList(z.object({ id: z.number() })).safeParse(answer).success).toBe(true);
  });
});

describe('cursorEnvelope', () => {
  const rows = [1, 2, 3, 4].map((id) => ({ id, updatedAt: new Date(Date.UTC(2024, 0, 10 - id)) }));
  const cursorOf = (row: (typeof rows)[number]) => [row.updatedAt, row.id];

  it('fetches one extra row', () => {
    expect(cursorLimit(24)).toBe(25);
  });

  it('shows perPage rows and links the next page by the last shown row', () => {
    const answer = cursorEnvelope({ rows, perPage: 3, url: '/api/v4/user/1/specbook?search=x', cursorOf });
    expect(answer.data.map((r) => r.id)).toEqual([1, 2, 3]);
    const next = answer._pagination.next ?? '';
    expect(next.startsWith('/api/v4/user/1/specbook?search=x&cursor=')).toBe(true);
    const cursor = new URLSearchParams(next.split('?')[1]).get('cursor');
    expect(decodeCursor(cursor)).toEqual([rows[2]?.updatedAt, 3]);
  });

  it('has no next when no extra row came back', () => {
    const answer = cursorEnvelope({ rows: rows.slice(0, 3), perPage: 3, url: '/api/x', cursorOf });
    expect(answer.data).toHaveLength(3);
    expect(answer._pagination.next).toBeNull();
  });

  it('replaces the cursor of the current request', () => {
    const answer = cursorEnvelope({ rows, perPage: 1, url: '/api/x?cursor=old&perPage=1', cursorOf });
    expect(answer._pagination.next).toMatch(/^\/api\/x\?cursor=[A-Za-z0-9_-]+&perPage=1$/);
    expect(answer._pagination.next).not.toContain('cursor=old');
  });

  it('carries base, path, null page numbers and the total when given', () => {
    const answer = cursorEnvelope({ rows, perPage: 3, url: '/api/x?a=1', cursorOf, total: 40 });
    expect(answer._pagination).toMatchObject({
      base: '/api',
      path: '/api/x',
      perPage: 3,
      total: 40,
      currentPage: null,
      lastPage: null,
      prev: null,
    });
    expect(cursorEnvelope({ rows, perPage: 3, url: '/api/x', cursorOf })._pagination.total).toBeNull();
  });

  it('maps rows and matches its response schema', () => {
    const answer = cursorEnvelope({ rows, perPage: 2, url: '/api/x', cursorOf, map: (r) => ({ specbookID: r.id }) });
    expect(answer.data).toEqual([{ specbookID: 1 }, { specbookID: 2 }]);
    expect(zCursorList(z.object({ specbookID: z.number() })).safeParse(answer).success).toBe(true);
    expect(ZCursorPagination.safeParse({ ...answer._pagination, currentPage: 1 }).success).toBe(false);
  });
});
