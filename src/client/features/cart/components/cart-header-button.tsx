import { canUse } from '#shared/lib/access';
import { useCurrentSession } from '#client/lib/current-session';
import { useCartSync } from '../lib/use-cart-sync';
import { CartButton } from './cart-button';

/**
 * What the specmarket layout mounts once: the cart kept in step with the other tabs, and the cart
 * button for marketplace buyers (role 11 and ROLE_SPECMARKET_BUYER; others have no cart, decision 067).
 */
export function CartHeaderButton() {
  const { user } = useCurrentSession();
  useCartSync(user.id);
  if (!canUse(user, 'marketplaceBuyer')) return null;
  return <CartButton userId={user.id} />;
}
