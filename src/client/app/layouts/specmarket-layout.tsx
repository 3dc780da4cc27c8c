import { Navigate, Outlet, useLocation } from 'react-router';
import { hasMarketplaceRole } from '#shared/lib/specmarket';
import { CartHeaderButton } from '#client/features/cart/components/cart-header-button';
import { MarketplaceBar } from '#client/features/specmarket/components/marketplace-bar';
import { marketplaceRedirect } from '#client/features/specmarket/lib/paths';
import { useCurrentSession } from '#client/lib/current-session';
import { CurrentSpecbook } from '../specmarket-specbook';
import { AppChrome } from './app-chrome';
import { SessionGate } from './session-gate';

/**
 * The marketplace inside the session: the role-11 rule first (spec §2 "Access": without it every
 * page but Appliances' "shop all" sends the user there, keeping ?specbook), then the chrome with
 * the marketplace bar. The bar's right end holds the current specbook, then the cart button.
 */
function SpecmarketFrame() {
  const { user } = useCurrentSession();
  const { pathname, search } = useLocation();
  const fullAccess = hasMarketplaceRole(user.roleNames);
  const redirect = marketplaceRedirect(pathname, search, fullAccess);
  if (redirect) return <Navigate to={redirect} replace />;
  return (
    <AppChrome
      topBar={
        <MarketplaceBar
          userId={user.id}
          fullAccess={fullAccess}
          end={
            <>
              <CurrentSpecbook />
              <CartHeaderButton />
            </>
          }
        />
      }
    >
      <Outlet />
    </AppChrome>
  );
}

/**
 * The marketplace layout (spec §2 "Marketplace"): loads the user and account (and the menu, with
 * the chrome), then the marketplace categories for its bar. The named modals it hosts per the spec
 * come from the global layout that wraps it.
 */
export function SpecmarketLayout() {
  return (
    <SessionGate>
      <SpecmarketFrame />
    </SessionGate>
  );
}
