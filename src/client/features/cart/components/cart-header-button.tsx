import { hasMarketplaceRole } from '#shared/lib/specmarket';
import { useCurrentSession } from '#client/lib/current-session';
import { useCartSync } from '../lib/use-cart-sync';
import { CartButton } from './cart-button';

/**
 * What the specmarket layout mounts once: the cart kept in step with the other tabs, and the cart
 * button for users with full marketplace access (role 11; others have no cart).
 */
export function CartHeaderButton() {
  const { user } = useCurrentSession();
  useCartSync(user.id);
  if (!hasMarketplaceRole(user.roleNames)) return null;
  return <CartButton userId={user.id} />;
}
