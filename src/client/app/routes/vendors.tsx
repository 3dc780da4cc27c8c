import { UpcomingFeature } from '#client/components/ui/upcoming-feature';

/** /v4/vendors: Vendors (built with the sellers and purchase orders issue). */
export function Component() {
  return (
    <UpcomingFeature
      title="Vendors"
      description="The sellers and distributors you buy from, and your preferred sellers."
      offers={[
        'The sellers of every product you carry: price, lead time and stock from each.',
        'A map of the sellers of a product, with your preferred seller starred.',
        'Purchase orders to your vendors, created from approved specs and tracked until delivery.',
      ]}
      meanwhile={[{ label: 'Print a purchase order from a specbook (Documents menu)', to: '/' }]}
    />
  );
}
Component.displayName = 'VendorsPage';
