import { z } from 'zod';
import { INVENTORY_STATUSES, LEAD_TIMES } from '#shared/lib/sellers';
import { ZSellerOfferCreate } from './seller';

/**
 * An inventory-center row (docs/decisions/053): an offer of the account's own-stock seller, with
 * its catalogue spec. `id` is the offer's id. Money is a decimal string ("12.50").
 */
export const ZInventoryItem = z.object({
  id: z.number().int(),
  spec: z.object({
    id: z.number().int(),
    name: z.string(),
    modelNumber: z.string(),
    manufacturerName: z.string(),
    imageUrl: z.string().nullable(),
  }),
  quantity: z.number().int(),
  status: z.enum(INVENTORY_STATUSES),
  location: z.string().nullable(),
  price: z.string().nullable(),
  leadTime: z.enum(LEAD_TIMES).nullable(),
  updatedAt: z.string(),
  /** The CSV import that last wrote the row; null when it was entered by hand. */
  importId: z.number().int().nullable(),
  /** Listed on the Specmarket: other accounts' buyers can buy it (docs/decisions/086). */
  listed: z.boolean(),
});
export type TInventoryItem = z.infer<typeof ZInventoryItem>;

const offer = ZSellerOfferCreate.shape;
const stock = offer.inventory.unwrap().shape;
/** The offer's quantity and inventory-status rules, not nullable: a stock row always has both. */
const quantity = stock.quantity.unwrap().unwrap();
const status = stock.status.unwrap().unwrap();

/**
 * POST {u}/inventory body's InventoryItem: the spec, and its quantity (default 0), status
 * (default in_stock), location, price and lead time (the seller offer's rules and messages).
 */
export const ZInventoryItemCreate = z.object({
  spec: offer.spec,
  quantity: quantity.default(0),
  status: status.default('in_stock'),
  location: offer.location,
  price: offer.price,
  leadTime: offer.leadTime,
});
export type TInventoryItemCreate = z.output<typeof ZInventoryItemCreate>;

/**
 * PATCH {u}/inventory/{offerId} body's InventoryItem: any of quantity, status, location, price,
 * leadTime, and `listed` (ROLE_SPECMARKET_SELLER only; docs/decisions/086).
 */
export const ZInventoryItemUpdate = z.object({
  quantity: quantity.optional(),
  status: status.optional(),
  location: offer.location.optional(),
  price: offer.price,
  leadTime: offer.leadTime,
  listed: z.boolean({ error: 'Listed must be true or false.' }).optional(),
});
export type TInventoryItemUpdate = z.output<typeof ZInventoryItemUpdate>;

/** GET {u}/inventory query: search (name, model number, manufacturer), filter[status], filter[listed] (true/false), page, perPage. */
export const ZInventoryListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  'filter[status]': z.enum(INVENTORY_STATUSES).optional(),
  'filter[listed]': z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).optional(),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
});
export type TInventoryListQuery = z.infer<typeof ZInventoryListQuery>;
