import { useCurrentSession } from '#client/lib/current-session';
import { CustomerCenter } from '#client/features/customers/components/customer-center';

/** /v4/customers: the customer center (customers layout). */
export function Component() {
  const { user } = useCurrentSession();
  return <CustomerCenter userId={user.id} />;
}
Component.displayName = 'CustomersPage';
