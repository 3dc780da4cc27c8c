import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TCatalogueSpec } from '#shared/schemas/catalogue';
import { apiList } from '#client/lib/api-client';

/** Products offered in the picker at once. */
export const PRODUCT_PICKER_SIZE = 20;

/** Query options of the product picker: GET {u}/specs?searchTerm=&perPage= (the catalogue search). */
export function productSearchQueryOptions(userId: number, searchTerm: string) {
  const term = searchTerm.trim();
  return queryOptions({
    queryKey: ['sellers', userId, 'product-search', term] as const,
    queryFn: async ({ signal }) =>
      (await apiList<TCatalogueSpec>(`/api/v4/user/${userId}/specs`, { query: { searchTerm: term || undefined, perPage: PRODUCT_PICKER_SIZE }, signal })).list,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** Catalogue products matching `searchTerm`, for choosing the product of an offer. */
export function useProductSearch(userId: number, searchTerm: string) {
  return useQuery(productSearchQueryOptions(userId, searchTerm));
}
