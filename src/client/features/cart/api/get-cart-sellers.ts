import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TCartSellerGroup, ZCartSellersMeta } from '#shared/schemas/cart';
import { apiEnvelope } from '#client/lib/api-client';
import { cartKeys, cartPath } from './keys';

/** meta of the seller groups: the Total of all, items no seller offers, and the cart's customer. */
export type TCartSellersMeta = z.infer<typeof ZCartSellersMeta>;

/** The cart page's answer: one group per seller, and its meta. */
export type TCartSellers = { groups: TCartSellerGroup[]; meta: TCartSellersMeta };

/** GET {u}/cart/{id}/sellers: the cart grouped by seller (what checkout will order from each). */
export function useCartSellers(userId: number, cartId: number) {
  return useQuery({
    queryKey: cartKeys.sellers(userId, cartId),
    queryFn: async ({ signal }): Promise<TCartSellers> => {
      const answer = await apiEnvelope<{ data: TCartSellerGroup[]; meta: TCartSellersMeta }>(`${cartPath(userId, cartId)}/sellers`, { signal, silent: true });
      return { groups: answer.data, meta: answer.meta };
    },
  });
}
