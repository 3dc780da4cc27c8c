import { useCurrentSession } from '#client/lib/current-session';
import { PriceGroupsPage } from '#client/features/price-groups/components/price-groups-page';

/** /v4/pricegroups: Price Groups. */
export function Component() {
  const { user } = useCurrentSession();
  return <PriceGroupsPage userId={user.id} />;
}
Component.displayName = 'PriceGroupsPage';
