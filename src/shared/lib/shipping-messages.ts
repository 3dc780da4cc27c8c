/**
 * The shipping center: strings, limits and choices (spec/business-records.md §3 "Shipping",
 * §6 ROLE_PRO, §7 "Shipping costs and discounts"). The spec does not show the fields; decision 024.
 */

/** User-facing strings of the shipping center. */
export const SHIPPING_MESSAGES = {
  nameRequired: 'Name is required',
  nameMax: 'Name must not exceed 100 characters',
  methodInvalid: 'Choose one of the shipping methods.',
  costRequired: 'Cost is required',
  amountInvalid: 'Enter an amount of at least 0 with at most 2 decimals',
  typeInvalid: 'Choose amount or percent.',
  valueRequired: 'Discount is required',
  percentMax: 'A percent discount cannot exceed 100',
  proForbidden: 'The shipping center is not available to Pro users.',
  loadFailed: 'Could not load shipping costs and discounts',
  saveFailed: 'Could not save',
  costSaved: 'Shipping cost saved.',
  discountSaved: 'Shipping discount saved.',
  discountDeleted: 'Shipping discount deleted.',
  deleteFailed: 'Could not delete the shipping discount',
} as const;

/** Shipping center limits. */
export const SHIPPING_LIMITS = { nameMax: 100, maxAmount: 9_999_999_999.99 } as const;

/** Shipping methods of a spec in a specbook (spec/workspace.md §3), in display order (§9). */
export const SHIPPING_METHODS = ['ship_now', 'schedule_delivery', 'schedule_pickup'] as const;
export type TShippingMethod = (typeof SHIPPING_METHODS)[number];

/** Labels of the shipping methods. */
export const SHIPPING_METHOD_LABELS: Record<TShippingMethod, string> = {
  ship_now: 'Ship Now',
  schedule_delivery: 'Schedule Delivery',
  schedule_pickup: 'Schedule Pick Up',
};

/** A shipping method that is not one of SHIPPING_METHODS. */
export const SHIPPING_METHOD_INVALID = 'Choose Ship Now, Schedule Delivery or Schedule Pick Up.';

/** Kinds of shipping discount: an amount (USD) off, or a percent of the shipping cost off. */
export const SHIPPING_DISCOUNT_TYPES = ['amount', 'percent'] as const;
export type TShippingDiscountType = (typeof SHIPPING_DISCOUNT_TYPES)[number];
