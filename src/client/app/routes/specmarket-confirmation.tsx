import { PageHeader } from '#client/components/ui/page-header';

/** /v4/specmarket/cart/{id?}/confirmation: Order Confirmation. */
export function Component() {
  return <PageHeader title="Order Confirmation" description="The summary of the order you have just placed." />;
}
Component.displayName = 'SpecmarketConfirmationPage';
