import { z } from 'zod';
import { PRICE_FIELD_TYPES } from '#shared/lib/pricing';
import { PRICING_MESSAGES as M } from '#shared/lib/pricing-messages';
import { ZMoney } from './totals';

/** A price input as the client sends it: a number, a text such as '$1,234.50' or '35%', or null. */
const ZPriceInput = z.union([z.number(), z.string(), z.null()], { error: 'Must be a number, a string or null.' }).optional();

/** The prices of spec/workspace.md §7 "Calculate / assign price". */
export const ZCalculatePrices = z.object({
  listPrice: ZPriceInput,
  salePrice: ZPriceInput,
  multiplier: ZPriceInput,
  cost: ZPriceInput,
  profitMargin: ZPriceInput,
  shippingCost: ZPriceInput,
  qty: ZPriceInput,
});

/**
 * Body of POST {u}/specs/calculate-price: the prices, flat (`{listPrice, salePrice, multiplier,
 * cost, profitMargin, shippingCost}`) or as the single-field update sends them (`{prices: {…},
 * payload: {fieldType, fieldValue}}`: the changed field, applied last so that it wins).
 */
export const ZCalculatePriceBody = z.preprocess(
  (body) => {
    if (body === null || typeof body !== 'object' || !('prices' in body)) return { prices: body };
    return body;
  },
  z.object({
    prices: ZCalculatePrices,
    payload: z
      .object({
        fieldType: z.enum(PRICE_FIELD_TYPES, { error: M.fieldType }),
        fieldValue: z.union([z.number(), z.string(), z.null()], { error: 'fieldValue must be a number, a string or null.' }),
      })
      .optional(),
  }),
);
export type TCalculatePriceBody = z.infer<typeof ZCalculatePriceBody>;

/** The derived prices (nothing is written). */
export const ZCalculatedPrice = z.object({
  list: ZMoney.nullable(),
  listPrice: ZMoney.nullable(),
  sale: ZMoney.nullable(),
  salePrice: ZMoney.nullable(),
  multiplier: z.string().nullable(),
  cost: ZMoney.nullable(),
  hasCost: z.boolean(),
  profit: z.string(),
  profitMargin: z.string(),
  shippingCost: ZMoney.nullable(),
  qty: z.number().int(),
  quantity: z.number().int(),
  /** Effective sale × qty. */
  total: ZMoney,
});
export type TCalculatedPrice = z.infer<typeof ZCalculatedPrice>;
