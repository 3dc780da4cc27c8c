import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '#shared/lib/messages';
import { SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import type { TCart } from '#shared/schemas/cart';
import { apiRequest } from '#client/lib/api-client';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useCartChanged } from './cart-changed';
import { cartPath } from './keys';

/** DELETE {u}/cart/{id}/items/{joinId}: 'Product removed from your cart.' */
export function useRemoveCartItem(userId: number, cartId: number) {
  const onChanged = useCartChanged(userId);
  return useMutation({
    mutationFn: (joinId: number) => apiRequest<TCart>(`${cartPath(userId, cartId)}/items/${joinId}`, { method: 'DELETE', silent: true }),
    onSuccess: (cart) => {
      onChanged(cart);
      toastSuccess(M.productRemoved);
    },
    onError: (err) => toastFailure(err, MESSAGES.internal),
  });
}
