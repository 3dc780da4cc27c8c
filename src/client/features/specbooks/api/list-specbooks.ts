import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TSpecbookListItem } from '#shared/schemas/specbook';
import { apiList, type TListResult } from '#client/lib/api-client';
import { cursorFromNext } from '#client/lib/cursor';

/** Page size of the index page. */
export const SPECBOOK_PAGE_SIZE = 24;

/** What the specbook list is asked for. */
export type TSpecbookListParams = {
  search?: string;
  includeArchived?: boolean;
  profileId?: number | null;
  perPage?: number;
};

/** GET /api/v4/user/{userId}/specbook: one page of the user's specbooks. */
export function listSpecbooks(
  userId: number,
  params: TSpecbookListParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<TListResult<TSpecbookListItem>> {
  return apiList<TSpecbookListItem>(`/api/v4/user/${userId}/specbook`, {
    query: {
      search: params.search?.trim() || undefined,
      includeArchived: params.includeArchived ? true : undefined,
      'filter[profile.id]': params.profileId ?? undefined,
      perPage: params.perPage ?? SPECBOOK_PAGE_SIZE,
      cursor,
    },
    signal,
  });
}

/** Infinite query options of the specbook list, paged by the cursor of `next`. */
export function specbookListQueryOptions(userId: number, params: TSpecbookListParams, enabled = true) {
  return infiniteQueryOptions({
    queryKey: ['specbooks', 'list', userId, params] as const,
    queryFn: ({ pageParam, signal }) => listSpecbooks(userId, params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => cursorFromNext(last.pagination?.next),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** The user's specbooks, page by page ('Load more' fetches the next page). */
export function useSpecbookList(userId: number, params: TSpecbookListParams, enabled = true) {
  return useInfiniteQuery(specbookListQueryOptions(userId, params, enabled));
}
