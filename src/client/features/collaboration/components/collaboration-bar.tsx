import { ActionIcon, Button, Drawer, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { Suspense, type ReactNode } from 'react';
import { IconBell, IconMessages, IconUsers } from '@tabler/icons-react';
import { CommentsPanel, NotificationsBell, SpecbookNotificationsPanel, TeamPanel } from './lazy-panels';
import { SpecbookNotificationsButton } from './specbook-notifications-button';
import { t } from '#client/lib/i18n';

/** The bell's place while its code loads (it loads after the page's, decision 066). */
function BellPlaceholder() {
  return (
    <ActionIcon variant="default" size="lg" aria-label={t('Activity')} disabled>
      <IconBell size={18} />
    </ActionIcon>
  );
}

/** Props of {@link CollaborationBar}. */
export type TCollaborationBarProps = {
  userId: number;
  specbookId: number;
  /** New activity arrived (a client approved or commented from the e-Specbook): refresh the page. */
  onNewActivity?: () => void;
  /** More actions of other features (Alerts, Notes, Attachments, Share, Invite pro), shown first in the same toolbar. */
  extra?: ReactNode;
};

/**
 * The manage page's collaboration actions: 'Team', 'Comments' and 'Notifications' open drawers
 * with the specbook's team, comments and notification records (the last with its unread count);
 * the bell lists the specbook's activity (approvals, rejections, new comments). The drawers'
 * contents load with the first drawer opened, the bell after the page (lazy-panels.ts).
 */
export function CollaborationBar({ userId, specbookId, onNewActivity, extra }: TCollaborationBarProps) {
  const [teamOpened, team] = useDisclosure(false);
  const [commentsOpened, comments] = useDisclosure(false);
  const [recordsOpened, records] = useDisclosure(false);
  const narrow = useMediaQuery('(max-width: 48em)');
  const size = narrow ? '100%' : 480;
  return (
    <>
      <Group justify="flex-end" gap="xs" mb="xs" aria-label={t('Collaboration')} role="toolbar">
        {extra}
        <Button size="xs" variant="default" leftSection={<IconUsers size={14} />} onClick={team.open}>
          {t('Team')}
        </Button>
        <Button size="xs" variant="default" leftSection={<IconMessages size={14} />} onClick={comments.open}>
          {t('Comments')}
        </Button>
        <SpecbookNotificationsButton userId={userId} specbookId={specbookId} onClick={records.open} />
        <Suspense fallback={<BellPlaceholder />}>
          <NotificationsBell userId={userId} specbookId={specbookId} onNewActivity={onNewActivity} />
        </Suspense>
      </Group>
      <Drawer opened={teamOpened} onClose={team.close} position="right" size={size} title={t('e-Specbook Team')}>
        {teamOpened && <TeamPanel userId={userId} specbookId={specbookId} />}
      </Drawer>
      <Drawer opened={commentsOpened} onClose={comments.close} position="right" size={size} title={t('Comments on this specbook')}>
        {commentsOpened && <CommentsPanel userId={userId} specbookId={specbookId} target={{ kind: 'specbook' }} />}
      </Drawer>
      <Drawer opened={recordsOpened} onClose={records.close} position="right" size={size} title={t('Specbook notifications')}>
        {recordsOpened && <SpecbookNotificationsPanel userId={userId} specbookId={specbookId} />}
      </Drawer>
    </>
  );
}
