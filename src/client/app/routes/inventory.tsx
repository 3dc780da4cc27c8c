import { PageHeader } from '#client/components/ui/page-header';

/** /v4/inventory: Inventory Center. */
export function Component() {
  return <PageHeader title="Inventory Center" description="Stock levels, vendors and CSV imports of your inventory." />;
}
Component.displayName = 'InventoryPage';
