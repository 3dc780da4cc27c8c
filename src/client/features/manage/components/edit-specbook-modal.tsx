import { Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SPECBOOK_MESSAGES as M } from '#shared/lib/specbook-messages';
import { ZSpecbookEdit, type TSpecbook, type TSpecbookEditValues, type TSpecbookUpdateInput } from '#shared/schemas/specbook';
import { serverFieldErrors, zodFieldErrors } from '#client/lib/form-errors';
import { t } from '#client/lib/i18n';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useUpdateSpecbook } from '../api/specbook';
import { useManage } from './manage-context';
import { statusOptions } from './status-control';

/** The date part ('YYYY-MM-DD') of a stored timestamp, '' when unset. */
function dateField(value: string | null): string {
  return value ? value.slice(0, 10) : '';
}

/** The Edit form's values for a specbook. */
export function editValues(specbook: TSpecbook): TSpecbookEditValues {
  return {
    name: specbook.name,
    description: specbook.description ?? '',
    expectedApprovedAt: dateField(specbook.expectedApprovedAt),
    expectedInstalledAt: dateField(specbook.expectedInstalledAt),
    status: specbook.status,
  };
}

/**
 * The PATCH body of the form: every field it shows ('' clears description and dates); the
 * status only when it changed (a system status the specbook holds cannot be sent back).
 */
export function editPayload(specbook: TSpecbook, values: TSpecbookEditValues): TSpecbookUpdateInput {
  const payload: TSpecbookUpdateInput = {
    name: values.name.trim(),
    description: values.description.trim() || null,
    expectedApprovedAt: values.expectedApprovedAt || null,
    expectedInstalledAt: values.expectedInstalledAt || null,
  };
  if (values.status !== specbook.status) payload.status = values.status;
  return payload;
}

/**
 * The Edit Specbook dialog: name, description, expected approval and installation dates and
 * status, checked by the shared {@link ZSpecbookEdit} rules (the route's own messages); Save
 * PATCHes the specbook and toasts 'SpecBook Sucessfully Updated!'.
 */
export function EditSpecbookModal({ specbook, opened, onClose }: { specbook: TSpecbook; opened: boolean; onClose: () => void }) {
  const { userId, specbookId, statuses } = useManage();
  const update = useUpdateSpecbook(userId, specbookId);
  const form = useForm<TSpecbookEditValues>({
    initialValues: editValues(specbook),
    validate: (values) => zodFieldErrors(ZSpecbookEdit, values),
    validateInputOnBlur: true,
  });
  const current = { value: specbook.status, name: statuses.find((s) => s.value === specbook.status)?.name ?? specbook.status };

  const submit = form.onSubmit(async (values) => {
    try {
      await update.mutateAsync(editPayload(specbook, values));
      toastSuccess(M.updated);
      onClose();
    } catch (err) {
      const fields = serverFieldErrors(err);
      if (fields) form.setErrors(fields);
      toastFailure(err, M.updateFailed);
    }
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('Edit Specbook')} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label={t('Specbook Name')} required data-autofocus {...form.getInputProps('name')} />
          <Textarea label={t('Description')} minRows={3} autosize maxRows={6} {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="date" label={t('Expected approval')} {...form.getInputProps('expectedApprovedAt')} />
            <TextInput type="date" label={t('Expected installation')} {...form.getInputProps('expectedInstalledAt')} />
          </SimpleGrid>
          <Select label={t('Status')} data={statusOptions(statuses, current)} allowDeselect={false} {...form.getInputProps('status')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('Save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
