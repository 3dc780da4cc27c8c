/**
 * Platform admins set an account's plan: its monthly AI PDF-quote extractions per engine
 * (aipq_quota_limits; docs/decisions/057). An engine without a plan limit uses AIPQ_QUOTA_LIMITS.
 * The quota (modules/aipq/aipq-quota.service.ts) reads the limit in the statement that reserves a unit.
 */
import { and, eq } from 'drizzle-orm';
import { accounts, aipqQuotaLimits } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { requirePlatformAdmin } from '#server/lib/platform-admin';
import { ACCESS_ADMIN_MESSAGES as M } from '#shared/lib/access-admin-messages';
import { AIPQ_ENGINES, AIPQ_QUOTA_LIMITS } from '#shared/lib/aipq';
import type { TAccountAipqQuotas, TAipqQuotaLimit } from '#shared/schemas/access-admin';

type Reader = Pick<ServiceContext['db'], 'select'>;

async function readAccountQuotas(db: Reader, accountId: number): Promise<TAccountAipqQuotas> {
  const [account] = await db.select({ id: accounts.id, name: accounts.name }).from(accounts).where(eq(accounts.id, accountId));
  if (!account) throw new NotFoundError(M.accountNotFound);
  const limits = await db
    .select({ engine: aipqQuotaLimits.engine, monthlyLimit: aipqQuotaLimits.monthlyLimit })
    .from(aipqQuotaLimits)
    .where(eq(aipqQuotaLimits.accountId, accountId));
  const planned = new Map(limits.map((l) => [l.engine, l.monthlyLimit]));
  return {
    accountId: account.id,
    accountName: account.name,
    quotas: AIPQ_ENGINES.map((engine) => ({ engine, monthlyLimit: planned.get(engine) ?? null, defaultLimit: AIPQ_QUOTA_LIMITS[engine] })),
  };
}

/**
 * GET {u}/admin/accounts/{accountId}/aipq-quota: every engine's monthly limit of the account (null = the default).
 * @throws ForbiddenError for anyone but a platform admin; NotFoundError for an unknown account.
 */
export async function getAccountAipqQuotas(ctx: ServiceContext, accountId: number): Promise<TAccountAipqQuotas> {
  requirePlatformAdmin(ctx.user);
  return readAccountQuotas(ctx.db, accountId);
}

/**
 * PUT {u}/admin/accounts/{accountId}/aipq-quota: sets one engine's monthly limit of the account's
 * plan, or removes it (null: the default applies again). Extractions already used this month stay used.
 * @throws ForbiddenError for anyone but a platform admin; NotFoundError for an unknown account.
 */
export async function setAccountAipqQuota(ctx: ServiceContext, accountId: number, input: TAipqQuotaLimit): Promise<TAccountAipqQuotas> {
  requirePlatformAdmin(ctx.user);
  return ctx.db.transaction(async (tx) => {
    const [account] = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId));
    if (!account) throw new NotFoundError(M.accountNotFound);
    if (input.monthlyLimit === null) {
      await tx.delete(aipqQuotaLimits).where(and(eq(aipqQuotaLimits.accountId, accountId), eq(aipqQuotaLimits.engine, input.engine)));
    } else {
      const values = { monthlyLimit: input.monthlyLimit, updatedBy: ctx.user.id, updatedAt: new Date() };
      await tx
        .insert(aipqQuotaLimits)
        .values({ accountId, engine: input.engine, ...values })
        .onConflictDoUpdate({ target: [aipqQuotaLimits.accountId, aipqQuotaLimits.engine], set: values });
    }
    return readAccountQuotas(tx, accountId);
  });
}
