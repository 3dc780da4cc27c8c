import { PageHeader } from '#client/components/ui/page-header';

/** /v4/specmarket: Specmarket. */
export function Component() {
  return <PageHeader title="Specmarket" description="Shop bath, kitchen, appliance, decorative hardware, lighting and plumbing products." />;
}
Component.displayName = 'SpecmarketPage';
