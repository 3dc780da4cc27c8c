import { fromCents, toCents } from './money';

/**
 * A line item's status (decision 050): 'approved' counts in the quoted and the approved totals
 * and can be invoiced; 'quoted' counts only in the quoted totals.
 */
export const LINE_ITEM_STATUSES = ['quoted', 'approved'] as const;
export type TLineItemStatusValue = (typeof LINE_ITEM_STATUSES)[number];

/** The status of a new line item: a charge the seller adds is agreed unless said otherwise. */
export const DEFAULT_LINE_ITEM_STATUS: TLineItemStatusValue = 'approved';

/** A line item's status on the wire (spec/business-records.md §3 "Specbook line item"). */
export interface LineItemStatus {
  specbookLineStatusId: 1 | 2;
  specbookLineStatusName: 'Quoted' | 'Approved';
  specbookLineStatusIsFinancial: boolean;
}

const STATUS_WIRE: Record<TLineItemStatusValue, LineItemStatus> = {
  quoted: { specbookLineStatusId: 1, specbookLineStatusName: 'Quoted', specbookLineStatusIsFinancial: false },
  approved: { specbookLineStatusId: 2, specbookLineStatusName: 'Approved', specbookLineStatusIsFinancial: true },
};

/** The wire shape of a stored status; anything unknown reads as quoted (never invoiced by mistake). */
export function lineItemStatusOf(value: string): LineItemStatus {
  return value === 'approved' ? STATUS_WIRE.approved : STATUS_WIRE.quoted;
}

/** The prices of a line item as stored: decimal strings or null. */
export interface LineItemPrices {
  listPrice: string | null;
  salePrice: string | null;
}

/**
 * Unit price (spec §3): the sale price when both prices are present, otherwise the list price,
 * otherwise the sale price; null when neither is set. Rounded half-up to the cent.
 */
export function lineItemUnitPrice(prices: LineItemPrices): string | null {
  const unit = prices.salePrice ?? prices.listPrice;
  return unit === null ? null : fromCents(toCents(unit));
}

/** total = unit price × quantity (spec §3), exact to the cent; '0.00' without a price. */
export function lineItemTotal(prices: LineItemPrices, quantity: number): string {
  return fromCents(BigInt(toCents(lineItemUnitPrice(prices))) * BigInt(quantity));
}

/**
 * What the line item adds to a list total: (list ?? sale ?? 0) × quantity, the rule the
 * specbook's totals apply to it (decision 050).
 */
export function lineItemListTotal(prices: LineItemPrices, quantity: number): string {
  return fromCents(BigInt(toCents(prices.listPrice ?? prices.salePrice)) * BigInt(quantity));
}
