/**
 * Price groups (spec/business-records.md §3 "Price group", §7 "Price groups", §8 "Pricing"):
 * the spec's toasts and the messages of rules the spec leaves unwritten.
 */
export const PRICE_GROUP_MESSAGES = {
  nameRequired: 'Name is required',
  nameMax: 'Name must not exceed 100 characters',
  multiplierInvalid: 'Multiplier must be a number greater than 0 with at most 4 decimals.',
  profitInvalid: 'Profit must be a percentage below 100 with at most 2 decimals.',
  baseInvalid: "Base must be 'list' or 'cost'.",
  deleteConfirm: (count: number) =>
    `This price group is used by ${count} ${count === 1 ? 'specbook' : 'specbooks'}. Delete it anyway? Their prices stay as they are.`,
  created: 'Price group created.',
  updated: 'Price group updated.',
  deleted: 'Price group deleted.',
  loadFailed: 'Could not load price groups',
  // §8 "Pricing"
  refreshFailed: 'Could not Refresh Specs',
  pricesSaved: 'Your edits have saved successfully, and may take a moment to appear. Plese refresh the page.',
  nothingToUpdate: 'Every spec already has the price of this price group.',
  tooManySpecs: 'Choose at most 1000 specs at a time.',
  noSpecs: 'Choose at least one spec.',
  priceGroupInvalid: 'Choose one of your price groups.',
  costInvalid: 'Cost must be a number, 0 or more, with at most 2 decimals.',
  specNotInSpecbook: 'Every spec must be a spec of this specbook.',
} as const;

/** Limits of a price group. */
export const PRICE_GROUP_LIMITS = { nameMax: 100, maxBulkSpecs: 1000 } as const;

/** What a manufacturer entry builds the sale price from: the list price (× multiplier) or the cost (and profit). */
export const PRICE_BASES = ['list', 'cost'] as const;
export type TPriceBase = (typeof PRICE_BASES)[number];

/** A price group's kind (PriceGroup.types): one the seller made, or one read from the ERP (read-only; docs/decisions/058). */
export const PRICE_GROUP_TYPES = ['custom', 'erp'] as const;
export type TPriceGroupType = (typeof PRICE_GROUP_TYPES)[number];
