import { and, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { profiles } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { compileFilter, type FilterWhitelist } from '#server/lib/http/filters';
import { resolveListOrder, type ListOrder } from '#server/modules/specbooks/list-order';
import type { TProfileType } from '#shared/lib/profile-messages';
import type { TProfile, TProfileCreate, TProfileListQuery, TProfileUpdate } from '#shared/schemas/profile';
import { containsPattern } from '#server/lib/sql-like';

type ProfileTableRow = typeof profiles.$inferSelect;

/** A profile row with the number of its specbooks. */
export type ProfileRow = ProfileTableRow & { specbookCount: number };

/** The account-wide profiles the app files specbooks under for every user (special-profile.ts): the cart's and the purchase orders'. */
const SHARED_PROFILE_TYPES: readonly TProfileType[] = ['cart', 'purchase_order'];

/**
 * The profiles a user lists: their own, and the account's cart and purchase-order profiles (the
 * oldest of each type, as specialProfile picks), which hold every user's carts and purchase
 * orders whoever of the account made them first.
 */
function ownScope(ctx: ServiceContext): SQL {
  const { accountId } = ctx.user;
  const shared = sql`${profiles.id} in (select min(p.id) from profiles p where p.account_id = ${accountId}
    and p.type in (${sql.join(SHARED_PROFILE_TYPES.map((type) => sql`${type}`), sql`, `)}) group by p.type)`;
  return and(eq(profiles.accountId, accountId), or(eq(profiles.userId, ctx.user.id), shared))!;
}

// Written out: inside a correlated subquery Drizzle would render the outer column unqualified.
const specbookCount = sql<number>`(select count(*)::int from specbooks sb where sb.profile_id = "profiles"."id")`;

/** Filterable profile fields (POST {u}/profile/filter). */
export const PROFILE_FILTERS: FilterWhitelist = {
  id: { column: profiles.id, type: 'number' },
  name: { column: profiles.name, type: 'string' },
  type: { column: profiles.type, type: 'string' },
  email: { column: profiles.email, type: 'string' },
  active: { column: profiles.active, type: 'boolean' },
  archived: { column: profiles.archived, type: 'boolean' },
  public: { column: profiles.public, type: 'boolean' },
  createdAt: { column: profiles.createdAt, type: 'date' },
  updatedAt: { column: profiles.updatedAt, type: 'date' },
};

/** Sortable profile fields; the default order is by name. */
function profileOrder(sort: unknown): ListOrder<ProfileRow> {
  return resolveListOrder<ProfileRow>(
    sort,
    {
      id: { column: profiles.id, value: (r) => r.id },
      name: { column: profiles.name, value: (r) => r.name },
      createdAt: { column: profiles.createdAt, value: (r) => r.createdAt },
      updatedAt: { column: profiles.updatedAt, value: (r) => r.updatedAt },
    },
    [{ field: 'name', direction: 'asc' }],
    'asc',
  );
}

/** What a profile list asks for. */
export interface ProfileListRequest {
  search?: string;
  filter?: unknown;
  sort?: unknown;
  cursor?: string;
  perPage: number;
}

/** A page of profiles (perPage + 1 rows, for cursorEnvelope) and the order's cursor function. */
export interface ProfilePage {
  rows: ProfileRow[];
  cursorOf: ListOrder<ProfileRow>['cursorOf'];
}

/**
 * The caller's profiles matching a search (name, e-mail or contact), a whitelisted filter and
 * a sort (default by name), keyset paginated.
 */
export async function filterProfiles(ctx: ServiceContext, request: ProfileListRequest): Promise<ProfilePage> {
  const order = profileOrder(request.sort);
  const term = request.search ? containsPattern(request.search) : undefined;
  const rows = await ctx.db
    .select({ ...profileColumns(), specbookCount })
    .from(profiles)
    .where(
      and(
        ownScope(ctx),
        term ? sql`(${ilike(profiles.name, term)} or ${ilike(profiles.email, term)} or ${ilike(profiles.contact, term)})` : undefined,
        compileFilter(request.filter, PROFILE_FILTERS),
        order.after(request.cursor),
      ),
    )
    .orderBy(...order.orderBy)
    .limit(request.perPage + 1);
  return { rows, cursorOf: order.cursorOf };
}

/** GET {u}/profile: the caller's active profiles by name (spec §7 "profiles (filtered to active)"). */
export function listProfiles(ctx: ServiceContext, query: TProfileListQuery): Promise<ProfilePage> {
  return filterProfiles(ctx, { ...query, filter: { active: true, archived: false } });
}

function profileColumns() {
  const { id, accountId, userId, name, type, email, phone, fax, address, contact, createdAt, updatedAt } = profiles;
  return { id, accountId, userId, name, type, email, phone, fax, address, contact, public: profiles.public, active: profiles.active, archived: profiles.archived, createdAt, updatedAt };
}

/** The API shape of a profile. */
export function toProfile(row: ProfileRow): TProfile {
  const created = row.createdAt.toISOString();
  const updated = row.updatedAt.toISOString();
  return {
    id: row.id,
    name: row.name,
    userID: row.userId,
    email: row.email,
    emailAddress: row.email,
    phone: row.phone,
    fax: row.fax,
    address: row.address,
    contact: row.contact,
    public: row.public,
    type: row.type,
    isPurchaseOrderProfile: row.type === 'purchase_order',
    isOrdersProfile: row.type === 'order',
    active: row.active,
    archived: row.archived,
    specbookCount: row.specbookCount,
    createdAt: created,
    updatedAt: updated,
    createDateTime: created,
    updateDateTime: updated,
  };
}

/** Loads one profile of the caller's account; 404 for a missing one or another tenant's. */
export async function getProfile(ctx: ServiceContext, profileId: number): Promise<ProfileRow> {
  if (!Number.isInteger(profileId) || profileId <= 0 || profileId > 2_147_483_647) throw new NotFoundError();
  const [row] = await ctx.db
    .select({ ...profileColumns(), specbookCount })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.accountId, ctx.user.accountId)));
  if (!row) throw new NotFoundError();
  return row;
}

/** True when the profile exists in the given account (a specbook may only point at such a profile). */
export async function profileInAccount(ctx: ServiceContext, profileId: number, accountId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.accountId, accountId)));
  return (row?.n ?? 0) > 0;
}

/** The columns a create or update writes; `emailAddress` is another name for `email`. */
function writableFields(input: TProfileCreate | TProfileUpdate) {
  const fields: Partial<typeof profiles.$inferInsert> = {};
  const email = input.email ?? input.emailAddress;
  if (input.name !== undefined) fields.name = input.name;
  if (email !== undefined) fields.email = email;
  for (const key of ['phone', 'fax', 'address', 'contact', 'public'] as const) {
    if (input[key] !== undefined) Object.assign(fields, { [key]: input[key] });
  }
  if (input.type !== undefined) fields.type = input.type;
  return fields;
}

/** POST {u}/profile: creates a profile for the caller. */
export async function createProfile(ctx: ServiceContext, input: TProfileCreate): Promise<ProfileRow> {
  const [row] = await ctx.db
    .insert(profiles)
    .values({ ...writableFields(input), name: input.name, accountId: ctx.user.accountId, userId: ctx.user.id })
    .returning({ id: profiles.id });
  return getProfile(ctx, row!.id);
}

/** PATCH {u}/profile/{id}: changes the fields sent; 404 for another tenant's profile. */
export async function updateProfile(ctx: ServiceContext, profileId: number, input: TProfileUpdate): Promise<ProfileRow> {
  await getProfile(ctx, profileId);
  const fields = writableFields(input);
  if (input.active !== undefined) fields.active = input.active;
  if (input.archived !== undefined) fields.archived = input.archived;
  if (Object.keys(fields).length > 0) {
    await ctx.db
      .update(profiles)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(profiles.id, profileId), eq(profiles.accountId, ctx.user.accountId)));
  }
  return getProfile(ctx, profileId);
}
