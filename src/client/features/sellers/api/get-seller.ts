import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSeller } from '#shared/schemas/seller';
import { apiRequest } from '#client/lib/api-client';
import { sellerBase, sellerKeys } from './keys';

/** Query options of one seller: GET {u}/seller/{sellerId}. */
export function sellerQueryOptions(userId: number, sellerId: number) {
  return queryOptions({
    queryKey: sellerKeys.one(userId, sellerId),
    queryFn: ({ signal }) => apiRequest<TSeller>(`${sellerBase(userId)}/${sellerId}`, { signal }),
  });
}

/** One seller (none while `sellerId` is null). */
export function useSeller(userId: number, sellerId: number | null) {
  return useQuery({ ...sellerQueryOptions(userId, sellerId ?? 0), enabled: sellerId !== null });
}
