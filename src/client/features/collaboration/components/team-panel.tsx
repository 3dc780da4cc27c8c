import { ActionIcon, Anchor, Badge, Button, CopyButton, Group, Modal, Paper, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconCheck, IconCopy, IconEdit, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { COLLAB_MESSAGES as M } from '#shared/lib/collab-messages';
import type { TTeamMember, TTeamMemberCreate } from '#shared/schemas/team';
import { collabKeys } from '../api/keys';
import { addTeamMember, revokeTeamMember, updateTeamMember, useTeam } from '../api/team';
import { COLLAB_UI } from '../lib/messages';
import { t, tPlural } from '#client/lib/i18n';
import { toastError, toastFailure, toastSuccess } from '#client/lib/toasts';
import { PERMISSION_LABELS, TeamMemberForm } from './team-member-form';

/** Props of {@link TeamPanel}. */
export type TTeamPanelProps = { userId: number; specbookId: number };

/** What the member modal is doing: closed, adding, or editing one member. */
type TEditing = { mode: 'closed' } | { mode: 'add' } | { mode: 'edit'; member: TTeamMember };

/** The e-Specbook link of a member with a copy button. */
function EspecbookLink({ member }: { member: TTeamMember }) {
  const href = member.links.especbook;
  return (
    <Group gap={4} wrap="nowrap" style={{ minWidth: 0 }}>
      <Anchor href={href} target="_blank" rel="noreferrer" size="xs" truncate="end" style={{ minWidth: 0 }}>
        {href}
      </Anchor>
      <CopyButton value={href} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t(COLLAB_UI.linkCopied) : t('Copy e-Specbook link')} withArrow>
            <ActionIcon size="sm" variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label={t('Copy e-Specbook link of {name}', { name: member.name })}>
              {copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}

/** One member: name, e-mail, permission badges, e-Specbook link, edit and revoke. */
function MemberCard({ member, onEdit, onRevoke }: { member: TTeamMember; onEdit: () => void; onRevoke: () => void }) {
  const granted = PERMISSION_LABELS.filter(({ key }) => member.permissions[key]);
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={member.name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate="end">
              {member.name}
            </Text>
            <Text size="sm" c="dimmed" truncate="end">
              {member.emailAddress}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" onClick={onEdit} aria-label={t('Edit {name}', { name: member.name })}>
              <IconEdit size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" onClick={onRevoke} aria-label={t('Revoke {name}', { name: member.name })}>
              <IconUserMinus size={16} />
            </ActionIcon>
          </Group>
        </Group>
        <Group gap={4}>
          {granted.length === 0 ? (
            <Badge size="sm" variant="outline" color="gray">
              {t('View only')}
            </Badge>
          ) : (
            granted.map(({ key, badge }) => (
              <Badge key={key} size="sm" variant="light" color={key === 'canApprove' ? 'teal' : 'blue'}>
                {t(badge)}
              </Badge>
            ))
          )}
        </Group>
        <EspecbookLink member={member} />
      </Stack>
    </Paper>
  );
}

/**
 * The specbook's team (spec §2 "Team and member modals"): members with their e-Specbook
 * permissions and link, 'Add Team Member', edit permissions and revoke (with a confirmation).
 */
export function TeamPanel({ userId, specbookId }: TTeamPanelProps) {
  const queryClient = useQueryClient();
  const team = useTeam(userId, specbookId);
  const [editing, setEditing] = useState<TEditing>({ mode: 'closed' });
  const [busy, setBusy] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: collabKeys.team(userId, specbookId) });

  useEffect(() => {
    if (team.isError) toastError(M.teamFetchFailed);
  }, [team.isError]);

  const save = async (payload: TTeamMemberCreate) => {
    if (editing.mode === 'closed') return;
    setBusy(true);
    try {
      if (editing.mode === 'add') await addTeamMember(userId, specbookId, payload);
      else await updateTeamMember(userId, specbookId, editing.member.joinID, payload);
      toastSuccess(payload.sendEmail ? M.especbookSent : editing.mode === 'add' ? COLLAB_UI.teamMemberAdded : COLLAB_UI.teamMemberUpdated);
      setEditing({ mode: 'closed' });
      void refresh();
    } catch (err) {
      toastFailure(err, editing.mode === 'add' ? M.teamCreateFailed : M.teamUpdateFailed);
    } finally {
      setBusy(false);
    }
  };

  const revoke = (member: TTeamMember) =>
    modals.openConfirmModal({
      title: t('Revoke e-Specbook invite'),
      children: (
        <Text size="sm">
          {t('Remove {name} ({email}) from the team? Their e-Specbook link stops working.', { name: member.name, email: member.emailAddress })}
        </Text>
      ),
      labels: { confirm: t('Revoke'), cancel: t('Cancel') },
      confirmProps: { color: 'red' },
      onConfirm: async () => {
        try {
          await revokeTeamMember(userId, specbookId, member.joinID);
          toastSuccess(M.inviteRevoked);
          void refresh();
        } catch (err) {
          toastFailure(err, M.teamDeleteFailed);
        }
      },
    });

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {team.data ? tPlural(team.data.length, '1 member', '{count} members') : ' '}
        </Text>
        <Button size="xs" leftSection={<IconUserPlus size={14} />} onClick={() => setEditing({ mode: 'add' })}>
          {t('Add Team Member')}
        </Button>
      </Group>
      {team.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('Loading team')}>
          <Skeleton h={72} radius="md" />
          <Skeleton h={72} radius="md" />
        </Stack>
      ) : team.isError ? (
        <Group gap="xs">
          <Text size="sm" c="red">
            {t(M.teamFetchFailed)}
          </Text>
          <Button size="xs" variant="subtle" onClick={() => void team.refetch()}>
            {t('Retry')}
          </Button>
        </Group>
      ) : team.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(COLLAB_UI.noTeam)}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Team members')}>
          {team.data.map((member) => (
            <MemberCard key={member.joinID} member={member} onEdit={() => setEditing({ mode: 'edit', member })} onRevoke={() => revoke(member)} />
          ))}
        </Stack>
      )}
      <Modal
        opened={editing.mode !== 'closed'}
        onClose={() => setEditing({ mode: 'closed' })}
        title={editing.mode === 'edit' ? t('Edit {name}', { name: editing.member.name }) : t('Add Team Member')}
        size="lg"
      >
        {editing.mode !== 'closed' && (
          <TeamMemberForm
            key={editing.mode === 'edit' ? editing.member.joinID : 'add'}
            member={editing.mode === 'edit' ? editing.member : undefined}
            busy={busy}
            submitLabel={editing.mode === 'edit' ? t('Save') : t('Add Team Member')}
            onSubmit={(payload) => void save(payload)}
            onCancel={() => setEditing({ mode: 'closed' })}
          />
        )}
      </Modal>
    </Stack>
  );
}
