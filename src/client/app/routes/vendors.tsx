import { PageHeader } from '#client/components/ui/page-header';

/** /v4/vendors: Vendors. */
export function Component() {
  return <PageHeader title="Vendors" description="The sellers and distributors you buy from, and your preferred sellers." />;
}
Component.displayName = 'VendorsPage';
