import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TInvite } from '#shared/schemas/groups';
import { SHARING_MESSAGES as M } from '#shared/lib/sharing-messages';
import { toastError, toastSuccess } from '#client/lib/toasts';
import { useJoinGroup } from '../api/groups';
import { t } from '#client/lib/i18n';

function ReceivedInvite({ userId, invite }: { userId: number; invite: TInvite }) {
  const join = useJoinGroup(userId);
  const onJoin = () => join.mutate(invite.group.id, { onSuccess: () => toastSuccess(M.joined), onError: () => toastError(M.joinFailed) });
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={t('Invite to {group}', { group: invite.group.name })}>
      <Group justify="space-between" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Text size="sm" fw={500}>
            {invite.group.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('From {name} · {company}', { name: invite.invitedBy.name, company: invite.invitedBy.companyName })}
          </Text>
          {invite.message && (
            <Text size="sm" fs="italic">
              “{invite.message}”
            </Text>
          )}
        </Stack>
        {invite.acceptedAt ? (
          <Badge color="teal" variant="light">
            {t('Joined')}
          </Badge>
        ) : (
          <Button size="xs" onClick={onJoin} loading={join.isPending}>
            {t('Join')}
          </Button>
        )}
      </Group>
    </Paper>
  );
}

/** Invites to the caller's e-mail address, each with Join (or 'Joined' once accepted). */
export function ReceivedInvites({ userId, invites }: { userId: number; invites: TInvite[] }) {
  if (invites.length === 0) return <Text c="dimmed" size="sm">{t('No invites for you right now.')}</Text>;
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {invites.map((invite) => (
        <ReceivedInvite key={invite.id} userId={userId} invite={invite} />
      ))}
    </Stack>
  );
}

/** Invites the caller sent: to whom, to which group, and whether they joined. */
export function SentInvites({ invites }: { invites: TInvite[] }) {
  if (invites.length === 0) return <Text c="dimmed" size="sm">{t('You have not invited anyone yet.')}</Text>;
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {invites.map((invite) => (
        <Group key={invite.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" truncate style={{ minWidth: 0 }}>
            {invite.name} ({invite.user.email}) → {invite.group.name}
          </Text>
          <Badge size="sm" variant="light" color={invite.acceptedAt ? 'teal' : 'yellow'} style={{ flexShrink: 0 }}>
            {invite.acceptedAt ? t('Joined') : t('Pending')}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
