import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSpecmarketProduct } from '#shared/schemas/specmarket';
import { apiList } from '#client/lib/api-client';
import { specmarketBase, specmarketKeys } from './keys';

/** Products per page of a marketplace grid (the API's default page size). */
export const PRODUCTS_PER_PAGE = 24;

/** What a product grid asks for: a category slug path ("bath/faucets"), a search, a page. */
export type TProductsQuery = { category?: string; search?: string; page: number; perPage?: number };

/** Query options of one page of products: GET {u}/specmarket/products?category=&search=&page=&perPage=. */
export function specmarketProductsQueryOptions(userId: number, params: TProductsQuery) {
  const query = { category: params.category, search: params.search, page: params.page, perPage: params.perPage ?? PRODUCTS_PER_PAGE };
  return queryOptions({
    queryKey: specmarketKeys.products(userId, query),
    queryFn: ({ signal }) => apiList<TSpecmarketProduct>(`${specmarketBase(userId)}/products`, { query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** One page of marketplace products. */
export function useSpecmarketProducts(userId: number, params: TProductsQuery) {
  return useQuery(specmarketProductsQueryOptions(userId, params));
}
