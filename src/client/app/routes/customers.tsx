import { Stack } from '@mantine/core';
import { canUse } from '#shared/lib/access';
import { CUSTOMER_MESSAGES as M } from '#shared/lib/customer-messages';
import { FeatureNotEnabled } from '#client/components/ui/feature-not-enabled';
import { useCurrentSession } from '#client/lib/current-session';
import { CustomerCenter } from '#client/features/customers/components/customer-center';
import { PeopleSection } from '#client/features/contacts/components/people-section';
import { NotesSection } from '#client/features/notes/components/notes-section';

/** /v4/customers: the customer center (customers layout), behind useCustomerCenter (spec §6); a customer's drawer shows their people and notes. */
export function Component() {
  const { user } = useCurrentSession();
  if (!canUse(user, 'customerCenter')) return <FeatureNotEnabled title="Customers" message={M.centerNotEnabled} />;
  return (
    <CustomerCenter
      userId={user.id}
      customerSections={(id) => (
        <Stack gap="lg">
          <PeopleSection userId={user.id} parent={{ kind: 'customer', id }} />
          <NotesSection userId={user.id} target={{ parent: 'customer', parentId: id }} />
        </Stack>
      )}
    />
  );
}
Component.displayName = 'CustomersPage';
