import { z } from 'zod';
import { ALERT_LIMITS, ALERT_MESSAGES as M, isDateOnly, isTimeZone, parseAlertTime } from '#shared/lib/alert-messages';

/** The request operation and resource of a create (`{"createAlertRequest": {"Alert": {…}}}`). */
export const ALERT_CREATE_OPERATION = 'createAlertRequest';
/** The request operation of an update (`{"updateAlertRequest": {"Alert": {…}}}`). */
export const ALERT_UPDATE_OPERATION = 'updateAlertRequest';

/** An alert (event) as the API answers it (spec §3 "Event / alert"). */
export const ZAlert = z.object({
  id: z.number().int(),
  specbookId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Wall-clock time in `timezone`, `YYYY-MM-DDTHH:mm:ss`. */
  startAlert: z.string(),
  endAlert: z.string(),
  allDayEvent: z.boolean(),
  timezone: z.string(),
  attendees: z.array(z.object({ email: z.string() })),
  createdBy: z.string(),
  formatStartDateForHumans: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TAlert = z.infer<typeof ZAlert>;

/** An alert in the account-wide list, with the specbook it belongs to. */
export const ZAccountAlert = ZAlert.extend({ specbook: z.object({ id: z.number().int(), name: z.string() }) });
export type TAccountAlert = z.infer<typeof ZAccountAlert>;

/** One recipient's e-mail address (the body of adding an attendee, `{"email"}`). */
export const ZAlertAttendee = z.object({
  email: z.string({ error: M.attendeeInvalid }).trim().toLowerCase().pipe(z.email(M.attendeeInvalid)),
});
export type TAlertAttendee = z.infer<typeof ZAlertAttendee>;

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, M.rangeInvalid).refine((v) => parseAlertTime(v) !== null, M.rangeInvalid);

/** The account-wide list's query: alerts touching the days `from`–`to` (both optional, inclusive), one page. */
export const ZAlertListQuery = z.object({
  from: ZDay.optional(),
  to: ZDay.optional(),
  page: z.coerce.number().int().min(1).optional(),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
});
export type TAlertListQuery = z.infer<typeof ZAlertListQuery>;

function alertTime(required: string, invalid: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .refine((v) => parseAlertTime(v) !== null, invalid);
}

/**
 * `createAlertRequest.Alert` (spec §5 alert rules). `attendees` may be left out: the server then
 * sends the alert to the specbook owner (decision 029); an empty list is refused.
 */
export const ZAlertCreate = z
  .object({
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, M.nameRequired)
      .min(ALERT_LIMITS.nameMin, M.nameTooShort)
      .max(ALERT_LIMITS.nameMax, M.nameTooLong),
    description: z.string().trim().max(ALERT_LIMITS.descriptionMax, M.descriptionTooLong).nullish(),
    startAlert: alertTime(M.startRequired, M.startInvalid),
    endAlert: alertTime(M.endRequired, M.endInvalid),
    /** Default: true when startAlert is a day without a time. */
    allDayEvent: z.boolean().optional(),
    timezone: z.string({ error: M.timezoneRequired }).trim().min(1, M.timezoneRequired).refine(isTimeZone, M.timezoneInvalid),
    attendees: z
      .array(ZAlertAttendee, { error: M.attendeesRequired })
      .min(1, M.attendeesRequired)
      .optional(),
  })
  .superRefine((alert, ctx) => {
    const start = parseAlertTime(alert.startAlert);
    const end = parseAlertTime(alert.endAlert);
    if (start && end && end < start) ctx.addIssue({ code: 'custom', path: ['endAlert'], message: M.endBeforeStart });
  })
  .transform((alert) => ({
    ...alert,
    startAlert: parseAlertTime(alert.startAlert) ?? alert.startAlert,
    endAlert: parseAlertTime(alert.endAlert) ?? alert.endAlert,
    allDayEvent: alert.allDayEvent ?? isDateOnly(alert.startAlert),
    description: alert.description || null,
  }));
export type TAlertCreateInput = z.input<typeof ZAlertCreate>;
export type TAlertCreate = z.output<typeof ZAlertCreate>;

/**
 * `updateAlertRequest.Alert`: the same fields and rules as a create (the whole alert is sent
 * again); `attendees` left out keeps the current recipients.
 */
export const ZAlertUpdate = ZAlertCreate;
export type TAlertUpdateInput = TAlertCreateInput;
export type TAlertUpdate = TAlertCreate;
