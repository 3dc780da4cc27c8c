import { z } from 'zod';

/** `_pagination` of a cursor-paginated list (the cursor is in `next`). */
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

/** `_pagination` of a page-numbered list. */
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

/** `meta` of a page-numbered list. */
export const ZPageMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
});

/** Response schema of a cursor-paginated list of `item`. */
export function zCursorList<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: z.array(item), _pagination: ZCursorPagination });
}

/** Response schema of a page-numbered list of `item`. */
export function zPageList<T extends z.ZodTypeAny>(item: T) {
  return z.object({ data: z.array(item), _pagination: ZPagePagination, meta: ZPageMeta });
}
