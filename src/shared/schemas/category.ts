import { z } from 'zod';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import { ZMoney } from './totals';

/** Category rule (spec/workspace.md §5): name 1–100 characters after trimming. */
export const ZCategoryName = z
  .string({ error: M.categoryNameMin })
  .trim()
  .min(1, M.categoryNameMin)
  .max(100, M.categoryNameMax);

/**
 * Longest room note, in characters. The spec (workspace.md §3 "Category", §5) names the field but
 * gives no rule; 1,000 characters hold a few paragraphs of site or installation notes and keep a
 * room header readable (decision 013).
 */
export const CATEGORY_NOTE_MAX = 1000;

/**
 * A room's note: free text, trimmed, at most {@link CATEGORY_NOTE_MAX} characters ('Note should
 * not exceed 1000 characters'); null, or an empty / blank text, clears it (stored as null).
 */
export const ZCategoryNote = z
  .string({ error: M.noteText })
  .trim()
  .max(CATEGORY_NOTE_MAX, M.noteMax)
  .nullable()
  .transform((note) => (note === '' ? null : note));

/** Body of creating a room: `{"createSpecbookCategoryRequest": {"Category": {name, note?}}}`. */
export const ZCategoryCreate = z.object({
  name: ZCategoryName,
  note: ZCategoryNote.optional(),
});
export type TCategoryCreate = z.infer<typeof ZCategoryCreate>;

const ZPosition = z.number({ error: 'Order must be a number.' }).int('Order must be a whole number.').min(0, 'Order must be 0 or more.');

/**
 * Body of updating a room: `{"updateSpecbookCategoryRequest": {"Category": {name?, note?, order?}}}`.
 * `order` (or its other name `orderID`) is the room's new 0-based position; the other rooms move
 * to make room for it.
 */
export const ZCategoryUpdate = z.object({
  name: ZCategoryName.optional(),
  note: ZCategoryNote.optional(),
  order: ZPosition.optional(),
  orderID: ZPosition.optional(),
});
export type TCategoryUpdate = z.infer<typeof ZCategoryUpdate>;

/** Body of reordering every room at once: `{"order": [roomId, …]}`, every room exactly once. */
export const ZCategoryReorder = z.object({
  order: z.array(z.number().int().positive()).min(1, M.roomOrderMismatch),
});
export type TCategoryReorder = z.infer<typeof ZCategoryReorder>;

/** Body of duplicating a room (optional): `{name?}`; the default name is '<name> (copy)'. */
export const ZCategoryDuplicate = z
  .object({ name: ZCategoryName.optional() })
  .optional()
  .nullable();

/** Query of deleting a room. */
export const ZCategoryDeleteQuery = z.object({
  forceDelete: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/**
 * A room as the API answers it (spec/workspace.md §3 "Category"). The Miscellaneous pseudo-room
 * has `id` and `categoryID` null and `isMiscellaneousCategory` true.
 */
export const ZCategory = z.object({
  id: z.number().int().nullable(),
  categoryID: z.number().int().nullable(),
  specbookID: z.number().int(),
  name: z.string(),
  /** 0-based position among the rooms; Miscellaneous comes after the last room. */
  order: z.number().int(),
  orderID: z.number().int(),
  note: z.string().nullable(),
  /** Every spec placed in the room. */
  specCount: z.number().int(),
  /**
   * The room's quoted totals (the specs that are neither optional nor rejected, the totals
   * module's 'quoted' kind): Σ effective sale × qty, Σ list × qty, and Σ shipping × qty ('0.00'
   * when the specbook's shipping calculation is off), as `GET …/categories/{id}/totals` answers
   * them in `quoted.sale`, `quoted.list` and `quoted.summary.all.shipping`.
   */
  totalSalesPrice: ZMoney,
  totalListPrice: ZMoney,
  totalShippingCost: ZMoney,
  /** Σ cost × qty of the same specs, and (sale − cost) / sale × 100 of those sums ('23.50'). */
  totalCost: ZMoney,
  totalProfitMargin: ZMoney,
  isMiscellaneousCategory: z.boolean(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TCategory = z.infer<typeof ZCategory>;

/** Answer of deleting a room. */
export const ZCategoryDeleted = z.object({
  message: z.string(),
  id: z.number().int(),
  /** How many placements of specs went with the room. */
  removedSpecs: z.number().int(),
});
