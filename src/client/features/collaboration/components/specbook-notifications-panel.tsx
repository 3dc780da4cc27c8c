import { ActionIcon, Badge, Button, Group, Paper, ScrollArea, Skeleton, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconEye, IconInbox, IconMessage, IconNote, IconTrash, IconX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import { ZNotificationMessage, type TSpecbookNotification, type TSpecbookRecordKind } from '#shared/schemas/notification';
import { collabKeys } from '../api/keys';
import {
  createSpecbookNotification,
  deleteSpecbookNotification,
  updateSpecbookNotification,
  useSpecbookNotifications,
} from '../api/specbook-notifications';
import { formatCommentDate, newestFirst } from '../lib/format';
import { COLLAB_UI } from '../lib/messages';
import { t, useLocale } from '#client/lib/i18n';
import { toastFailure } from '#client/lib/toasts';
import { MessageForm } from './message-form';
import { NOTIFICATIONS_MAX_HEIGHT } from './notifications-list';
import { unreadCount, type TSpecbookNotificationsProps } from './specbook-notifications-button';

type TRecords = TSpecbookNotification[];

/** How each kind of record looks: a client's action (decision 038) or a note. */
const KIND_LOOK: Record<TSpecbookRecordKind, { label: string; color: string; icon: ReactNode }> = {
  note: { label: 'Note', color: 'gray', icon: <IconNote size={12} /> },
  viewed: { label: 'Viewed', color: 'blue', icon: <IconEye size={12} /> },
  approved: { label: 'Approved', color: 'teal', icon: <IconCheck size={12} /> },
  rejected: { label: 'Rejected', color: 'red', icon: <IconX size={12} /> },
  commented: { label: 'Comment', color: 'violet', icon: <IconMessage size={12} /> },
};

/** One record: unread ones are marked (bar, tint, bold, 'Unread' badge); read/unread toggle and delete. */
function RecordItem({ record, onToggleRead, onDelete }: { record: TSpecbookNotification; onToggleRead: () => void; onDelete: () => void }) {
  const messageId = useId();
  const unread = !record.hasRead;
  const look = KIND_LOOK[record.kind];
  const locale = useLocale();
  // A client's action is written by the server from a catalogue pattern; a note is the user's own text.
  const message = record.kind === 'note' ? record.message : t(record.message);
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      data-unread={unread}
      bg={unread ? 'blue.0' : undefined}
      style={unread ? { borderLeft: '4px solid var(--mantine-color-blue-6)' } : undefined}
    >
      <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
        <Group gap={6}>
          <Badge size="xs" variant="light" color={look.color} leftSection={look.icon}>
            {t(look.label)}
          </Badge>
          {unread && (
            <Badge size="xs" variant="filled" color="blue">
              {t('Unread')}
            </Badge>
          )}
          <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }} component="time" dateTime={record.createdAt}>
            {formatCommentDate(record.createdAt, locale)}
          </Text>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={onToggleRead} aria-describedby={messageId}>
            {unread ? t('Mark read') : t('Mark unread')}
          </Button>
          <Tooltip label={t('Delete')}>
            <ActionIcon size="sm" variant="subtle" color="red" onClick={onDelete} aria-label={t('Delete')} aria-describedby={messageId}>
              <IconTrash size={14} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Group>
      <Text id={messageId} size="sm" fw={unread ? 600 : 400} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message}
      </Text>
    </Paper>
  );
}

/** What the panel shows when the specbook has no records. */
function EmptyRecords() {
  return (
    <Stack align="center" gap={4} py="lg" ta="center">
      <ThemeIcon variant="light" color="gray" size="xl" radius="xl">
        <IconInbox size={22} />
      </ThemeIcon>
      <Text fw={600} size="sm">
        {t(COLLAB_UI.noRecords)}
      </Text>
      <Text size="sm" c="dimmed">
        {t(COLLAB_UI.noRecordsHint)}
      </Text>
    </Stack>
  );
}

/** The writes of the panel: each changes the cached list at once and puts it back when the server refuses. */
function useRecordActions({ userId, specbookId }: TSpecbookNotificationsProps) {
  const queryClient = useQueryClient();
  const key = collabKeys.specbookNotifications(userId, specbookId);
  const optimistic = async (change: (old: TRecords) => TRecords, send: () => Promise<unknown>, failure: string) => {
    const before = queryClient.getQueryData<TRecords>(key);
    queryClient.setQueryData<TRecords>(key, (old = []) => change(old));
    try {
      await send();
    } catch (err) {
      queryClient.setQueryData(key, before);
      toastFailure(err, failure);
    }
  };
  return {
    add: async (message: string) => {
      try {
        const record = await createSpecbookNotification(userId, specbookId, message);
        queryClient.setQueryData<TRecords>(key, (old = []) => [record, ...old]);
        return true;
      } catch (err) {
        toastFailure(err, M.notificationCreateFailed);
        return false;
      }
    },
    toggleRead: (record: TSpecbookNotification) =>
      optimistic(
        (old) => old.map((r) => (r.id === record.id ? { ...r, hasRead: !record.hasRead } : r)),
        () => updateSpecbookNotification(userId, specbookId, record.id, { hasRead: !record.hasRead }),
        M.notificationUpdateFailed,
      ),
    remove: (record: TSpecbookNotification) =>
      optimistic(
        (old) => old.filter((r) => r.id !== record.id),
        () => deleteSpecbookNotification(userId, specbookId, record.id),
        M.notificationDeleteFailed,
      ),
  };
}

/**
 * The specbook's notification records (spec §3 "Notification", §4): add a note; the notes and
 * every client action on the e-Specbook (viewed, approved, rejected, commented: who in the
 * message, when beside it; decision 038), newest first,
 * unread ones marked, mark read / unread, delete (after a confirmation). Scrolls beyond 600 px.
 */
export function SpecbookNotificationsPanel({ userId, specbookId }: TSpecbookNotificationsProps) {
  const records = useSpecbookNotifications(userId, specbookId);
  const actions = useRecordActions({ userId, specbookId });
  const confirmDelete = (record: TSpecbookNotification) =>
    modals.openConfirmModal({
      title: t('Delete notification'),
      children: <Text size="sm">{t('Delete “{message}”? This cannot be undone.', { message: record.message })}</Text>,
      labels: { confirm: t('Delete'), cancel: t('Cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => void actions.remove(record),
    });

  let body: ReactNode;
  if (records.isPending) body = <Skeleton h={64} radius="md" aria-label={t('Loading notifications')} />;
  else if (records.isError) {
    body = (
      <Group gap="xs">
        <Text size="sm" c="red">
          {t(M.notificationsFetchFailed)}
        </Text>
        <Button size="compact-xs" variant="light" onClick={() => void records.refetch()}>
          {t('Retry')}
        </Button>
      </Group>
    );
  } else if (records.data.length === 0) body = <EmptyRecords />;
  else {
    body = (
      <Stack gap={6}>
        <Text size="xs" c="dimmed">
          {t('{count} unread · {total} in all', { count: unreadCount(records.data), total: records.data.length })}
        </Text>
        <ScrollArea.Autosize style={{ maxHeight: NOTIFICATIONS_MAX_HEIGHT }} type="auto" offsetScrollbars data-testid="records-scroll">
          <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Specbook notifications')}>
            {newestFirst(records.data).map((r) => (
              <RecordItem key={r.id} record={r} onToggleRead={() => void actions.toggleRead(r)} onDelete={() => confirmDelete(r)} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      <MessageForm label={t('Add a note')} submitLabel={t('Add Note')} schema={ZNotificationMessage} onPost={actions.add} />
      {body}
    </Stack>
  );
}
