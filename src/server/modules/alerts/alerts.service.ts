import { and, asc, count, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { alerts, specbooks, users } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ConflictError, NotFoundError, ValidationError } from '#server/lib/http/errors';
import { pageParams } from '#server/lib/http/pagination';
import type { Mailer } from '#server/lib/mail';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { callerIdentity, rowId } from '#server/modules/notifications/scope';
import { ALERT_MESSAGES as M, formatAlertStart } from '#shared/lib/alert-messages';
import type { TAccountAlert, TAlert, TAlertCreate, TAlertListQuery, TAlertUpdate } from '#shared/schemas/alert';
import { alertMail, type AlertMailKind } from './alert-mail';

type AlertRow = typeof alerts.$inferSelect;

/** Where alert services send the recipients' calendar e-mails. */
export interface AlertDeps {
  mailer: Mailer;
  /** Origin of links (PUBLIC_URL or the request's); its host makes the .ics UID. */
  publicUrl: string;
}

/** One e-mail to send once the change is committed. */
interface PendingMail {
  kind: AlertMailKind;
  to: string[];
  row: AlertRow;
}

/** `YYYY-MM-DD HH:mm:ss` (as PostgreSQL answers a timestamp) → `YYYY-MM-DDTHH:mm:ss`. */
function wallClock(value: string): string {
  return value.replace(' ', 'T').slice(0, 19);
}

function toAlert(row: AlertRow): TAlert {
  const startAlert = wallClock(row.startAlert);
  return {
    id: row.id,
    specbookId: row.specbookId,
    name: row.name,
    description: row.description,
    startAlert,
    endAlert: wallClock(row.endAlert),
    allDayEvent: row.allDayEvent,
    timezone: row.timezone,
    attendees: row.attendees.map((email) => ({ email })),
    createdBy: row.createdBy,
    formatStartDateForHumans: formatAlertStart(startAlert, row.allDayEvent),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Who an alert is recorded as created by: the caller's display name. The one place that decides
 * it, so that viewers of other kinds can be named here too.
 */
export async function alertAuthor(ctx: ServiceContext): Promise<string> {
  return (await callerIdentity(ctx)).name;
}

/** The e-mail of the specbook's owner: the recipient when an alert names none (decision 029). */
async function ownerEmail(ctx: ServiceContext, specbook: SpecbookRow): Promise<string> {
  const [row] = await ctx.db.select({ email: users.email }).from(users).where(eq(users.id, specbook.userId));
  if (!row) throw new NotFoundError();
  return row.email;
}

/**
 * Sends the calendar e-mails of a committed change. A failed send is logged and does not undo
 * the change: the alert is kept, and the next change sends the calendars a fresh copy.
 */
async function sendAlertMails(ctx: ServiceContext, deps: AlertDeps, specbook: SpecbookRow, mails: PendingMail[]): Promise<void> {
  const organizer = await callerIdentity(ctx);
  for (const mail of mails) {
    if (mail.to.length === 0) continue;
    const message = alertMail({
      alert: toAlert(mail.row),
      sequence: mail.row.sequence,
      kind: mail.kind,
      to: mail.to,
      specbookName: specbook.name,
      organizer,
      publicUrl: deps.publicUrl,
    });
    try {
      await deps.mailer.send(message);
    } catch (err) {
      ctx.log.error({ err, alertId: mail.row.id, kind: mail.kind }, 'alert e-mail could not be sent');
    }
  }
}

/** Orders upcoming alerts (end day ≥ today) soonest first, then past ones latest first. */
function upcomingFirst(): SQL[] {
  const isPast = sql`(${alerts.endAlert}::date < current_date)`;
  return [asc(isPast), sql`case when ${isPast} then null else ${alerts.startAlert} end asc`, desc(alerts.startAlert), asc(alerts.id)];
}

const inSpecbook = (specbook: SpecbookRow) => and(eq(alerts.specbookId, specbook.id), eq(alerts.accountId, specbook.accountId));

/**
 * The specbook's alerts: upcoming ones first, soonest first (from today, by the start's day),
 * then past ones, latest first.
 */
export async function listAlerts(ctx: ServiceContext, specbookId: number): Promise<TAlert[]> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const rows = await ctx.db.select().from(alerts).where(inSpecbook(specbook)).orderBy(...upcomingFirst());
  return rows.map(toAlert);
}

async function requireAlert(db: Pick<Db, 'select'>, specbook: SpecbookRow, alertIdParam: string, lock = false): Promise<AlertRow> {
  const query = db.select().from(alerts).where(and(eq(alerts.id, rowId(alertIdParam)), inSpecbook(specbook)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError();
  return row;
}

/** One of the specbook's alerts; another specbook's or account's answers 404. */
export async function getAlert(ctx: ServiceContext, specbookId: number, alertIdParam: string): Promise<TAlert> {
  const specbook = await requireSpecbook(ctx, specbookId);
  return toAlert(await requireAlert(ctx.db, specbook, alertIdParam));
}

/** Adds an alert to the specbook and sends its recipients the invitation. Without attendees it goes to the specbook's owner. */
export async function createAlert(ctx: ServiceContext, deps: AlertDeps, specbookId: number, input: TAlertCreate): Promise<TAlert> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const attendees = input.attendees ? [...new Set(input.attendees.map((a) => a.email))] : [await ownerEmail(ctx, specbook)];
  const [row] = await ctx.db
    .insert(alerts)
    .values({
      accountId: specbook.accountId,
      specbookId: specbook.id,
      name: input.name,
      description: input.description,
      startAlert: input.startAlert,
      endAlert: input.endAlert,
      allDayEvent: input.allDayEvent,
      timezone: input.timezone,
      attendees,
      createdBy: await alertAuthor(ctx),
    })
    .returning();
  if (!row) throw new Error('alert insert returned no row');
  await sendAlertMails(ctx, deps, specbook, [{ kind: 'invite', to: row.attendees, row }]);
  return toAlert(row);
}

/** Writes new fields and recipients of an alert, bumping its .ics SEQUENCE. */
async function writeAlert(ctx: ServiceContext, specbook: SpecbookRow, alertIdParam: string, change: (row: AlertRow) => Partial<AlertRow>): Promise<{ before: AlertRow; after: AlertRow }> {
  return ctx.db.transaction(async (tx) => {
    const before = await requireAlert(tx, specbook, alertIdParam, true);
    const [after] = await tx
      .update(alerts)
      .set({ ...change(before), sequence: sql`${alerts.sequence} + 1`, updatedAt: sql`now()` })
      .where(eq(alerts.id, before.id))
      .returning();
    if (!after) throw new NotFoundError();
    return { before, after };
  });
}

/**
 * Updates an alert with the rules of a create (attendees left out keep the current ones); the
 * SEQUENCE is bumped and the recipients get the updated invitation, removed ones a cancellation.
 */
export async function updateAlert(ctx: ServiceContext, deps: AlertDeps, specbookId: number, alertIdParam: string, input: TAlertUpdate): Promise<TAlert> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const { before, after } = await writeAlert(ctx, specbook, alertIdParam, (row) => ({
    name: input.name,
    description: input.description,
    startAlert: input.startAlert,
    endAlert: input.endAlert,
    allDayEvent: input.allDayEvent,
    timezone: input.timezone,
    attendees: input.attendees ? [...new Set(input.attendees.map((a) => a.email))] : row.attendees,
  }));
  const dropped = before.attendees.filter((email) => !after.attendees.includes(email));
  await sendAlertMails(ctx, deps, specbook, [
    { kind: 'update', to: after.attendees, row: after },
    { kind: 'cancel', to: dropped, row: after },
  ]);
  return toAlert(after);
}

/** Adds a recipient (409 when they already are one) and sends them the invitation. */
export async function addAttendee(ctx: ServiceContext, deps: AlertDeps, specbookId: number, alertIdParam: string, email: string): Promise<TAlert> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const { after } = await writeAlert(ctx, specbook, alertIdParam, (row) => {
    if (row.attendees.includes(email)) throw new ConflictError(M.attendeeExists, [{ field: 'email', message: M.attendeeExists }]);
    return { attendees: [...row.attendees, email] };
  });
  await sendAlertMails(ctx, deps, specbook, [{ kind: 'invite', to: [email], row: after }]);
  return toAlert(after);
}

/**
 * Removes a recipient (404 when they are not one; 400 for the last one: an alert keeps at least
 * one) and sends them a cancellation.
 */
export async function removeAttendee(ctx: ServiceContext, deps: AlertDeps, specbookId: number, alertIdParam: string, emailParam: string): Promise<TAlert> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const email = emailParam.trim().toLowerCase();
  const { after } = await writeAlert(ctx, specbook, alertIdParam, (row) => {
    if (!row.attendees.includes(email)) throw new NotFoundError();
    if (row.attendees.length === 1) throw ValidationError.field('attendees', M.attendeesRequired);
    return { attendees: row.attendees.filter((a) => a !== email) };
  });
  await sendAlertMails(ctx, deps, specbook, [{ kind: 'cancel', to: [email], row: after }]);
  return toAlert(after);
}

/** Removes one of the specbook's alerts and sends its recipients a cancellation; another specbook's or account's alert answers 404. */
export async function deleteAlert(ctx: ServiceContext, deps: AlertDeps, specbookId: number, alertIdParam: string): Promise<{ id: number }> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const id = rowId(alertIdParam);
  const [row] = await ctx.db
    .delete(alerts)
    .where(and(eq(alerts.id, id), inSpecbook(specbook)))
    .returning();
  if (!row) throw new NotFoundError();
  await sendAlertMails(ctx, deps, specbook, [{ kind: 'cancel', to: row.attendees, row: { ...row, sequence: row.sequence + 1 } }]);
  return { id: row.id };
}

/**
 * The account's alerts over all its specbooks, upcoming first (soonest first), then past ones
 * latest first; `from`/`to` keep the alerts that touch those days. One page.
 */
export async function listAccountAlerts(
  ctx: ServiceContext,
  query: TAlertListQuery,
): Promise<{ rows: TAccountAlert[]; total: number; page: number | undefined; perPage: number }> {
  const perPage = query.perPage ?? 24;
  const { limit, offset } = pageParams(query.page, perPage);
  const where = and(
    eq(alerts.accountId, ctx.user.accountId),
    query.from ? gte(sql`${alerts.endAlert}::date`, query.from) : undefined,
    query.to ? lte(sql`${alerts.startAlert}::date`, query.to) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select({ alert: alerts, specbook: { id: specbooks.id, name: specbooks.name } })
      .from(alerts)
      .innerJoin(specbooks, eq(specbooks.id, alerts.specbookId))
      .where(where)
      .orderBy(...upcomingFirst())
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(alerts).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...toAlert(r.alert), specbook: r.specbook })), total: counted?.n ?? 0, page: query.page, perPage };
}
