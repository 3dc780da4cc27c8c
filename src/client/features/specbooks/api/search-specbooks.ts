import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CONSTANTS } from '#shared/lib/messages';
import type { TSpecbookSearchHit } from '#shared/schemas/user';
import { apiList } from '#client/lib/api-client';

/** Number of hits the header search asks for. */
export const HEADER_SEARCH_PAGE_SIZE = 10;

/** GET /api/v4/user/{userId}/specbook?search=term&perPage=10: the user's specbooks matching `term`. */
export async function searchSpecbooks(userId: number, term: string, signal?: AbortSignal): Promise<TSpecbookSearchHit[]> {
  const result = await apiList<TSpecbookSearchHit>(`/api/v4/user/${userId}/specbook`, {
    query: { search: term, perPage: HEADER_SEARCH_PAGE_SIZE },
    signal,
  });
  return result.list;
}

/** True when `term` is long enough to search (more than 2 characters). */
export function isSearchableTerm(term: string): boolean {
  return term.trim().length >= CONSTANTS.headerSearchMinChars;
}

/** Query options of a specbook search; disabled for terms that are too short. */
export function searchSpecbooksQueryOptions(userId: number, term: string) {
  const trimmed = term.trim();
  return queryOptions({
    queryKey: ['specbooks', 'search', userId, trimmed] as const,
    queryFn: ({ signal }) => searchSpecbooks(userId, trimmed, signal),
    enabled: isSearchableTerm(trimmed),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** Search the user's specbooks by `term` (already debounced by the caller). */
export function useSearchSpecbooks(userId: number, term: string) {
  return useQuery(searchSpecbooksQueryOptions(userId, term));
}
