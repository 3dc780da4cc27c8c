/**
 * Purchase orders: statuses, labels and strings (spec/business-records.md §3, §4 "Specbook order
 * and payment statuses", §8 "Purchase orders", §9; docs/decisions/054).
 */

/** The user-managed order statuses of a purchase order (§4), in lifecycle order; a new order is ready_to_order. */
export const PURCHASE_ORDER_STATUSES = ['ready_to_order', 'confirmed', 'order_on_hold', 'partial_shipped', 'shipped', 'ready_for_delivery'] as const;
export type TPurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

/** User-facing strings of purchase orders. */
export const PURCHASE_ORDER_MESSAGES = {
  /** A purchase-order PDF job reported 'failed' (§8). */
  pdfFailed: 'Purchase order creation failed',
  createTitle: 'Create Purchase Orders',
  created: (count: number) => (count === 1 ? 'Purchase order created.' : `${count} purchase orders created.`),
  nothingSelected: 'Select at least one spec to order.',
  oneSeller: 'A purchase order is for one seller: send one seller and its specs.',
  sellerHasNoSpecs: 'None of the chosen specs can be ordered from this seller.',
  loadFailed: 'Could not load purchase orders',
  updated: 'Purchase order updated.',
  sent: 'Purchase order sent to the vendor.',
  sendFailed: 'Could not send the purchase order',
  noVendorEmail: 'The vendor has no e-mail address. Add one on the Vendors page.',
  empty: 'No purchase orders yet.',
  sellerNotFound: 'Seller not found',
  ownStockSeller: 'Your own stock is not a vendor: choose another seller.',
} as const;
