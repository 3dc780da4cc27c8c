import { useParams } from 'react-router';
import { UpcomingFeature } from '#client/components/ui/upcoming-feature';
import { SPECMARKET_OFFERS } from './specmarket-offers';

/** /v4/specmarket/cart/{id}: a marketplace cart. */
export function Component() {
  const { id } = useParams();
  return (
    <UpcomingFeature
      title="Cart"
      description={`The products in cart #${id ?? ''}, ready for checkout.`}
      offers={SPECMARKET_OFFERS}
    />
  );
}
Component.displayName = 'SpecmarketCartPage';
