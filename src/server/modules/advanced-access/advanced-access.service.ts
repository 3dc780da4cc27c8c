import { hash, verify } from '@node-rs/argon2';
import { eq, sql, type SQLWrapper } from 'drizzle-orm';
import { accounts, accountSettings, advancedAccessGrants } from '#server/db/schema/index';
import type { Db } from '#server/db/client';
import { preparedQuery } from '#server/db/prepared';
import type { AuthUser, ServiceContext } from '#server/lib/context';
import { ForbiddenError } from '#server/lib/http/errors';
import { pathUser } from '#server/modules/notifications/scope';
import { effectiveValue, isSettingOn } from '#shared/lib/account-settings';
import { ADVANCED_ACCESS_MESSAGES as M } from '#shared/lib/advanced-access-messages';
import type { TAccessCodeResult, TAdvancedAccess } from '#shared/schemas/advanced-access';

/** The user feature flag that skips the access code (spec/workspace.md §6). */
const BYPASS_FLAG = 'advancedPricing.bypassAccessCode';
/** The account setting that skips the access code for everyone in the account (default on). */
const BYPASS_SETTING = 'management.bypass_advanced_access';

const NONE: TAdvancedAccess = { granted: false, via: null, expiresAt: null };

/** What advanced access is decided from, besides the user's feature flags. */
export interface AccessFacts {
  /** The account's stored management.bypass_advanced_access (null: the default). */
  bypassSetting: string | null;
  /** When the user's latest live access-code grant ends (null: none). */
  grantExpiresAt: Date | null;
}

/**
 * The columns that read AccessFacts for the user `userId` of the account `accountId` (columns
 * or placeholders of the query they are selected in), as scalar subqueries: the user cache of
 * users.service selects them with the user, advancedAccessOf on its own. The tables read here are
 * watched by the auth version triggers of migration 0022 (docs/decisions/046).
 */
export function accessFactColumns(userId: SQLWrapper, accountId: SQLWrapper) {
  return {
    bypassSetting: sql<string | null>`(select ${accountSettings.value} from ${accountSettings}
      where ${accountSettings.accountId} = ${accountId} and ${accountSettings.key} = ${BYPASS_SETTING})`,
    grantExpiresAt: sql<Date | null>`(select max(${advancedAccessGrants.expiresAt}) from ${advancedAccessGrants}
      where ${advancedAccessGrants.userId} = ${userId} and ${advancedAccessGrants.accountId} = ${accountId}
        and ${advancedAccessGrants.expiresAt} > now())`.mapWith(advancedAccessGrants.expiresAt),
  };
}

/**
 * AccessFacts of one user in one prepared statement. The subqueries use the placeholders, not
 * `accounts.id`, which Drizzle leaves unqualified in a one-table select.
 */
const accessFactsOfUser = preparedQuery((db) =>
  db
    .select(accessFactColumns(sql.placeholder('userId'), sql.placeholder('accountId')))
    .from(accounts)
    .where(eq(accounts.id, sql.placeholder('accountId')))
    .prepare('advanced_access_of'),
);

/**
 * Advanced access from the user's flags and the AccessFacts: the feature flag
 * advancedPricing.bypassAccessCode, the account setting management.bypass_advanced_access
 * (effective value, default on), or a valid access code checked less than a day ago.
 */
export function accessFrom(features: readonly string[], facts: AccessFacts | undefined): TAdvancedAccess {
  if (features.includes(BYPASS_FLAG)) return { granted: true, via: 'flag', expiresAt: null };
  if (isSettingOn(effectiveValue(BYPASS_SETTING, facts?.bypassSetting))) return { granted: true, via: 'setting', expiresAt: null };
  if (facts?.grantExpiresAt) return { granted: true, via: 'code', expiresAt: facts.grantExpiresAt.toISOString() };
  return NONE;
}

/** Does the signed-in user have advanced (pricing) access, and how (see accessFrom). */
export async function advancedAccessOf(db: Db, user: Pick<AuthUser, 'id' | 'accountId' | 'features'>): Promise<TAdvancedAccess> {
  if (user.features.includes(BYPASS_FLAG)) return accessFrom(user.features, undefined);
  const [facts] = await accessFactsOfUser(db).execute({ accountId: user.accountId, userId: user.id });
  return accessFrom(user.features, facts);
}

/**
 * Refuses an advanced-pricing edit without advanced access. Call it after the record was
 * found (another tenant's record answers 404 first).
 * @throws ForbiddenError (403) 'Advanced pricing needs the access code.'
 */
export async function requireAdvancedAccess(ctx: ServiceContext): Promise<void> {
  if (!(await advancedAccessOf(ctx.db, ctx.user)).granted) throw new ForbiddenError(M.forbidden);
}

/**
 * POST {u}/access-code: checks a code against the account's; a valid one grants the path's user
 * advanced access for 1 day (renewing an earlier grant). A wrong code, or an account without a
 * code, answers accessCodeValid false.
 */
export async function checkAccessCode(ctx: ServiceContext, userIdParam: string, code: string): Promise<TAccessCodeResult> {
  const owner = await pathUser(ctx, userIdParam);
  const [account] = await ctx.db.select({ hash: accounts.accessCodeHash }).from(accounts).where(eq(accounts.id, owner.accountId));
  const valid = account?.hash ? await verify(account.hash, code.trim()) : false;
  if (!valid) return { accessCodeValid: false, expiresAt: null };
  const [grant] = await ctx.db
    .insert(advancedAccessGrants)
    .values({ userId: owner.id, accountId: owner.accountId, expiresAt: sql`now() + interval '1 day'` })
    .onConflictDoUpdate({
      target: advancedAccessGrants.userId,
      set: { accountId: owner.accountId, expiresAt: sql`now() + interval '1 day'`, createdAt: sql`now()` },
    })
    .returning({ expiresAt: advancedAccessGrants.expiresAt });
  return { accessCodeValid: true, expiresAt: grant!.expiresAt.toISOString() };
}

/**
 * PUT / DELETE {u}/account/access-code: sets (stored as an argon2id hash) or clears the account's
 * access code. Either way the account's earlier code grants end.
 */
export async function setAccessCode(ctx: ServiceContext, userIdParam: string, code: string | null): Promise<{ hasAccessCode: boolean }> {
  const owner = await pathUser(ctx, userIdParam);
  const accessCodeHash = code === null ? null : await hash(code);
  await ctx.db.transaction(async (tx) => {
    await tx.update(accounts).set({ accessCodeHash, updatedAt: sql`now()` }).where(eq(accounts.id, owner.accountId));
    await tx.delete(advancedAccessGrants).where(eq(advancedAccessGrants.accountId, owner.accountId));
  });
  return { hasAccessCode: code !== null };
}
