import { useQueryClient } from '@tanstack/react-query';
import type { TCart } from '#shared/schemas/cart';
import { announceCartChange } from '../lib/cart-channel';
import { cartKeys } from './keys';

/**
 * What follows every change of the cart: keep the server's answer as the open cart, refresh what
 * is derived from it (its seller groups), and tell the other tabs.
 */
export function useCartChanged(userId: number): (cart: TCart) => void {
  const queryClient = useQueryClient();
  return (cart: TCart) => {
    queryClient.setQueryData(cartKeys.open(userId), cart);
    void queryClient.invalidateQueries({ queryKey: cartKeys.sellers(userId, cart.id) });
    announceCartChange(userId);
  };
}
