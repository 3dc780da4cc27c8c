/**
 * POST {u}/cart/{id}/checkout (spec/business-records.md §2 "Cart page, checkout and
 * confirmation"; docs/decisions/056): in one transaction the cart is locked, every item checked
 * against the current offers, the order recorded and one purchase order executed per seller; then
 * the card checkout is started (card) and the confirmation e-mailed to the buyer. The route
 * honours an Idempotency-Key; a second checkout of the cart answers 409.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client';
import { specmarketOrders, users } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { inUserLocale } from '#server/lib/document-locale';
import { ConflictError, UnprocessableError } from '#server/lib/http/errors';
import type { Mailer } from '#server/lib/mail';
import { byDraftOrder, draftOf, indexOffers } from '#server/modules/purchase-orders/order-calculation';
import { executePurchaseOrderIn } from '#server/modules/purchase-orders/order-execute.service';
import type { OrderSourceLine } from '#server/modules/purchase-orders/order-sources';
import { requireOrderSeller, type SellerRow } from '#server/modules/purchase-orders/purchase-order-access';
import { sendPurchaseOrder, type SendDeps } from '#server/modules/purchase-orders/purchase-order-send.service';
import { fromCents, toCents } from '#shared/lib/money';
import type { TShippingMethod } from '#shared/lib/shipping-messages';
import { SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import type { TCheckoutRequest, TOrderPlaced } from '#shared/schemas/cart';
import { requireCart, type CartRow } from './cart-access';
import { isOrdered } from './open-cart';
import { orderableCart, type OrderableCart } from './checkout-items';
import { ensureMarketplaceSellersOfCart } from './marketplace-sellers';
import { orderMail } from './order-mail';
import { createOrderCheckout, type OrderPaymentDeps } from './order-payments';
import { orderPlaced, type SpecmarketOrderRow } from './order-view';
import { requireShipToAddress } from './ship-to';

/** What checkout needs beyond the context: the card adapter, the links' origin, the mailer and the storage purchase-order PDFs read logos from. */
export interface CheckoutDeps extends OrderPaymentDeps, SendDeps {
  mailer: Mailer;
}

/** A placed order and its purchase orders to Specmarket sellers (docs/decisions/086), which are sent to them once committed. */
interface PlacedOrder {
  order: SpecmarketOrderRow;
  marketplaceOrderIds: number[];
}

/** One seller's part of the order: its lines and their Total. */
interface SellerGroup {
  seller: SellerRow;
  lines: OrderSourceLine[];
  total: string;
}

/** The seller groups of the checked cart, priced as the purchase orders will be, preferred sellers first then by name. */
async function sellerGroups(tx: Tx, cart: CartRow, checked: OrderableCart): Promise<SellerGroup[]> {
  const index = indexOffers(checked.offers);
  const groups: (SellerGroup & { draft: ReturnType<typeof draftOf> })[] = [];
  for (const [sellerId, lines] of checked.bySeller) {
    const seller = await requireOrderSeller(tx, cart.accountId, sellerId);
    const draft = draftOf(seller, lines, index, cart.id, cart.shippingCalculation);
    groups.push({ seller, lines, total: draft.total, draft });
  }
  return groups.sort((a, b) => byDraftOrder(a.draft, b.draft));
}

/** The shipping method the request asks of a seller ('ship_now' by default). */
function shippingMethodOf(input: TCheckoutRequest, sellerId: number): TShippingMethod {
  return input.shipping?.find((entry) => entry.seller.id === sellerId)?.method ?? 'ship_now';
}

/** Records the order and executes its purchase orders, all in the caller's transaction. */
async function placeOrderIn(tx: Tx, ctx: ServiceContext, deps: CheckoutDeps, cartId: number, input: TCheckoutRequest): Promise<PlacedOrder> {
  const cart = await requireCart(ctx, tx, cartId, { forUpdate: true });
  if (await isOrdered(tx, cart)) throw new ConflictError(M.cartAlreadyOrdered);
  if (input.payment.method === 'card' && !deps.stripe) throw new UnprocessableError(M.cardUnavailable, [{ field: 'payment.method', message: M.cardUnavailable }]);
  await ensureMarketplaceSellersOfCart(tx, cart);
  const groups = await sellerGroups(tx, cart, await orderableCart(tx, cart));
  const shipToAddress = await requireShipToAddress(tx, cart, input.shipTo);
  const [order] = await tx
    .insert(specmarketOrders)
    .values({
      accountId: cart.accountId,
      userId: ctx.user.id,
      cartSpecbookId: cart.id,
      paymentMethod: input.payment.method,
      paymentStatus: input.payment.method === 'card' ? 'pending' : 'on_account',
      shipTo: input.shipTo,
      shipToAddress,
      total: fromCents(groups.reduce((sum, group) => sum + toCents(group.total), 0)),
    })
    .returning();
  if (!order) throw new Error('order insert returned no row');
  const marketplaceOrderIds: number[] = [];
  for (const group of groups) {
    const shippingMethod = shippingMethodOf(input, group.seller.id);
    const id = await executePurchaseOrderIn(tx, ctx, cart, group.lines, group.seller, { shippingCalculation: cart.shippingCalculation, specmarketOrderId: order.id, shippingMethod });
    if (group.seller.marketplaceAccountId !== null) marketplaceOrderIds.push(id);
  }
  return { order, marketplaceOrderIds };
}

/** E-mails each purchase order to its Specmarket seller (the vendor send, with its PDF); a failure is logged, never thrown: the order stands. */
async function notifyMarketplaceSellers(ctx: ServiceContext, deps: CheckoutDeps, purchaseOrderIds: readonly number[]): Promise<void> {
  for (const id of purchaseOrderIds) {
    try {
      await sendPurchaseOrder(ctx, deps, String(id));
    } catch (err) {
      ctx.log.error({ err, purchaseOrderId: id }, 'sending a purchase order to its Specmarket seller failed');
    }
  }
}

/** The card checkout of a new order; null (logged) when the provider fails: the order stays pending and can be paid again. */
async function firstCheckoutUrl(ctx: ServiceContext, deps: CheckoutDeps, order: SpecmarketOrderRow): Promise<string | null> {
  if (order.paymentMethod !== 'card' || !deps.stripe) return null;
  try {
    return await createOrderCheckout(ctx.db, deps.stripe, deps.origin, order, `specfolio-order-${order.id}`);
  } catch (err) {
    ctx.log.error({ err, orderId: order.id }, 'starting the card checkout of an order failed');
    return null;
  }
}

/** E-mails the confirmation to the buyer and records where and when; a failure is logged, never thrown. */
async function sendConfirmation(ctx: ServiceContext, deps: CheckoutDeps, order: SpecmarketOrderRow, placed: TOrderPlaced): Promise<TOrderPlaced> {
  return inUserLocale(ctx.user, async () => {
    try {
      const [buyer] = await ctx.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, order.userId));
      if (!buyer) return placed;
      await deps.mailer.send(orderMail({ to: buyer, placed, origin: deps.origin }));
      await ctx.db
        .update(specmarketOrders)
        .set({ emailedTo: buyer.email, emailedAt: sql`now()`, updatedAt: sql`now()` })
        .where(and(eq(specmarketOrders.id, order.id), eq(specmarketOrders.accountId, order.accountId)));
      return { ...placed, order: { ...placed.order, emailedTo: buyer.email } };
    } catch (err) {
      ctx.log.error({ err, orderId: order.id }, 'the order confirmation e-mail failed');
      return placed;
    }
  });
}

/**
 * Places the order of the caller's cart `cartId`.
 * @throws ForbiddenError without role 11; NotFoundError for anything but the caller's cart;
 *   ConflictError cartAlreadyOrdered; UnprocessableError emptyCheckout, one listing every
 *   withdrawn or out-of-stock item, noCustomer, noShipToAddress, cardUnavailable — all before
 *   anything is written or charged.
 */
export async function placeOrder(ctx: ServiceContext, deps: CheckoutDeps, cartId: number, input: TCheckoutRequest): Promise<TOrderPlaced> {
  const { order, marketplaceOrderIds } = await ctx.db.transaction((tx) => placeOrderIn(tx, ctx, deps, cartId, input));
  await notifyMarketplaceSellers(ctx, deps, marketplaceOrderIds);
  const checkoutUrl = await firstCheckoutUrl(ctx, deps, order);
  return sendConfirmation(ctx, deps, order, await orderPlaced(ctx.db, order, checkoutUrl));
}
