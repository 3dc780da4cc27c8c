import { ActionIcon, Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput, Title, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPencil } from '@tabler/icons-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { SPECBOOK_MESSAGES as M } from '#shared/lib/specbook-messages';
import { ZSpecbookEdit, type TSpecbook, type TSpecbookEditValues, type TSpecbookUpdateInput } from '#shared/schemas/specbook';
import { serverFieldErrors, zodFieldErrors } from '#client/lib/form-errors';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { useUpdateSpecbook } from '../api/specbook';
import { useManage } from './manage-context';
import { statusOptions } from './status-control';

/** The hint the specbook's title gives to keyboard and screen-reader users. */
export const RENAME_HINT = 'Click or press Enter to rename. Enter saves, Escape cancels.';

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

/** The name rule of the form, for the inline rename: the message, or null when valid. */
function nameError(name: string): string | null {
  return zodFieldErrors(ZSpecbookEdit.pick({ name: true }), { name }).name ?? null;
}

/**
 * The specbook's name as the page's heading, renamed in place: click it (or focus it and press
 * Enter) to edit; Enter saves (toast 'SpecBook Sucessfully Updated!'), Escape or an unchanged
 * name cancels; an invalid name shows the form's message and stays in edit.
 */
export function SpecbookTitle({ specbook }: { specbook: TSpecbook }) {
  const { userId, specbookId } = useManage();
  const update = useUpdateSpecbook(userId, specbookId);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const titleButton = useRef<HTMLButtonElement>(null);
  const hintId = useId();

  const stop = () => {
    setDraft(null);
    setError(null);
    requestAnimationFrame(() => titleButton.current?.focus());
  };
  const save = async () => {
    if (draft === null || update.isPending) return;
    const name = draft.trim();
    if (name === specbook.name) return stop();
    const invalid = nameError(name);
    if (invalid) return setError(invalid);
    try {
      await update.mutateAsync({ name });
      toastSuccess(M.updated);
      stop();
    } catch (err) {
      setError(serverFieldErrors(err)?.name ?? null);
      toastFailure(err, M.updateFailed);
    }
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      stop();
    }
  };

  if (draft !== null) {
    return (
      <TextInput
        aria-label="Specbook name"
        description={RENAME_HINT}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
        value={draft}
        onChange={(e) => {
          setDraft(e.currentTarget.value);
          setError(null);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => void save()}
        error={error}
        disabled={update.isPending}
        autoFocus
        onFocus={(e) => e.currentTarget.select()}
        size="md"
        style={{ flex: '1 1 260px' }}
        styles={{ input: { fontSize: 22, fontWeight: 700 } }}
      />
    );
  }
  return (
    <>
      <Title order={1} fz={{ base: 22, sm: 26 }} style={{ wordBreak: 'break-word' }}>
        <Tooltip label="Rename" withArrow openDelay={400}>
          <UnstyledButton
            ref={titleButton}
            onClick={() => setDraft(specbook.name)}
            aria-describedby={hintId}
            style={{ font: 'inherit', color: 'inherit', borderRadius: 4, cursor: 'text', textAlign: 'left' }}
          >
            {specbook.name}
          </UnstyledButton>
        </Tooltip>
      </Title>
      <VisuallyHidden id={hintId}>{RENAME_HINT}</VisuallyHidden>
    </>
  );
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
    <Modal opened={opened} onClose={onClose} title="Edit Specbook" size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput label="Specbook Name" required data-autofocus {...form.getInputProps('name')} />
          <Textarea label="Description" minRows={3} autosize maxRows={6} {...form.getInputProps('description')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="date" label="Expected approval" {...form.getInputProps('expectedApprovedAt')} />
            <TextInput type="date" label="Expected installation" {...form.getInputProps('expectedInstalledAt')} />
          </SimpleGrid>
          <Select label="Status" data={statusOptions(statuses, current)} allowDeselect={false} {...form.getInputProps('status')} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The header's Edit button and its dialog (a fresh form each time it opens). */
export function EditSpecbookButton({ specbook }: { specbook: TSpecbook }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip label="Edit specbook" withArrow>
        <ActionIcon variant="default" size="lg" aria-label="Edit specbook" onClick={() => setOpened(true)}>
          <IconPencil size={18} />
        </ActionIcon>
      </Tooltip>
      {opened && <EditSpecbookModal specbook={specbook} opened onClose={() => setOpened(false)} />}
    </>
  );
}
