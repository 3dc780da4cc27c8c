import { ActionIcon, Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CONTACT_MESSAGES as M } from '#shared/lib/contact-messages';
import type { TContact } from '#shared/schemas/contact';
import { ApiError } from '#client/lib/api-client';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { t } from '#client/lib/i18n';
import { useContactMutations, useContacts, type TContactParent } from '../api/contacts';
import { ContactForm, contactToValues, type TContactFormValues } from './contact-form';

/** One person: name, title and company, e-mail and phone, with Edit and Remove. */
function PersonRow({ c, onEdit, onRemove }: { c: TContact; onEdit: () => void; onRemove: () => void }) {
  const role = [c.title, c.companyName].filter(Boolean).join(' · ');
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py={6} aria-label={c.name}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate>
          {c.name}
        </Text>
        {role && <Text size="xs" c="dimmed" truncate>{role}</Text>}
        <Group gap="sm" style={{ minWidth: 0 }}>
          {c.email && (
            // A long address breaks inside the row instead of running under the Edit and Remove icons.
            <Anchor href={`mailto:${c.email}`} size="xs" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {c.email}
            </Anchor>
          )}
          {c.phone && <Anchor href={`tel:${c.phone}`} size="xs">{c.phone}</Anchor>}
        </Group>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('Edit')}>
          <ActionIcon variant="subtle" aria-label={t('Edit {name}', { name: c.name })} onClick={onEdit}>
            <IconPencil size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('Remove')}>
          <ActionIcon variant="subtle" color="red" aria-label={t('Remove {name}', { name: c.name })} onClick={onRemove}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}

/**
 * 'People' of a customer or a vendor (contacts, decision 059): list, add, edit and remove, with the
 * shared rules' messages under the fields.
 */
export function PeopleSection({ userId, parent }: { userId: number; parent: TContactParent }) {
  const list = useContacts(userId, parent);
  const { create, update, remove } = useContactMutations(userId, parent);
  /** 'new', a contact's id being edited, or null. */
  const [editing, setEditing] = useState<'new' | number | null>(null);

  const save = async (values: TContactFormValues) => {
    try {
      if (editing === 'new') await create.mutateAsync(values);
      else if (editing !== null) await update.mutateAsync({ id: editing, contact: values });
      toastSuccess(editing === 'new' ? M.created : M.updated);
      setEditing(null);
      return undefined;
    } catch (error) {
      toastFailure(error, editing === 'new' ? M.createFailed : M.updateFailed);
      return error instanceof ApiError ? error.fieldErrors : undefined;
    }
  };
  const confirmRemove = (c: TContact) =>
    modals.openConfirmModal({
      title: t('Remove person'),
      children: <Text size="sm">{t('Remove {name} from the people list?', { name: c.name })}</Text>,
      labels: { confirm: t('Remove'), cancel: t('Cancel') },
      confirmProps: { color: 'red' },
      onConfirm: () => remove.mutate(c.id, { onSuccess: () => toastSuccess(M.deleted), onError: (e) => toastFailure(e, M.deleteFailed) }),
    });
  const form = (c: TContact | null) => (
    <Paper withBorder p="sm" radius="md">
      <ContactForm
        initial={contactToValues(c)}
        submitLabel={c ? t('Save person') : t('Add person')}
        saving={create.isPending || update.isPending}
        onSubmit={save}
        onCancel={() => setEditing(null)}
      />
    </Paper>
  );

  return (
    <Stack gap="xs" component="section" aria-label={t(M.people)}>
      <Group justify="space-between">
        <Title order={3} fz="md">
          {t(M.people)}
        </Title>
        {editing === null && (
          <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => setEditing('new')}>
            {t('Add person')}
          </Button>
        )}
      </Group>
      {editing === 'new' && form(null)}
      {list.isPending ? (
        <Loader size="sm" aria-label={t('Loading people')} />
      ) : list.isError ? (
        <Alert color="red">{t(M.fetchFailed)}</Alert>
      ) : list.data.length === 0 ? (
        editing === null && <Text size="sm" c="dimmed">{t(M.empty)}</Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t(M.people)}>
          {list.data.map((c) => (editing === c.id ? <li key={c.id}>{form(c)}</li> : <PersonRow key={c.id} c={c} onEdit={() => setEditing(c.id)} onRemove={() => confirmRemove(c)} />))}
        </Stack>
      )}
    </Stack>
  );
}
