import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { preparedQuery } from '#server/db/prepared';
import { authSessions, featureFlags, roles, specbooks, specbookVersions, userRoles, users } from '#server/db/schema/index';
import type { AuthUser, ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { hasSpecbooksPlus } from '#shared/lib/roles';
import type { TMe, TUser } from '#shared/schemas/user';
import { accessFactColumns, accessFrom, advancedAccessOf } from '#server/modules/advanced-access/advanced-access.service';

const ADMIN_ROLE = 'ROLE_SPECBOOKS_ADMIN';
/** A role counts only while it is active, except 'admin' (spec/business-records.md §6). */
const ALWAYS_ACTIVE_ROLE = 'admin';
const PRO_ROLE = 'ROLE_PRO';
/** The PDF-modal feature flag (spec §6: user.canUsePdfModal, compare useNewPDF). */
const PDF_MODAL_FEATURE = 'useNewPDF';

type RoleGrant = { id: number; name: string; displayName: string; active: boolean };

/**
 * A user with every granted role (active or not, by id) and feature flag (sorted), in one query.
 * The subqueries name "users"."id" in full: Drizzle leaves columns unqualified in a one-table select.
 */
const grantColumns = {
  user: users,
  roles: sql<RoleGrant[]>`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name,
    'displayName', r.display_name, 'active', r.active) order by r.id)
    from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = "users"."id"), '[]')`,
  features: sql<string[]>`coalesce((select array_agg(f.feature_flag_name order by f.feature_flag_name collate "C")
    from ${featureFlags} f where f.user_id = "users"."id"), '{}')`,
};

const userWithGrants = preparedQuery((db) =>
  db
    .select(grantColumns)
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('user_with_grants'),
);

/** The token's session (placeholders sessionId and userId) is neither revoked nor expired. */
function liveSession() {
  return and(
    eq(authSessions.id, sql.placeholder('sessionId')),
    eq(authSessions.userId, sql.placeholder('userId')),
    isNull(authSessions.revokedAt),
    gt(authSessions.expiresAt, sql`now()`),
  );
}

/** The user a request acts as: id, account, e-mail, active role names and flags. */
const authUserColumns = {
  id: users.id,
  accountId: users.accountId,
  email: users.email,
  roleNames: sql<string[]>`coalesce((select array_agg(r.name order by r.id) from ${userRoles} ur join ${roles} r on r.id = ur.role_id
    where ur.user_id = ${users.id} and (r.active or r.name = ${ALWAYS_ACTIVE_ROLE})), '{}')`,
  features: sql<string[]>`coalesce((select array_agg(f.feature_flag_name order by f.feature_flag_name) from ${featureFlags} f
    where f.user_id = ${users.id}), '{}')`,
};

/**
 * The user a token names, with active role names and feature flags, in one indexed statement
 * that also checks the token's session is live (not revoked, not expired); prepared, because
 * every authenticated request runs it (docs/decisions/041).
 */
const authUserOfSession = preparedQuery((db) =>
  db
    .select(authUserColumns)
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(liveSession())
    .prepare('auth_user_of_session'),
);

/**
 * The session check with one specbook of the path read beside it (left join: null when there
 * is no such specbook), for the GET calls under `…/specbook/:id`.
 */
const authUserWithSpecbook = preparedQuery((db) =>
  db
    .select({ ...authUserColumns, specbook: specbooks })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(specbooks, eq(specbooks.id, sql.placeholder('specbookId')))
    .where(liveSession())
    .prepare('auth_user_with_specbook'),
);

/**
 * The session check with, for one specbook of the path, only its account and the version of its
 * answers (null before its first write; no row: null account), for the GET calls whose answers are
 * cached per version (docs/decisions/047): a cached answer needs nothing more, and the specbook's
 * row, whose width costs this hot statement a fifth of its time, is read only when the answer is
 * computed.
 */
const authUserWithSpecbookVersion = preparedQuery((db) =>
  db
    .select({
      ...authUserColumns,
      specbookAccountId: specbooks.accountId,
      specbookVersion: sql<string | null>`(select ${specbookVersions.version} from ${specbookVersions} where ${specbookVersions.specbookId} = ${specbooks.id})`,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(specbooks, eq(specbooks.id, sql.placeholder('specbookId')))
    .where(liveSession())
    .prepare('auth_user_with_specbook_version'),
);

/**
 * GET /me's whole answer read with the session check, in one prepared statement: the user with
 * every granted role and flag, and the facts of their advanced access. Null when the session is
 * not live.
 */
const meOfSession = preparedQuery((db) =>
  db
    .select({ ...grantColumns, ...accessFactColumns(users.id, users.accountId) })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(liveSession())
    .prepare('me_of_session'),
);

/**
 * Loads the user a token names, with active role names and feature flags, in one query that
 * also checks the token's session is live (not revoked, not expired). Null when it is not.
 */
export async function findAuthUser(db: Db, userId: number, sessionId: string): Promise<AuthUser | null> {
  const [row] = await authUserOfSession(db).execute({ userId, sessionId });
  return row ? { ...row, isPlatformAdmin: row.roleNames.includes(ADMIN_ROLE), sessionId } : null;
}

/**
 * findAuthUser with the specbook `specbookId` read in the same statement; the specbook is
 * answered only when the user may work on it (their account's, any for a platform admin), so
 * that `requireSpecbook` can take it as read (anything else it reads and answers 404 itself).
 */
export async function findAuthUserWithSpecbook(
  db: Db,
  userId: number,
  sessionId: string,
  specbookId: number,
): Promise<{ user: AuthUser; specbook: typeof specbooks.$inferSelect | undefined } | null> {
  const [row] = await authUserWithSpecbook(db).execute({ userId, sessionId, specbookId });
  if (!row) return null;
  const user = sessionUser(row, sessionId);
  const { specbook } = row;
  return { user, specbook: specbook !== null && mayWorkOn(user, specbook.accountId) ? specbook : undefined };
}

/**
 * The user a session acts as, from a row with the columns of `authUserColumns` (named one by one:
 * copying a row's rest with a spread cost a few per cent of a cached answer's time).
 */
function sessionUser(row: Omit<AuthUser, 'isPlatformAdmin' | 'sessionId'>, sessionId: string): AuthUser {
  const { id, accountId, email, roleNames, features } = row;
  return { id, accountId, email, roleNames, features, isPlatformAdmin: roleNames.includes(ADMIN_ROLE), sessionId };
}

/** May `user` work on a specbook of this account (null: no such specbook)? Their account's, any for a platform admin. */
function mayWorkOn(user: AuthUser, specbookAccountId: number | null): boolean {
  return specbookAccountId !== null && (specbookAccountId === user.accountId || user.isPlatformAdmin);
}

/**
 * findAuthUser with the version of the answers of the specbook `specbookId` read in the same
 * statement (docs/decisions/047), answered only when the user may work on the specbook (their
 * account's, any for a platform admin).
 */
export async function findAuthUserWithSpecbookVersion(
  db: Db,
  userId: number,
  sessionId: string,
  specbookId: number,
): Promise<{ user: AuthUser; specbookVersion: number | undefined } | null> {
  const [row] = await authUserWithSpecbookVersion(db).execute({ userId, sessionId, specbookId });
  if (!row) return null;
  const user = sessionUser(row, sessionId);
  return { user, specbookVersion: mayWorkOn(user, row.specbookAccountId) ? Number(row.specbookVersion ?? 0) : undefined };
}

/** Finds a user by e-mail (case-insensitive) with the password hash, for login. */
export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()));
  return row ?? null;
}

/** Records a successful login. */
export async function touchLastLogin(db: Db, userId: number): Promise<void> {
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
}

/** The API shape of a user (spec/workspace.md §3 "User", the fields that matter now). */
export async function getUserById(db: Db, userId: number): Promise<TUser> {
  const [found] = await userWithGrants(db).execute({ id: userId });
  if (!found) throw new NotFoundError();
  return apiUser(found.user, found.roles, found.features);
}

/** Active role names: a granted role counts while it is active ('admin' always). */
function activeRoleNames(grantedRoles: readonly RoleGrant[]): string[] {
  return grantedRoles.filter((r) => r.active || r.name === ALWAYS_ACTIVE_ROLE).map((r) => r.name);
}

/** The API shape of a users row with its granted roles and flags. */
function apiUser(row: typeof users.$inferSelect, grantedRoles: RoleGrant[], features: string[]): TUser {
  const roleNames = activeRoleNames(grantedRoles);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    companyName: row.companyName,
    logoURL: row.logoUrl,
    parentUserID: row.parentUserId,
    accountID: row.accountId,
    accountTypeID: row.accountTypeId,
    phone: row.phone,
    companyWebAddress: row.companyWebAddress,
    roles: grantedRoles,
    roleNames,
    features,
    hasAdminRole: roleNames.includes(ADMIN_ROLE),
    hasProRole: roleNames.includes(PRO_ROLE),
    hasSpecbooksPlus: hasSpecbooksPlus(roleNames),
    canUseInvoicing: features.includes('useInvoicing'),
    canUsePdfModal: features.includes(PDF_MODAL_FEATURE),
    createDateTime: row.createdAt.toISOString(),
    updateDateTime: row.updatedAt.toISOString(),
    lastLoginDateTime: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** A user with their advanced (pricing) access: what /me and the login answer. */
export async function getUserWithAccess(db: Db, userId: number): Promise<TMe> {
  const user = await getUserById(db, userId);
  const advancedAccess = await advancedAccessOf(db, { id: user.id, accountId: user.accountID, features: user.features });
  return { ...user, advancedAccess };
}

/**
 * For a token's session, if it is live: the user a request acts as and GET /me's answer, read
 * together in one statement (GET /me asks for it through its route config `session: 'me'`).
 */
export async function findMeOfSession(db: Db, userId: number, sessionId: string): Promise<{ user: AuthUser; me: TMe } | null> {
  const [row] = await meOfSession(db).execute({ userId, sessionId });
  if (!row) return null;
  const me: TMe = { ...apiUser(row.user, row.roles, row.features), advancedAccess: accessFrom(row.features, row) };
  const user: AuthUser = {
    id: me.id,
    accountId: me.accountID,
    email: me.email,
    roleNames: me.roleNames,
    features: me.features,
    isPlatformAdmin: me.hasAdminRole,
    sessionId,
  };
  return { user, me };
}

/** The current user with their advanced access (GET /api/v4/user/me). */
export async function getMe(ctx: ServiceContext): Promise<TMe> {
  const [user, advancedAccess] = await Promise.all([getUserById(ctx.db, ctx.user.id), advancedAccessOf(ctx.db, ctx.user)]);
  return { ...user, advancedAccess };
}
