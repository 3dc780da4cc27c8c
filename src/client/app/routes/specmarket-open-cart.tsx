import { Navigate } from 'react-router';
import { ContentLoader } from '#client/components/ui/content-loader';
import { useCart } from '#client/features/cart/api/get-cart';
import { CartLoadFailed } from '#client/features/cart/components/cart-load-failed';
import { useCurrentSession } from '#client/lib/current-session';
import { OPEN_CART_PATH } from '#shared/lib/specmarket';

/** /v4/specmarket/cart: opens the caller's open cart (made by the server when there is none), as selecting a cart profile does. */
export function Component() {
  const { user } = useCurrentSession();
  const cart = useCart(user.id);
  if (cart.isPending) return <ContentLoader />;
  if (cart.isError) return <CartLoadFailed error={cart.error} />;
  return <Navigate to={`${OPEN_CART_PATH}/${cart.data.id}`} replace />;
}
Component.displayName = 'SpecmarketOpenCartPage';
