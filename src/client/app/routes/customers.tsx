import { PageHeader } from '#client/components/ui/page-header';

/** /v4/customers: Customers. */
export function Component() {
  return <PageHeader title="Customers" description="Your customers with their addresses, contacts and specbooks." />;
}
Component.displayName = 'CustomersPage';
