import { useParams } from 'react-router';
import { CartNeedsId } from '#client/features/cart/components/cart-load-failed';
import { ConfirmationPage } from '#client/features/cart/components/confirmation-page';
import { parseCartId } from '#client/features/cart/lib/cart-id';
import { useCurrentSession } from '#client/lib/current-session';

/** /v4/specmarket/cart/{id?}/confirmation: Order Confirmation. */
export function Component() {
  const { user } = useCurrentSession();
  const cartId = parseCartId(useParams().id);
  if (cartId === null) return <CartNeedsId />;
  return <ConfirmationPage userId={user.id} cartId={cartId} />;
}
Component.displayName = 'SpecmarketConfirmationPage';
