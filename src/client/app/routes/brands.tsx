import { PageHeader } from '#client/components/ui/page-header';

/** /v4/brands: Brands. */
export function Component() {
  return <PageHeader title="Brands" description="The manufacturers and brands you carry, with their collections and finishes." />;
}
Component.displayName = 'BrandsPage';
