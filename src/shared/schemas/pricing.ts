import { z } from 'zod';
import { PRICE_FIELD_TYPES } from '#shared/lib/pricing';
import { PRICING_MESSAGES as M } from '#shared/lib/pricing-messages';
import { ZPriceOrigin } from './spec-specbook';
import { ZMoney } from './totals';

/** Most edits one price update may carry. */
export const MAX_PRICE_EDITS = 20;

/** One price edit, `{fieldType, fieldValue}`; other keys (the client's `prices{…}` context) are ignored. */
export const ZPriceEdit = z.looseObject({
  fieldType: z.enum(PRICE_FIELD_TYPES, { error: M.fieldType }),
  fieldValue: z.union([z.number(), z.string(), z.null()], { error: 'fieldValue must be a number, a string or null.' }),
});
export type TPriceEdit = z.infer<typeof ZPriceEdit>;

/** `{fieldType, …}` → [it]; `{payload: x}` → x as a list; a list stays as it is. */
function toEditList(body: unknown): unknown {
  const inner = body !== null && typeof body === 'object' && !Array.isArray(body) && 'payload' in body ? body.payload : body;
  return Array.isArray(inner) ? inner : [inner];
}

/**
 * Body of PATCH …/specs/{joinId}/price: one `{fieldType, fieldValue}`, a list of them (applied
 * in order, all or nothing), or either wrapped as `{payload: …}`. Errors name the edit by index
 * (`0.fieldValue`).
 */
export const ZPriceUpdateBody = z
  .preprocess(toEditList, z.array(ZPriceEdit).min(1, M.noEdits).max(MAX_PRICE_EDITS, M.tooManyEdits))
  .meta({
    description:
      'One {fieldType, fieldValue} or a list of them, applied in order. fieldType: price | sale_price | multiplier | multiplier_label | cost | profit_margin | qty | shipping_cost.',
    example: { fieldType: 'multiplier', fieldValue: '0.65' },
  });
export type TPriceUpdateBody = z.infer<typeof ZPriceUpdateBody>;

/** A spec's price in a specbook as the API answers it (spec §3 "Price"; both names where the spec gives two). */
export const ZSpecPrice = z.object({
  list: ZMoney.nullable(),
  listPrice: ZMoney.nullable(),
  listPriceLabel: z.string().nullable(),
  /** Sale price, falling back to the list price. */
  sale: ZMoney.nullable(),
  salePrice: ZMoney.nullable(),
  salesPriceLabel: z.string().nullable(),
  cost: ZMoney.nullable(),
  hasCost: z.boolean(),
  multiplier: z.string().nullable(),
  multiplierLabel: z.string().nullable(),
  /** Profit margin in percent of the sale price ("35.00"); `profit` is the spec's other name for it. */
  profit: z.string(),
  profitMargin: z.string(),
  shippingCost: ZMoney.nullable(),
  qty: z.number().int(),
  quantity: z.number().int(),
  /** The day a price was last quoted (YYYY-MM-DD). */
  quotedDate: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
  priceUpdatedBy: z.string().nullable(),
  ...ZPriceOrigin.shape,
});
export type TSpecPrice = z.infer<typeof ZSpecPrice>;

/** Answer of GET/PATCH …/specs/{joinId}/price: the price and the line total (sale × qty). */
export const ZSpecPriceAnswer = z.object({
  id: z.number().int(),
  joinID: z.number().int(),
  price: ZSpecPrice,
  total: ZMoney,
});
export type TSpecPriceAnswer = z.infer<typeof ZSpecPriceAnswer>;
