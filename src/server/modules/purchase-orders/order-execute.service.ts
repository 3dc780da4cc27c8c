/**
 * POST {u}/specbook/{id}/purchaseorders (spec/business-records.md §7 "execute"; docs/decisions/054):
 * one seller's purchase order, made in one transaction as a specbook under the account's
 * 'Purchase Orders' profile with copies of the ordered specs, and a purchase_orders row; the
 * source specs move on to 'ordered'. The route honours an Idempotency-Key (config.idempotent).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { categories, purchaseOrders, specbooks, specSpecbooks, statusLog } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { UnprocessableError } from '#server/lib/http/errors';
import { copyOf, insertCopies } from '#server/modules/spec-specbooks/copy';
import { changeStatus } from '#server/modules/spec-specbooks/status-change';
import { specialProfile } from '#server/modules/profiles/special-profile';
import type { SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { fromCents, toCents } from '#shared/lib/money';
import { PURCHASE_ORDER_MESSAGES as M, type TPurchaseOrderStatus } from '#shared/lib/purchase-orders';
import type { TShippingMethod } from '#shared/lib/shipping-messages';
import { lifecycleRank } from '#shared/lib/statuses';
import type { TExecutePurchaseOrder, TSpecbookPurchaseOrder } from '#shared/schemas/purchase-order';
import { chosenLines } from './order-calculate.service';
import { indexOffers, offerOf, unitPrice } from './order-calculation';
import { loadOffers, type OrderSourceLine } from './order-sources';
import { requireOrderSeller, type SellerRow } from './purchase-order-access';
import { getPurchaseOrder } from './purchase-orders.service';

/** The account's special profile of purchase orders (§3 "Profile" types). */
const PROFILE = { type: 'purchase_order', name: 'Purchase Orders' } as const;
/** The status of a new purchase order, and of the specs it orders (copies and sources). */
const NEW_ORDER_STATUS: TPurchaseOrderStatus = 'ready_to_order';
const ORDERED = 'ordered';

/** The order's specbook, named "{source name} #{id}" unless a name is given; customer and addresses as the source's (its Ship To). */
async function insertOrderSpecbook(tx: Tx, ctx: ServiceContext, source: SpecbookRow, seller: SellerRow, options: { name?: string; shippingCalculation: boolean }): Promise<number> {
  const profileId = await specialProfile(tx, ctx, source.accountId, PROFILE);
  const [created] = await tx
    .insert(specbooks)
    .values({
      accountId: source.accountId,
      userId: ctx.user.id,
      profileId,
      name: options.name ?? source.name,
      status: NEW_ORDER_STATUS,
      paymentTerms: seller.paymentTerms,
      shippingCalculation: options.shippingCalculation,
      customerId: source.customerId,
      shippingAddressId: source.shippingAddressId,
      billingAddressId: source.billingAddressId,
    })
    .returning({ id: specbooks.id });
  const id = created!.id;
  if (options.name === undefined) await tx.update(specbooks).set({ name: `${source.name} #${id}` }).where(eq(specbooks.id, id));
  return id;
}

/** Rooms of the same names, in the source's order, for the lines' rooms; answers source room → new room. */
async function copyRooms(tx: Tx, source: SpecbookRow, orderId: number, lines: readonly OrderSourceLine[]): Promise<Map<number, number>> {
  const roomIds = [...new Set(lines.map((line) => line.categoryId).filter((id): id is number => id !== null))];
  if (roomIds.length === 0) return new Map();
  const rooms = await tx.select().from(categories).where(and(eq(categories.specbookId, source.id), inArray(categories.id, roomIds))).orderBy(categories.sortOrder, categories.id);
  const created = await tx
    .insert(categories)
    .values(rooms.map((room, index) => ({ accountId: source.accountId, specbookId: orderId, name: room.name, note: room.note, sortOrder: index })))
    .returning({ id: categories.id });
  return new Map(rooms.map((room, index) => [room.id, created[index]!.id]));
}

/**
 * Copies the lines into the order at the seller's unit prices (sale = cost = unit, list as the
 * source's), status 'ordered', logged; with `shippingMethod` every copy ships that way.
 */
async function copyLines(
  tx: Tx,
  ctx: ServiceContext,
  source: SpecbookRow,
  orderId: number,
  seller: SellerRow,
  lines: readonly OrderSourceLine[],
  shippingMethod: TShippingMethod | undefined,
): Promise<void> {
  const rooms = await copyRooms(tx, source, orderId, lines);
  const offers = indexOffers(await loadOffers(tx, source.accountId, lines.map((line) => line.specId)));
  const rows = await tx.select().from(specSpecbooks).where(inArray(specSpecbooks.id, lines.map((line) => line.joinId)));
  const rowOf = new Map(rows.map((row) => [row.id, row]));
  const values = lines.map((line, index) => {
    const unit = unitPrice(line, offerOf(offers, seller.id, line.specId));
    return copyOf(rowOf.get(line.joinId)!, {
      specbookId: orderId,
      categoryId: line.categoryId === null ? null : (rooms.get(line.categoryId) ?? null),
      sortOrder: index,
      status: ORDERED,
      listPrice: line.listPrice,
      salePrice: unit,
      cost: unit,
      multiplier: null,
      profitMargin: null,
      isOptional: false,
      ...(shippingMethod === undefined ? {} : { shippingMethod }),
    });
  });
  const ids = await insertCopies(tx, values);
  await tx.insert(statusLog).values(ids.map((id) => ({ accountId: source.accountId, specSpecbookId: id, status: ORDERED, email: ctx.user.email })));
}

/** Shipping the order adds: the lines' shipping cost per unit × quantity when calculated. */
function shippingOf(lines: readonly OrderSourceLine[], calculated: boolean): string {
  return fromCents(calculated ? lines.reduce((sum, line) => sum + toCents(line.shippingCost) * line.quantity, 0) : 0);
}

/** How a purchase order is executed beyond its lines and seller. */
export interface ExecuteOptions {
  /** The order's name; default "{source name} #{id}". */
  name?: string;
  shippingCalculation: boolean;
  /** The Specmarket order it belongs to (purchase_orders.order_id). */
  specmarketOrderId?: number;
  /** How the seller ships it (purchase_orders.shipping_method and every copied spec's). */
  shippingMethod?: TShippingMethod;
}

/**
 * Executes one seller's purchase order of `lines` (specs of `specbook`) inside `tx`: the order's
 * specbook with copies of the lines at the seller's prices, the purchase_orders row, and the
 * source lines moved on to 'ordered'. Answers the purchase order's id (its specbook's).
 */
export async function executePurchaseOrderIn(tx: Tx, ctx: ServiceContext, specbook: SpecbookRow, lines: readonly OrderSourceLine[], seller: SellerRow, options: ExecuteOptions): Promise<number> {
  const orderId = await insertOrderSpecbook(tx, ctx, specbook, seller, { name: options.name, shippingCalculation: options.shippingCalculation });
  await copyLines(tx, ctx, specbook, orderId, seller, lines, options.shippingMethod);
  await tx.insert(purchaseOrders).values({
    specbookId: orderId,
    accountId: specbook.accountId,
    sourceSpecbookId: specbook.id,
    sellerId: seller.id,
    userId: ctx.user.id,
    shippingCost: shippingOf(lines, options.shippingCalculation),
    shippingCalculation: options.shippingCalculation,
    orderId: options.specmarketOrderId ?? null,
    shippingMethod: options.shippingMethod ?? null,
  });
  const before = lines.filter((line) => lifecycleRank(line.status) < lifecycleRank(ORDERED)).map((line) => line.joinId);
  await changeStatus(tx, ctx, specbook, before, ORDERED);
  return orderId;
}

/**
 * Executes one seller's purchase order of the chosen specs it is given.
 * @throws ValidationError nothingSelected when the filter chooses no orderable spec;
 *   NotFoundError for another account's specbook or seller; UnprocessableError sellerHasNoSpecs
 *   when none of the seller's specs is chosen, ownStockSeller for the account's own stock.
 */
export async function executePurchaseOrder(ctx: ServiceContext, specbookId: number, input: TExecutePurchaseOrder['PurchaseOrder']): Promise<TSpecbookPurchaseOrder> {
  const id = await ctx.db.transaction(async (tx) => {
    const { specbook, chosen } = await chosenLines(ctx, tx, specbookId, input.filter);
    const wanted = input.sellers[0]!;
    const seller = await requireOrderSeller(tx, specbook.accountId, wanted.id);
    const ids = new Set(wanted.specs);
    const lines = chosen.filter((line) => ids.has(line.joinId));
    if (lines.length === 0) throw new UnprocessableError(M.sellerHasNoSpecs);
    return executePurchaseOrderIn(tx, ctx, specbook, lines, seller, { name: input.name, shippingCalculation: input.shippingCalculation ?? specbook.shippingCalculation });
  });
  return getPurchaseOrder(ctx, id);
}
