/**
 * A small iCalendar (RFC 5545) writer for one event: the `.ics` attached to alert e-mails
 * (issue 21, docs/decisions/059). CRLF line ends, lines folded at 75 octets without splitting a
 * UTF-8 character, TEXT values escaped. Timed events carry their IANA time zone as TZID with a
 * VTIMEZONE that gives the zone's offsets over the event; all-day events are VALUE=DATE with an
 * exclusive DTEND (the day after the last day).
 */

/** METHOD of the calendar object: an invitation (or its update) or a cancellation. */
export type IcsMethod = 'REQUEST' | 'CANCEL';

/** One event to write. Start and end are wall-clock `YYYY-MM-DDTHH:mm:ss` in `timezone`. */
export interface IcsEvent {
  /** Stable per event, e.g. `alert-42@specfolio.test`: calendars match updates and cancels by it. */
  uid: string;
  /** Bumped by every change, so calendars replace the copy they hold. */
  sequence: number;
  /** When this object was written (DTSTAMP). */
  stamp: Date;
  start: string;
  end: string;
  allDay: boolean;
  /** IANA time zone, e.g. America/Chicago. */
  timezone: string;
  summary: string;
  description?: string | null;
  organizer: { name: string; email: string };
  attendees: string[];
}

const PRODID = '-//Specfolio//Alerts//EN';
const FOLD_AT = 75;

/** Escapes a TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and line breaks. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** A parameter value (RFC 5545 §3.2): quoted when it holds `:`, `;` or `,`; double quotes and controls dropped. */
function paramValue(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are not allowed in parameter values
  const clean = value.replace(/["\u0000-\u001f\u007f]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

/**
 * Folds one content line so that no line is longer than 75 octets (RFC 5545 §3.1): continuation
 * lines start with a space, and a multi-byte UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = out.length === 0 ? FOLD_AT : FOLD_AT - 1;
    if (octets + size > limit) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const digits = (value: string) => value.replace(/[-:]/g, '');

/** `YYYY-MM-DD` → `YYYYMMDD`. */
function icsDate(day: string): string {
  return digits(day.slice(0, 10));
}

/** Wall clock `YYYY-MM-DDTHH:mm:ss` → `YYYYMMDDTHHMMSS` (local time, no Z). */
function icsLocal(wallClock: string): string {
  return digits(wallClock.slice(0, 19));
}

/** An instant in UTC → `YYYYMMDDTHHMMSSZ`. */
export function icsUtc(date: Date): string {
  return `${digits(date.toISOString().slice(0, 19))}Z`;
}

/** The day after `YYYY-MM-DD`, as `YYYY-MM-DD`. */
function nextDay(day: string): string {
  const date = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The zone's offset from UTC in minutes at an instant (e.g. -300 for New York in winter). */
export function zoneOffset(timezone: string, instant: number): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant))
    .find((p) => p.type === 'timeZoneName')?.value;
  const m = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name ?? '');
  if (!m) return 0;
  const minutes = Number(m[2]) * 60 + Number(m[3] ?? 0);
  return m[1] === '-' ? -minutes : minutes;
}

/** The UTC instant of a wall-clock time in a zone (the later reading when the clock repeats). */
export function wallClockInstant(wallClock: string, timezone: string): number {
  const asUtc = Date.parse(`${wallClock.slice(0, 19)}Z`);
  let instant = asUtc - zoneOffset(timezone, asUtc) * 60_000;
  instant = asUtc - zoneOffset(timezone, instant) * 60_000;
  return instant;
}

/** `-300` → `-0500`. */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** The first minute at which the zone's offset changes between two instants (binary search). */
function offsetChange(timezone: string, from: number, to: number): number {
  const before = zoneOffset(timezone, from);
  let lo = from;
  let hi = to;
  while (hi - lo > 60_000) {
    const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
    if (zoneOffset(timezone, mid) === before) lo = mid;
    else hi = mid;
  }
  return hi;
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', start: string, from: number, to: number): string[] {
  return [`BEGIN:${kind}`, `DTSTART:${start}`, `TZOFFSETFROM:${utcOffset(from)}`, `TZOFFSETTO:${utcOffset(to)}`, `END:${kind}`];
}

/**
 * A VTIMEZONE for the zone over the event: its offset at the start and, when the clocks change
 * before the end, the change (enough for a calendar to place both ends; no recurrence rules).
 */
function vtimezone(event: IcsEvent): string[] {
  const startAt = wallClockInstant(event.start, event.timezone);
  const endAt = wallClockInstant(event.end, event.timezone);
  const first = zoneOffset(event.timezone, startAt);
  const last = zoneOffset(event.timezone, endAt);
  const lines = observance('STANDARD', '19700101T000000', first, first);
  if (last !== first) {
    const change = offsetChange(event.timezone, startAt, endAt);
    const localBefore = new Date(change + first * 60_000).toISOString().slice(0, 19);
    lines.push(...observance(last > first ? 'DAYLIGHT' : 'STANDARD', icsLocal(localBefore), first, last));
  }
  return ['BEGIN:VTIMEZONE', `TZID:${event.timezone}`, ...lines, 'END:VTIMEZONE'];
}

function when(event: IcsEvent): string[] {
  if (event.allDay) return [`DTSTART;VALUE=DATE:${icsDate(event.start)}`, `DTEND;VALUE=DATE:${icsDate(nextDay(event.end))}`];
  const tzid = paramValue(event.timezone);
  return [`DTSTART;TZID=${tzid}:${icsLocal(event.start)}`, `DTEND;TZID=${tzid}:${icsLocal(event.end)}`];
}

function people(event: IcsEvent, method: IcsMethod): string[] {
  const partstat = method === 'CANCEL' ? '' : ';PARTSTAT=NEEDS-ACTION;RSVP=FALSE';
  return [
    `ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`,
    ...event.attendees.map((email) => `ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT${partstat}:mailto:${email}`),
  ];
}

/**
 * The `.ics` text of a calendar object holding one event: METHOD:REQUEST for an invitation or
 * an update (same UID, higher SEQUENCE), METHOD:CANCEL (STATUS:CANCELLED) for a removal.
 */
export function buildIcs(method: IcsMethod, event: IcsEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    `PRODID:${PRODID}`,
    'VERSION:2.0',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...(event.allDay ? [] : vtimezone(event)),
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsUtc(event.stamp)}`,
    ...when(event),
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...people(event, method),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
