import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { TCatalogueFacets, TCatalogueSpec } from '#shared/schemas/catalogue';
import { apiList } from '#client/lib/api-client';
import type { TMatrixFilters } from '../lib/matrix-filters';
import { filterQuery } from '../lib/matrix-filters';
import { cursorFromNext } from '#client/lib/cursor';

/** Rows per page of the Matrix (spec §9: default page size 24). */
export const MATRIX_PAGE_SIZE = 24;

/** What the Matrix asks the catalogue for. */
export type TMatrixSearch = { search: string; filters: TMatrixFilters; specbookId?: number };

/** One page of Matrix results: rows, the next page's cursor, the count (null when above the facet sample) and facets. */
export type TMatrixPage = {
  list: TCatalogueSpec[];
  nextCursor: string | null;
  count: number | null;
  facets: TCatalogueFacets | null;
};

/** GET {u}/specs?cursor=…&search=…&filter[…]: one cursor page of the catalogue with facets. */
export async function fetchMatrixPage(userId: number, params: TMatrixSearch, cursor: string, signal?: AbortSignal): Promise<TMatrixPage> {
  const query = new URLSearchParams({ cursor, perPage: String(MATRIX_PAGE_SIZE) });
  if (params.search.trim()) query.set('search', params.search.trim());
  if (params.specbookId !== undefined) query.set('specbookId', String(params.specbookId));
  for (const [key, value] of Object.entries(filterQuery(params.filters))) {
    for (const v of Array.isArray(value) ? value : [value]) query.append(key, v);
  }
  const result = await apiList<TCatalogueSpec>(`/api/v4/user/${userId}/specs?${query.toString()}`, { signal });
  return {
    list: result.list,
    nextCursor: cursorFromNext(result.pagination?.next),
    count: typeof result.count === 'number' ? result.count : null,
    facets: (result.facets as TCatalogueFacets | undefined) ?? null,
  };
}

/** Infinite query options of a Matrix search: pages follow the cursor of each answer's next link. */
export function matrixQueryOptions(userId: number, params: TMatrixSearch) {
  return infiniteQueryOptions({
    queryKey: ['catalogue', 'matrix', userId, params] as const,
    queryFn: ({ pageParam, signal }) => fetchMatrixPage(userId, params, pageParam, signal),
    initialPageParam: '',
    getNextPageParam: (last: TMatrixPage) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** The Matrix results, page by page. */
export function useMatrixSearch(userId: number, params: TMatrixSearch) {
  return useInfiniteQuery(matrixQueryOptions(userId, params));
}
