import { useParams } from 'react-router';
import { CartNeedsId } from '#client/features/cart/components/cart-load-failed';
import { CartPage } from '#client/features/cart/components/cart-page';
import { parseCartId } from '#client/features/cart/lib/cart-id';
import { SpecbookCustomerPanel } from '#client/features/customers/components/specbook-customer-panel';
import { useCurrentSession } from '#client/lib/current-session';

/** /v4/specmarket/cart/{id}: the cart by seller, with the cart specbook's customer (Ship to Customer). */
export function Component() {
  const { user } = useCurrentSession();
  const cartId = parseCartId(useParams().id);
  if (cartId === null) return <CartNeedsId />;
  return (
    <CartPage
      userId={user.id}
      cartId={cartId}
      customerPanel={(onChanged) => <SpecbookCustomerPanel userId={user.id} specbookId={cartId} onChanged={onChanged} />}
    />
  );
}
Component.displayName = 'SpecmarketCartPage';
