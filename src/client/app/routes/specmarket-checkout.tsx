import { UpcomingFeature } from '#client/components/ui/upcoming-feature';
import { SPECMARKET_OFFERS } from './specmarket-offers';

/** /v4/specmarket/cart/{id?}/checkout: Checkout. */
export function Component() {
  return <UpcomingFeature title="Checkout" description="Shipping, billing and payment for the products in your cart." offers={SPECMARKET_OFFERS} />;
}
Component.displayName = 'SpecmarketCheckoutPage';
