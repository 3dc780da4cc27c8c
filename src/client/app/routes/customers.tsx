import { CUSTOMER_MESSAGES as M } from '#shared/lib/customer-messages';
import { FeatureNotEnabled } from '#client/components/ui/feature-not-enabled';
import { useCurrentSession } from '#client/lib/current-session';
import { CustomerCenter } from '#client/features/customers/components/customer-center';
import { PeopleSection } from '#client/features/contacts/components/people-section';

/** /v4/customers: the customer center (customers layout), behind useCustomerCenter (spec §6). */
export function Component() {
  const { user } = useCurrentSession();
  if (!user.features.includes('useCustomerCenter')) return <FeatureNotEnabled title="Customers" message={M.centerNotEnabled} />;
  return <CustomerCenter userId={user.id} renderPeople={(id) => <PeopleSection userId={user.id} parent={{ kind: 'customer', id }} />} />;
}
Component.displayName = 'CustomersPage';
