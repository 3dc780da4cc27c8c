import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { SHARING_MESSAGES as M } from '#shared/lib/sharing-messages';
import { ZGroupCreate, type TGroup } from '#shared/schemas/groups';
import { ContentLoader } from '#client/components/ui/content-loader';
import { PageHeader } from '#client/components/ui/page-header';
import { SectionCard } from '#client/components/ui/section-card';
import { serverFieldErrors, zodFieldErrors } from '#client/lib/form-errors';
import { t } from '#client/lib/i18n';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useCreateGroup, useGroups, useInvites, useInviteToGroup } from '../api/groups';
import { GroupCard } from './group-card';
import { ReceivedInvites, SentInvites } from './invites-list';
import { ShareForm } from './share-form';

function CreateGroupModal({ userId, opened, onClose }: { userId: number; opened: boolean; onClose: () => void }) {
  const create = useCreateGroup(userId);
  const form = useForm({ initialValues: { name: '' }, validate: (values) => zodFieldErrors(ZGroupCreate, values) });
  const submit = form.onSubmit((values) =>
    create.mutate(values.name, {
      onSuccess: () => {
        toastSuccess(M.groupCreated);
        form.reset();
        onClose();
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields) form.setErrors(fields);
        else toastFailure(error, M.groupCreateFailed);
      },
    }),
  );
  return (
    <Modal opened={opened} onClose={onClose} title={t('Create group')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextInput label={t('Group name')} required data-autofocus {...form.getInputProps('name')} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('Create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function InviteModal({ userId, group, onClose }: { userId: number; group: TGroup | null; onClose: () => void }) {
  const invite = useInviteToGroup(userId);
  return (
    <Modal opened={group !== null} onClose={onClose} title={group ? t('Invite to {group}', { group: group.name }) : t('Invite')}>
      {group && (
        <ShareForm
          submitLabel={t('Send invite')}
          failureMessage={M.inviteFailed}
          onCancel={onClose}
          onSubmit={async (body) => {
            await invite.mutateAsync({ groupId: group.id, invite: body });
            toastSuccess(M.inviteSent);
            onClose();
          }}
        />
      )}
    </Modal>
  );
}

/**
 * /v4/groups: the caller's groups with members and pending badges, Create group, Invite (the share
 * form), the invites received with Join, and the invites sent. Membership grants no access to
 * another company's data: specbooks are opened to partners one at a time by sharing them.
 */
export function GroupsPage({ userId }: { userId: number }) {
  const groups = useGroups(userId);
  const invites = useInvites(userId);
  const [creating, setCreating] = useState(false);
  const [inviteTo, setInviteTo] = useState<TGroup | null>(null);
  const received = (invites.data ?? []).filter((i) => i.direction === 'received');
  const sent = (invites.data ?? []).filter((i) => i.direction === 'sent');
  return (
    <>
      <PageHeader
        title={t('Groups')}
        description={t('Work with trade partners and colleagues. Being in a group shares nothing by itself: share a specbook with a partner from its page.')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)}>
            {t('Create group')}
          </Button>
        }
      />
      <Stack gap="lg">
        <SectionCard title={t('Invites for you')} description={t('Join a group you were invited to with your e-mail address.')}>
          {invites.isPending ? <ContentLoader /> : invites.isError ? <Alert color="red">{t(M.groupsFetchFailed)}</Alert> : <ReceivedInvites userId={userId} invites={received} />}
        </SectionCard>
        <SectionCard title={t('Your groups')}>
          {groups.isPending ? (
            <ContentLoader />
          ) : groups.isError ? (
            <Alert color="red">{t(M.groupsFetchFailed)}</Alert>
          ) : groups.data.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('You are not in any group yet. Create one and invite your trade partners.')}
            </Text>
          ) : (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {groups.data.map((group) => (
                <GroupCard key={group.id} userId={userId} group={group} onInvite={setInviteTo} />
              ))}
            </SimpleGrid>
          )}
        </SectionCard>
        <SectionCard title={t('Invites you sent')}>{invites.isPending ? <ContentLoader /> : <SentInvites invites={sent} />}</SectionCard>
      </Stack>
      <CreateGroupModal userId={userId} opened={creating} onClose={() => setCreating(false)} />
      <InviteModal userId={userId} group={inviteTo} onClose={() => setInviteTo(null)} />
    </>
  );
}
