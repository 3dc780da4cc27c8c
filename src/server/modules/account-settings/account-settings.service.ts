import { and, eq, inArray, sql } from 'drizzle-orm';
import { accountSettings } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { pathUser } from '#server/modules/notifications/scope';
import { resolveAccountSettings, type AccountSettingView } from '#shared/lib/account-settings';
import type { TAccountSettingsPatch } from '#shared/schemas/account-settings';

async function readSettings(ctx: ServiceContext, accountId: number): Promise<AccountSettingView[]> {
  const rows = await ctx.db
    .select({ key: accountSettings.key, value: accountSettings.value })
    .from(accountSettings)
    .where(eq(accountSettings.accountId, accountId));
  return resolveAccountSettings(Object.fromEntries(rows.map((r) => [r.key, r.value])));
}

/** Every account setting of the path user's account: stored value (or null), default, effective value. */
export async function getAccountSettings(ctx: ServiceContext, userIdParam: string): Promise<AccountSettingView[]> {
  const owner = await pathUser(ctx, userIdParam);
  return readSettings(ctx, owner.accountId);
}

/**
 * Stores the given settings (already checked and turned into strings by the shared schema);
 * null removes a stored value so the default applies again. Answers every setting.
 */
export async function patchAccountSettings(
  ctx: ServiceContext,
  userIdParam: string,
  patch: TAccountSettingsPatch,
): Promise<AccountSettingView[]> {
  const owner = await pathUser(ctx, userIdParam);
  const entries = Object.entries(patch);
  const upserts = entries.flatMap(([key, value]) => (value === null || value === undefined ? [] : [{ key, value }]));
  const resets = entries.flatMap(([key, value]) => (value === null || value === undefined ? [key] : []));
  await ctx.db.transaction(async (tx) => {
    if (upserts.length > 0) {
      await tx
        .insert(accountSettings)
        .values(upserts.map((u) => ({ accountId: owner.accountId, ...u })))
        .onConflictDoUpdate({
          target: [accountSettings.accountId, accountSettings.key],
          set: { value: sql`excluded.value`, updatedAt: sql`now()` },
        });
    }
    if (resets.length > 0) {
      await tx.delete(accountSettings).where(and(eq(accountSettings.accountId, owner.accountId), inArray(accountSettings.key, resets)));
    }
  });
  return readSettings(ctx, owner.accountId);
}
