import { z } from 'zod';
import { INVENTORY_STATUSES, LEAD_TIMES } from '#shared/lib/sellers';

/**
 * Specmarket catalogue answers (spec/business-records.md §2 "Marketplace"; docs/decisions/056).
 * Money is a decimal string ("1250.00").
 */

/** A category: `url` is "/categories/{slug}[/{child slug}]" (the layout prefixes /v4/specmarket). */
export const ZSpecmarketCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  url: z.string(),
  isTopLevel: z.boolean(),
  parentId: z.number().int().nullable(),
  /** Ancestors, outermost first. */
  parents: z.array(z.object({ id: z.number().int(), name: z.string(), url: z.string() })),
  /** Null unless the account has useSpecmarketCategoryImages. */
  image: z.string().nullable(),
  /** Products the account's sellers offer in it. */
  productCount: z.number().int(),
});
export type TSpecmarketCategory = z.infer<typeof ZSpecmarketCategory>;

/** GET {u}/specmarket/categories → {"data":[…]}: top-level in the spec's order, each followed by its product types. */
export const ZSpecmarketCategoryList = z.array(ZSpecmarketCategory);

/** A product card: a catalogue spec with the best offer of the account's sellers (preferred first, then price). */
export const ZSpecmarketProduct = z.object({
  id: z.number().int(),
  specID: z.number().int(),
  name: z.string(),
  modelNumber: z.string(),
  manufacturerName: z.string(),
  brand: z.object({ name: z.string() }),
  imageName: z.string().nullable(),
  /** The image URL to show (null: the placeholder). */
  image: z.string().nullable(),
  upc: z.string().nullable(),
  finish: z.string().nullable(),
  category: z.string().nullable(),
  listPrice: z.string().nullable(),
  /** The best offer's price (null when its seller gave none). */
  price: z.string().nullable(),
  leadTime: z.enum(LEAD_TIMES).nullable(),
  inventory: z.object({ status: z.enum(INVENTORY_STATUSES).nullable(), quantity: z.number().int().nullable() }),
  /**
   * The best offer's seller. For another account's Specmarket listing (docs/decisions/086) the
   * name is the selling company's and the id that of the buyer's record standing for it, null
   * until the buyer first puts one of its products in the cart.
   */
  seller: z.object({ id: z.number().int().nullable(), name: z.string(), preferred: z.boolean() }),
  /** How many of the account's sellers offer it. */
  offerCount: z.number().int(),
});
export type TSpecmarketProduct = z.infer<typeof ZSpecmarketProduct>;

/**
 * GET {u}/specmarket/products?category=&search=&page=&perPage=: `category` is a category's slug path
 * ("bath" or "bath/faucets"); `search` words in name, model, brand and attributes. Page-numbered
 * list (DESIGN.md), default 24 per page.
 */
export const ZSpecmarketProductQuery = z.object({
  category: z
    .string()
    .trim()
    .max(200)
    .regex(/^[a-z0-9-]+(\/[a-z0-9-]+)*$/, 'Unknown category')
    .optional(),
  search: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(96).default(24),
});
export type TSpecmarketProductQuery = z.output<typeof ZSpecmarketProductQuery>;
