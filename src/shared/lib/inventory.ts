/**
 * The inventory center (spec/business-records.md §1 "CSV", §7; spec/workspace.md §3 `overstock`;
 * docs/decisions/053): the account's own stock, its flag, strings and CSV columns. Shared by the
 * server and the client.
 */
import { headerKey } from './specbook-csv';

/** The feature flag that opens the inventory center. */
export const INVENTORY_FLAG = 'useInventoryCenter';

/** User-facing strings of the inventory center. */
export const INVENTORY_MESSAGES = {
  title: 'Inventory Center',
  notEnabled: 'The inventory center is not enabled for your account.',
  alreadyInStock: 'This product is already in your inventory. Edit its row instead.',
  itemNotFound: 'Inventory item not found.',
  specNotFound: 'Product not found.',
  added: 'Product added to your inventory.',
  saved: 'Inventory updated.',
  removed: 'Product removed from your inventory.',
  removeConfirm: 'Remove this product from your inventory?',
  loadFailed: 'Could not load your inventory.',
  empty: 'No products in your inventory yet. Add one or import a CSV file.',
  noMatches: 'No products in your inventory match.',
  unknownProduct: 'No catalogue product has this manufacturer and model number.',
  listedLabel: 'Listed on the Specmarket',
  listedFilter: 'Specmarket',
  listedOnly: 'Listed',
  notListedOnly: 'Not listed',
  listed: 'Listed on the Specmarket.',
  unlisted: 'No longer listed on the Specmarket.',
  listingNeedsPrice: 'Give this product a price before listing it on the Specmarket.',
  listingNeedsQuantity: 'Only products with a quantity above 0 can be listed on the Specmarket.',
  brandNotSold: (brand: string) => `${brand} is not sold on the Specmarket: you may list only brands that sell on the marketplace.`,
  importHint:
    'The first line names the columns: at least Manufacturer and Model Number; Quantity, Status (In Stock, Available or Overstock), Location, Price and Lead Time are read when present. A product already in stock is updated.',
} as const;

/** The fields an inventory CSV carries. */
export type InventoryCsvField = 'manufacturer' | 'modelNumber' | 'quantity' | 'status' | 'location' | 'price' | 'leadTime';

/** The columns of an inventory CSV, with the other headers an import accepts for each (compared by {@link headerKey}). */
export const INVENTORY_CSV_COLUMNS: readonly { field: InventoryCsvField; header: string; aliases: readonly string[] }[] = [
  { field: 'manufacturer', header: 'Manufacturer', aliases: ['manufacturername', 'brand', 'mfr', 'mfg'] },
  { field: 'modelNumber', header: 'Model Number', aliases: ['model', 'modelno', 'modelnum', 'sku', 'partnumber', 'itemnumber'] },
  { field: 'quantity', header: 'Quantity', aliases: ['qty', 'onhand', 'stock'] },
  { field: 'status', header: 'Status', aliases: ['inventorystatus', 'stockstatus'] },
  { field: 'location', header: 'Location', aliases: ['bin', 'warehouse', 'shelf'] },
  { field: 'price', header: 'Price', aliases: ['unitprice', 'cost'] },
  { field: 'leadTime', header: 'Lead Time', aliases: ['leadtimes'] },
];

/** The inventory field a header names, or null for a column the import ignores. */
export function inventoryFieldOfHeader(header: string): InventoryCsvField | null {
  const key = headerKey(header);
  if (key === '') return null;
  return INVENTORY_CSV_COLUMNS.find((c) => headerKey(c.header) === key || c.aliases.includes(key))?.field ?? null;
}
