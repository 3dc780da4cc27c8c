/**
 * Users by id, their roles and the user's own edits (spec/workspace.md §7 "User, profiles and
 * account": user by id; roles; patch user (website address)).
 */
import { asc, eq, sql } from 'drizzle-orm';
import { roles, userRoles, users } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { WORKSPACE_OPS_MESSAGES as M } from '#shared/lib/workspace-ops-messages';
import type { TUser } from '#shared/schemas/user';
import type { TRoleRecord, TUserPatch } from '#shared/schemas/user-patch';
import { getUserById } from './users.service';

/** The user id a `{userId}` path names ('me' = the caller; the auth plugin has checked the rest). */
export function pathUserId(ctx: ServiceContext, raw: string): number {
  return raw === 'me' ? ctx.user.id : Number(raw);
}

/**
 * A user as the caller may see them: the three API keys and the integration data (which may hold
 * an ERP's credentials) are shown only to the user themself and to platform admins; anyone else
 * (a colleague, a parent account) reads them as null (docs/decisions/081).
 */
export function visibleTo(ctx: ServiceContext, user: TUser): TUser {
  if (user.id === ctx.user.id || ctx.user.isPlatformAdmin) return user;
  return { ...user, apiKey: null, specbooksApiKey: null, specbooksPublicApiKey: null, integrationData: null };
}

/** GET {u}: the path's user (the auth plugin has checked the caller may act for them), secrets as {@link visibleTo}. */
export async function getPathUser(ctx: ServiceContext, userId: number): Promise<TUser> {
  return visibleTo(ctx, await getUserById(ctx.db, userId));
}

/**
 * GET {u}/users/{id}: a user of the caller's account (any user for a platform admin), secrets as {@link visibleTo}.
 * @throws NotFoundError 'User not found.' for a user of another account or no user.
 */
export async function getAccountUser(ctx: ServiceContext, rawId: string): Promise<TUser> {
  const id = /^[1-9]\d{0,8}$/.test(rawId) ? Number(rawId) : 0;
  const [row] = id === 0 ? [] : await ctx.db.select({ accountId: users.accountId }).from(users).where(eq(users.id, id));
  if (!row || (row.accountId !== ctx.user.accountId && !ctx.user.isPlatformAdmin)) throw new NotFoundError(M.userNotFound);
  return getPathUser(ctx, id);
}

/** GET {u}/roles: the roles granted to the path's user, active or not, by id (spec §3 "Role"). */
export async function listUserRoles(ctx: ServiceContext, userId: number): Promise<TRoleRecord[]> {
  const rows = await ctx.db
    .select({
      id: roles.id,
      name: roles.name,
      displayName: roles.displayName,
      active: roles.active,
      legacyRole: roles.legacyRole,
      createdAt: roles.createdAt,
      updatedAt: roles.updatedAt,
    })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.id));
  return rows.map(({ createdAt, updatedAt, ...role }) => ({
    ...role,
    createDateTime: createdAt.toISOString(),
    updateDateTime: updatedAt.toISOString(),
  }));
}

/**
 * PATCH {u}: the user's website address, name, company name, phone, locale and the §3 "User"
 * fields of decision 081 (fax, address, coordinates, store manager). The users row's triggers
 * bump the user's auth version, so GET /me answers the change at once (decision 046).
 * @returns the user as GET {u} shows it.
 */
export async function patchUser(ctx: ServiceContext, userId: number, patch: TUserPatch): Promise<TUser> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (patch.companyWebAddress !== undefined) set.companyWebAddress = patch.companyWebAddress;
  if (patch.name !== undefined) set.name = patch.name;
  if (patch.companyName !== undefined) set.companyName = patch.companyName === '' ? null : patch.companyName;
  if (patch.phone !== undefined) set.phone = patch.phone === '' ? null : patch.phone;
  if (patch.locale !== undefined) set.locale = patch.locale;
  Object.assign(set, profileFields(patch));
  if (Object.keys(set).length > 0) {
    const updated = await ctx.db
      .update(users)
      .set({ ...set, updatedAt: sql`now()` })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (updated.length === 0) throw new NotFoundError(M.userNotFound);
  }
  return getPathUser(ctx, userId);
}

/** The §3 "User" fields of a patch that were sent (decision 081); null clears one. */
function profileFields(patch: TUserPatch): Partial<typeof users.$inferInsert> {
  const fields = {
    fax: patch.fax === '' ? null : patch.fax,
    legacyAddress: patch.legacyAddress,
    latitude: patch.latitude,
    longitude: patch.longitude,
    storeManagerName: patch.storeManagerName,
    storeManagerEmail: patch.storeManagerEmail,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}
