import { UpcomingFeature } from '#client/components/ui/upcoming-feature';

/** /v4/inventory: Inventory Center (built with the sellers and purchase orders issue). */
export function Component() {
  return (
    <UpcomingFeature
      title="Inventory Center"
      description="Stock levels, vendors and CSV imports of your inventory."
      offers={[
        'Stock per product and seller: in stock, available and overstock, with quantities and lead times.',
        'CSV imports of your inventory, with the lines that need you listed after each import.',
        'The sellers of each product, with the preferred seller marked.',
      ]}
      meanwhile={[{ label: 'Import specs into a specbook from CSV (Documents menu of a specbook)', to: '/' }]}
    />
  );
}
Component.displayName = 'InventoryPage';
