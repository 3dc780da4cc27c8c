import { Button, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ALERT_LIMITS, ALERT_MESSAGES as M, eventName, localToday, parseAlertTime } from '#shared/lib/alert-messages';
import type { TAlert, TAlertCreateInput } from '#shared/schemas/alert';
import { toastFailure } from '#client/lib/toasts';
import { useCreateAlert } from '../api/alerts';
import { t } from '#client/lib/i18n';

/** Props of {@link AddEventForm}. */
export type TAddEventFormProps = {
  /** The user whose path the specbook is read under. */
  userId: number;
  specbookId: number;
  /** The team members' e-mail addresses: the event's recipients. */
  teamEmails: string[];
  /** Told about each event saved. */
  onCreated?: (alert: TAlert) => void;
};

type TValues = { description: string; date: string };

/** The browser's IANA time zone. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Event Date rule of §5: required, a real date, not before today (YYYY-MM-DD, browser's day). */
export function eventDateError(value: string, today: string = localToday()): string | null {
  if (!value.trim()) return M.eventDateRequired;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value.trim()) || !parseAlertTime(value)) return M.eventDateInvalid;
  return value.trim() < today ? M.eventDatePast : null;
}

/**
 * The create-alert payload of §7 for a description and a day: startAlert = endAlert = the day,
 * the browser's time zone, the team's e-mails as attendees (left out when there are none, so that
 * the server sends the event to the specbook's owner; decision 029).
 */
export function eventPayload(values: TValues, teamEmails: string[], timezone: string = browserTimeZone()): TAlertCreateInput {
  const description = values.description.trim();
  const emails = [...new Set(teamEmails.map((e) => e.trim()).filter(Boolean))];
  return {
    name: eventName(description, values.date),
    description,
    startAlert: values.date,
    endAlert: values.date,
    allDayEvent: true,
    timezone,
    ...(emails.length ? { attendees: emails.map((email) => ({ email })) } : {}),
  };
}

/**
 * The add-event form of the e-Specbook (spec §5): Event Description and Event Date, each checked
 * when it loses focus (an invalid field that was touched gets a red border and its message); it
 * submits only when valid and is cleared after a save.
 */
export function AddEventForm({ userId, specbookId, teamEmails, onCreated }: TAddEventFormProps) {
  const create = useCreateAlert(userId, specbookId);
  const today = localToday();
  const form = useForm<TValues>({
    mode: 'controlled',
    initialValues: { description: '', date: '' },
    validateInputOnBlur: true,
    validate: {
      description: (v) => (!v.trim() ? t(M.eventDescriptionRequired) : v.trim().length > ALERT_LIMITS.descriptionMax ? t(M.descriptionTooLong) : null),
      date: (v) => {
        const error = eventDateError(v, localToday());
        return error && t(error);
      },
    },
  });

  const submit = form.onSubmit(async (values) => {
    try {
      const alert = await create.mutateAsync(eventPayload(values, teamEmails));
      form.reset();
      onCreated?.(alert);
    } catch (err) {
      toastFailure(err, M.createFailed);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('Add New Event')}>
      <Stack gap="xs">
        <Textarea
          label={t('Event Description')}
          required
          autosize
          minRows={2}
          maxRows={5}
          maxLength={ALERT_LIMITS.descriptionMax}
          {...form.getInputProps('description')}
        />
        <TextInput label={t('Event Date')} type="date" required min={today} {...form.getInputProps('date')} />
        <Button type="submit" loading={create.isPending} style={{ alignSelf: 'flex-start' }}>
          {t('Add Event')}
        </Button>
      </Stack>
    </form>
  );
}
