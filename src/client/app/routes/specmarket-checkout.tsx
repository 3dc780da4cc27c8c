import { PageHeader } from '#client/components/ui/page-header';

/** /v4/specmarket/cart/{id?}/checkout: Checkout. */
export function Component() {
  return <PageHeader title="Checkout" description="Shipping, billing and payment for the products in your cart." />;
}
Component.displayName = 'SpecmarketCheckoutPage';
