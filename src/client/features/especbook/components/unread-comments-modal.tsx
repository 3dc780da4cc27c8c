import { Button, Group, Modal, Paper, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import type { TActivityNotification } from '#shared/schemas/notification';
import { toastError } from '#client/lib/toasts';
import { useMarkCommentRead, useUnreadComments } from '../api/unread-notifications';
import { t } from '#client/lib/i18n';

/** Height the unread list scrolls beyond (spec §2.7, §9). */
export const UNREAD_LIST_MAX_HEIGHT = 600;

/** The text of the modal (spec §2.4). */
export const UNREAD_COMMENTS_TEXT = 'This module contains all unread comments on this e-Specbook';

/** What a notification's embedded comments are on (spec §2.7). */
export type TUnreadCommentTarget = { kind: 'spec'; joinId: number } | { kind: 'category'; categoryId: number } | { kind: 'specbook' };

/** Spec comments with a joinId; category comments with a categoryId but no joinId; else the specbook's. */
export function unreadCommentTarget(n: TActivityNotification): TUnreadCommentTarget {
  if (n.ref.join_id) return { kind: 'spec', joinId: n.ref.join_id };
  if (n.ref.category_id) return { kind: 'category', categoryId: n.ref.category_id };
  return { kind: 'specbook' };
}

/**
 * The title of a notification: the name of what was commented on or changed. Specfolio's
 * `data.thing` is the kind ('spec', 'category', 'specbook') and `data.name` its name (decision 029).
 */
export function notificationTitle(n: TActivityNotification): string {
  return n.data.name || n.data.thing || n.message;
}

/** "Status updated to Approved/Rejected" for a status notification, else null. */
export function statusLine(type: string): string | null {
  if (type === 'SpecSpecbookApproved') return t('Status updated to Approved');
  if (type === 'SpecSpecbookRejected') return t('Status updated to Rejected');
  return null;
}

/** Props of {@link UnreadCommentsModal}. */
export type TUnreadCommentsModalProps = {
  userId: number;
  specbookId: number;
  /** Load (and open by itself) only when true: the page passes "terms accepted" (spec §4.4). */
  enabled: boolean;
  /** The comments of a notification's target, with a comment form for the specbook's. */
  renderComments: (target: TUnreadCommentTarget) => ReactNode;
  /** Controlled open state; see {@link useViewUnreadComments}. Uncontrolled when left out. */
  opened?: boolean;
  onOpenedChange?: (opened: boolean) => void;
};

/** One unread notification: its title, category, status line, "Mark as Read" and its comments. */
function UnreadItem({ item, onRead, renderComments }: { item: TActivityNotification; onRead: () => void; renderComments: TUnreadCommentsModalProps['renderComments'] }) {
  const title = notificationTitle(item);
  const status = statusLine(item.type);
  const category = item.ref.join_id && item.ref.category_id ? item.data.category_name : null;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          {category && <Text size="xs" c="dimmed">{t('Category: {name}', { name: category })}</Text>}
          {status && <Text size="xs">{status}</Text>}
          <Text size="xs" c="dimmed">
            {t(item.message)}
          </Text>
        </Stack>
        <Button size="compact-xs" variant="light" onClick={onRead} aria-label={t('Mark as Read: {title}', { title })}>
          {t('Mark as Read')}
        </Button>
      </Group>
      <div style={{ marginTop: 8 }}>{renderComments(unreadCommentTarget(item))}</div>
    </Paper>
  );
}

/**
 * Open state of the unread-comments modal for the page: spread `{opened, onOpenedChange}` into
 * the modal and call `viewUnreadComments()` from the "View Unread Comments" button.
 */
export function useViewUnreadComments() {
  const [opened, setOpened] = useState(false);
  const viewUnreadComments = useCallback(() => setOpened(true), []);
  return { opened, onOpenedChange: setOpened, viewUnreadComments };
}

/**
 * The "Unread Comments" modal (spec §2.4, §2.7, §4.4): the specbook's unread NewComment
 * notifications, loaded once `enabled`. It opens by itself when there are any, "Mark as Read"
 * deletes one on the server and removes it, and it closes when none are left.
 */
export function UnreadCommentsModal({ userId, specbookId, enabled, renderComments, opened: controlled, onOpenedChange }: TUnreadCommentsModalProps) {
  const [own, setOwn] = useState(false);
  const opened = controlled ?? own;
  const setOpened = useCallback(
    (next: boolean) => {
      setOwn(next);
      onOpenedChange?.(next);
    },
    [onOpenedChange],
  );
  const list = useUnreadComments(userId, specbookId, enabled);
  const markRead = useMarkCommentRead(userId, specbookId);
  const count = list.data?.length ?? 0;
  const autoOpened = useRef(false);
  const previousCount = useRef(0);

  useEffect(() => {
    if (list.isError) toastError(M.notificationsFetchFailed);
  }, [list.isError]);

  useEffect(() => {
    if (!list.isSuccess) return;
    if (!autoOpened.current && count > 0) {
      autoOpened.current = true;
      setOpened(true);
    } else if (previousCount.current > 0 && count === 0 && opened) {
      setOpened(false);
    }
    previousCount.current = count;
  }, [list.isSuccess, count, opened, setOpened]);

  return (
    <Modal opened={opened} onClose={() => setOpened(false)} title={t('Unread Comments')} size="lg" closeButtonProps={{ 'aria-label': t('Close') }}>
      <Text size="sm" c="dimmed" mb="sm">
        {t(UNREAD_COMMENTS_TEXT)}
      </Text>
      {list.isPending && enabled ? (
        <Skeleton h={56} radius="md" aria-label={t('Loading unread comments')} />
      ) : count === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="sm">
          {list.isError ? t(M.notificationsFetchFailed) : t('No unread comments')}
        </Text>
      ) : (
        <ScrollArea.Autosize style={{ maxHeight: UNREAD_LIST_MAX_HEIGHT }} type="auto" offsetScrollbars data-testid="unread-comments-scroll">
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Unread comments')}>
            {list.data?.map((item) => (
              <UnreadItem key={item.id} item={item} onRead={() => markRead.mutate(item.id)} renderComments={renderComments} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Modal>
  );
}
