import { ActionIcon, Badge, Button, CloseButton, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconEdit, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { ALERT_MESSAGES as M } from '#shared/lib/alert-messages';
import { ZAlertAttendee, type TAlert } from '#shared/schemas/alert';
import { t, useLocale } from '#client/lib/i18n';
import { alertStartLabel } from '../lib/alert-form-values';

/** Props of {@link AlertCard}. */
export type TAlertCardProps = {
  alert: TAlert;
  onEdit: () => void;
  onDelete: () => void;
  /** Adds a recipient; resolves true when added. */
  onAddAttendee: (email: string) => Promise<boolean>;
  onRemoveAttendee: (email: string) => void;
};

/** The inline form that adds one recipient, checked with the shared rule. */
function AddAttendee({ alert, onAdd }: { alert: TAlert; onAdd: (email: string) => Promise<boolean> }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAlertAttendee.safeParse({ email });
    if (!parsed.success) return setError(t(parsed.error.issues[0]?.message ?? M.attendeeInvalid));
    setBusy(true);
    const added = await onAdd(parsed.data.email);
    setBusy(false);
    if (added) setEmail('');
  };
  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('Add a recipient to {name}', { name: alert.name })} noValidate>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          size="xs"
          type="email"
          placeholder="name@example.com"
          aria-label={t('Recipient e-mail')}
          value={email}
          error={error}
          onChange={(e) => {
            setEmail(e.currentTarget.value);
            setError(null);
          }}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button size="xs" variant="light" type="submit" loading={busy} leftSection={<IconUserPlus size={14} />}>
          {t('Add')}
        </Button>
      </Group>
    </form>
  );
}

/** One alert: name, when, description, recipients (removable, except the last), add recipient, edit and delete. */
export function AlertCard({ alert, onEdit, onDelete, onAddAttendee, onRemoveAttendee }: TAlertCardProps) {
  const single = alert.attendees.length === 1;
  const locale = useLocale();
  return (
    <Paper withBorder radius="md" p="sm" component="li" aria-label={alert.name}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Text fw={600} truncate="end">
              {alert.name}
            </Text>
            <Text size="sm" c="dimmed">
              {alertStartLabel(alert, locale)}
              {` · ${alert.allDayEvent ? t('All day') : alert.timezone}`}
            </Text>
          </Stack>
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" onClick={onEdit} aria-label={t('Edit {name}', { name: alert.name })}>
              <IconEdit size={16} />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={t('Delete {name}', { name: alert.name })}>
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        </Group>
        {alert.description && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {alert.description}
          </Text>
        )}
        <Group gap={4} aria-label={t('Recipients of {name}', { name: alert.name })} role="list">
          {alert.attendees.map(({ email }) => (
            <Badge
              key={email}
              role="listitem"
              variant="light"
              color="gray"
              tt="none"
              pr={single ? undefined : 2}
              rightSection={single ? undefined : <CloseButton size="xs" aria-label={t('Remove {name}', { name: email })} onClick={() => onRemoveAttendee(email)} />}
            >
              {email}
            </Badge>
          ))}
        </Group>
        <AddAttendee alert={alert} onAdd={onAddAttendee} />
      </Stack>
    </Paper>
  );
}
