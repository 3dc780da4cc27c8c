import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import type { TGroup, TGroupMember } from '#shared/schemas/groups';
import { SHARING_MESSAGES as M } from '#shared/lib/sharing-messages';
import { toastError, toastFailure, toastSuccess } from '#client/lib/toasts';
import { useJoinGroup, useRemoveGroupMember } from '../api/groups';
import { t } from '#client/lib/i18n';

/** Props of {@link GroupCard}. */
export type TGroupCardProps = { userId: number; group: TGroup; onInvite: (group: TGroup) => void };

function MemberRow({ userId, group, member }: { userId: number; group: TGroup; member: TGroupMember }) {
  const remove = useRemoveGroupMember(userId);
  const self = member.id === userId;
  const canRemove = member.id !== group.owner.id && (group.isOwner || self);
  const label = self ? t('Leave group') : t('Remove {name}', { name: member.name });
  const onRemove = () =>
    remove.mutate(
      { groupId: group.id, memberId: member.id },
      { onSuccess: () => toastSuccess(self ? M.leftGroup : M.memberRemoved), onError: (e) => toastFailure(e, M.leaveFailed) },
    );
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs" component="li">
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={500}>
            {member.name}
          </Text>
          {member.id === group.owner.id && <Badge size="xs" variant="light">{t('Owner')}</Badge>}
          {member.pending && (
            <Badge size="xs" color="yellow" variant="light">
              {t('Pending')}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed" truncate>
          {member.email}
          {member.companyName ? ` · ${member.companyName}` : ''}
        </Text>
      </Stack>
      {canRemove && (
        <Tooltip label={label}>
          <ActionIcon variant="subtle" color="red" aria-label={label} loading={remove.isPending} onClick={onRemove}>
            <IconUserMinus size={16} />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}

/** One group: its name, owner, members with pending badges, and Invite (owner's account) or Join (invited). */
export function GroupCard({ userId, group, onInvite }: TGroupCardProps) {
  const join = useJoinGroup(userId);
  const onJoin = () => join.mutate(group.id, { onSuccess: () => toastSuccess(M.joined), onError: () => toastError(M.joinFailed) });
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={t('Group {name}', { name: group.name })}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Group gap={6}>
              <Title order={3} fz="md">
                {group.name}
              </Title>
              {group.pending && (
                <Badge color="yellow" variant="light">
                  {t('Pending')}
                </Badge>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              {group.isOwner ? t('Your company’s group') : `${group.owner.name} · ${group.owner.companyName}`}
            </Text>
          </div>
          {group.isOwner && (
            <Button size="xs" variant="light" leftSection={<IconUserPlus size={14} />} onClick={() => onInvite(group)}>
              {t('Invite')}
            </Button>
          )}
          {group.pending && (
            <Button size="xs" onClick={onJoin} loading={join.isPending}>
              {t('Join')}
            </Button>
          )}
        </Group>
        <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('Members of {name}', { name: group.name })}>
          {group.members.map((member) => (
            <MemberRow key={member.id} userId={userId} group={group} member={member} />
          ))}
        </Stack>
      </Stack>
    </Paper>
  );
}
