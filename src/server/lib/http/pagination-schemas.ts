import { z } from 'zod';

/** Zod schema of `_pagination` for page-numbered lists (route response docs). */
export const ZPagePagination = z.object({
  base: z.string(),
  currentPage: z.number().int(),
  perPage: z.number().int(),
  total: z.number().int(),
  lastPage: z.number().int(),
  next: z.string().nullable(),
  prev: z.string().nullable(),
  path: z.string(),
});

/** Zod schema of `meta` for page-numbered lists. */
export const ZPageMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

/** Zod schema of `_pagination` for cursor-paginated lists. */
export const ZCursorPagination = z.object({
  base: z.string(),
  currentPage: z.null(),
  perPage: z.number().int(),
  total: z.number().int().nullable(),
  lastPage: z.null(),
  next: z.string().nullable(),
  prev: z.null(),
  path: z.string(),
});

/** Zod schema of a page-numbered list answer of the given items, for `schema.response`. */
export function zPageList<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), _pagination: ZPagePagination, meta: ZPageMeta });
}

/** Zod schema of a cursor-paginated list answer of the given items, for `schema.response`. */
export function zCursorList<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), _pagination: ZCursorPagination });
}
