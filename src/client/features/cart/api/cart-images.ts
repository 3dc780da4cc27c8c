import { useCart } from './get-cart';

/** The images of the open cart's products by spec id (empty when `cartId` is not the open cart). */
export function useCartImages(userId: number, cartId: number): ReadonlyMap<number, string | null> {
  const cart = useCart(userId);
  const items = cart.data?.id === cartId ? cart.data.items : [];
  return new Map(items.map((item) => [item.specID, item.image]));
}
