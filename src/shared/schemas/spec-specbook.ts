import { z } from 'zod';
import { SHIPPING_METHOD_INVALID, SHIPPING_METHODS } from '#shared/lib/shipping-messages';
import { STATUSES } from '#shared/lib/statuses';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import { ZSpecAvailability } from '#shared/schemas/seller';

/** A room reference in a body: `{"id": 12}`; `{"id": null}` is the Miscellaneous category. */
export const ZRoomRef = z.object({ id: z.number().int().positive().nullable() });

/** A quantity: a whole number, at least 1 (spec/workspace.md §5 "Cart and rooms"). */
export const ZQuantity = z
  .number({ error: M.quantityWhole })
  .min(1, M.quantityMin)
  .max(1_000_000, 'Quantity is too large')
  // A refinement rather than .int(): inside a union zod reports .int() as "Invalid input".
  .refine(Number.isInteger, M.quantityWhole);

/** One placement to create: a catalogue spec, its room (null = Miscellaneous) and quantity (default 1). */
export const ZSpecSpecbookCreateEntry = z.object({
  spec: z.object({ id: z.number().int().positive() }),
  category: ZRoomRef.nullable().optional(),
  quantity: ZQuantity.optional(),
});

/** A Select Room entry: it must name a real room (the modal sends only checked rooms). */
export const ZSpecSpecbookRoomEntry = ZSpecSpecbookCreateEntry.refine((e) => typeof e.category?.id === 'number', {
  message: M.roomRequired,
  path: ['category', 'id'],
});

/**
 * `SpecSpecbook` of `{"createSpecSpecbookRequest": {"SpecSpecbook": …}}`: one entry (Assign Spec:
 * always a new placement) or an array of room entries (Select Room modal: one placement per
 * room, an existing placement of the spec in that room gets the new quantity).
 */
export const ZSpecSpecbookCreate = z.union([
  ZSpecSpecbookCreateEntry,
  z.array(ZSpecSpecbookRoomEntry).min(1, M.selectRoom).max(200),
]);
export type TSpecSpecbookCreate = z.infer<typeof ZSpecSpecbookCreate>;
export type TSpecSpecbookCreateEntry = z.infer<typeof ZSpecSpecbookCreateEntry>;

/** `SpecSpecbook` of `{"updateSpecSpecbookRequest": {"SpecSpecbook": {...}}}`: every field optional. */
export const ZSpecSpecbookUpdate = z.object({
  quantity: ZQuantity.optional(),
  status: z.object({ value: z.string({ error: M.statusUnknown }).min(1, M.statusUnknown) }).optional(),
  name: z.string().trim().min(1, M.specNameRequired).max(200, M.specNameMax).nullable().optional(),
  description: z.string().max(4000, M.descriptionMax).nullable().optional(),
  isOptional: z.boolean().optional(),
  /** Moves the placement to the end of that room (null = Miscellaneous). */
  category: ZRoomRef.optional(),
  /** How it reaches the customer (spec/business-records.md §3 "Spec in specbook"); null = not chosen. */
  shipping: z.object({ method: z.enum(SHIPPING_METHODS, { error: SHIPPING_METHOD_INVALID }).nullable() }).optional(),
});
export type TSpecSpecbookUpdate = z.infer<typeof ZSpecSpecbookUpdate>;

const STATUS_VALUES = new Set(STATUSES.map((s) => s.value));

/**
 * Query of GET …/specs. categoryID: absent or empty = every spec in room order; 'null' or 'misc' =
 * Miscellaneous. `filter[spec.id]`: only the placements of that catalogue spec (spec §7 "filter
 * specbook specs {specbook, filter{'spec.id'}}"; the Select Room modal reads its quantities so).
 * `filter[status]`: only the placements in these statuses, comma-separated ("Approved specs are
 * found by filtering status = approved", spec §4). Any other filter[…] key is refused (400).
 */
export const ZSpecSpecbookListQuery = z.object({
  categoryID: z.string().optional(),
  categoryId: z.string().optional(),
  'filter[spec.id]': z
    .string()
    .regex(/^[1-9]\d{0,8}$/, M.specIdFilter)
    .transform(Number)
    .optional(),
  'filter[status]': z
    .string()
    .transform((v) => v.split(',').map((part) => part.trim()))
    .refine((values) => values.every((v) => STATUS_VALUES.has(v)), M.statusFilter)
    .optional(),
  showPagination: z.enum(['true', 'false']).optional().transform((v) => v !== 'false'),
  page: z.coerce.number({ error: 'page must be a number.' }).int('page must be a whole number.').min(1, 'page must be at least 1.').optional(),
  perPage: z.coerce.number({ error: 'perPage must be a number.' }).int().min(1, 'perPage must be at least 1.').max(100, 'perPage must be at most 100.').optional(),
});
export type TSpecSpecbookListQuery = z.infer<typeof ZSpecSpecbookListQuery>;

/** Body of POST …/specs/reorder: where each listed spec goes (room and 0-based position in it). */
export const ZSpecReorder = z.object({
  items: z
    .array(
      z.object({
        joinId: z.number().int().positive(),
        categoryId: z.number().int().positive().nullable(),
        order: z.number().int().min(0, 'Order must be 0 or more.'),
      }),
    )
    .min(1, M.reorderEmpty)
    .max(5000),
});
export type TSpecReorder = z.infer<typeof ZSpecReorder>;

/** Body of POST …/specs/{joinId}/duplicate (optional): a new name for the copy. */
export const ZSpecDuplicate = z
  .object({ name: z.string().trim().min(1, M.specNameRequired).max(200, M.specNameMax).optional() })
  .optional()
  .nullable();

/**
 * Body of POST …/specs/{joinId}/clone (optional), the SB+ clone: a name for the user-owned copy of
 * the catalogue spec (default: the catalogue spec's name). Same rule as a duplicate's name.
 */
export const ZSpecClone = ZSpecDuplicate;

/** Body of POST …/specs/{joinId}/categories (Duplicate Cat): further rooms with their quantities. */
export const ZSpecAddRooms = z.object({
  categories: z
    .array(z.object({ id: z.number().int().positive().nullable(), quantity: ZQuantity.optional() }))
    .min(1, M.selectRoom)
    .max(200),
});
export type TSpecAddRooms = z.infer<typeof ZSpecAddRooms>;

/**
 * `SpecSpecbook` of PATCH …/specs/{joinId}/finish, `{"updateSpecSpecbookRequest": {"SpecSpecbook":
 * {"finish": {"id"}}}}`: the finish is the variant spec's id, as the spec's finishes list gives it.
 */
export const ZSpecFinishChange = z.object({
  finish: z.object({ id: z.number({ error: M.finishRequired }).int(M.finishRequired).positive(M.finishRequired) }, { error: M.finishRequired }),
});
export type TSpecFinishChange = z.infer<typeof ZSpecFinishChange>;

/** Where a spec's price in a specbook comes from (its `flag`). */
export const PRICE_FLAGS = ['specbook', 'catalogue'] as const;
/** How a spec's sale price in a specbook follows (its `priceCalculationLogic`). */
export const PRICE_CALCULATION_LOGICS = ['multiplier', 'manual', 'list'] as const;

/** Where a price comes from and how it follows (spec §3 "Price"; docs/decisions/064). */
export const ZPriceOrigin = z.object({
  /** Where the price comes from: 'specbook' (set in the specbook), 'catalogue' (the catalogue's list price) or null (none). */
  flag: z.enum(PRICE_FLAGS).nullable(),
  /** The label of the price shown: the sale price's label when it has a sale price, else the list price's. */
  label: z.string().nullable(),
  /** 'optional' for an alternate (an optional spec, outside the quoted totals), else null. */
  alternate_type: z.enum(['optional']).nullable(),
  /** How the sale price follows: 'multiplier' (list × multiplier), 'manual' (set by hand), 'list' (the list price), null (no price). */
  priceCalculationLogic: z.enum(PRICE_CALCULATION_LOGICS).nullable(),
});
export type TPriceOrigin = z.infer<typeof ZPriceOrigin>;

/** A money amount as a string with 2 decimals ('1234.50'), or null when unset. */
const ZMoney = z.string().nullable();

/** The price of a spec in a specbook (spec/workspace.md §3 "Price"); both names where the spec has two. */
export const ZSpecSpecbookPrice = z.object({
  id: z.number().int(),
  list: ZMoney,
  listPrice: ZMoney,
  listPriceLabel: z.string().nullable(),
  sale: ZMoney,
  salePrice: ZMoney,
  salesPriceLabel: z.string().nullable(),
  cost: ZMoney,
  hasCost: z.boolean(),
  multiplier: z.string().nullable(),
  multiplierLabel: z.string().nullable(),
  profit: z.string().nullable(),
  profitMargin: z.string().nullable(),
  shippingCost: ZMoney,
  qty: z.number().int(),
  quantity: z.number().int(),
  quotedDate: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  priceUpdatedBy: z.string().nullable(),
  ...ZPriceOrigin.shape,
});

/** A status record (spec/workspace.md §3 "Status record"), GET {u}/statuses. */
export const ZStatus = z.object({
  id: z.number().int(),
  value: z.string(),
  name: z.string(),
  hexColor: z.string(),
  color: z.string(),
  isActive: z.boolean(),
  userManaged: z.boolean(),
  createDateTime: z.string(),
  updateDateTime: z.string(),
});
export type TStatus = z.infer<typeof ZStatus>;

/** A status as a spec carries it. */
export const ZSpecStatus = z.object({ value: z.string(), name: z.string(), color: z.string(), hexColor: z.string() });

/** One status log entry. */
export const ZStatusLogEntry = z.object({ status: z.string(), email: z.string(), created_at: z.string() });

/** A spec in a specbook as the API answers it: the catalogue spec's fields plus the placement's. */
export const ZSpecSpecbook = z.object({
  id: z.number().int(),
  joinID: z.number().int(),
  specID: z.number().int(),
  specbookID: z.number().int(),
  categoryID: z.number().int().nullable(),
  categoryName: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** null for an e-Specbook member without showModelNumbers (docs/decisions/028). */
  modelNumber: z.string().nullable(),
  model: z.string().nullable(),
  manufacturerID: z.number().int(),
  manufacturerName: z.string(),
  manufacturer: z.object({ id: z.number().int(), name: z.string() }),
  imageName: z.string().nullable(),
  finishName: z.string().nullable(),
  collectionName: z.string().nullable(),
  upc: z.string().nullable(),
  global: z.boolean(),
  archived: z.boolean(),
  qty: z.number().int(),
  quantity: z.number().int(),
  order: z.number().int(),
  orderID: z.number().int(),
  isOptional: z.boolean(),
  optional: z.boolean(),
  price: ZSpecSpecbookPrice,
  status: ZSpecStatus,
  statusLog: z.array(ZStatusLogEntry),
  /** sale price × quantity, 2 decimals. */
  total: z.string(),
  /** The total as currency ('$1,234.50'). */
  displaySaleTotal: z.string(),
  /** The image to show (the catalogue spec's image URL), null without one. */
  imageSrc: z.string().nullable(),
  /** The specbook and spec in it this one was copied from (a duplicate or purchase order), or nulls. */
  source: z.object({ specbook: z.number().int().nullable(), specbookSpec: z.number().int().nullable() }),
  original: z.number().int().nullable(),
  /** The import (CSV or AI quote import) that added this spec to the specbook, null otherwise. */
  originalImportId: z.number().int().nullable(),
  /** The last import that updated this spec in the specbook, null when none did. */
  updatedImportId: z.number().int().nullable(),
  /** How many comments are on this spec in the specbook. */
  commentCount: z.number().int(),
  /** The account's own stock of this spec is overstock (the inventory center; docs/decisions/053). */
  overstock: z.boolean(),
  /** Its sellers' offers: on GET one spec in a specbook only, never to a token viewer. */
  availability: z.array(ZSpecAvailability).optional(),
  /** How it reaches the customer; `shippingMethod` is the spec's second name of it. */
  shipping: z.object({ method: z.enum(SHIPPING_METHODS).nullable() }),
  shippingMethod: z.enum(SHIPPING_METHODS).nullable(),
  /** The purchase orders that order it (their copies name it): on GET one spec in a specbook only, never to a token viewer. */
  purchaseOrderLinks: z.array(z.object({ id: z.number().int(), links: z.object({ especbook: z.string() }) })).optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSpecSpecbook = z.infer<typeof ZSpecSpecbook>;

/** Answer of removing a spec from a room. */
export const ZSpecSpecbookDeleted = z.object({
  message: z.string(),
  /** True when the spec has no placement left in the specbook: show WORKSPACE_MESSAGES.lastCategoryWarning. */
  lastCategory: z.boolean(),
});

/** Where a spec sits after a reorder. */
export const ZSpecPlacement = z.object({
  id: z.number().int(),
  joinID: z.number().int(),
  categoryID: z.number().int().nullable(),
  order: z.number().int(),
  orderID: z.number().int(),
});

/** A room a spec is placed in (GET …/specs/{joinId}/categories). */
export const ZSpecRoom = z.object({
  id: z.number().int().nullable(),
  categoryID: z.number().int().nullable(),
  name: z.string(),
  joinID: z.number().int(),
  quantity: z.number().int(),
  qty: z.number().int(),
});

/** Answer of an approval: how many specs changed, and the message. */
export const ZApproveResult = z.object({ message: z.string(), count: z.number().int() });
