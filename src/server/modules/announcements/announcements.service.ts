/**
 * Platform announcements (decision 059): the platform admin posts and ends them; every signed-in
 * user sees the active ones within their window until they dismiss them (remembered per user).
 */
import { and, desc, eq, gt, isNull, lte, notExists, or, sql } from 'drizzle-orm';
import { announcementDismissals, announcements } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { requirePlatformAdmin } from '#server/lib/platform-admin';
import type { TAnnouncement, TAnnouncementCreate, TAnnouncementUpdate } from '#shared/schemas/announcement';

type AnnouncementRow = typeof announcements.$inferSelect;

function toAnnouncement(row: AnnouncementRow): TAnnouncement {
  return {
    id: row.id,
    message: row.message,
    level: row.level === 'warning' ? 'warning' : 'info',
    active: row.active,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Active, started, not ended. */
const showing = () =>
  and(eq(announcements.active, true), lte(announcements.startsAt, sql`now()`), or(isNull(announcements.endsAt), gt(announcements.endsAt, sql`now()`)));

/** GET {u}/announcements: the announcements showing now that the caller has not dismissed, newest first. */
export async function listCurrentAnnouncements(ctx: ServiceContext): Promise<TAnnouncement[]> {
  const dismissed = ctx.db
    .select({ one: sql`1` })
    .from(announcementDismissals)
    .where(and(eq(announcementDismissals.announcementId, announcements.id), eq(announcementDismissals.userId, ctx.user.id)));
  const rows = await ctx.db
    .select()
    .from(announcements)
    .where(and(showing(), notExists(dismissed)))
    .orderBy(desc(announcements.startsAt), desc(announcements.id));
  return rows.map(toAnnouncement);
}

async function announcementRow(ctx: ServiceContext, id: number): Promise<AnnouncementRow> {
  const [row] = Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? await ctx.db.select().from(announcements).where(eq(announcements.id, id)) : [];
  if (!row) throw new NotFoundError();
  return row;
}

/** POST {u}/announcements/{id}/dismiss: the caller no longer sees it (again is fine). */
export async function dismissAnnouncement(ctx: ServiceContext, id: number): Promise<{ id: number }> {
  const row = await announcementRow(ctx, id);
  await ctx.db.insert(announcementDismissals).values({ announcementId: row.id, userId: ctx.user.id }).onConflictDoNothing();
  return { id: row.id };
}

/** GET {u}/admin/announcements: every announcement, newest first (platform admin). */
export async function listAllAnnouncements(ctx: ServiceContext): Promise<TAnnouncement[]> {
  requirePlatformAdmin(ctx.user);
  const rows = await ctx.db.select().from(announcements).orderBy(desc(announcements.createdAt), desc(announcements.id));
  return rows.map(toAnnouncement);
}

/** POST {u}/admin/announcements (platform admin). */
export async function createAnnouncement(ctx: ServiceContext, input: TAnnouncementCreate): Promise<TAnnouncement> {
  requirePlatformAdmin(ctx.user);
  const [row] = await ctx.db
    .insert(announcements)
    .values({
      message: input.message,
      level: input.level ?? 'info',
      ...(input.startsAt ? { startsAt: new Date(input.startsAt) } : {}),
      endsAt: input.endsAt ? new Date(input.endsAt) : null,
      createdBy: ctx.user.id,
    })
    .returning();
  return toAnnouncement(row!);
}

/** PATCH {u}/admin/announcements/{id} (platform admin): change it, or end it with `active: false`. */
export async function updateAnnouncement(ctx: ServiceContext, id: number, input: TAnnouncementUpdate): Promise<TAnnouncement> {
  requirePlatformAdmin(ctx.user);
  const row = await announcementRow(ctx, id);
  const [saved] = await ctx.db
    .update(announcements)
    .set({
      ...(input.message !== undefined ? { message: input.message } : {}),
      ...(input.level !== undefined ? { level: input.level } : {}),
      ...(input.active !== undefined ? { active: input.active } : {}),
      ...(input.startsAt !== undefined ? { startsAt: new Date(input.startsAt) } : {}),
      ...(input.endsAt !== undefined ? { endsAt: input.endsAt ? new Date(input.endsAt) : null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(announcements.id, row.id))
    .returning();
  return toAnnouncement(saved!);
}

/** DELETE {u}/admin/announcements/{id} (platform admin); its dismissals go with it. */
export async function deleteAnnouncement(ctx: ServiceContext, id: number): Promise<{ id: number }> {
  requirePlatformAdmin(ctx.user);
  const row = await announcementRow(ctx, id);
  await ctx.db.delete(announcements).where(eq(announcements.id, row.id));
  return { id: row.id };
}
