import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { notifications } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { pageParams } from '#server/lib/http/pagination';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import {
  ACTIVITY_TYPES,
  SPECBOOK_NOTIFICATION_TYPE,
  SPECBOOK_RECORD_KINDS,
  type TActivityNotification,
  type TClientAction,
  type TSpecbookRecordKind,
  type TActivityType,
  type TActivityNotificationQuery,
  type TSpecbookNotification,
  type TSpecbookNotificationCreate,
  type TSpecbookNotificationUpdate,
  notificationReference,
} from '#shared/schemas/notification';
import { pathUser, rowId } from './scope';

/** Activity notification types (spec/workspace.md §3 "Notification"). */
export type ActivityType = TActivityType;

/** What an activity notification says and points at. */
export interface ActivityInput {
  accountId: number;
  /** The recipient: the specbook's owner. */
  userId: number;
  specbookId: number;
  type: ActivityType;
  message: string;
  data: { name?: string; model?: string; category_name?: string | null; thing?: string; body?: string; user?: { name: string; email: string; type: string } };
  ref: { spec_specbook_id?: number; specbook_id: number; comment_id?: number; join_id?: number; category_id?: number | null };
}

/**
 * Records an activity notification. Pass the transaction (`tx`) of the change that raised it so
 * both commit together.
 */
export async function createActivityNotification(db: Pick<Db, 'insert'>, input: ActivityInput): Promise<void> {
  await db.insert(notifications).values(input);
}

// ---------------------------------------------------------------------------------------------
// Reading and dismissing activity notifications; specbook notification records.

type NotificationRow = typeof notifications.$inferSelect;

/** `metadata` of specbook notification records: one cluster, no versioning (decision record). */
const RECORD_METADATA = { cluster: null, version: 1 } as const;

const isActivity = inArray(notifications.type, [...ACTIVITY_TYPES]);

function toActivity(row: NotificationRow): TActivityNotification {
  const ref = row.ref as TActivityNotification['ref'];
  return {
    id: row.id,
    type: row.type,
    data: row.data as TActivityNotification['data'],
    ref,
    reference: notificationReference(ref),
    message: row.message,
    hasRead: row.hasRead,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The kind of a record: the client action it was written for (data.action), else a note. */
function recordKind(data: unknown): TSpecbookRecordKind {
  const action = (data as { action?: unknown } | null)?.action;
  return SPECBOOK_RECORD_KINDS.find((kind) => kind === action) ?? 'note';
}

function toRecord(row: NotificationRow): TSpecbookNotification {
  return {
    id: row.id,
    specbookId: row.specbookId ?? 0,
    kind: recordKind(row.data),
    message: row.message,
    hasRead: row.hasRead,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    metadata: RECORD_METADATA,
  };
}

/**
 * One page of the path user's activity notifications, unread first, then newest first;
 * optionally for one specbook or of one type.
 */
export async function listActivityNotifications(
  ctx: ServiceContext,
  userIdParam: string,
  query: TActivityNotificationQuery,
  /** Leave out what this e-mail's owner did (a viewer's own comments are not unread to them). */
  notByEmail?: string,
): Promise<{ rows: TActivityNotification[]; total: number }> {
  const owner = await pathUser(ctx, userIdParam);
  const where = and(
    notByEmail === undefined ? undefined : sql`coalesce(${notifications.data}->'user'->>'email', '') <> ${notByEmail}`,
    eq(notifications.userId, owner.id),
    eq(notifications.accountId, owner.accountId),
    isActivity,
    query.specbookId === undefined ? undefined : eq(notifications.specbookId, query.specbookId),
    query.type === undefined ? undefined : eq(notifications.type, query.type),
  );
  const { limit, offset } = pageParams(query.page, query.perPage);
  const [rows, [counted]] = await Promise.all([
    ctx.db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(asc(notifications.hasRead), desc(notifications.createdAt), desc(notifications.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(notifications).where(where),
  ]);
  return { rows: rows.map(toActivity), total: counted?.n ?? 0 };
}

/** Dismisses (deletes) one of the path user's activity notifications. */
export async function dismissActivityNotification(ctx: ServiceContext, userIdParam: string, notificationId: string): Promise<{ id: number }> {
  const owner = await pathUser(ctx, userIdParam);
  const [row] = await ctx.db
    .delete(notifications)
    .where(and(eq(notifications.id, rowId(notificationId)), eq(notifications.userId, owner.id), eq(notifications.accountId, owner.accountId), isActivity))
    .returning({ id: notifications.id });
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * The activity notifications (approvals, rejections, new comments) of one specbook, which are its
 * owner's: what the e-Specbook's Unread Comments modal lists, also for a token viewer (decision 028),
 * who does not find their own comments and approvals among them.
 */
export async function listSpecbookActivity(
  ctx: ServiceContext,
  specbookId: number,
  query: TActivityNotificationQuery,
): Promise<{ rows: TActivityNotification[]; total: number }> {
  const specbook = await requireSpecbook(ctx, specbookId);
  return listActivityNotifications(ctx, String(specbook.userId), { ...query, specbookId: specbook.id }, ctx.viewer?.email);
}

/** Dismisses (deletes) one activity notification of a specbook ("Mark as Read", spec §4.4). */
export async function dismissSpecbookActivity(ctx: ServiceContext, specbookId: number, notificationId: string): Promise<{ id: number }> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const [row] = await ctx.db
    .delete(notifications)
    .where(and(eq(notifications.id, rowId(notificationId)), eq(notifications.specbookId, specbook.id), eq(notifications.accountId, specbook.accountId), isActivity))
    .returning({ id: notifications.id });
  if (!row) throw new NotFoundError();
  return row;
}

const recordOf = (specbookId: number, accountId: number) =>
  and(eq(notifications.specbookId, specbookId), eq(notifications.accountId, accountId), eq(notifications.type, SPECBOOK_NOTIFICATION_TYPE));

/** A specbook's notification records, newest first. */
export async function listSpecbookNotifications(ctx: ServiceContext, specbookId: number): Promise<TSpecbookNotification[]> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(recordOf(specbook.id, specbook.accountId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id));
  return rows.map(toRecord);
}

/** A specbook as a client action's record names it: the specbook, its account and its owner. */
export interface RecordedSpecbook {
  id: number;
  accountId: number;
  userId: number;
}

/**
 * Records what a client did on the e-Specbook (opened, approved, rejected, commented) as a
 * notification record of the specbook for its owner, so that the manage page's Notifications
 * drawer lists every client action with who and when (decision 038). Pass the transaction (`tx`)
 * of the change so both commit together.
 */
export async function recordClientAction(
  db: Pick<Db, 'insert'>,
  specbook: RecordedSpecbook,
  action: TClientAction,
  message: string,
  data: Record<string, unknown>,
): Promise<void> {
  await db.insert(notifications).values({
    accountId: specbook.accountId,
    userId: specbook.userId,
    specbookId: specbook.id,
    type: SPECBOOK_NOTIFICATION_TYPE,
    message,
    data: { ...data, action },
  });
}

/** Adds a notification record to a specbook (addressed to its owner). */
export async function createSpecbookNotification(
  ctx: ServiceContext,
  specbookId: number,
  input: TSpecbookNotificationCreate,
): Promise<TSpecbookNotification> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const [row] = await ctx.db
    .insert(notifications)
    .values({
      accountId: specbook.accountId,
      userId: specbook.userId,
      specbookId: specbook.id,
      type: SPECBOOK_NOTIFICATION_TYPE,
      message: input.message,
      hasRead: input.hasRead,
    })
    .returning();
  if (!row) throw new Error('notification insert returned no row');
  return toRecord(row);
}

/** Updates a specbook notification record's message or read flag. */
export async function updateSpecbookNotification(
  ctx: ServiceContext,
  specbookId: number,
  notificationId: string,
  input: TSpecbookNotificationUpdate,
): Promise<TSpecbookNotification> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const [row] = await ctx.db
    .update(notifications)
    .set({
      ...(input.message === undefined ? {} : { message: input.message }),
      ...(input.hasRead === undefined ? {} : { hasRead: input.hasRead }),
      updatedAt: new Date(),
    })
    .where(and(eq(notifications.id, rowId(notificationId)), recordOf(specbook.id, specbook.accountId)))
    .returning();
  if (!row) throw new NotFoundError();
  return toRecord(row);
}

/** Deletes a specbook notification record. */
export async function deleteSpecbookNotification(ctx: ServiceContext, specbookId: number, notificationId: string): Promise<{ id: number }> {
  const specbook = await requireSpecbook(ctx, specbookId);
  const [row] = await ctx.db
    .delete(notifications)
    .where(and(eq(notifications.id, rowId(notificationId)), recordOf(specbook.id, specbook.accountId)))
    .returning({ id: notifications.id });
  if (!row) throw new NotFoundError();
  return row;
}
