/**
 * Which cart is open, and making one (spec/business-records.md §4 "Cart"; docs/decisions/056).
 * The open cart of a user is the oldest-updated specbook the user made under the account's cart
 * profile that is open (status 'open', not archived) and was never ordered (no purchase order made
 * from it, no marketplace order placed from it). None → a new one: 'Cart' renamed "Cart #{id}",
 * with the room 'Default Category', made in one transaction serialised per user.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client';
import { categories, profiles, specbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { specialProfile } from '#server/modules/profiles/special-profile';
import { CART_DEFAULT_CATEGORY, CART_DEFAULT_NAME, CART_PROFILE, cartName } from '#shared/lib/specmarket';
import type { CartRow } from './cart-access';

type Reader = Pick<Db, 'select'>;

/** The cart's room: its id and name. */
export interface CartRoom {
  id: number;
  name: string;
}

/** The account's cart profile (the oldest of type 'cart'), as a subquery. */
function cartProfileId(accountId: number) {
  return sql`(select ${profiles.id} from ${profiles} where ${profiles.accountId} = ${accountId} and ${profiles.type} = ${CART_PROFILE.type} order by ${profiles.id} limit 1)`;
}

/** "Never ordered": no purchase order was made from the specbook and no marketplace order placed from it. */
export const NEVER_ORDERED = sql`not exists (select 1 from purchase_orders po where po.source_specbook_id = ${specbooks.id})
  and not exists (select 1 from specmarket_orders so where so.cart_specbook_id = ${specbooks.id})`;

/** The caller's open cart (see the module comment), if there is one. */
export async function findOpenCart(db: Reader, ctx: ServiceContext): Promise<CartRow | undefined> {
  const [row] = await db
    .select()
    .from(specbooks)
    .where(
      and(
        eq(specbooks.accountId, ctx.user.accountId),
        eq(specbooks.userId, ctx.user.id),
        sql`${specbooks.profileId} = ${cartProfileId(ctx.user.accountId)}`,
        eq(specbooks.status, 'open'),
        eq(specbooks.archived, false),
        NEVER_ORDERED,
      ),
    )
    .orderBy(asc(specbooks.updatedAt), asc(specbooks.id))
    .limit(1);
  return row;
}

/** Whether the cart has been ordered (its items can no longer change). */
export async function isOrdered(db: Reader, cart: CartRow): Promise<boolean> {
  const [row] = await db
    .select({ ordered: sql<boolean>`not (${NEVER_ORDERED})` })
    .from(specbooks)
    .where(eq(specbooks.id, cart.id));
  return row?.ordered ?? false;
}

/** Appends the room 'Default Category' to the cart. */
async function insertCartRoom(tx: Tx, cart: Pick<CartRow, 'id' | 'accountId'>): Promise<CartRoom> {
  const [created] = await tx
    .insert(categories)
    .values({
      accountId: cart.accountId,
      specbookId: cart.id,
      name: CART_DEFAULT_CATEGORY,
      sortOrder: sql`(select coalesce(max(c.sort_order) + 1, 0) from categories c where c.specbook_id = ${cart.id})`,
    })
    .returning({ id: categories.id, name: categories.name });
  return created!;
}

/** A new cart of the caller under the cart profile: 'Cart', renamed "Cart #{id}", with its room (§4 steps 1–3). */
async function createCart(tx: Tx, ctx: ServiceContext, profileId: number): Promise<CartRow> {
  const [created] = await tx
    .insert(specbooks)
    .values({ accountId: ctx.user.accountId, userId: ctx.user.id, profileId, name: CART_DEFAULT_NAME })
    .returning({ id: specbooks.id });
  const [renamed] = await tx
    .update(specbooks)
    .set({ name: cartName(CART_DEFAULT_NAME, created!.id) })
    .where(eq(specbooks.id, created!.id))
    .returning();
  await insertCartRoom(tx, renamed!);
  return renamed!;
}

/**
 * The caller's open cart, made when there is none. Two first calls at once make one cart: the
 * making runs under the cart profile's lock (held to the end of the transaction) and looks again under it.
 */
export async function openCart(ctx: ServiceContext): Promise<CartRow> {
  const found = await findOpenCart(ctx.db, ctx);
  if (found) return found;
  return ctx.db.transaction(async (tx) => {
    // The profile's lock (per account) is held to the end of the transaction: carts are made one at a time.
    const profileId = await specialProfile(tx, ctx, ctx.user.accountId, CART_PROFILE);
    return (await findOpenCart(tx, ctx)) ?? createCart(tx, ctx, profileId);
  });
}

/** The cart's room 'Default Category' (the first of that name), if it has one. */
async function findCartRoom(db: Reader, cart: CartRow): Promise<CartRoom | undefined> {
  const [room] = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(and(eq(categories.specbookId, cart.id), eq(categories.accountId, cart.accountId), eq(categories.name, CART_DEFAULT_CATEGORY)))
    .orderBy(asc(categories.sortOrder), asc(categories.id))
    .limit(1);
  return room;
}

/**
 * The cart's room 'Default Category', made again (at the end) when the user deleted it. Inside
 * `tx` the cart row is locked first, so that two calls make one room.
 */
export async function cartRoomIn(tx: Tx, cart: CartRow): Promise<CartRoom> {
  await tx.select({ id: specbooks.id }).from(specbooks).where(eq(specbooks.id, cart.id)).for('update');
  return (await findCartRoom(tx, cart)) ?? insertCartRoom(tx, cart);
}

/** The cart's room, read, or made in a transaction of its own when missing. */
export async function cartRoom(ctx: ServiceContext, cart: CartRow): Promise<CartRoom> {
  return (await findCartRoom(ctx.db, cart)) ?? ctx.db.transaction((tx) => cartRoomIn(tx, cart));
}
