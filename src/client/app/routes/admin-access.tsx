import { Alert } from '@mantine/core';
import { ACCESS_ADMIN_MESSAGES as M } from '#shared/lib/access-admin-messages';
import { PageHeader } from '#client/components/ui/page-header';
import { isPlatformAdmin, useCurrentSession } from '#client/lib/current-session';
import { t } from '#client/lib/i18n';
import { AccessAdmin } from '#client/features/access-admin/components/access-admin';
import { PAGE_TITLES } from '#shared/lib/page-titles';

/** /v4/admin/access: platform admins grant roles and feature flags to the users of every account. */
export function Component() {
  const { user } = useCurrentSession();
  return (
    <>
      <PageHeader title={PAGE_TITLES.rolesAndFlags} description="Grant roles and feature flags to the users of every account. Changes apply on the user's next request." />
      {isPlatformAdmin(user) ? <AccessAdmin userId={user.id} /> : <Alert color="gray">{t(M.adminsOnly)}</Alert>}
    </>
  );
}
Component.displayName = 'AdminAccessPage';
