import { z } from 'zod';
import {
  SHIPPING_DISCOUNT_TYPES,
  SHIPPING_LIMITS as L,
  SHIPPING_MESSAGES as M,
  SHIPPING_METHODS,
} from '#shared/lib/shipping-messages';

const zName = z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMax, M.nameMax);

/** Money in USD: a number or numeric text, at least 0, at most 2 decimals; answered as "12.50". */
function zAmount(requiredMessage: string) {
  return z.union([z.number(), z.string()], { error: requiredMessage }).transform((v, ctx) => {
    const text = typeof v === 'number' ? String(v) : v.trim();
    if (text === '') {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: M.amountInvalid });
      return z.NEVER;
    }
    return Number(text).toFixed(2);
  });
}

const costFields = {
  name: zName,
  method: z.enum(SHIPPING_METHODS, { error: M.methodInvalid }).nullish(),
  cost: zAmount(M.costRequired),
  active: z.boolean().optional(),
};

/** Body of POST and PUT (replace) of a shipping cost, inside {"…Request": {"userShippingCost": …}}. */
export const ZShippingCostCreate = z.object(costFields);
export type TShippingCostCreateInput = z.input<typeof ZShippingCostCreate>;
export type TShippingCostCreate = z.output<typeof ZShippingCostCreate>;

/** Body of PATCH of a shipping cost: any of the fields. */
export const ZShippingCostUpdate = ZShippingCostCreate.partial();
export type TShippingCostUpdate = z.output<typeof ZShippingCostUpdate>;

/** A percent discount is at most 100. */
function percentAtMost100(d: { type?: string; value?: string }, ctx: z.RefinementCtx): void {
  if (d.type === 'percent' && d.value !== undefined && Number(d.value) > 100) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: M.percentMax });
  }
}

const discountFields = {
  name: zName,
  type: z.enum(SHIPPING_DISCOUNT_TYPES, { error: M.typeInvalid }),
  value: zAmount(M.valueRequired),
  minimumSubtotal: zAmount(M.amountInvalid).optional(),
  active: z.boolean().optional(),
};

/** Body of POST and PUT (replace) of a shipping discount, inside {"…Request": {"userShippingDiscount": …}}. */
export const ZShippingDiscountCreate = z.object(discountFields).superRefine(percentAtMost100);
export type TShippingDiscountCreateInput = z.input<typeof ZShippingDiscountCreate>;
export type TShippingDiscountCreate = z.output<typeof ZShippingDiscountCreate>;

/** Body of PATCH of a shipping discount: any of the fields (the percent rule is checked on the merged record). */
export const ZShippingDiscountUpdate = z.object(discountFields).partial();
export type TShippingDiscountUpdate = z.output<typeof ZShippingDiscountUpdate>;

/** A shipping cost as the API answers it (userShippingCost). */
export const ZShippingCost = z.object({
  id: z.number().int(),
  name: z.string(),
  method: z.enum(SHIPPING_METHODS).nullable(),
  cost: z.string(),
  active: z.boolean(),
  userID: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TShippingCost = z.infer<typeof ZShippingCost>;

/** A shipping discount as the API answers it (userShippingDiscount); `global` for a platform discount. */
export const ZShippingDiscount = z.object({
  id: z.number().int(),
  name: z.string(),
  type: z.enum(SHIPPING_DISCOUNT_TYPES),
  value: z.string(),
  minimumSubtotal: z.string(),
  active: z.boolean(),
  global: z.boolean(),
  userID: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TShippingDiscount = z.infer<typeof ZShippingDiscount>;

/** Query of the cursor lists (sorted by id). */
export const ZShippingListQuery = z.object({
  perPage: z.coerce.number().int().min(1, 'perPage must be at least 1.').max(100, 'perPage must be at most 100.').default(24),
  cursor: z.string().optional(),
});
export type TShippingListQuery = z.infer<typeof ZShippingListQuery>;
