import { canUse } from '#shared/lib/access';
import { useCurrentSession } from '#client/lib/current-session';
import { InventoryPage } from '#client/features/inventory/components/inventory-page';

/** /v4/inventory: the inventory center (the account's own stock). */
export function Component() {
  const { user } = useCurrentSession();
  return <InventoryPage userId={user.id} canSell={canUse(user, 'marketplaceSeller')} />;
}
Component.displayName = 'InventoryPage';
