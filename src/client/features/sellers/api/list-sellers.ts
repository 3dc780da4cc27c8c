import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSeller } from '#shared/schemas/seller';
import { apiList } from '#client/lib/api-client';
import { sellerBase, sellerKeys } from './keys';

/** What the Vendors page lists: a search and a page (the own-stock seller is never among them). */
export type TSellerListParams = { search: string; page: number; perPage?: number; preferred?: boolean };

/** GET {u}/seller?search=&page=&perPage=&filter[preferred]=: one page of the account's sellers. */
export function listSellers(userId: number, params: TSellerListParams, signal?: AbortSignal) {
  return apiList<TSeller>(sellerBase(userId), {
    query: {
      search: params.search.trim() || undefined,
      page: params.page,
      perPage: params.perPage,
      'filter[preferred]': params.preferred,
    },
    signal,
  });
}

/** Query options of one page of sellers. */
export function sellerListQueryOptions(userId: number, params: TSellerListParams) {
  const key = { ...params, search: params.search.trim() };
  return queryOptions({
    queryKey: sellerKeys.list(userId, key),
    queryFn: ({ signal }) => listSellers(userId, key, signal),
    placeholderData: keepPreviousData,
  });
}

/** One page of the account's sellers. */
export function useSellerList(userId: number, params: TSellerListParams) {
  return useQuery(sellerListQueryOptions(userId, params));
}
