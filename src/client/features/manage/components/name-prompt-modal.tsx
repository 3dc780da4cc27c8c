import { Button, Group, Modal, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ZCategoryName } from '#shared/schemas/category';
import { t } from '#client/lib/i18n';

/** Props of {@link NamePromptModal}. */
export type TNamePromptProps = {
  opened: boolean;
  title: string;
  label: string;
  submitLabel: string;
  initialValue?: string;
  busy?: boolean;
  onClose: () => void;
  onSubmit: (name: string) => void;
};

/** A small modal asking for a room name, checked by the shared category rule (1–100 characters). */
export function NamePromptModal({ opened, title, label, submitLabel, initialValue = '', busy, onClose, onSubmit }: TNamePromptProps) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(null);
  // Each opening starts from the initial value.
  const [wasOpened, setWasOpened] = useState(opened);
  if (wasOpened !== opened) {
    setWasOpened(opened);
    if (opened) {
      setValue(initialValue);
      setError(null);
    }
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCategoryName.safeParse(value);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message;
      setError(message ? t(message) : null);
      return;
    }
    onSubmit(parsed.data);
  };
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="sm">
      <form onSubmit={submit} noValidate>
        <TextInput
          label={label}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={error}
          data-autofocus
          required
        />
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={onClose}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {submitLabel}
          </Button>
        </Group>
      </form>
    </Modal>
  );
}
