import { Button, Group, Select, SimpleGrid, Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { ToggleSwitch } from '#client/components/ui/toggle-switch';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { ALERT_LIMITS } from '#shared/lib/alert-messages';
import type { TAlert, TAlertCreate } from '#shared/schemas/alert';
import { t } from '#client/lib/i18n';
import { initialAlertValues, parseAlertValues, timeZoneOptions, validateAlertValues, type TAlertFormValues } from '../lib/alert-form-values';

/** Props of {@link AlertForm}. */
export type TAlertFormProps = {
  /** The alert being edited; a new one when absent. */
  alert?: TAlert;
  busy: boolean;
  onSubmit: (payload: TAlertCreate) => void;
  onCancel: () => void;
};

/**
 * Add or edit an alert: name, description, all-day switch, start and end day (and time unless
 * all day), time zone (the browser's by default) and, for a new alert, its recipients. Checked
 * with the shared schema the API uses. Recipients of an existing alert are changed one by one on
 * its card, so that each gets their own invitation or cancellation.
 */
export function AlertForm({ alert, busy, onSubmit, onCancel }: TAlertFormProps) {
  const form = useForm<TAlertFormValues>({
    initialValues: initialAlertValues(alert),
    validate: validateAlertValues,
    validateInputOnBlur: true,
  });
  const zones = useMemo(() => timeZoneOptions(form.values.timezone), [form.values.timezone]);
  const allDay = form.values.allDayEvent;
  const submit = form.onSubmit((values) => onSubmit(alert ? { ...parseAlertValues(values), attendees: undefined } : parseAlertValues(values)));

  return (
    <form onSubmit={submit} noValidate aria-label={alert ? t('Edit {name}', { name: alert.name }) : t('New alert')}>
      <Stack gap="sm">
        <TextInput label={t('Name')} required maxLength={ALERT_LIMITS.nameMax} {...form.getInputProps('name')} />
        <Textarea label={t('Description')} autosize minRows={2} maxLength={ALERT_LIMITS.descriptionMax} {...form.getInputProps('description')} />
        <ToggleSwitch label={t('All day')} {...form.getInputProps('allDayEvent', { type: 'checkbox' })} />
        <SimpleGrid cols={allDay ? 2 : { base: 2, xs: 4 }} spacing="xs">
          <TextInput type="date" label={t('Starts')} required {...form.getInputProps('startDate')} />
          {!allDay && <TextInput type="time" label={t('Start time')} {...form.getInputProps('startTime')} />}
          <TextInput type="date" label={t('Ends')} required {...form.getInputProps('endDate')} />
          {!allDay && <TextInput type="time" label={t('End time')} {...form.getInputProps('endTime')} />}
        </SimpleGrid>
        {!allDay && <Select label={t('Time zone')} searchable data={zones} allowDeselect={false} {...form.getInputProps('timezone')} />}
        {!alert && (
          <TagsInput
            label={t('Recipients')}
            description={t('E-mail addresses; press Enter after each. Each gets a calendar invitation.')}
            splitChars={[',', ' ', ';']}
            clearable
            {...form.getInputProps('attendees')}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('Cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {alert ? t('Save alert') : t('Add alert')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
