import { Badge, Button } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { useEffect } from 'react';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import type { TSpecbookNotification } from '#shared/schemas/notification';
import { useSpecbookNotifications } from '../api/specbook-notifications';
import { toastError } from '#client/lib/toasts';
import { t } from '#client/lib/i18n';

/** Props of the specbook notification record components. */
export type TSpecbookNotificationsProps = { userId: number; specbookId: number };

/** How many records are unread. */
export function unreadCount(records: readonly TSpecbookNotification[] | undefined): number {
  return records?.filter((r) => !r.hasRead).length ?? 0;
}

/**
 * The action bar's 'Notifications' button with the number of unread records; it loads the
 * records (so the badge is right before the panel opens) and toasts when they cannot be loaded.
 */
export function SpecbookNotificationsButton({ userId, specbookId, onClick }: TSpecbookNotificationsProps & { onClick: () => void }) {
  const records = useSpecbookNotifications(userId, specbookId);
  const unread = unreadCount(records.data);
  useEffect(() => {
    if (records.isError) toastError(M.notificationsFetchFailed);
  }, [records.isError]);
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconInbox size={14} />}
      rightSection={
        unread > 0 ? (
          <Badge size="xs" color="red" circle aria-hidden>
            {unread}
          </Badge>
        ) : undefined
      }
      onClick={onClick}
      aria-label={unread > 0 ? t('Notifications, {count} unread', { count: unread }) : undefined}
    >
      {t('Notifications')}
    </Button>
  );
}
