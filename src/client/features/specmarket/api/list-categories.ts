import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSpecmarketCategory } from '#shared/schemas/specmarket';
import { apiRequest } from '#client/lib/api-client';
import { specmarketBase, specmarketKeys } from './keys';

/** Query options of the marketplace categories: GET {u}/specmarket/categories (departments in the spec's order, each followed by its product types). */
export function specmarketCategoriesQueryOptions(userId: number) {
  return queryOptions({
    queryKey: specmarketKeys.categories(userId),
    queryFn: ({ signal }) => apiRequest<TSpecmarketCategory[]>(`${specmarketBase(userId)}/categories`, { signal }),
    staleTime: 5 * 60_000,
  });
}

/** The marketplace categories (the layout loads them on start). */
export function useSpecmarketCategories(userId: number) {
  return useQuery(specmarketCategoriesQueryOptions(userId));
}
