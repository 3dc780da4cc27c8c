import { Alert } from '@mantine/core';
import { PageHeader } from '#client/components/ui/page-header';
import { isPlatformAdmin, useCurrentSession } from '#client/lib/current-session';
import { t } from '#client/lib/i18n';
import { RequestsAdmin } from '#client/features/support/components/requests-admin';

/** /v4/admin/requests: platform admins triage support and Data Fetch requests of every account. */
export function Component() {
  const { user } = useCurrentSession();
  return (
    <>
      <PageHeader title="Support Requests" description="Customer support and Data Fetch requests from every account, newest first." />
      {isPlatformAdmin(user) ? (
        <RequestsAdmin userId={user.id} />
      ) : (
        <Alert color="gray">{t('Only platform administrators can see support requests.')}</Alert>
      )}
    </>
  );
}
Component.displayName = 'AdminRequestsPage';
