import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MESSAGES } from '#shared/lib/messages';
import { SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import type { TCart } from '#shared/schemas/cart';
import { apiRequest } from '#client/lib/api-client';
import { useCurrentSession } from '#client/lib/current-session';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { openCartDrawer } from '../lib/cart-drawer-state';
import { useCartChanged } from './cart-changed';
import { cartQueryOptions } from './get-cart';
import { cartPath } from './keys';

/** What 'Add to cart' sends: the catalogue spec and how many (adding a spec already in the cart adds to its quantity). */
export type TAddToCartInput = { specId: number; quantity?: number };

/**
 * 'Add to cart' for the signed-in user: POST {u}/cart/{id}/items to the open cart, then
 * 'Product was added to your cart.' and the 'Added to Cart' drawer opens.
 */
export function useAddToCart() {
  const { user } = useCurrentSession();
  const queryClient = useQueryClient();
  const onChanged = useCartChanged(user.id);
  return useMutation({
    mutationFn: async ({ specId, quantity = 1 }: TAddToCartInput) => {
      const cart = await queryClient.ensureQueryData(cartQueryOptions(user.id));
      return apiRequest<TCart>(`${cartPath(user.id, cart.id)}/items`, { method: 'POST', silent: true, body: { spec: { id: specId }, quantity } });
    },
    onSuccess: (cart) => {
      onChanged(cart);
      toastSuccess(M.productAdded);
      openCartDrawer();
    },
    onError: (err) => toastFailure(err, MESSAGES.internal),
  });
}
