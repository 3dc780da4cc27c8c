/** Limits of a specbook line item (spec/business-records.md §3 "Specbook line item"; decision 050). */
export const LINE_ITEM_LIMITS = {
  /** Longest name, in characters: enough for 'Installation labour, second floor bathrooms'. */
  nameMax: 255,
  /** Biggest quantity, as a spec line's quantity (spec/workspace.md §5). */
  quantityMax: 1_000_000,
  /** Most entries of one upsert. */
  upsertMax: 100,
} as const;

/**
 * User-facing strings of line items (spec/business-records.md §8 "Line items and totals"; the
 * validation messages follow the spec's wording elsewhere).
 */
export const LINE_ITEM_MESSAGES = {
  upsertPayload: 'Payload for upserting a line item is not correct',
  fetchFailed: 'Unable to fetch list items',
  addFailed: 'Unable to add line item to the specbook',
  updateFailed: 'Unable to update line item to the specbook',
  removeFailed: 'Unable to remove line item',
  upsertFailed: 'Unable to update line item(s)',
  totalsFailed: 'Unable to retrieve totals',
  transactionsFailed: 'Unable to retrieve transactions',
  removed: 'Line item removed successfully',
  added: 'Line item added',
  updated: 'Line item updated',
  nameRequired: 'Name is required.',
  nameMax: `Name must not exceed ${LINE_ITEM_LIMITS.nameMax} characters.`,
  quantityWhole: 'Quantity must be a whole number.',
  quantityMin: 'Quantity must be at least 1.',
  quantityMax: `Quantity must not exceed ${LINE_ITEM_LIMITS.quantityMax}.`,
  priceInvalid: 'Price must be an amount of 0 or more with at most 2 decimals.',
  priceRequired: 'Enter a list price or a sale price.',
  statusInvalid: 'Status must be quoted or approved.',
  flagInvalid: 'Must be true or false.',
  upsertTooMany: `Send at most ${LINE_ITEM_LIMITS.upsertMax} line items at once.`,
} as const;
