import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '#shared/lib/messages';
import { SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import type { TCart } from '#shared/schemas/cart';
import { apiRequest } from '#client/lib/api-client';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useCartChanged } from './cart-changed';
import { cartPath } from './keys';

/** A new quantity of one cart item (its join id). */
export type TUpdateCartItemInput = { joinId: number; quantity: number };

/** PATCH {u}/cart/{id}/items/{joinId} {"quantity"}: 'Quantity updated successfully'. */
export function useUpdateCartItem(userId: number, cartId: number) {
  const onChanged = useCartChanged(userId);
  return useMutation({
    mutationFn: ({ joinId, quantity }: TUpdateCartItemInput) =>
      apiRequest<TCart>(`${cartPath(userId, cartId)}/items/${joinId}`, { method: 'PATCH', silent: true, body: { quantity } }),
    onSuccess: (cart) => {
      onChanged(cart);
      toastSuccess(M.quantityUpdated);
    },
    onError: (err) => toastFailure(err, MESSAGES.internal),
  });
}
