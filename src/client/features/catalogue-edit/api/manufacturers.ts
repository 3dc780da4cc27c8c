import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MANUFACTURER_LIMITS } from '#shared/lib/manufacturer-messages';
import type { TManufacturer, TMissingManufacturer } from '#shared/schemas/manufacturer';
import { apiList, apiRequest } from '#client/lib/api-client';

/** GET /api/v4/user/{userId}/manufacturer?search=…: the typeahead (global and the account's own, typeahead order). */
export async function searchManufacturers(userId: number, search: string, signal?: AbortSignal, perPage: number = MANUFACTURER_LIMITS.typeaheadMax): Promise<TManufacturer[]> {
  const result = await apiList<TManufacturer>(`/api/v4/user/${userId}/manufacturer`, {
    query: { search: search.trim(), perPage },
    signal,
  });
  return result.list;
}

/** Query options of a manufacturer search (an empty term lists the shortest names first). */
export function searchManufacturersQueryOptions(userId: number, search: string, perPage: number = MANUFACTURER_LIMITS.typeaheadMax) {
  const term = search.trim();
  return queryOptions({
    queryKey: ['manufacturers', 'search', userId, term, perPage] as const,
    queryFn: ({ signal }) => searchManufacturers(userId, term, signal, perPage),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

/** Search manufacturers by `search` (debounced by the caller). */
export function useSearchManufacturers(userId: number, search: string, enabled = true, perPage?: number) {
  return useQuery({ ...searchManufacturersQueryOptions(userId, search, perPage), enabled });
}

/** POST /api/v4/user/{userId}/manufacturer with {company, url} ('+ Add Missing Manufacturer'); 409 for a name the caller already has. */
export function createManufacturer(userId: number, input: TMissingManufacturer): Promise<TManufacturer> {
  return apiRequest<TManufacturer>(`/api/v4/user/${userId}/manufacturer`, { method: 'POST', body: input, silent: true });
}

/** Creates a manufacturer and refreshes every manufacturer search. */
export function useCreateManufacturer(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TMissingManufacturer) => createManufacturer(userId, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['manufacturers'] }),
  });
}
