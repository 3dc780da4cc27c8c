/**
 * Sellers, offers and inventory: choices, labels, limits and strings (spec/business-records.md
 * §3 "Seller and offer", §4 "Sellers", §9; spec/workspace.md §3 "Seller offer"; docs/decisions/053).
 */

/** Lead times an offer can give, in the spec's order (§3, §9). */
export const LEAD_TIMES = ['1-3 days', '4-7 days', '1-2 weeks', '3-4 weeks', '5-6 weeks', '7-8 weeks', 'special order'] as const;
export type TLeadTime = (typeof LEAD_TIMES)[number];

/** Inventory statuses of an offer (§3). */
export const INVENTORY_STATUSES = ['in_stock', 'available', 'overstock'] as const;
export type TInventoryStatus = (typeof INVENTORY_STATUSES)[number];

/** Labels of the inventory statuses. */
export const INVENTORY_STATUS_LABELS: Record<TInventoryStatus, string> = {
  in_stock: 'In Stock',
  available: 'Available',
  overstock: 'Overstock',
};

/** Seller limits. */
export const SELLER_LIMITS = { nameMax: 120, titleMax: 120, policyMax: 20_000, paymentTermsMax: 365, quantityMax: 1_000_000 } as const;

/** User-facing strings of sellers, vendors and inventory. */
export const SELLER_MESSAGES = {
  setPreferred: 'Set as Preferred',
  removePreferred: 'Remove from Preferred',
  nameRequired: 'Name is required',
  nameMax: 'Name must not exceed 120 characters',
  emailInvalid: 'Enter a valid e-mail address',
  paymentTermsInvalid: 'Payment terms must be a whole number of days from 0 to 365',
  priceInvalid: 'Enter a price of at least 0 with at most 2 decimals',
  leadTimeInvalid: 'Choose one of the lead times.',
  inventoryStatusInvalid: 'Choose In Stock, Available or Overstock.',
  quantityInvalid: 'Quantity must be a whole number of at least 0',
  specRequired: 'Choose a product',
  offerExists: 'This seller already has an offer for this product.',
  sellerNotFound: 'Seller not found',
  loadFailed: 'Could not load sellers',
  saveFailed: 'Could not save the seller',
  saved: 'Seller saved.',
  preferredSet: 'Seller set as preferred.',
  preferredRemoved: 'Seller removed from preferred.',
  offerSaved: 'Offer saved.',
  offerRemoved: 'Offer removed.',
  noSellers: 'No sellers offer this product yet.',
  ownStockName: 'Our stock',
  policyMarkup: 'Policies are plain text: remove the HTML tags.',
  policyMax: 'A policy must not exceed 20,000 characters',
  addressRequired: 'Enter an address',
} as const;
