import { VendorsPage } from '#client/features/sellers/components/vendors-page';
import { useCurrentSession } from '#client/lib/current-session';

/** /v4/vendors: the account's vendors (sellers), their offers and open purchase orders. */
export function Component() {
  const { user } = useCurrentSession();
  return <VendorsPage userId={user.id} />;
}
Component.displayName = 'VendorsPage';
