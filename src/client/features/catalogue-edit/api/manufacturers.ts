import { keepPreviousData, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MANUFACTURER_LIMITS } from '#shared/lib/manufacturer-messages';
import type { TManufacturer, TManufacturerUpdate, TMissingManufacturer } from '#shared/schemas/manufacturer';
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

/** One page of GET /api/v4/user/{userId}/manufacturer (by name, cursor paginated). */
export type TManufacturerPage = { list: TManufacturer[]; next: string | null };

/** GET a page of the manufacturer list: the first, or the `next` link of the previous page. */
export async function listManufacturers(userId: number, next: string | null, signal?: AbortSignal): Promise<TManufacturerPage> {
  const result = await apiList<TManufacturer>(next ?? `/api/v4/user/${userId}/manufacturer`, {
    query: next ? undefined : { perPage: 50, links: true },
    signal,
  });
  return { list: result.list, next: result.pagination?.next ?? null };
}

/** The manufacturer list page by page ('Load more'). */
export function useManufacturerList(userId: number, enabled = true) {
  return useInfiniteQuery({
    queryKey: ['manufacturers', 'list', userId] as const,
    queryFn: ({ pageParam, signal }) => listManufacturers(userId, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled,
  });
}

/** PATCH /api/v4/user/{userId}/manufacturer/{id} with {"createManufacturerRequest": {"Manufacturer": …}}: the account's own only. */
export function updateManufacturer(userId: number, id: number, input: TManufacturerUpdate): Promise<TManufacturer> {
  return apiRequest<TManufacturer>(`/api/v4/user/${userId}/manufacturer/${id}`, {
    method: 'PATCH',
    body: { createManufacturerRequest: { Manufacturer: input } },
    silent: true,
  });
}

/** Updates a manufacturer and refreshes every manufacturer list. */
export function useUpdateManufacturer(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: TManufacturerUpdate }) => updateManufacturer(userId, id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['manufacturers'] }),
  });
}
