import { useQuery } from '@tanstack/react-query';
import type { TOrderPlaced } from '#shared/schemas/cart';
import { apiRequest } from '#client/lib/api-client';
import { cartKeys, cartPath } from './keys';

/** How often to read the order again (ms), given the last answer; false: no more. */
export type TOrderPolling = (placed: TOrderPlaced | undefined) => number | false;

/**
 * GET {u}/cart/{id}/order: the order placed from the cart (the confirmation page). `polling` reads
 * it again while a card payment is being confirmed.
 */
export function useCartOrder(userId: number, cartId: number, polling: TOrderPolling = () => false) {
  return useQuery({
    queryKey: cartKeys.order(userId, cartId),
    queryFn: ({ signal }) => apiRequest<TOrderPlaced>(`${cartPath(userId, cartId)}/order`, { signal, silent: true }),
    refetchInterval: (query) => polling(query.state.data),
    staleTime: 0,
  });
}
