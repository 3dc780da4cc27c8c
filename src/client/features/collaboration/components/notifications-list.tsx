import { ActionIcon, Badge, Box, Button, CloseButton, Group, Indicator, Paper, Popover, ScrollArea, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconCheck, IconMessage, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import { notificationReference, type TActivityNotification } from '#shared/schemas/notification';
import { collabKeys } from '../api/keys';
import { dismissNotification, useActivityNotifications } from '../api/notifications';
import { formatCommentDate } from '../lib/format';
import { COLLAB_UI } from '../lib/messages';
import { t, useLocale } from '#client/lib/i18n';
import { toastError, toastFailure } from '#client/lib/toasts';

/** Height the notifications list scrolls beyond (spec §9). */
export const NOTIFICATIONS_MAX_HEIGHT = 600;

/**
 * Dismisses an activity notification: it leaves the list at once and is deleted on the server
 * (spec §4); a refusal puts it back with the spec's failure toast. The other lists of the user's
 * activity (the layout's banner list, a specbook's bell) are refreshed after.
 */
export function useDismissNotification(userId: number, specbookId?: number) {
  const queryClient = useQueryClient();
  const key = collabKeys.notifications(userId, specbookId);
  return async (item: TActivityNotification) => {
    const before = queryClient.getQueryData<TActivityNotification[]>(key);
    queryClient.setQueryData<TActivityNotification[]>(key, (old = []) => old.filter((n) => n.id !== item.id));
    try {
      await dismissNotification(userId, item.id);
      void queryClient.invalidateQueries({ queryKey: collabKeys.allNotifications(userId), predicate: (q) => q.queryKey[3] !== key[3] });
    } catch (err) {
      queryClient.setQueryData(key, before);
      toastFailure(err, M.notificationDeleteFailed);
    }
  };
}

/** Props of {@link NotificationsList}. */
export type TNotificationsListProps = {
  userId: number;
  specbookId?: number;
  background?: 'white' | 'default';
  /** CSS max height of the scrolling list; 600 px by default. */
  maxHeight?: number | string;
  /** Only the notifications about this spec in the specbook (its More Options page). */
  joinId?: number;
};

/** Icon and colour of an activity type. */
function typeLook(type: string) {
  if (type === 'SpecSpecbookApproved') return { color: 'teal', icon: <IconCheck size={14} /> };
  if (type === 'SpecSpecbookRejected') return { color: 'red', icon: <IconX size={14} /> };
  return { color: 'blue', icon: <IconMessage size={14} /> };
}

/** One notification with its dismiss control. */
export function NotificationItem({ item, onDismiss }: { item: TActivityNotification; onDismiss: () => void }) {
  const look = typeLook(item.type);
  const locale = useLocale();
  // The server writes the message from one of the catalogue's patterns ('{who} approved {spec}').
  const message = t(item.message);
  return (
    <Paper component="li" withBorder radius="md" p="xs" aria-label={message}>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <ThemeIcon size="sm" radius="xl" variant="light" color={look.color} mt={2}>
          {look.icon}
        </ThemeIcon>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {message}
          </Text>
          {item.data.body && (
            <Text size="xs" c="dimmed" lineClamp={2}>
              “{item.data.body}”
            </Text>
          )}
          <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatCommentDate(item.createdAt, locale)}
          </Text>
        </Stack>
        <CloseButton size="sm" onClick={onDismiss} aria-label={t('Dismiss notification: {message}', { message })} />
      </Group>
    </Paper>
  );
}

/**
 * The activity notifications (approvals, rejections, new comments) with a dismiss control each;
 * dismissing deletes the notification on the server (spec §4 "Notifications and messages").
 * The list scrolls beyond 600 px.
 */
export function NotificationsList({ userId, specbookId, background = 'default', maxHeight = NOTIFICATIONS_MAX_HEIGHT, joinId }: TNotificationsListProps) {
  const list = useActivityNotifications(userId, specbookId);
  const items = joinId === undefined ? list.data : list.data?.filter((n) => notificationReference(n.ref).joinId === joinId);
  const dismiss = useDismissNotification(userId, specbookId);

  useEffect(() => {
    if (list.isError) toastError(M.notificationsFetchFailed);
  }, [list.isError]);

  if (list.isPending) return <Skeleton h={56} radius="md" aria-label={t('Loading notifications')} />;
  if (list.isError) {
    return (
      <Text size="sm" c="red">
        {t(M.notificationsFetchFailed)}
      </Text>
    );
  }
  if (!items?.length) {
    return (
      <Text size="sm" c="dimmed" ta="center" py="sm">
        {t(joinId === undefined ? COLLAB_UI.noNotifications : COLLAB_UI.noSpecNotifications)}
      </Text>
    );
  }
  return (
    <ScrollArea.Autosize style={{ maxHeight }} type="auto" offsetScrollbars data-testid="notifications-scroll">
      <Box bg={background === 'white' ? 'white' : undefined}>
        <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Notifications')}>
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} onDismiss={() => void dismiss(item)} />
          ))}
        </Stack>
      </Box>
    </ScrollArea.Autosize>
  );
}

/**
 * Calls `onNew` when a notification newer than any seen before arrives (not on the first load):
 * a client approved or commented, so what the page shows may be out of date.
 */
function useNewActivity(items: TActivityNotification[] | undefined, onNew: (() => void) | undefined): void {
  const newest = useRef<number | null>(null);
  useEffect(() => {
    if (!items) return;
    const top = items.reduce((max, n) => Math.max(max, n.id), 0);
    if (newest.current !== null && top > newest.current) onNew?.();
    newest.current = Math.max(newest.current ?? 0, top);
  }, [items, onNew]);
}

/**
 * A bell with the number of activity notifications that opens {@link NotificationsList} in a
 * popover. It is named 'Activity' so that it is not mistaken for the specbook's notification
 * records beside it (decision 014).
 */
export function NotificationsBell({ userId, specbookId, onNewActivity }: { userId: number; specbookId?: number; onNewActivity?: () => void }) {
  const list = useActivityNotifications(userId, specbookId);
  const count = list.data?.length ?? 0;
  useNewActivity(list.data, onNewActivity);
  return (
    <Popover position="bottom-end" width={360} shadow="md" withArrow>
      <Popover.Target>
        <Indicator label={count} size={16} disabled={count === 0} color="red" offset={4}>
          <ActionIcon variant="default" size="lg" aria-label={count ? t('Activity ({count})', { count }) : t('Activity')}>
            <IconBell size={18} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown maw="calc(100vw - 24px)">
        <Group justify="space-between" mb="xs">
          <Text fw={700} size="sm">
            {t('Activity')}
          </Text>
          {count > 0 && (
            <Badge size="sm" variant="light">
              {count}
            </Badge>
          )}
        </Group>
        {/* 600 px, less on short screens so that the popover stays inside the window. */}
        <NotificationsList userId={userId} specbookId={specbookId} maxHeight={`min(${NOTIFICATIONS_MAX_HEIGHT}px, calc(100dvh - 300px))`} />
        <Button variant="subtle" size="xs" fullWidth mt="xs" onClick={() => void list.refetch()}>
          {t('Refresh')}
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
