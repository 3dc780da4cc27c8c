import { z } from 'zod';
import { PRICE_GROUP_LIMITS as L, PRICE_GROUP_MESSAGES as M } from '#shared/lib/price-group-messages';
import { ZPriceEdit, MAX_PRICE_EDITS } from './pricing';
import { ZMoney } from './totals';

const zFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/**
 * Query of GET {u}/specbook/{id}/specs/updatable. `priceGroup` is the group to price by (an id,
 * or 'none'; the specbook's own when absent); `priceGroupChanged` true prices the stored list
 * prices by the group, false (the default) also takes the vendors' current list prices first.
 */
export const ZUpdatableQuery = z.object({
  priceGroup: z.string().regex(/^(\d{1,9}|none)$/, M.priceGroupInvalid).optional(),
  priceGroupChanged: zFlag,
  showPagination: zFlag,
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1, 'perPage must be at least 1.').max(100, 'perPage must be at most 100.').default(24),
});
export type TUpdatableQuery = z.output<typeof ZUpdatableQuery>;

/** A price in a change record: list, effective sale, multiplier, cost, margin and the line total. */
export const ZChangePrice = z.object({
  listPrice: ZMoney.nullable(),
  salePrice: ZMoney.nullable(),
  multiplier: z.string().nullable(),
  cost: ZMoney.nullable(),
  profitMargin: z.string(),
  total: ZMoney,
});
export type TChangePrice = z.infer<typeof ZChangePrice>;

/** A Price change record (spec/workspace.md §3): the spec's fields plus its price before and after. */
export const ZPriceChange = z.object({
  id: z.number().int(),
  joinID: z.number().int(),
  specID: z.number().int(),
  categoryID: z.number().int().nullable(),
  name: z.string(),
  modelNumber: z.string(),
  manufacturerName: z.string(),
  qty: z.number().int(),
  before: ZChangePrice,
  after: ZChangePrice,
});
export type TPriceChange = z.infer<typeof ZPriceChange>;

/** The sums over every updatable spec (not just the page): how many, and Σ line totals before and after. */
export const ZPriceChangeSummary = z.object({ count: z.number().int(), before: ZMoney, after: ZMoney });
export type TPriceChangeSummary = z.infer<typeof ZPriceChangeSummary>;

const zJoinRef = z.looseObject({ joinId: z.number({ error: 'joinId must be a spec of this specbook.' }).int().positive() });

/**
 * Body of POST {u}/specbook/{id}/specs/prices/bulk inside {"bulkUpdatePricesRequest": …}: the
 * reviewed specs as {joinId, ...the new price} (the server prices them again with the same rules,
 * so a stale review never writes a price the rules would not give), the price group (set on the
 * specbook in the same transaction; absent = the specbook's own) and priceGroupChanged (false:
 * the vendor refresh runs with it).
 */
export const ZBulkPriceUpdate = z.object({
  priceGroup: z.object({ id: z.number().int().positive() }, { error: M.priceGroupInvalid }).nullable().optional(),
  priceGroupChanged: z.boolean().default(false),
  specs: z.array(zJoinRef).min(1, M.noSpecs).max(L.maxBulkSpecs, M.tooManySpecs),
});
export type TBulkPriceUpdateInput = z.input<typeof ZBulkPriceUpdate>;
export type TBulkPriceUpdate = z.output<typeof ZBulkPriceUpdate>;

/** Body of POST {u}/specbook/{id}/specs/prices/refresh inside {"refreshPricesRequest": …}: the specs (absent = all). */
export const ZPriceRefresh = z.object({ specs: z.array(zJoinRef).max(L.maxBulkSpecs, M.tooManySpecs).optional() });
export type TPriceRefresh = z.output<typeof ZPriceRefresh>;

/** Body of PATCH {u}/specbook/{id}/specs/prices (raw update): per spec, its edits in order. */
export const ZRawPriceUpdate = z.object({
  specs: z
    .array(z.object({ joinId: z.number().int().positive(), payload: z.array(ZPriceEdit).min(1).max(MAX_PRICE_EDITS) }))
    .min(1, M.noSpecs)
    .max(L.maxBulkSpecs, M.tooManySpecs),
});
export type TRawPriceUpdate = z.output<typeof ZRawPriceUpdate>;

/** The answer of a bulk update, refresh or raw update: how many specs changed. */
export const ZPriceUpdateResult = z.object({ updated: z.number().int(), message: z.string() });
export type TPriceUpdateResult = z.infer<typeof ZPriceUpdateResult>;

const zId = (message: string) => z.string().regex(/^\d{1,9}$/, message).transform(Number);

/** Query of GET {u}/specs/{specId}/price: the price group, the specbook (its group when none is named) and the cost. */
export const ZSpecPriceQuery = z.object({
  priceGroup: zId(M.priceGroupInvalid).optional(),
  specbook: zId('specbook must be the id of one of your specbooks.').optional(),
  cost: z
    .string()
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/, M.costInvalid)
    .default('0')
    .transform((v) => Number(v).toFixed(2)),
});
export type TSpecPriceQuery = z.output<typeof ZSpecPriceQuery>;
