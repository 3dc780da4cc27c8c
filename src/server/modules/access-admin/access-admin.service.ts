/**
 * Roles and feature flags of every user, for platform admins (docs/decisions/026-roles-and-flags-admin.md).
 * Grants take effect on the user's next request in every process: writing them bumps the user's
 * auth version, which every request reads with its session (docs/decisions/046).
 */
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { accounts, featureFlags, roles, userRoles, users } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ConflictError, NotFoundError } from '#server/lib/http/errors';
import { requirePlatformAdmin } from '#server/lib/platform-admin';
import { containsPattern } from '#server/lib/sql-like';
import { ACCESS_ADMIN_MESSAGES as M } from '#shared/lib/access-admin-messages';
import { FEATURE_FLAGS, ROLE_IDS, type TRoleName } from '#shared/lib/roles';
import type { TAccessCatalogue, TAccessGrants, TAccessUser, TAccessUsersQuery } from '#shared/schemas/access-admin';

/** The role that makes a platform admin; an admin may not take it from themselves (no lock-out). */
const PLATFORM_ADMIN_ROLE: TRoleName = 'ROLE_SPECBOOKS_ADMIN';

/** GET {u}/admin/access: the roles (in id order) and feature flags that can be granted. */
export async function getAccessCatalogue(ctx: ServiceContext): Promise<TAccessCatalogue> {
  requirePlatformAdmin(ctx.user);
  const rows = await ctx.db
    .select({ id: roles.id, name: roles.name, displayName: roles.displayName, active: roles.active })
    .from(roles)
    .orderBy(asc(roles.id));
  return { roles: rows, features: [...FEATURE_FLAGS] };
}

const ACCESS_USER_COLUMNS = {
  id: users.id,
  name: users.name,
  email: users.email,
  accountId: users.accountId,
  accountName: accounts.name,
  roles: sql<string[]>`coalesce((select array_agg(r.name order by r.id) from ${userRoles} ur join ${roles} r on r.id = ur.role_id
    where ur.user_id = ${users.id}), '{}')`,
  features: sql<string[]>`coalesce((select array_agg(f.feature_flag_name order by f.feature_flag_name collate "C") from ${featureFlags} f
    where f.user_id = ${users.id}), '{}')`,
};

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(accounts.name, pattern));
}

/** A page of users of every account (company, then name), with their grants. */
export interface AccessUserPage {
  rows: TAccessUser[];
  total: number;
  page: number;
  perPage: number;
}

/** GET {u}/admin/users: users of every account, optionally searched by name, e-mail or company. */
export async function listAccessUsers(ctx: ServiceContext, query: TAccessUsersQuery): Promise<AccessUserPage> {
  requirePlatformAdmin(ctx.user);
  const where = searchCondition(query.search);
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select(ACCESS_USER_COLUMNS)
      .from(users)
      .innerJoin(accounts, eq(accounts.id, users.accountId))
      .where(where)
      .orderBy(asc(accounts.name), asc(users.name), asc(users.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    ctx.db.select({ n: sql<number>`count(*)::int` }).from(users).innerJoin(accounts, eq(accounts.id, users.accountId)).where(where),
  ]);
  return { rows, total: count?.n ?? 0, page: query.page, perPage: query.perPage };
}

async function readAccessUser(ctx: ServiceContext, userId: number): Promise<TAccessUser | undefined> {
  const [row] = await ctx.db.select(ACCESS_USER_COLUMNS).from(users).innerJoin(accounts, eq(accounts.id, users.accountId)).where(eq(users.id, userId));
  return row;
}

/**
 * PUT {u}/admin/users/{id}/access: replaces the user's roles and feature flags in one transaction.
 * @throws NotFoundError for an unknown user; ConflictError when admins would drop their own admin role.
 */
export async function updateUserAccess(ctx: ServiceContext, userId: number, grants: TAccessGrants): Promise<TAccessUser> {
  requirePlatformAdmin(ctx.user);
  if (userId === ctx.user.id && !grants.roles.includes(PLATFORM_ADMIN_ROLE)) throw new ConflictError(M.ownAdminRole);
  await ctx.db.transaction(async (tx) => {
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!target) throw new NotFoundError(M.userNotFound);
    const roleIds = [...new Set(grants.roles)].map((name) => ROLE_IDS[name]);
    const flags = [...new Set(grants.features)];
    await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), roleIds.length ? sql`${userRoles.roleId} <> all(${sql.param(roleIds)}::int[])` : undefined));
    if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId, roleId }))).onConflictDoNothing();
    await tx.delete(featureFlags).where(and(eq(featureFlags.userId, userId), flags.length ? sql`not (${inArray(featureFlags.featureFlagName, flags)})` : undefined));
    if (flags.length) await tx.insert(featureFlags).values(flags.map((featureFlagName) => ({ userId, featureFlagName }))).onConflictDoNothing();
  });
  const updated = await readAccessUser(ctx, userId);
  if (!updated) throw new NotFoundError(M.userNotFound);
  return updated;
}
