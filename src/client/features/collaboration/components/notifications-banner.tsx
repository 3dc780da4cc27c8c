import { Button, Group, Paper, ScrollArea, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useActivityNotifications } from '../api/notifications';
import { NOTIFICATIONS_MAX_HEIGHT, NotificationItem, useDismissNotification } from './notifications-list';
import { t, tPlural } from '#client/lib/i18n';

/** How many notifications the banner shows before 'Show all'. */
export const BANNER_PREVIEW_COUNT = 3;

/** Props of {@link NotificationsBanner}. */
export type TNotificationsBannerProps = {
  userId: number;
  /** White on the spec's More Options page (spec §2), a light tint elsewhere. */
  background?: 'white' | 'tint';
};

/**
 * The main layouts' notifications banner list (spec §2 "Start-up and session", "Other shared screen
 * behaviours"): the user's activity notifications (approvals, rejections and comments from every
 * specbook), the newest three at once and 'Show all' for the rest in a list that scrolls beyond
 * 600 px, each with a dismiss control. Nothing shows while there are none, or when they cannot be
 * read (a banner is no place for an error about itself).
 */
export function NotificationsBanner({ userId, background = 'tint' }: TNotificationsBannerProps) {
  const list = useActivityNotifications(userId);
  const dismiss = useDismissNotification(userId);
  const [expanded, toggle] = useDisclosure(false);
  const items = list.data ?? [];
  if (items.length === 0) return null;

  const hidden = items.length - BANNER_PREVIEW_COUNT;
  const shown = expanded ? items : items.slice(0, BANNER_PREVIEW_COUNT);
  return (
    <Paper
      component="section"
      aria-label={t('Notifications')}
      radius={0}
      px={{ base: 'md', sm: 'lg' }}
      py="xs"
      bg={background === 'white' ? 'white' : 'var(--mantine-color-blue-0)'}
      style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Group justify="space-between" gap="xs" mb={6} wrap="nowrap">
        <Group gap={6} wrap="nowrap">
          <IconBell size={16} aria-hidden />
          <Text size="sm" fw={600}>
            {tPlural(items.length, '1 notification', '{count} notifications')}
          </Text>
        </Group>
        {hidden > 0 && (
          <Button variant="subtle" size="compact-xs" onClick={toggle.toggle} aria-expanded={expanded}>
            {expanded ? t('Show fewer') : t('Show all ({count})', { count: items.length })}
          </Button>
        )}
      </Group>
      <ScrollArea.Autosize mah={NOTIFICATIONS_MAX_HEIGHT} type="auto" offsetScrollbars={expanded}>
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Notifications list')}>
          {shown.map((item) => (
            <NotificationItem key={item.id} item={item} onDismiss={() => void dismiss(item)} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Paper>
  );
}
