import { PageHeader } from '#client/components/ui/page-header';

/** /v4/pricegroups: Price Groups. */
export function Component() {
  return <PageHeader title="Price Groups" description="Multipliers and margins applied to the specs of each group of customers." />;
}
Component.displayName = 'PriceGroupsPage';
