import { CUSTOMER_MESSAGES as M } from '#shared/lib/customer-messages';
import { FeatureNotEnabled } from '#client/components/ui/feature-not-enabled';
import { useCurrentSession } from '#client/lib/current-session';
import { CustomerCenter } from '#client/features/customers/components/customer-center';
import { NotesSection } from '#client/features/notes/components/notes-section';

/** /v4/customers: the customer center (customers layout), behind useCustomerCenter (spec §6); a customer's drawer shows their notes. */
export function Component() {
  const { user } = useCurrentSession();
  if (!user.features.includes('useCustomerCenter')) return <FeatureNotEnabled title="Customers" message={M.centerNotEnabled} />;
  return <CustomerCenter userId={user.id} customerSections={(id) => <NotesSection userId={user.id} target={{ parent: 'customer', parentId: id }} />} />;
}
Component.displayName = 'CustomersPage';
