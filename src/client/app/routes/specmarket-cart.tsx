import { useParams } from 'react-router';
import { PageHeader } from '#client/components/ui/page-header';

/** /v4/specmarket/cart/{id}: a marketplace cart. */
export function Component() {
  const { id } = useParams();
  return <PageHeader title="Cart" description={`The products in cart #${id ?? ''}, ready for checkout.`} />;
}
Component.displayName = 'SpecmarketCartPage';
