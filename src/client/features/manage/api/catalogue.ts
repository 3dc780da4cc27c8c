import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCatalogueSpec } from '#shared/schemas/catalogue';
import { apiList, type TListResult } from '#client/lib/api-client';

/** What the Assign Spec search asks for. */
export type TCatalogueSearch = { searchTerm: string; includeArchived: boolean; page: number; specbookId: number };

/** Page size of the Assign Spec results. */
export const CATALOGUE_PAGE_SIZE = 24;

/** GET {u}/specs?searchTerm=&includeArchived=&perPage=&page=&specbookId=: catalogue search. */
export function searchCatalogue(userId: number, params: TCatalogueSearch, signal?: AbortSignal): Promise<TListResult<TCatalogueSpec>> {
  return apiList<TCatalogueSpec>(`/api/v4/user/${userId}/specs`, {
    query: {
      searchTerm: params.searchTerm.trim() || undefined,
      includeArchived: params.includeArchived,
      perPage: CATALOGUE_PAGE_SIZE,
      page: params.page,
      specbookId: params.specbookId,
    },
    signal,
  });
}

/** Query options of one catalogue search (the caller debounces the term). */
export function catalogueQueryOptions(userId: number, params: TCatalogueSearch) {
  return queryOptions({
    queryKey: ['manage', 'catalogue', userId, params] as const,
    queryFn: ({ signal }) => searchCatalogue(userId, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Catalogue search results. */
export function useCatalogueSearch(userId: number, params: TCatalogueSearch) {
  return useQuery(catalogueQueryOptions(userId, params));
}
