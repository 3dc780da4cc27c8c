import { UpcomingFeature } from '#client/components/ui/upcoming-feature';
import { SPECMARKET_OFFERS } from './specmarket-offers';

/** /v4/specmarket/cart/{id?}/confirmation: Order Confirmation. */
export function Component() {
  return <UpcomingFeature title="Order Confirmation" description="The summary of the order you have just placed." offers={SPECMARKET_OFFERS} />;
}
Component.displayName = 'SpecmarketConfirmationPage';
