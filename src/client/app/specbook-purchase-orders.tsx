import { useQueryClient } from '@tanstack/react-query';
import { canUse } from '#shared/lib/access';
import type { TSpecbook } from '#shared/schemas/specbook';
import { useCurrentSession } from '#client/lib/current-session';
import { manageKeys } from '#client/features/manage/api/keys';
import { PurchaseOrdersButton } from '#client/features/purchase-orders/components/purchase-orders-button';

/**
 * The manage page's Purchase Orders button for users with the usePurchaseOrder flag: the
 * purchase-orders feature's drawer, and a refresh of the manage page after each change, since
 * executing an order moves the ordered specs to Ordered.
 */
export function SpecbookPurchaseOrders({ specbook }: { specbook: TSpecbook }) {
  const { user } = useCurrentSession();
  const queryClient = useQueryClient();
  if (!canUse(user, 'purchaseOrders')) return null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: manageKeys.all(user.id, specbook.id) });
  return <PurchaseOrdersButton userId={user.id} specbook={specbook} onChanged={refresh} />;
}
