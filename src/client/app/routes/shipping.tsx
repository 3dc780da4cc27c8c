import { PageHeader } from '#client/components/ui/page-header';

/** /v4/shipping: Shipping Center. */
export function Component() {
  return <PageHeader title="Shipping Center" description="Shipping costs, carriers and discounts applied to orders." />;
}
Component.displayName = 'ShippingPage';
