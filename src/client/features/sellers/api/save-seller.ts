import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SELLER_MESSAGES as M } from '#shared/lib/sellers';
import type { TSeller, TSellerCreateInput } from '#shared/schemas/seller';
import { apiRequest } from '#client/lib/api-client';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { sellerBase, sellerKeys } from './keys';

/** Refreshes every sellers query of the user (lists, a spec's sellers, offers). */
export function useInvalidateSellers(userId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: sellerKeys.all(userId) });
}

/** POST {u}/seller with {"createSellerRequest":{"Seller":…}}; silent: the form shows the errors. */
export function createSeller(userId: number, seller: TSellerCreateInput): Promise<TSeller> {
  return apiRequest<TSeller>(sellerBase(userId), { method: 'POST', body: { createSellerRequest: { Seller: seller } }, silent: true });
}

/** PATCH {u}/seller/{id} with {"updateSellerRequest":{"Seller":…}}; silent. */
export function updateSeller(userId: number, id: number, seller: Partial<TSellerCreateInput>): Promise<TSeller> {
  return apiRequest<TSeller>(`${sellerBase(userId)}/${id}`, { method: 'PATCH', body: { updateSellerRequest: { Seller: seller } }, silent: true });
}

/** Creates a seller (id null) or updates one; refreshes the sellers queries. */
export function useSaveSeller(userId: number) {
  const invalidate = useInvalidateSellers(userId);
  return useMutation({
    mutationFn: ({ id, seller }: { id: number | null; seller: TSellerCreateInput }) =>
      id === null ? createSeller(userId, seller) : updateSeller(userId, id, seller),
    onSuccess: invalidate,
  });
}

/**
 * The 'prefer:seller' event's handler: flips the seller's preferred flag with
 * PATCH {u}/seller/{id} {"updateSellerRequest":{"Seller":{"preferred"}}}, toasts the outcome and
 * refreshes the sellers queries.
 */
export function useTogglePreferred(userId: number) {
  const invalidate = useInvalidateSellers(userId);
  return useMutation({
    mutationFn: (seller: Pick<TSeller, 'id' | 'preferred'>) => updateSeller(userId, seller.id, { preferred: !seller.preferred }),
    onSuccess: async (updated) => {
      toastSuccess(updated.preferred ? M.preferredSet : M.preferredRemoved);
      await invalidate();
    },
    onError: (err) => toastFailure(err, M.saveFailed),
  });
}
