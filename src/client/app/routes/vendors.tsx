import { canUse } from '#shared/lib/access';
import { VendorsPage } from '#client/features/sellers/components/vendors-page';
import { PeopleSection } from '#client/features/contacts/components/people-section';
import { useCurrentSession } from '#client/lib/current-session';

/** /v4/vendors: the account's vendors (sellers), their people, offers and open purchase orders (usePurchaseOrder users only). */
export function Component() {
  const { user } = useCurrentSession();
  return (
    <VendorsPage
      userId={user.id}
      renderPeople={(id) => <PeopleSection userId={user.id} parent={{ kind: 'vendor', id }} />}
      showPurchaseOrders={canUse(user, 'purchaseOrders')}
    />
  );
}
Component.displayName = 'VendorsPage';
