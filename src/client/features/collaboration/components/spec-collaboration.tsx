import { Grid, Paper, Title } from '@mantine/core';
import { CommentsPanel } from './comments-panel';
import { NotificationsList } from './notifications-list';
import { SpecTags } from './spec-tags';
import { t } from '#client/lib/i18n';

/** Props of {@link SpecCollaboration}. */
export type TSpecCollaborationProps = { userId: number; specbookId: number; joinId: number };

/**
 * Tags, comments and notifications of one spec in a specbook, for its More Options page; the
 * notifications list has a white background there (spec §2).
 */
export function SpecCollaboration({ userId, specbookId, joinId }: TSpecCollaborationProps) {
  return (
    <Grid gap="md" maw={1100} mt="md">
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Paper withBorder radius="md" p="md">
          <SpecTags userId={userId} specbookId={specbookId} joinId={joinId} />
        </Paper>
        <Paper component="section" withBorder radius="md" p="md" mt="md" bg="white" aria-labelledby="spec-notifications-title">
          <Title order={2} fz="md" mb="sm" id="spec-notifications-title">
            {t('Notifications on this spec')}
          </Title>
          <NotificationsList userId={userId} specbookId={specbookId} joinId={joinId} background="white" />
        </Paper>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Paper withBorder radius="md" p="md">
          <CommentsPanel userId={userId} specbookId={specbookId} target={{ kind: 'spec', joinId }} title={t('Comments on this spec')} />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
