import { PageHeader } from '#client/components/ui/page-header';

/** /v4/specbooks/manage/{id?}/integration/wise: ERP Integration. */
export function Component() {
  return <PageHeader title="ERP Integration" description="Check missing products, review customer details, update prices, import a bid and submit this specbook to your ERP." />;
}
Component.displayName = 'SpecbookWisePage';
