import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { preparedQuery } from '#server/db/prepared';
import { authSessions, featureFlags, roles, specbooks, specbookVersions, userRoles, users } from '#server/db/schema/index';
import type { AuthUser, ServiceContext } from '#server/lib/context';
import { NotFoundError, UnauthorizedError } from '#server/lib/http/errors';
import { MESSAGES } from '#shared/lib/messages';
import { toLocale } from '#shared/lib/locale';
import { hasSpecbooksPlus } from '#shared/lib/roles';
import type { TMe, TRole, TUser } from '#shared/schemas/user';
import { accessFactColumns, accessFrom, advancedAccessOf } from '#server/modules/advanced-access/advanced-access.service';
import { VersionedCache } from '#server/lib/cache/versioned-cache';
import { maskStoredKey } from './api-keys.service';

const ADMIN_ROLE = 'ROLE_SPECBOOKS_ADMIN';
/** A role counts only while it is active, except 'admin' (spec/business-records.md §6). */
const ALWAYS_ACTIVE_ROLE = 'admin';
const PRO_ROLE = 'ROLE_PRO';
/** The PDF-modal feature flag (spec §6: user.canUsePdfModal, compare useNewPDF). */
const PDF_MODAL_FEATURE = 'useNewPDF';

type RoleGrant = TRole;

/**
 * A user with every granted role (active or not, by id) and feature flag (sorted), in one query.
 * The subqueries name "users"."id" in full: Drizzle leaves columns unqualified in a one-table select.
 * Every table read here (and by accessFactColumns) is watched by the auth version triggers of
 * migration 0022 (docs/decisions/046): a new input needs its trigger there.
 */
const grantColumns = {
  user: users,
  roles: sql<RoleGrant[]>`coalesce((select json_agg(json_build_object('id', r.id, 'name', r.name,
    'displayName', r.display_name, 'active', r.active, 'legacyRole', r.legacy_role,
    'createDateTime', to_char(r.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'updateDateTime', to_char(r.updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) order by r.id)
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

/**
 * The user's auth version (users.auth_version) when the token's session is live: one primary-key
 * lookup in auth_sessions and one in users, prepared, because every authenticated request runs it
 * (docs/decisions/041, 046).
 */
const sessionVersion = preparedQuery((db) =>
  db
    .select({ version: users.authVersion })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(liveSession())
    .prepare('auth_version_of_session'),
);

/**
 * The session check with one specbook of the path read beside it (left join: null when there
 * is no such specbook), for the GET calls under `…/specbook/:id`.
 */
const sessionVersionWithSpecbook = preparedQuery((db) =>
  db
    .select({ version: users.authVersion, specbook: specbooks })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(specbooks, eq(specbooks.id, sql.placeholder('specbookId')))
    .where(liveSession())
    .prepare('auth_version_with_specbook'),
);

/**
 * The session check with, for one specbook of the path, only its account and the version of its
 * answers (null before its first write; no row: null account), for the GET calls whose answers are
 * cached per version (docs/decisions/047): a cached answer needs nothing more, and the specbook's
 * row, whose width costs this hot statement a fifth of its time, is read only when the answer is
 * computed.
 */
const sessionVersionWithSpecbookVersion = preparedQuery((db) =>
  db
    .select({
      version: users.authVersion,
      specbookAccountId: specbooks.accountId,
      specbookVersion: sql<string | null>`(select ${specbookVersions.version} from ${specbookVersions} where ${specbookVersions.specbookId} = ${specbooks.id})`,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(specbooks, eq(specbooks.id, sql.placeholder('specbookId')))
    .where(liveSession())
    .prepare('auth_version_with_specbook_version'),
);

/**
 * Everything a request may need to know of a user, in one statement: the users row with every
 * granted role and flag, the facts of their advanced access, and the database's clock (epoch
 * milliseconds) to time the end of an access-code grant. Read on a miss of the user cache.
 * The facts' subqueries name "users" in full: Drizzle leaves columns unqualified in a one-table select.
 */
const knownUserRow = preparedQuery((db) =>
  db
    .select({
      ...grantColumns,
      ...accessFactColumns(sql`"users"."id"`, sql`"users"."account_id"`),
      databaseNow: sql<number>`extract(epoch from now()) * 1000`.mapWith(Number),
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare('known_user'),
);

/** A row of `knownUserRow`. */
type KnownUserRow = Awaited<ReturnType<ReturnType<typeof knownUserRow>['execute']>>[number];

/** AuthUser without the session id: the same for every session of one user. */
type SessionlessUser = Omit<AuthUser, 'sessionId'>;

/**
 * What requests know of one user at one auth version (docs/decisions/046). Frozen: one object
 * serves every request of the user until the version changes.
 */
interface KnownUser {
  user: SessionlessUser;
  /** GET /me's answer while the user's access-code grant lasts (for good, when there is none). */
  me: TMe;
  /** When that grant stops counting, by this process's clock (epoch ms); Infinity without one. */
  grantEndsAt: number;
  /** GET /me's answer once the grant has ended (no write marks its end, so no version does). */
  meAfterGrant: TMe;
}

/** How many users each process keeps (least recently used go first); one entry is ~1–2 KB. */
const KNOWN_USERS_MAX = 5_000;
/** The user cache of each database handle (one per process, like the prepared statements). */
const knownUsers = new WeakMap<Db, VersionedCache<KnownUser>>();

/** Freezes a value and everything in it. */
function deepFreeze<T extends object>(value: T): T {
  for (const inner of Object.values(value)) if (inner !== null && typeof inner === 'object') deepFreeze(inner as object);
  Object.freeze(value);
  return value;
}

/**
 * The KnownUser of a row of `knownUserRow`. `askedAt` is this process's clock before the query was
 * sent: the grant's end is timed from it by the time the database had left (its now() comes later),
 * so it never counts longer here than the database would let it, whatever the clocks' skew.
 */
function knownUserFrom(row: KnownUserRow, askedAt: number): KnownUser {
  const fields = apiUser(row.user, row.roles, row.features);
  const me: TMe = { ...fields, advancedAccess: accessFrom(row.features, row) };
  const grantExpiresAt = row.grantExpiresAt;
  const meAfterGrant: TMe = grantExpiresAt ? { ...fields, advancedAccess: accessFrom(row.features, { bypassSetting: row.bypassSetting, grantExpiresAt: null }) } : me;
  const user: SessionlessUser = {
    id: fields.id,
    accountId: fields.accountID,
    email: fields.email,
    roleNames: fields.roleNames,
    features: fields.features,
    isPlatformAdmin: fields.hasAdminRole,
    locale: fields.locale,
  };
  const grantEndsAt = grantExpiresAt ? askedAt + grantExpiresAt.getTime() - row.databaseNow : Infinity;
  return deepFreeze({ user, me, grantEndsAt, meAfterGrant });
}

/**
 * The KnownUser of `userId` at auth version `version`: from this process's cache, else read
 * (one statement) and kept. A value read after the version was is at least that new (the version
 * is bumped in the transaction of every write to an input), so no request sees older data.
 */
function knownUser(db: Db, userId: number, version: number): Promise<KnownUser> {
  let cache = knownUsers.get(db);
  if (!cache) knownUsers.set(db, (cache = new VersionedCache(KNOWN_USERS_MAX)));
  return cache.get(userId, version, async () => {
    const askedAt = Date.now();
    const [row] = await knownUserRow(db).execute({ id: userId });
    // Deleted since its session was read: the session went with it.
    if (!row) throw new UnauthorizedError(MESSAGES.unauthorized);
    return knownUserFrom(row, askedAt);
  });
}

/** GET /me's answer of a KnownUser now (its access-code grant may have ended since it was read). */
function meNow(known: KnownUser): TMe {
  return Date.now() < known.grantEndsAt ? known.me : known.meAfterGrant;
}

/** A token's live session: the user the request acts as and GET /me's answer. */
export interface SessionUser {
  user: AuthUser;
  me: TMe;
  /** The specbook asked for, when the user may work on it (findSessionUserWithSpecbook). */
  specbook?: typeof specbooks.$inferSelect;
  /** The version of the answers of the specbook asked for (findSessionUserWithSpecbookVersion), when the user may work on it. */
  specbookVersion?: number;
}

/**
 * The user a token names and GET /me's answer, if the token's session is live (not revoked, not
 * expired), else null. One statement reads the session and the user's auth version; everything
 * else comes from the process's user cache at that version (docs/decisions/046), so a logout, a
 * role, flag or setting change committed by any process holds for the next request everywhere.
 */
export async function findSessionUser(db: Db, userId: number, sessionId: string): Promise<SessionUser | null> {
  const [row] = await sessionVersion(db).execute({ userId, sessionId });
  if (!row) return null;
  const known = await knownUser(db, userId, row.version);
  return { user: { ...known.user, sessionId }, me: meNow(known) };
}

/**
 * findSessionUser with the specbook `specbookId` read in the same statement; the specbook is
 * answered only when the user may work on it (their account's, any for a platform admin), so
 * that `requireSpecbook` can take it as read (anything else it reads and answers 404 itself).
 */
export async function findSessionUserWithSpecbook(
  db: Db,
  userId: number,
  sessionId: string,
  specbookId: number,
): Promise<SessionUser | null> {
  const [row] = await sessionVersionWithSpecbook(db).execute({ userId, sessionId, specbookId });
  if (!row) return null;
  const known = await knownUser(db, userId, row.version);
  const user: AuthUser = { ...known.user, sessionId };
  const { specbook } = row;
  return specbook !== null && mayWorkOn(user, specbook.accountId) ? { user, me: meNow(known), specbook } : { user, me: meNow(known) };
}

/** May `user` work on a specbook of this account (null: no such specbook)? Their account's, any for a platform admin. */
function mayWorkOn(user: AuthUser, specbookAccountId: number | null): boolean {
  return specbookAccountId !== null && (specbookAccountId === user.accountId || user.isPlatformAdmin);
}

/**
 * findSessionUser with the version of the answers of the specbook `specbookId` read in the same
 * statement (docs/decisions/047), answered only when the user may work on the specbook (their
 * account's, any for a platform admin).
 */
export async function findSessionUserWithSpecbookVersion(
  db: Db,
  userId: number,
  sessionId: string,
  specbookId: number,
): Promise<SessionUser | null> {
  const [row] = await sessionVersionWithSpecbookVersion(db).execute({ userId, sessionId, specbookId });
  if (!row) return null;
  const known = await knownUser(db, userId, row.version);
  const user: AuthUser = { ...known.user, sessionId };
  return mayWorkOn(user, row.specbookAccountId) ? { user, me: meNow(known), specbookVersion: Number(row.specbookVersion ?? 0) } : { user, me: meNow(known) };
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
    apiKey: maskStoredKey(row.apiKey),
    specbooksApiKey: maskStoredKey(row.specbooksApiKey),
    specbooksPublicApiKey: maskStoredKey(row.specbooksPublicApiKey),
    legacyUserRoles: row.legacyUserRoles,
    legacyAddress: row.legacyAddress,
    googleAnalytics: row.googleAnalytics,
    fax: row.fax,
    latitude: row.latitude,
    longitude: row.longitude,
    storeManagerName: row.storeManagerName,
    storeManagerEmail: row.storeManagerEmail,
    wishlistProfileID: row.wishlistProfileId,
    webOrderProfileID: row.webOrderProfileId,
    hiveOrderProfileID: row.hiveOrderProfileId,
    importType: row.importType,
    integrationData: row.integrationData,
    integrationCustomerSearch: row.integrationCustomerSearch,
    theme: row.theme,
    locale: toLocale(row.locale),
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
    lastPasswordResetDateTime: row.lastPasswordResetAt?.toISOString() ?? null,
  };
}

/** A user with their advanced (pricing) access: what /me and the login answer. */
export async function getUserWithAccess(db: Db, userId: number): Promise<TMe> {
  const user = await getUserById(db, userId);
  const advancedAccess = await advancedAccessOf(db, { id: user.id, accountId: user.accountID, features: user.features });
  return { ...user, advancedAccess };
}

/** The current user with their advanced access (GET /api/v4/user/me). */
export async function getMe(ctx: ServiceContext): Promise<TMe> {
  const [user, advancedAccess] = await Promise.all([getUserById(ctx.db, ctx.user.id), advancedAccessOf(ctx.db, ctx.user)]);
  return { ...user, advancedAccess };
}
