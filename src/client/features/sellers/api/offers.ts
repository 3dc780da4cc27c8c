import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { SELLER_MESSAGES as M } from '#shared/lib/sellers';
import type { TSellerOffer } from '#shared/schemas/seller';
import type { TSellerOfferCreate, TSellerOfferUpdate } from '#shared/schemas/seller';
import { apiList, apiRequest } from '#client/lib/api-client';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { sellerBase, sellerKeys } from './keys';
import { useInvalidateSellers } from './save-seller';

/** Sent by the API's list convention; the server answers a vendor's offers whole, and the panel pages them. */
export const OFFERS_PER_PAGE = 100;

const offersPath = (userId: number, sellerId: number) => `${sellerBase(userId)}/${sellerId}/offers`;

/** Query options of a seller's offers: GET {u}/seller/{sellerId}/offers. */
export function sellerOffersQueryOptions(userId: number, sellerId: number) {
  return queryOptions({
    queryKey: sellerKeys.offers(userId, sellerId),
    queryFn: async ({ signal }) => (await apiList<TSellerOffer>(offersPath(userId, sellerId), { query: { perPage: OFFERS_PER_PAGE }, signal })).list,
  });
}

/** A seller's offers. */
export function useSellerOffers(userId: number, sellerId: number) {
  return useQuery(sellerOffersQueryOptions(userId, sellerId));
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
