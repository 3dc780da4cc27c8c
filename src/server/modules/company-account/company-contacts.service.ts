/** The company account's manager, accounting and purchasing contacts (spec §3, §5, §7 "Company account"). */
import { and, eq, sql } from 'drizzle-orm';
import { accountContacts } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { pathUser } from '#server/modules/notifications/scope';
import type { TContactKind } from '#shared/lib/company-messages';
import type { TAccountContact, TContactReplace } from '#shared/schemas/company-account';

type ContactRow = typeof accountContacts.$inferSelect;

/** The API shape of a contact. */
export function toContact(row: ContactRow): TAccountContact {
  return {
    id: row.id,
    kind: row.kind as TContactKind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The path user's account's contact of `kind`, or null when none is set. */
export async function getContact(ctx: ServiceContext, userIdParam: string, kind: TContactKind): Promise<TAccountContact | null> {
  const owner = await pathUser(ctx, userIdParam);
  const [row] = await ctx.db
    .select()
    .from(accountContacts)
    .where(and(eq(accountContacts.accountId, owner.accountId), eq(accountContacts.kind, kind)));
  return row ? toContact(row) : null;
}

/** Replaces the contact of `kind` (PUT {u}/account/{kind}, replaceAccountRequest.Contact); answers it. */
export async function replaceContact(
  ctx: ServiceContext,
  userIdParam: string,
  kind: TContactKind,
  input: TContactReplace,
): Promise<TAccountContact> {
  const owner = await pathUser(ctx, userIdParam);
  const values = { name: input.name ?? null, email: input.email, phone: input.phone ?? null };
  const [row] = await ctx.db
    .insert(accountContacts)
    .values({ accountId: owner.accountId, kind, ...values })
    .onConflictDoUpdate({ target: [accountContacts.accountId, accountContacts.kind], set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return toContact(row!);
}
