/**
 * The cart (spec/business-records.md §2 "Cart drawer", §4 "Cart"; docs/decisions/056): the open
 * cart, adding a marketplace product, changing an item's quantity, removing it, renaming the
 * cart. A cart is a specbook; its items are specs in it, written under the cart's row lock with
 * the spec-specbooks placement helpers (every write bumps the specbook's versions in its transaction).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { specSpecbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ConflictError, NotFoundError, UnprocessableError, ValidationError } from '#server/lib/http/errors';
import { bestOffer } from '#server/modules/purchase-orders/order-calculation';
import { loadOffers } from '#server/modules/purchase-orders/order-sources';
import { ensureMarketplaceSellers } from './marketplace-sellers';
import { requirePlacement } from '#server/modules/spec-specbooks/copy';
import { parseId, touchSpecbook } from '#server/modules/spec-specbooks/placement';
import { catalogueValues, place, requireCatalogueSpecs } from '#server/modules/spec-specbooks/spec-specbooks.service';
import { updateSpecbook } from '#server/modules/specbooks/specbooks.service';
import { CART_QUANTITY, SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import type { TAddCartItem, TCart, TRenameCart, TUpdateCartItem } from '#shared/schemas/cart';
import { requireBuyer, requireCart, type CartRow } from './cart-access';
import { loadCart } from './cart-view';
import { cartRoomIn, isOrdered, openCart } from './open-cart';

type Reader = Parameters<typeof isOrdered>[0];

/**
 * GET {u}/cart: the caller's open cart, made when there is none (see ./open-cart.ts).
 * @throws ForbiddenError without the buyer's roles (role 11 and ROLE_SPECMARKET_BUYER).
 */
export async function getOpenCart(ctx: ServiceContext): Promise<TCart> {
  requireBuyer(ctx);
  return loadCart(ctx, await openCart(ctx));
}

/** The cart answer after a write (the row is read again: name and updatedAt may have changed). */
async function cartAfterWrite(ctx: ServiceContext, cartId: number): Promise<TCart> {
  return loadCart(ctx, await requireCart(ctx, ctx.db, cartId));
}

/**
 * A cart of the caller whose items may still change.
 * @throws ConflictError cartAlreadyOrdered once it has been ordered.
 */
async function requireChangeableCart(ctx: ServiceContext, db: Reader | Tx, cartId: number, options: { forUpdate?: boolean } = {}): Promise<CartRow> {
  const cart = await requireCart(ctx, db, cartId, options);
  if (await isOrdered(db, cart)) throw new ConflictError(M.cartAlreadyOrdered);
  return cart;
}

/** The cart's first placement of a catalogue spec, if it is in the cart already. */
async function placementOfSpec(tx: Tx, cart: CartRow, specId: number) {
  const [row] = await tx
    .select({ id: specSpecbooks.id, quantity: specSpecbooks.quantity })
    .from(specSpecbooks)
    .where(and(eq(specSpecbooks.specbookId, cart.id), eq(specSpecbooks.accountId, cart.accountId), eq(specSpecbooks.specId, specId)))
    .orderBy(asc(specSpecbooks.sortOrder), asc(specSpecbooks.id))
    .limit(1);
  return row;
}

/**
 * POST {u}/cart/{id}/items: adds a catalogue spec the caller can see and one of the account's
 * sellers offers, to the room 'Default Category' (made again if deleted), at the best offer's
 * price (sale = cost; list = the catalogue's). A spec already in the cart adds to its quantity.
 * One transaction under the cart's row lock, so that two adds of one spec sum.
 * @throws NotFoundError for another's cart or an unknown spec; UnprocessableError productNotOffered;
 *   ConflictError for an ordered cart; ValidationError quantityMax when the sum exceeds the maximum.
 */
export async function addCartItem(ctx: ServiceContext, cartId: number, input: TAddCartItem): Promise<TCart> {
  await ctx.db.transaction(async (tx) => {
    const cart = await requireChangeableCart(ctx, tx, cartId, { forUpdate: true });
    const specId = input.spec.id;
    const listPrices = await requireCatalogueSpecs(tx, cart, [specId]);
    await ensureMarketplaceSellers(tx, cart.accountId, [specId]);
    const offer = bestOffer(await loadOffers(tx, cart.accountId, [specId]), specId);
    if (!offer) throw new UnprocessableError(M.productNotOffered);
    await touchSpecbook(tx, cart.id);
    const existing = await placementOfSpec(tx, cart, specId);
    if (existing) {
      if (existing.quantity + input.quantity > CART_QUANTITY.max) throw ValidationError.field('quantity', M.quantityMax);
      await tx.update(specSpecbooks).set({ quantity: sql`${specSpecbooks.quantity} + ${input.quantity}`, updatedAt: sql`now()` }).where(eq(specSpecbooks.id, existing.id));
      return;
    }
    const room = await cartRoomIn(tx, cart);
    const values = { ...catalogueValues(cart, specId, listPrices.get(specId) ?? null), salePrice: offer.price, cost: offer.price, multiplier: null };
    await place(tx, cart, values, room.id, input.quantity, false);
  });
  return cartAfterWrite(ctx, cartId);
}

/**
 * Runs `write` on an item of the caller's cart in one transaction that holds the cart's row lock
 * (as checkout does), so no change lands on a cart once it has been ordered.
 * @throws NotFoundError for another's cart or notACartItem for an item not in it; ConflictError for an ordered cart.
 */
async function writeCartItem(ctx: ServiceContext, cartId: number, rawJoinId: string, write: (tx: Tx, joinId: number) => Promise<unknown>): Promise<TCart> {
  const joinId = parseId(rawJoinId, M.notACartItem);
  await ctx.db.transaction(async (tx) => {
    const cart = await requireChangeableCart(ctx, tx, cartId, { forUpdate: true });
    await requirePlacement(tx, cart, joinId).catch((err: unknown) => {
      throw err instanceof NotFoundError ? new NotFoundError(M.notACartItem) : err;
    });
    await touchSpecbook(tx, cart.id);
    await write(tx, joinId);
  });
  return cartAfterWrite(ctx, cartId);
}

/**
 * PATCH {u}/cart/{id}/items/{joinId}: sets the item's quantity.
 * @throws NotFoundError for another's cart or an item not in it; ConflictError for an ordered cart.
 */
export async function updateCartItem(ctx: ServiceContext, cartId: number, rawJoinId: string, input: TUpdateCartItem): Promise<TCart> {
  return writeCartItem(ctx, cartId, rawJoinId, (tx, joinId) => tx.update(specSpecbooks).set({ quantity: input.quantity, updatedAt: sql`now()` }).where(eq(specSpecbooks.id, joinId)));
}

/**
 * DELETE {u}/cart/{id}/items/{joinId}: removes the item.
 * @throws NotFoundError for another's cart or an item not in it; ConflictError for an ordered cart.
 */
export async function removeCartItem(ctx: ServiceContext, cartId: number, rawJoinId: string): Promise<TCart> {
  return writeCartItem(ctx, cartId, rawJoinId, (tx, joinId) => tx.delete(specSpecbooks).where(eq(specSpecbooks.id, joinId)));
}

/**
 * PATCH {u}/cart/{id}: renames the cart (the specbook name rules; specbooks' update).
 * @throws NotFoundError for anything but a cart of the caller.
 */
export async function renameCart(ctx: ServiceContext, cartId: number, input: TRenameCart): Promise<TCart> {
  const cart = await requireCart(ctx, ctx.db, cartId);
  await updateSpecbook(ctx, cart.id, { name: input.name });
  return cartAfterWrite(ctx, cart.id);
}
