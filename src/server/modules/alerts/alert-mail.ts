import { buildIcs, type IcsMethod } from '#server/lib/ics/ics';
import { escapeHtml, type MailMessage } from '#server/lib/mail';
import { ALERT_MAIL_SUBJECTS, formatAlertStart } from '#shared/lib/alert-messages';
import type { TAlert } from '#shared/schemas/alert';

/** Which calendar message an alert's recipients get. */
export type AlertMailKind = 'invite' | 'update' | 'cancel';

/** What an alert e-mail needs besides the alert. */
export interface AlertMailInput {
  alert: TAlert;
  /** The .ics SEQUENCE (the alert's `sequence` column). */
  sequence: number;
  kind: AlertMailKind;
  /** Who gets this message (a subset of the alert's attendees, or a removed one). */
  to: string[];
  specbookName: string;
  organizer: { name: string; email: string };
  /** Origin of links (PUBLIC_URL or the request's): its host makes the stable UID. */
  publicUrl: string;
}

/** The UID of an alert's calendar event, stable for its life: `alert-<id>@<host>`. */
export function alertUid(alertId: number, publicUrl: string): string {
  return `alert-${alertId}@${new URL(publicUrl).hostname}`;
}

function methodOf(kind: AlertMailKind): IcsMethod {
  return kind === 'cancel' ? 'CANCEL' : 'REQUEST';
}

function bodyLines(input: AlertMailInput): string[] {
  const { alert, kind, specbookName } = input;
  const when = `${formatAlertStart(alert.startAlert, alert.allDayEvent)}${alert.allDayEvent ? ' (all day)' : ` (${alert.timezone})`}`;
  const intro = kind === 'cancel' ? 'This alert was canceled' : kind === 'update' ? 'This alert was changed' : `${input.organizer.name} added you to an alert`;
  return [`${intro}: ${alert.name}`, `When: ${when}`, `Specbook: ${specbookName}`, ...(alert.description ? ['', alert.description] : [])];
}

/**
 * The e-mail to an alert's recipients with the event as a `text/calendar` .ics attachment:
 * METHOD:REQUEST for an invitation or an update (SEQUENCE bumped), METHOD:CANCEL for a removal.
 */
export function alertMail(input: AlertMailInput): MailMessage {
  const { alert, kind } = input;
  const method = methodOf(kind);
  const ics = buildIcs(method, {
    uid: alertUid(alert.id, input.publicUrl),
    sequence: input.sequence,
    stamp: new Date(),
    start: alert.startAlert,
    end: alert.endAlert,
    allDay: alert.allDayEvent,
    timezone: alert.timezone,
    summary: alert.name,
    description: alert.description,
    organizer: input.organizer,
    attendees: alert.attendees.map((a) => a.email),
  });
  const lines = bodyLines(input);
  return {
    to: input.to,
    subject: ALERT_MAIL_SUBJECTS[kind](alert.name),
    text: lines.join('\n'),
    html: lines.map((line) => (line ? `<p>${escapeHtml(line)}</p>` : '')).join('\n'),
    attachments: [{ filename: kind === 'cancel' ? 'cancel.ics' : 'invite.ics', content: ics, contentType: `text/calendar; charset=utf-8; method=${method}` }],
  };
}
