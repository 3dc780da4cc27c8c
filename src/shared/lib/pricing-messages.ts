/**
 * User-facing strings of pricing and totals (spec/workspace.md §5, §7, §8). The list-price
 * messages are the spec's own; the others follow their wording.
 */
export const PRICING_MESSAGES = {
  /** §8 failure toast of a price update. */
  updateFailed: 'Could Not Update Spec Price',
  fieldType: 'fieldType must be one of price, sale_price, multiplier, multiplier_label, cost, profit_margin, qty, shipping_cost.',
  noEdits: 'Send at least one {fieldType, fieldValue} price change.',
  tooManyEdits: 'Send at most 20 price changes at once.',
  listPositive: 'List price must be a positive number',
  listDigits: 'List price must be digits only',
  saleNumber: 'Sale price must be a number',
  saleNegative: 'Sale price must not be negative',
  costNumber: 'Cost must be a number',
  costNegative: 'Cost must not be negative',
  shippingNumber: 'Shipping cost must be a number',
  shippingNegative: 'Shipping cost must not be negative',
  multiplierNumber: 'Multiplier must be a number',
  multiplierNegative: 'Multiplier must not be negative',
  multiplierTooLarge: 'Multiplier must not exceed 999999.9999',
  multiplierLabelTooLong: 'Multiplier label must not exceed 100 characters',
  marginNumber: 'Profit margin must be a number',
  marginTooHigh: 'Profit margin must be less than 100%',
  marginTooLow: 'Profit margin must not be below -99999.99%',
  marginNeedsCost: 'Enter a cost before setting a profit margin',
  qtyNumber: 'Quantity must be a whole number',
  qtyMin: 'Quantity must be at least 1',
  qtyMax: 'Quantity must not exceed 1000000',
  amountTooLarge: (label: string) => `${label} must not exceed 9,999,999,999.99`,
  resultTooLarge: 'The resulting sale price is too large',
  resultMultiplierTooLarge: 'The resulting multiplier is too large (at most 999999.9999)',
  resultMarginOutOfRange: 'The resulting profit margin is below -99999.99%: check the cost and sale price',
  totalsTypes: 'types must be a comma-separated list of quoted, approved, optional, all, uncategorized.',
} as const;
