/**
 * Extraction quota per account, engine and calendar month (docs/decisions/057): one unit is
 * reserved in the transaction that records an extraction (`update … where used < limit`, so two
 * requests racing for the last unit cannot both get it) and released when the extraction fails.
 * The limit is the account's plan (aipq_quota_limits, set by a platform admin), else AIPQ_QUOTA_LIMITS.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { aipqQuotaLimits, aipqQuotas } from '#server/db/schema/index';
import { UnprocessableError } from '#server/lib/http/errors';
import { AIPQ_MESSAGES as M, AIPQ_QUOTA_LIMITS, type TAipqEngine } from '#shared/lib/aipq';
import type { TAipqQuota } from '#shared/schemas/aipq';

/** The quota period of a moment: its UTC calendar month, 'YYYY-MM'. */
export function quotaPeriodOf(moment: Date = new Date()): string {
  return moment.toISOString().slice(0, 7);
}

/** The extractions an account may start per month with an engine: its plan's limit, else AIPQ_QUOTA_LIMITS (SQL, read in the statement that uses it). */
function quotaLimitOf(accountId: number, engine: TAipqEngine): SQL<number> {
  return sql<number>`coalesce((select ${aipqQuotaLimits.monthlyLimit} from ${aipqQuotaLimits}
    where ${aipqQuotaLimits.accountId} = ${accountId} and ${aipqQuotaLimits.engine} = ${engine}), ${AIPQ_QUOTA_LIMITS[engine]})::int`;
}

function quotaRow(accountId: number, engine: TAipqEngine, period: string) {
  return and(eq(aipqQuotas.accountId, accountId), eq(aipqQuotas.engine, engine), eq(aipqQuotas.period, period));
}

/**
 * Reserves one extraction of `engine` for the account in `period`, inside the caller's transaction.
 * @throws UnprocessableError (422) 'The extraction quota for this engine is used up for this month.'
 */
export async function reserveQuota(tx: Tx, accountId: number, engine: TAipqEngine, period: string): Promise<void> {
  await tx.insert(aipqQuotas).values({ accountId, engine, period, used: 0 }).onConflictDoNothing();
  const reserved = await tx
    .update(aipqQuotas)
    .set({ used: sql`${aipqQuotas.used} + 1`, updatedAt: sql`now()` })
    .where(and(quotaRow(accountId, engine, period), sql`${aipqQuotas.used} < ${quotaLimitOf(accountId, engine)}`))
    .returning({ used: aipqQuotas.used });
  if (reserved.length === 0) throw new UnprocessableError(M.quotaExhausted);
}

/** Gives back one unit reserved in `period` (a failed extraction), inside the caller's transaction. */
export async function releaseQuota(tx: Tx, accountId: number, engine: TAipqEngine, period: string): Promise<void> {
  await tx
    .update(aipqQuotas)
    .set({ used: sql`greatest(${aipqQuotas.used} - 1, 0)`, updatedAt: sql`now()` })
    .where(quotaRow(accountId, engine, period));
}

/** The account's quota of an engine this month: limit, used, remaining. */
export async function readQuota(db: Pick<Db, 'execute'>, accountId: number, engine: TAipqEngine): Promise<TAipqQuota> {
  const period = quotaPeriodOf();
  const found = await db.execute<{ monthly_limit: number; used: number }>(sql`
    select ${quotaLimitOf(accountId, engine)} as monthly_limit,
           coalesce((select ${aipqQuotas.used} from ${aipqQuotas} where ${quotaRow(accountId, engine, period)}), 0)::int as used`);
  const limit = found.rows[0]?.monthly_limit ?? AIPQ_QUOTA_LIMITS[engine];
  const used = found.rows[0]?.used ?? 0;
  return { engine, limit, used, remaining: Math.max(limit - used, 0), period };
}
