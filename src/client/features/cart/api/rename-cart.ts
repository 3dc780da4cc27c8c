import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '#shared/lib/messages';
import { SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import type { TCart } from '#shared/schemas/cart';
import { apiRequest } from '#client/lib/api-client';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useCartChanged } from './cart-changed';
import { cartPath } from './keys';

/** PATCH {u}/cart/{id} {"name"}: 'Cart name updated successfully.' */
export function useRenameCart(userId: number, cartId: number) {
  const onChanged = useCartChanged(userId);
  return useMutation({
    mutationFn: (name: string) => apiRequest<TCart>(cartPath(userId, cartId), { method: 'PATCH', silent: true, body: { name } }),
    onSuccess: (cart) => {
      onChanged(cart);
      toastSuccess(M.cartRenamed);
    },
    onError: (err) => toastFailure(err, MESSAGES.internal),
  });
}
