/**
 * The company's policies (UserPolicy, spec §3 "Policy", §7 "Company account"): terms and
 * conditions and the returns policy, one of each per account, plain text (docs/decisions/021).
 */
import { and, eq, sql } from 'drizzle-orm';
import { accountPolicies } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { pathUser } from '#server/modules/notifications/scope';
import { POLICY_TYPES, type TPolicyType } from '#shared/lib/company-messages';
import type { TUserPolicy } from '#shared/schemas/company-account';

type PolicyRow = typeof accountPolicies.$inferSelect;

function toPolicy(type: TPolicyType, row: PolicyRow | undefined): TUserPolicy {
  const kind = POLICY_TYPES.find((p) => p.type === type)!.kind;
  return {
    type,
    kind,
    text: row?.text ?? null,
    createdAt: row?.createdAt.toISOString() ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
  };
}

/** Both policies of an account from its rows, terms first; one not stored has text null. */
export function policiesOf(rows: readonly PolicyRow[]): TUserPolicy[] {
  return POLICY_TYPES.map((p) => toPolicy(p.type, rows.find((r) => r.type === p.type)));
}

/** The path user's account's policy of `type` (text null when none is stored). */
export async function getPolicy(ctx: ServiceContext, userIdParam: string, type: TPolicyType): Promise<TUserPolicy> {
  const owner = await pathUser(ctx, userIdParam);
  const [row] = await ctx.db
    .select()
    .from(accountPolicies)
    .where(and(eq(accountPolicies.accountId, owner.accountId), eq(accountPolicies.type, type)));
  return toPolicy(type, row);
}

/** Sets a policy's text (null when sent empty); answers the policy. */
export async function updatePolicy(ctx: ServiceContext, userIdParam: string, type: TPolicyType, text: string | null): Promise<TUserPolicy> {
  const owner = await pathUser(ctx, userIdParam);
  const [row] = await ctx.db
    .insert(accountPolicies)
    .values({ accountId: owner.accountId, type, text })
    .onConflictDoUpdate({ target: [accountPolicies.accountId, accountPolicies.type], set: { text, updatedAt: sql`now()` } })
    .returning();
  return toPolicy(type, row);
}

/**
 * Deletes a policy.
 * @throws NotFoundError when the account has none of that type (the page ignores that 404).
 */
export async function deletePolicy(ctx: ServiceContext, userIdParam: string, type: TPolicyType): Promise<void> {
  const owner = await pathUser(ctx, userIdParam);
  const deleted = await ctx.db
    .delete(accountPolicies)
    .where(and(eq(accountPolicies.accountId, owner.accountId), eq(accountPolicies.type, type)))
    .returning({ id: accountPolicies.id });
  if (deleted.length === 0) throw new NotFoundError();
}
