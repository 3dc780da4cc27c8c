import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TProfile } from '#shared/schemas/profile';
import { apiList } from '#client/lib/api-client';

/** How many profiles a picker shows at once. */
export const PROFILE_PICKER_PAGE_SIZE = 20;

/** GET /api/v4/user/{userId}/profile?search=…: the user's active profiles by name. */
export async function searchProfiles(userId: number, search: string, signal?: AbortSignal): Promise<TProfile[]> {
  const result = await apiList<TProfile>(`/api/v4/user/${userId}/profile`, {
    query: { search: search || undefined, perPage: PROFILE_PICKER_PAGE_SIZE },
    signal,
  });
  return result.list;
}

/** Query options of a profile search (an empty term lists the first profiles by name). */
export function searchProfilesQueryOptions(userId: number, search: string) {
  const term = search.trim();
  return queryOptions({
    queryKey: ['profiles', 'search', userId, term] as const,
    queryFn: ({ signal }) => searchProfiles(userId, term, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** Search the user's profiles by `search` (debounced by the caller). */
export function useSearchProfiles(userId: number, search: string, enabled = true) {
  return useQuery({ ...searchProfilesQueryOptions(userId, search), enabled });
}
