import { PageHeader } from '#client/components/ui/page-header';

/** /v4/payments: Payment Methods. */
export function Component() {
  return <PageHeader title="Payment Methods" description="Cards and bank accounts used for invoices, purchase orders and payouts." />;
}
Component.displayName = 'PaymentsPage';
