import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { ANNOUNCEMENT_MESSAGES as M } from '#shared/lib/announcement-messages';
import { useCurrentAnnouncements, useDismissAnnouncement } from '../api/current-announcements';
import { t } from '#client/lib/i18n';

/**
 * The platform announcements at the top of the signed-in pages (spec §2 "Other"): each a message
 * with a 'Dismiss' button; a dismissed one stays away for this user. It is in every page's first
 * bundle, so it stays small and renders nothing until its list arrives.
 */
export function AnnouncementBanner({ userId }: { userId: number }) {
  const { data } = useCurrentAnnouncements(userId);
  const dismiss = useDismissAnnouncement(userId);
  if (!data?.length) return null;
  return (
    <Stack gap={0} component="aside" aria-label={t('Announcements')}>
      {data.map((a) => (
        <Alert key={a.id} color={a.level === 'warning' ? 'yellow' : 'blue'} radius={0} py="xs" role="status">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm">{a.message}</Text>
            <Button size="compact-sm" variant="white" color="dark" onClick={() => dismiss.mutate(a.id)}>
              {t(M.dismiss)}
            </Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
}
