import { formatDate } from '#shared/lib/dates';
import { DEFAULT_LOCALE, type TLocale } from '#shared/lib/locale';
import { ZAlertCreate, type TAlert, type TAlertCreate, type TAlertCreateInput } from '#shared/schemas/alert';
import { t } from '#client/lib/i18n';

/** Values of the alert form: the day and time fields apart, the recipients as a list of e-mails. */
export type TAlertFormValues = {
  name: string;
  description: string;
  allDayEvent: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  timezone: string;
  attendees: string[];
};

/** The browser's IANA time zone (UTC when it names none). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

/** The time zones the browser knows, for the select (the browser's own first when it is missing from the list). */
export function timeZoneOptions(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** Today in the browser as `YYYY-MM-DD`. */
export function todayIso(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The form's starting values: a new all-day alert today in the browser's zone, or an existing alert. */
export function initialAlertValues(alert?: TAlert, defaults: { attendees?: string[] } = {}): TAlertFormValues {
  if (!alert) {
    const today = todayIso();
    return { name: '', description: '', allDayEvent: true, startDate: today, startTime: '09:00', endDate: today, endTime: '10:00', timezone: browserTimeZone(), attendees: defaults.attendees ?? [] };
  }
  return {
    name: alert.name,
    description: alert.description ?? '',
    allDayEvent: alert.allDayEvent,
    startDate: alert.startAlert.slice(0, 10),
    startTime: alert.allDayEvent ? '09:00' : alert.startAlert.slice(11, 16),
    endDate: alert.endAlert.slice(0, 10),
    endTime: alert.allDayEvent ? '10:00' : alert.endAlert.slice(11, 16),
    timezone: alert.timezone,
    attendees: alert.attendees.map((a) => a.email),
  };
}

function when(date: string, time: string, allDay: boolean): string {
  if (!date) return '';
  return allDay || !time ? date : `${date}T${time}`;
}

/** The request body of the values (`createAlertRequest.Alert` / `updateAlertRequest.Alert`), before the shared schema's checks. */
export function alertPayload(values: TAlertFormValues): TAlertCreateInput {
  return {
    name: values.name,
    description: values.description,
    allDayEvent: values.allDayEvent,
    startAlert: when(values.startDate, values.startTime, values.allDayEvent),
    endAlert: when(values.endDate, values.endTime, values.allDayEvent),
    timezone: values.timezone,
    attendees: values.attendees.map((email) => ({ email })),
  };
}

/** Which form field shows an error of a payload field. */
const FIELD_OF: Record<string, keyof TAlertFormValues> = { startAlert: 'startDate', endAlert: 'endDate', attendees: 'attendees' };

/** Field errors of the values under the shared schema (spec §5 alert rules), keyed by the form's fields. */
export function validateAlertValues(values: TAlertFormValues): Partial<Record<keyof TAlertFormValues, string>> {
  const result = ZAlertCreate.safeParse(alertPayload(values));
  if (result.success) return {};
  const errors: Partial<Record<keyof TAlertFormValues, string>> = {};
  for (const issue of result.error.issues) {
    const top = String(issue.path[0] ?? '');
    const field = FIELD_OF[top] ?? (top as keyof TAlertFormValues);
    errors[field] ??= t(issue.message);
  }
  return errors;
}

/** The checked body of valid values. */
export function parseAlertValues(values: TAlertFormValues): TAlertCreate {
  return ZAlertCreate.parse(alertPayload(values));
}

/**
 * When an alert starts, for people: the server's `formatStartDateForHumans` in en-US, else the
 * wall-clock start written the locale's way (the day alone for an all-day alert).
 */
export function alertStartLabel(alert: Pick<TAlert, 'startAlert' | 'allDayEvent' | 'formatStartDateForHumans'>, locale: TLocale): string {
  if (locale === DEFAULT_LOCALE) return alert.formatStartDateForHumans;
  return alert.allDayEvent ? formatDate(alert.startAlert.slice(0, 10), locale, 'long') : formatDate(alert.startAlert.slice(0, 19), locale, 'dateTime');
}
