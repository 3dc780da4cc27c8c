/**
 * The items of a cart as checkout orders them (docs/decisions/056): every item is checked against
 * the current offers before anything is paid or written — no offer by any of the account's sellers
 * (withdrawn), or fewer in stock at the assigned seller than the cart asks for — and the items are
 * assigned to sellers as the purchase-order calculation does (bestOffer).
 */
import type { Db } from '#server/db/client';
import type { FieldError } from '#server/lib/http/errors';
import { UnprocessableError } from '#server/lib/http/errors';
import { assignLines, bestOffer } from '#server/modules/purchase-orders/order-calculation';
import { isOrderable, loadOffers, loadSourceLines, type OrderOffer, type OrderSourceLine } from '#server/modules/purchase-orders/order-sources';
import { SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import type { CartRow } from './cart-access';

type Reader = Pick<Db, 'select'>;

/** Inventory statuses whose quantity is a limit (an 'available' offer can be ordered in any quantity). */
const COUNTED_STOCK = new Set(['in_stock', 'overstock']);

/** The cart's items by the seller each is ordered from, and the offers they were priced by. */
export interface OrderableCart {
  lines: OrderSourceLine[];
  offers: OrderOffer[];
  bySeller: Map<number, OrderSourceLine[]>;
}

/**
 * What stops an item from being ordered from its best offer, as an errors[] entry
 * (field "items.{joinId}"); null when nothing does.
 */
export function itemProblem(line: OrderSourceLine, offer: OrderOffer | undefined): FieldError | null {
  const field = `items.${line.joinId}`;
  if (!offer) return { field, message: M.offerWithdrawn(line.name, line.modelNumber) };
  const available = offer.inventoryQuantity;
  if (offer.inventoryStatus !== null && COUNTED_STOCK.has(offer.inventoryStatus) && available !== null && available < line.quantity) {
    return { field, message: M.notEnoughStock(line.name, line.modelNumber, Math.max(available, 0)) };
  }
  return null;
}

/**
 * The cart's orderable items, checked and assigned to sellers.
 * @throws UnprocessableError emptyCheckout without items; one 422 listing every item that cannot be ordered.
 */
export async function orderableCart(db: Reader, cart: CartRow): Promise<OrderableCart> {
  const lines = (await loadSourceLines(db, cart)).filter(isOrderable);
  if (lines.length === 0) throw new UnprocessableError(M.emptyCheckout);
  const offers = await loadOffers(db, cart.accountId, lines.map((line) => line.specId));
  const problems = lines.map((line) => itemProblem(line, bestOffer(offers, line.specId))).filter((problem): problem is FieldError => problem !== null);
  if (problems.length > 0) throw new UnprocessableError(problems[0]!.message, problems);
  return { lines, offers, bySeller: assignLines(lines, [], offers).bySeller };
}
