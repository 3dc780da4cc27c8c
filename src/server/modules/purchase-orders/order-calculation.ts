/**
 * The purchase-order calculation (spec/business-records.md §3, §7 "calculate"; docs/decisions/054),
 * pure: which seller each chosen spec goes to, each line's unit price, and one draft per seller
 * with its sums exact to the cent.
 *
 * A spec a seller of the request lists goes to that seller (the first that lists it). Any other
 * chosen spec goes to a preferred seller that offers it, else to the offer with the lowest price
 * (offers without a price last), else it is unassigned. A line's unit price is its seller's offer
 * price, else the spec's cost in the specbook; a line with neither has no price and is left out of
 * the sums (`missingPrices`). Shipping is the specs' shipping cost per unit × quantity, as the
 * totals count it, when the specbook's shipping calculation is on.
 */
import { fromCents, toCents } from '#shared/lib/money';
import { oneOf } from '#shared/lib/one-of';
import type { TPurchaseOrderDraft, TPurchaseOrderLine } from '#shared/schemas/purchase-order';
import { INVENTORY_STATUSES, LEAD_TIMES, type TInventoryStatus, type TLeadTime } from '#shared/lib/sellers';
import { SHIPPING_METHODS, type TShippingMethod } from '#shared/lib/shipping-messages';
import type { OrderOffer, OrderSourceLine } from './order-sources';

/** The seller a draft is addressed to. */
export interface DraftSeller {
  id: number;
  name: string;
  email: string | null;
  preferred: boolean;
}

/** Where a line came from (in a draft: the source specbook itself). */
export interface LineSource {
  specbook: number | null;
  specbookSpec: number | null;
}

/** Offers by seller and catalogue spec. */
export type OfferIndex = ReadonlyMap<string, OrderOffer>;

const offerKey = (sellerId: number, specId: number) => `${sellerId}:${specId}`;

/** Indexes offers by seller and spec. */
export function indexOffers(offers: readonly OrderOffer[]): OfferIndex {
  return new Map(offers.map((offer) => [offerKey(offer.sellerId, offer.specId), offer]));
}

/** The offer of `sellerId` for a spec, if any. */
export function offerOf(index: OfferIndex, sellerId: number, specId: number): OrderOffer | undefined {
  return index.get(offerKey(sellerId, specId));
}

/** Preferred first, then the lowest price (no price last), then the lowest seller id. */
function betterOffer(a: OrderOffer, b: OrderOffer): number {
  if (a.preferred !== b.preferred) return a.preferred ? -1 : 1;
  if (a.price !== b.price) {
    if (a.price === null) return 1;
    if (b.price === null) return -1;
    const byPrice = toCents(a.price) - toCents(b.price);
    if (byPrice !== 0) return byPrice;
  }
  return a.sellerId - b.sellerId;
}

/** The offer a spec no seller of the request lists goes to (see the module comment), if any. */
export function bestOffer(offers: readonly OrderOffer[], specId: number): OrderOffer | undefined {
  return offers.filter((offer) => offer.specId === specId).sort(betterOffer)[0];
}

/** The result of assigning the chosen lines to sellers. */
export interface Assignment {
  /** Seller id → its lines, in the lines' order. */
  bySeller: Map<number, OrderSourceLine[]>;
  unassigned: OrderSourceLine[];
}

/** Assigns each chosen line to a seller (see the module comment). */
export function assignLines(lines: readonly OrderSourceLine[], listed: readonly { id: number; specs: readonly number[] }[], offers: readonly OrderOffer[]): Assignment {
  const explicit = new Map<number, number>();
  for (const seller of listed) for (const joinId of seller.specs) if (!explicit.has(joinId)) explicit.set(joinId, seller.id);
  const bySeller = new Map<number, OrderSourceLine[]>();
  const unassigned: OrderSourceLine[] = [];
  for (const line of lines) {
    const sellerId = explicit.get(line.joinId) ?? bestOffer(offers, line.specId)?.sellerId;
    if (sellerId === undefined) unassigned.push(line);
    else bySeller.set(sellerId, [...(bySeller.get(sellerId) ?? []), line]);
  }
  return { bySeller, unassigned };
}

/** A line's unit price: the seller's offer price, else the spec's cost in the specbook; null = unknown. */
export function unitPrice(line: OrderSourceLine, offer: OrderOffer | undefined): string | null {
  const price = offer?.price ?? line.cost;
  return price === null ? null : fromCents(toCents(price));
}

/** A line of a draft or of a purchase order, priced at `price` per unit. */
export function toOrderLine(line: OrderSourceLine, price: string | null, offer: OrderOffer | undefined, source: LineSource): TPurchaseOrderLine {
  return {
    id: line.joinId,
    joinID: line.joinId,
    specID: line.specId,
    name: line.name,
    modelNumber: line.modelNumber,
    manufacturerName: line.manufacturerName,
    categoryID: line.categoryId,
    categoryName: line.categoryName,
    quantity: line.quantity,
    price,
    total: price === null ? null : fromCents(toCents(price) * line.quantity),
    shippingCost: fromCents(toCents(line.shippingCost) * line.quantity),
    status: line.status,
    shipping: { method: oneOf<TShippingMethod>(SHIPPING_METHODS, line.shippingMethod) },
    leadTime: oneOf<TLeadTime>(LEAD_TIMES, offer?.leadTime),
    inventory: { status: oneOf<TInventoryStatus>(INVENTORY_STATUSES, offer?.inventoryStatus), quantity: offer?.inventoryQuantity ?? null },
    source,
  };
}

/** Subtotal, shipping and Total of order lines, exact to the cent. */
export function orderSums(lines: readonly TPurchaseOrderLine[], shippingCalculation: boolean): Pick<TPurchaseOrderDraft, 'subtotal' | 'shipping' | 'total' | 'missingPrices'> {
  const subtotal = lines.reduce((sum, line) => sum + toCents(line.total), 0);
  const shipping = shippingCalculation ? lines.reduce((sum, line) => sum + toCents(line.shippingCost), 0) : 0;
  return { subtotal: fromCents(subtotal), shipping: fromCents(shipping), total: fromCents(subtotal + shipping), missingPrices: lines.filter((line) => line.price === null).length };
}

/** One seller's draft of its lines of the source specbook. */
export function draftOf(seller: DraftSeller, lines: readonly OrderSourceLine[], offers: OfferIndex, sourceSpecbookId: number, shippingCalculation: boolean): TPurchaseOrderDraft {
  const orderLines = lines.map((line) => {
    const offer = offerOf(offers, seller.id, line.specId);
    return toOrderLine(line, unitPrice(line, offer), offer, { specbook: sourceSpecbookId, specbookSpec: line.joinId });
  });
  return { seller, specs: orderLines, specCount: orderLines.length, ...orderSums(orderLines, shippingCalculation) };
}

/** Preferred sellers' drafts first, then by name. */
export function byDraftOrder(a: TPurchaseOrderDraft, b: TPurchaseOrderDraft): number {
  if (a.seller.preferred !== b.seller.preferred) return a.seller.preferred ? -1 : 1;
  return a.seller.name.localeCompare(b.seller.name, 'en', { sensitivity: 'base' }) || a.seller.id - b.seller.id;
}
