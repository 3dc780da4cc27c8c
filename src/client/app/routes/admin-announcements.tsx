import { Alert } from '@mantine/core';
import { ACCESS_ADMIN_MESSAGES } from '#shared/lib/access-admin-messages';
import { ANNOUNCEMENT_MESSAGES as M } from '#shared/lib/announcement-messages';
import { PageHeader } from '#client/components/ui/page-header';
import { isPlatformAdmin, useCurrentSession } from '#client/lib/current-session';
import { t } from '#client/lib/i18n';
import { AnnouncementsAdmin } from '#client/features/announcements/components/announcements-admin';

/** /v4/admin/announcements: platform admins post and end the banner every signed-in user sees. */
export function Component() {
  const { user } = useCurrentSession();
  return (
    <>
      <PageHeader title={M.title} description={M.intro} />
      {isPlatformAdmin(user) ? <AnnouncementsAdmin userId={user.id} /> : <Alert color="gray">{t(ACCESS_ADMIN_MESSAGES.adminsOnly)}</Alert>}
    </>
  );
}
Component.displayName = 'AdminAnnouncementsPage';
