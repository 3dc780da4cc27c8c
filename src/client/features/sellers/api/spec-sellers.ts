import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSellerOffer } from '#shared/schemas/seller';
import { apiRequest } from '#client/lib/api-client';
import { sellerKeys } from './keys';

/** GET {u}/specs/{specId}/sellers: the offers of the account's sellers (own stock included) for a catalogue spec, preferred first. */
export function getSpecSellers(userId: number, specId: number, signal?: AbortSignal): Promise<TSellerOffer[]> {
  return apiRequest<TSellerOffer[]>(`/api/v4/user/${userId}/specs/${specId}/sellers`, { signal });
}

/** Query options of the sellers of a catalogue spec. */
export function specSellersQueryOptions(userId: number, specId: number) {
  return queryOptions({
    queryKey: sellerKeys.ofSpec(userId, specId),
    queryFn: ({ signal }) => getSpecSellers(userId, specId, signal),
    enabled: Number.isSafeInteger(specId) && specId > 0,
  });
}

/** The sellers of a catalogue spec. */
export function useSpecSellers(userId: number, specId: number) {
  return useQuery(specSellersQueryOptions(userId, specId));
}
