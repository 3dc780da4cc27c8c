import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { SELLER_MESSAGES as M } from '#shared/lib/sellers';
import type { TSellerOffer, TVendorOffer } from '#shared/schemas/seller';
import type { TSellerOfferCreate, TSellerOfferUpdate } from '#shared/schemas/seller';
import { apiList, apiRequest } from '#client/lib/api-client';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { sellerBase, sellerKeys } from './keys';
import { useInvalidateSellers } from './save-seller';

/** Offers shown at once: each is a small form, and a vendor of the whole catalogue has hundreds. */
export const OFFERS_PER_PAGE = 10;

/** Which page of a seller's offers to read, and the search text (blank: all of them). */
export type TOfferPageQuery = { page: number; search: string };

const offersPath = (userId: number, sellerId: number) => `${sellerBase(userId)}/${sellerId}/offers`;

/**
 * Query options of one page of a seller's offers: GET {u}/seller/{sellerId}/offers?page&perPage&search,
 * paged and searched on the server (docs/decisions/087). The seller's previous page stays shown while the next loads.
 */
export function sellerOffersQueryOptions(userId: number, sellerId: number, { page, search }: TOfferPageQuery) {
  return queryOptions({
    queryKey: [...sellerKeys.offers(userId, sellerId), { page, search }] as const,
    queryFn: ({ signal }) =>
      apiList<TVendorOffer>(offersPath(userId, sellerId), { query: { page, perPage: OFFERS_PER_PAGE, ...(search ? { search } : {}) }, signal }),
    // The previous page of the same seller, never another seller's offers.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === sellerId ? keepPreviousData(previous) : undefined),
  });
}

/** One page of a seller's offers. */
export function useSellerOffers(userId: number, sellerId: number, query: TOfferPageQuery) {
  return useQuery(sellerOffersQueryOptions(userId, sellerId, query));
}

/** POST {u}/seller/{sellerId}/offers with {"createSellerOfferRequest":{"Offer":…}}; 409 when the seller already offers the product (toasted by the client). */
export function useAddOffer(userId: number, sellerId: number) {
  const invalidate = useInvalidateSellers(userId);
  return useMutation({
    mutationFn: (offer: TSellerOfferCreate) =>
      apiRequest<TSellerOffer>(offersPath(userId, sellerId), { method: 'POST', body: { createSellerOfferRequest: { Offer: offer } } }),
    onSuccess: async () => {
      toastSuccess(M.offerSaved);
      await invalidate();
    },
  });
}

/** PATCH {u}/seller/{sellerId}/offers/{offerId} with {"updateSellerOfferRequest":{"Offer":…}}. */
export function useUpdateOffer(userId: number, sellerId: number) {
  const invalidate = useInvalidateSellers(userId);
  return useMutation({
    mutationFn: ({ id, offer }: { id: number; offer: TSellerOfferUpdate }) =>
      apiRequest<TSellerOffer>(`${offersPath(userId, sellerId)}/${id}`, { method: 'PATCH', body: { updateSellerOfferRequest: { Offer: offer } }, silent: true }),
    onSuccess: async () => {
      toastSuccess(M.offerSaved);
      await invalidate();
    },
    onError: (err) => toastFailure(err, M.saveFailed),
  });
}

/** DELETE {u}/seller/{sellerId}/offers/{offerId}. */
export function useRemoveOffer(userId: number, sellerId: number) {
  const invalidate = useInvalidateSellers(userId);
  return useMutation({
    mutationFn: (offerId: number) => apiRequest<null>(`${offersPath(userId, sellerId)}/${offerId}`, { method: 'DELETE', silent: true }),
    onSuccess: async () => {
      toastSuccess(M.offerRemoved);
      await invalidate();
    },
    onError: (err) => toastFailure(err, M.saveFailed),
  });
}
