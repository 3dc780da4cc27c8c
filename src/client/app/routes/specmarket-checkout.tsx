import { useParams } from 'react-router';
import { CartNeedsId } from '#client/features/cart/components/cart-load-failed';
import { CheckoutPage } from '#client/features/cart/components/checkout-page';
import { parseCartId } from '#client/features/cart/lib/cart-id';
import { useCurrentSession } from '#client/lib/current-session';

/** /v4/specmarket/cart/{id?}/checkout: Checkout ('Cart feature needs a specbook id to load data from' without an id). */
export function Component() {
  const { user } = useCurrentSession();
  const cartId = parseCartId(useParams().id);
  if (cartId === null) return <CartNeedsId />;
  return <CheckoutPage userId={user.id} cartId={cartId} />;
}
Component.displayName = 'SpecmarketCheckoutPage';
