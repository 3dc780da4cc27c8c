import { toIsoDate } from './profile-periods';

/**
 * Events / alerts of a specbook (spec/client-view-and-downloads.md §3 "Event / alert", §5, §7,
 * §8; docs/decisions/029): exact strings, limits and the small rules the server and the add-event
 * form share.
 */
export const ALERT_MESSAGES = {
  // §5 alert rules; the quoted ones are the spec's words, the others Specfolio's.
  nameRequired: 'Name is required',
  nameTooShort: 'Name must be at least 3 characters long',
  nameTooLong: 'Name should not exceed 50 characters',
  descriptionTooLong: 'Description should not exceed 400 characters',
  startRequired: 'An alert start is required',
  endRequired: 'An alert end is required',
  startInvalid: 'An alert start must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:mm)',
  endInvalid: 'An alert end must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:mm)',
  endBeforeStart: 'An alert cannot end before it starts',
  timezoneRequired: 'A timezone is required',
  timezoneInvalid: 'Timezone must be an IANA time zone such as America/Chicago',
  attendeeInvalid: 'Each recipient must be a valid email address',
  attendeesRequired: 'There must be at least one recipient for the alert',
  attendeeExists: 'This email is already a recipient of the alert',
  rangeInvalid: 'Dates must be given as YYYY-MM-DD',

  // §8 toasts.
  fetchFailed: 'Alert information could not be retrieved',
  attendeeAddFailed: 'Attendee could not be added',
  emailRemoveFailed: 'Email could not be removed',
  removeFailed: 'Could not remove alert!',
  /** Not given by the spec: a failed create whose answer carries no message of its own. */
  createFailed: 'Could not add the event',
  /** Not given by the spec: a failed update whose answer carries no message of its own. */
  updateFailed: 'Could not save the alert',

  // Alerts panel and upcoming alerts page (Specfolio's words; the spec shows no layout).
  created: 'Alert added',
  updated: 'Alert saved',
  removed: 'Alert removed',
  attendeeAdded: 'Recipient added',
  attendeeRemoved: 'Recipient removed',
  emptySpecbook: 'No alerts for this specbook yet. Add one to remind you and your recipients of a date.',
  emptyUpcoming: 'No upcoming alerts. Alerts you add to your specbooks show here.',

  // Add event form (§5: the spec leaves the wording to the validation library).
  eventDescriptionRequired: 'Event Description is required',
  eventDateRequired: 'Event Date is required',
  eventDateInvalid: 'Event Date must be a date',
  eventDatePast: 'Event Date cannot be before today',
} as const;

/** Mail subjects of the calendar invitations sent to an alert's recipients. */
export const ALERT_MAIL_SUBJECTS = {
  invite: (name: string) => `Invitation: ${name}`,
  update: (name: string) => `Updated invitation: ${name}`,
  cancel: (name: string) => `Canceled: ${name}`,
} as const;

/** Limits of §5. */
export const ALERT_LIMITS = { nameMin: 3, nameMax: 50, descriptionMax: 400 } as const;

const ALERT_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * An alert start or end as the API accepts it: `YYYY-MM-DD` (a day) or `YYYY-MM-DDTHH:mm[:ss]`
 * (a wall-clock time in the alert's time zone), normalised to `YYYY-MM-DDTHH:mm:ss`; null when
 * it is not such a real date.
 * @example parseAlertTime('2026-11-24') → '2026-11-24T00:00:00'
 */
export function parseAlertTime(value: string): string | null {
  const m = ALERT_TIME.exec(value.trim());
  if (!m) return null;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  const iso = date.toISOString().slice(0, 19);
  const normalised = `${y}-${mo}-${d}T${h}:${mi}:${s}`;
  return iso === normalised ? normalised : null;
}

/** Whether `value` is a date without a time of day (`YYYY-MM-DD`). */
export function isDateOnly(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value.trim());
}

/** Whether `zone` is an IANA time zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  if (!zone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The `name` of an event added from the e-Specbook form, which asks only for a description and
 * a date (decision 029): the description cut to 50 characters when it has at least 3, else
 * 'Event on {date}'.
 * @example eventName('Site walk-through with the plumber', '2026-12-01') → 'Site walk-through with the plumber'
 */
export function eventName(description: string, date: string): string {
  const text = description.trim().replace(/\s+/g, ' ');
  if (text.length < ALERT_LIMITS.nameMin) return `Event on ${date}`;
  return text.length <= ALERT_LIMITS.nameMax ? text : `${text.slice(0, ALERT_LIMITS.nameMax - 1).trimEnd()}…`;
}

/**
 * The human form of an alert's start (`formatStartDateForHumans`): 'Tue, Nov 24, 2026' for an
 * all-day event, with ', 3:30 PM' added otherwise. `start` is the wall-clock `YYYY-MM-DDTHH:mm:ss`.
 */
export function formatAlertStart(start: string, allDay: boolean): string {
  const date = new Date(`${start.slice(0, 19)}Z`);
  const day = date.toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  if (allDay) return day;
  return `${day}, ${date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' })}`;
}

/** Today in the browser's (or server's) local time as `YYYY-MM-DD`. */
export function localToday(now: Date = new Date()): string {
  return toIsoDate(now);
}
