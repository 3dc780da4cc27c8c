import { Button, Drawer, Grid, Group, Paper } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { IconMessages, IconUsers } from '@tabler/icons-react';
import { CommentsPanel } from './comments-panel';
import { NotificationsBell } from './notifications-list';
import { SpecbookNotificationsButton, SpecbookNotificationsPanel } from './specbook-notifications-panel';
import { SpecTags } from './spec-tags';
import { TeamPanel } from './team-panel';

/** Props of {@link CollaborationBar}. */
export type TCollaborationBarProps = {
  userId: number;
  specbookId: number;
  /** New activity arrived (a client approved or commented from the e-Specbook): refresh the page. */
  onNewActivity?: () => void;
};

/**
 * The manage page's collaboration actions: 'Team', 'Comments' and 'Notifications' open drawers
 * with the specbook's team, comments and notification records (the last with its unread count);
 * the bell lists the specbook's activity (approvals, rejections, new comments).
 */
export function CollaborationBar({ userId, specbookId, onNewActivity }: TCollaborationBarProps) {
  const [teamOpened, team] = useDisclosure(false);
  const [commentsOpened, comments] = useDisclosure(false);
  const [recordsOpened, records] = useDisclosure(false);
  const narrow = useMediaQuery('(max-width: 48em)');
  const size = narrow ? '100%' : 480;
  return (
    <>
      <Group justify="flex-end" gap="xs" mb="xs" aria-label="Collaboration" role="toolbar">
        <Button size="xs" variant="default" leftSection={<IconUsers size={14} />} onClick={team.open}>
          Team
        </Button>
        <Button size="xs" variant="default" leftSection={<IconMessages size={14} />} onClick={comments.open}>
          Comments
        </Button>
        <SpecbookNotificationsButton userId={userId} specbookId={specbookId} onClick={records.open} />
        <NotificationsBell userId={userId} specbookId={specbookId} onNewActivity={onNewActivity} />
      </Group>
      <Drawer opened={teamOpened} onClose={team.close} position="right" size={size} title="e-Specbook Team">
        {teamOpened && <TeamPanel userId={userId} specbookId={specbookId} />}
      </Drawer>
      <Drawer opened={commentsOpened} onClose={comments.close} position="right" size={size} title="Comments on this specbook">
        {commentsOpened && <CommentsPanel userId={userId} specbookId={specbookId} target={{ kind: 'specbook' }} />}
      </Drawer>
      <Drawer opened={recordsOpened} onClose={records.close} position="right" size={size} title="Specbook notifications">
        {recordsOpened && <SpecbookNotificationsPanel userId={userId} specbookId={specbookId} />}
      </Drawer>
    </>
  );
}

/** Props of {@link SpecCollaboration}. */
export type TSpecCollaborationProps = { userId: number; specbookId: number; joinId: number };

/** Tags and comments of one spec in a specbook, for its More Options page. */
export function SpecCollaboration({ userId, specbookId, joinId }: TSpecCollaborationProps) {
  return (
    <Grid gap="md" maw={1100} mt="md">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="md" p="md">
          <SpecTags userId={userId} specbookId={specbookId} joinId={joinId} />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder radius="md" p="md">
          <CommentsPanel userId={userId} specbookId={specbookId} target={{ kind: 'spec', joinId }} title="Comments on this spec" />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
