import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCheckoutRequest, TOrderPlaced } from '#shared/schemas/cart';
import { apiRequest } from '#client/lib/api-client';
import { announceCartChange } from '../lib/cart-channel';
import { cartKeys, cartPath } from './keys';

/** One checkout call: the request and the attempt's Idempotency-Key. */
export type TCheckoutInput = { request: TCheckoutRequest; idempotencyKey: string };

/**
 * POST {u}/cart/{id}/checkout with an Idempotency-Key: places the order (one purchase order per
 * seller). Afterwards the open cart is a fresh one: the cart queries are refreshed here and in the
 * other tabs. Errors are silent: the checkout page shows them beside the items.
 */
export function useCheckout(userId: number, cartId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request, idempotencyKey }: TCheckoutInput) =>
      apiRequest<TOrderPlaced>(`${cartPath(userId, cartId)}/checkout`, {
        method: 'POST',
        silent: true,
        headers: { 'Idempotency-Key': idempotencyKey },
        body: { checkoutRequest: request },
      }),
    onSuccess: (placed) => {
      queryClient.setQueryData(cartKeys.order(userId, cartId), placed);
      void queryClient.invalidateQueries({ queryKey: cartKeys.open(userId), exact: true });
      announceCartChange(userId);
    },
  });
}
