/**
 * A Specmarket order as the checkout and the confirmation answer it (docs/decisions/056): the
 * order, its purchase orders (one per seller, with their lines and links.especbook) and the card
 * checkout link while a card payment is pending.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { purchaseOrders, specbooks, specmarketOrders } from '#server/db/schema/index';
import { NotFoundError } from '#server/lib/http/errors';
import { purchaseOrderLines } from '#server/modules/purchase-orders/purchase-orders.service';
import { purchaseOrderQuery, toPurchaseOrder } from '#server/modules/purchase-orders/purchase-order-view';
import { fromCents, toCents } from '#shared/lib/money';
import { oneOf } from '#shared/lib/one-of';
import { CART_PAYMENT_METHODS, CART_SHIP_TO, ORDER_PAYMENT_STATUSES, orderNumber, SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import { ZOrderAddress, type TOrderPlaced, type TSpecmarketOrder } from '#shared/schemas/cart';
import type { TSpecbookPurchaseOrder } from '#shared/schemas/purchase-order';
import type { CartRow } from './cart-access';

type Reader = Pick<Db, 'select'>;

/** A specmarket_orders row. */
export type SpecmarketOrderRow = typeof specmarketOrders.$inferSelect;

/** The order placed from the cart, locked with `lock`. @throws NotFoundError orderNotFound when the cart has none. */
export async function requireCartOrder(db: Reader, cart: CartRow, lock = false): Promise<SpecmarketOrderRow> {
  const query = db
    .select()
    .from(specmarketOrders)
    .where(and(eq(specmarketOrders.cartSpecbookId, cart.id), eq(specmarketOrders.accountId, cart.accountId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new NotFoundError(M.orderNotFound);
  return row;
}

/** The order as the API shows it; `cart` is the cart it was placed from (null once deleted). */
export function toSpecmarketOrder(row: SpecmarketOrderRow, cart: { id: number; name: string } | null): TSpecmarketOrder {
  return {
    id: row.id,
    number: orderNumber(row.id),
    cart,
    payment: { method: oneOf(CART_PAYMENT_METHODS, row.paymentMethod) ?? 'on_account', status: oneOf(ORDER_PAYMENT_STATUSES, row.paymentStatus) ?? 'pending' },
    shipTo: oneOf(CART_SHIP_TO, row.shipTo) ?? 'me',
    shipToAddress: ZOrderAddress.parse(row.shipToAddress),
    total: fromCents(toCents(row.total)),
    emailedTo: row.emailedTo,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** The order's purchase orders with their lines, in the order they were executed (preferred sellers first, then by name). */
export async function orderPurchaseOrders(db: Reader, order: SpecmarketOrderRow): Promise<TSpecbookPurchaseOrder[]> {
  const rows = await purchaseOrderQuery(db)
    .where(and(eq(purchaseOrders.orderId, order.id), eq(purchaseOrders.accountId, order.accountId)))
    .orderBy(asc(purchaseOrders.specbookId));
  return Promise.all(rows.map(async (row) => ({ ...toPurchaseOrder(row), specs: await purchaseOrderLines(db, row.order) })));
}

/** The checkout's and the confirmation's answer for an order; `checkoutUrl` is the card checkout to follow (null when none). */
export async function orderPlaced(db: Reader, order: SpecmarketOrderRow, checkoutUrl: string | null): Promise<TOrderPlaced> {
  const [cart] = order.cartSpecbookId === null ? [] : await db.select({ id: specbooks.id, name: specbooks.name }).from(specbooks).where(eq(specbooks.id, order.cartSpecbookId));
  return { order: toSpecmarketOrder(order, cart ?? null), purchaseOrders: await orderPurchaseOrders(db, order), checkout: checkoutUrl === null ? null : { url: checkoutUrl } };
}
