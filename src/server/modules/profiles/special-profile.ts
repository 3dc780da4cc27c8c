/**
 * The account's special profiles (spec/business-records.md §3 "Profile" types: 'Purchase
 * Orders', 'Cart', …): found, or created on first use, one per account and type.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { profiles } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';

/** A special profile's type and the name it is created with. */
export interface SpecialProfileKind {
  type: string;
  name: string;
}

/**
 * The id of the account's profile of `kind.type` (the oldest when a user made more), created by
 * the caller when there is none. Serialised per account and type with a transaction-scoped
 * advisory lock, so that concurrent first uses make one profile.
 */
export async function specialProfile(tx: Tx, ctx: ServiceContext, accountId: number, kind: SpecialProfileKind): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`special-profile:${kind.type}`}), ${accountId})`);
  const [found] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.accountId, accountId), eq(profiles.type, kind.type)))
    .orderBy(profiles.id)
    .limit(1);
  if (found) return found.id;
  const [created] = await tx.insert(profiles).values({ accountId, userId: ctx.user.id, name: kind.name, type: kind.type }).returning({ id: profiles.id });
  return created!.id;
}
