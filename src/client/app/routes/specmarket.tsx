import { UpcomingFeature } from '#client/components/ui/upcoming-feature';
import { SPECMARKET_OFFERS } from './specmarket-offers';

/** /v4/specmarket: Specmarket (built with the marketplace issue). */
export function Component() {
  return (
    <UpcomingFeature
      title="Specmarket"
      description="Shop bath, kitchen, appliance, decorative hardware, lighting and plumbing products."
      offers={SPECMARKET_OFFERS}
      meanwhile={[{ label: 'Search the catalogue and add products to a specbook', to: '/v4/matrix' }]}
    />
  );
}
Component.displayName = 'SpecmarketPage';
