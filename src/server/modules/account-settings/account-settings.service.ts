import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { accountSettings } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { pathUser } from '#server/modules/notifications/scope';
import { resolveAccountSettings, type AccountSettingView } from '#shared/lib/account-settings';
import type { TAccountSettingsPatch } from '#shared/schemas/account-settings';

/** What reads and writes settings: the database or a transaction. */
export type SettingsRunner = Pick<Db, 'select' | 'insert' | 'delete'>;

/** Every setting of an account with its stored value (or null), default and effective value. */
export async function readAccountSettings(db: Pick<Db, 'select'>, accountId: number): Promise<AccountSettingView[]> {
  const rows = await db
    .select({ key: accountSettings.key, value: accountSettings.value })
    .from(accountSettings)
    .where(eq(accountSettings.accountId, accountId));
  return resolveAccountSettings(Object.fromEntries(rows.map((r) => [r.key, r.value])));
}

/**
 * Stores checked settings of an account (values already strings); null removes a stored value
 * so the default applies again. Run it inside the caller's transaction.
 */
export async function storeAccountSettings(tx: SettingsRunner, accountId: number, patch: TAccountSettingsPatch): Promise<void> {
  const entries = Object.entries(patch);
  const upserts = entries.flatMap(([key, value]) => (value === null || value === undefined ? [] : [{ key, value }]));
  const resets = entries.flatMap(([key, value]) => (value === null || value === undefined ? [key] : []));
  if (upserts.length > 0) {
    await tx
      .insert(accountSettings)
      .values(upserts.map((u) => ({ accountId, ...u })))
      .onConflictDoUpdate({
        target: [accountSettings.accountId, accountSettings.key],
        set: { value: sql`excluded.value`, updatedAt: sql`now()` },
      });
  }
  if (resets.length > 0) {
    await tx.delete(accountSettings).where(and(eq(accountSettings.accountId, accountId), inArray(accountSettings.key, resets)));
  }
}

/** Every account setting of the path user's account: stored value (or null), default, effective value. */
export async function getAccountSettings(ctx: ServiceContext, userIdParam: string): Promise<AccountSettingView[]> {
  const owner = await pathUser(ctx, userIdParam);
  return readAccountSettings(ctx.db, owner.accountId);
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
  await ctx.db.transaction((tx) => storeAccountSettings(tx, owner.accountId, patch));
  return readAccountSettings(ctx.db, owner.accountId);
}
