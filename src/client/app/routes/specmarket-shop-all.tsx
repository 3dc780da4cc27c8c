import { useParams } from 'react-router';
import { UpcomingFeature } from '#client/components/ui/upcoming-feature';
import { SPECMARKET_OFFERS } from './specmarket-offers';

/** /v4/specmarket/shopall/{slug?}/*: every marketplace product, optionally in one department. */
export function Component() {
  const { slug } = useParams();
  return (
    <UpcomingFeature
      title="Shop All"
      description={slug ? `Every marketplace product in ${slug.replace(/-/g, ' ')}.` : 'Every product on the marketplace.'}
      offers={SPECMARKET_OFFERS}
      meanwhile={[{ label: 'Search the catalogue and add products to a specbook', to: '/v4/matrix' }]}
    />
  );
}
Component.displayName = 'SpecmarketShopAllPage';
