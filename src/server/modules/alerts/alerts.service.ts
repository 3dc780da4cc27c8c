import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alerts, users } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { callerIdentity, rowId } from '#server/modules/notifications/scope';
import { formatAlertStart } from '#shared/lib/alert-messages';
import type { TAlert, TAlertCreate } from '#shared/schemas/alert';

type AlertRow = typeof alerts.$inferSelect;

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
 * The specbook's alerts: upcoming ones first, soonest first (from today, by the start's day),
 * then past ones, latest first.
 */
export async function listAlerts(ctx: ServiceContext, specbookId: number): Promise<TAlert[]> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const isPast = sql`(${alerts.endAlert}::date < current_date)`;
  const rows = await ctx.db
    .select()
    .from(alerts)
    .where(and(eq(alerts.specbookId, specbook.id), eq(alerts.accountId, specbook.accountId)))
    .orderBy(asc(isPast), sql`case when ${isPast} then null else ${alerts.startAlert} end asc`, desc(alerts.startAlert), asc(alerts.id));
  return rows.map(toAlert);
}

/** Adds an alert to the specbook. Without attendees it goes to the specbook's owner. */
export async function createAlert(ctx: ServiceContext, specbookId: number, input: TAlertCreate): Promise<TAlert> {
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
  return toAlert(row);
}

/** Removes one of the specbook's alerts; another specbook's or account's alert answers 404. */
export async function deleteAlert(ctx: ServiceContext, specbookId: number, alertIdParam: string): Promise<{ id: number }> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const id = rowId(alertIdParam);
  const [row] = await ctx.db
    .delete(alerts)
    .where(and(eq(alerts.id, id), eq(alerts.specbookId, specbook.id), eq(alerts.accountId, specbook.accountId)))
    .returning({ id: alerts.id });
  if (!row) throw new NotFoundError();
  return row;
}
