import { useQuery } from '@tanstack/react-query';
import type { TOrderPlaced } from '#shared/schemas/cart';
import { apiRequest } from '#client/lib/api-client';
import { cartKeys, cartPath } from './keys';

/**
 * GET {u}/cart/{id}/order: the order placed from the cart (the confirmation page). `pollMs` reads
 * it again every so often while a card payment is being confirmed (false: no polling).
 */
export function useCartOrder(userId: number, cartId: number, pollMs: number | false = false) {
  return useQuery({
    queryKey: cartKeys.order(userId, cartId),
    queryFn: ({ signal }) => apiRequest<TOrderPlaced>(`${cartPath(userId, cartId)}/order`, { signal, silent: true }),
    refetchInterval: pollMs,
  });
}
