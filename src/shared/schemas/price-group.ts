import { z } from 'zod';
import { PRICE_BASES, PRICE_GROUP_LIMITS as L, PRICE_GROUP_MESSAGES as M, PRICE_GROUP_TYPES } from '#shared/lib/price-group-messages';

/** A decimal as a number or numeric text ('0.8', 0.8), checked by `test`, answered as text. */
function zDecimal(message: string, test: (value: number, text: string) => boolean) {
  return z
    .union([z.number(), z.string().trim()], { error: message })
    .transform((v) => (typeof v === 'number' ? String(v) : v))
    .refine((v) => /^-?\d+(\.\d+)?$/.test(v) && test(Number(v), v), message);
}

const decimals = (text: string) => text.split('.')[1]?.length ?? 0;

/** A multiplier: > 0, ≤ 999999.9999, at most 4 decimals (numeric(10,4)). */
export const zMultiplier = zDecimal(M.multiplierInvalid, (n, t) => n > 0 && n <= 999_999.9999 && decimals(t) <= 4);
/** A profit margin in percent of the sale price: −99999.99 … < 100, at most 2 decimals (numeric(7,2)). */
export const zProfit = zDecimal(M.profitInvalid, (n, t) => n >= -99_999.99 && n < 100 && decimals(t) <= 2);

const zName = z
  .string({ error: M.nameRequired })
  .trim()
  .min(1, M.nameRequired)
  .max(L.nameMax, M.nameMax);

const groupFields = {
  multiplier: zMultiplier.optional(),
  /** null clears (no profit rule). */
  profit: zProfit.nullish(),
};

/** Body of POST {u}/pricegroup inside {"createPriceGroupRequest": {"PriceGroup": …}}. */
export const ZPriceGroupCreate = z.object({ name: zName, ...groupFields });
export type TPriceGroupCreateInput = z.input<typeof ZPriceGroupCreate>;
export type TPriceGroupCreate = z.output<typeof ZPriceGroupCreate>;

/** Body of PATCH {u}/pricegroup/{id}: only the fields sent change. */
export const ZPriceGroupUpdate = z.object({ name: zName.optional(), ...groupFields });
export type TPriceGroupUpdate = z.output<typeof ZPriceGroupUpdate>;

/** A price group as the API answers it (spec §3 "PriceGroup"). */
export const ZPriceGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  /** 'custom', or 'erp' for a read-only group read from the ERP's price class. */
  types: z.enum(PRICE_GROUP_TYPES),
  /** For an 'erp' group: the ERP price class (PriceClassID) and when it was last read; null otherwise. */
  erpPriceClassId: z.string().nullable(),
  erpRefreshedAt: z.string().nullable(),
  userId: z.number().int(),
  /** 4 decimals ("0.8000"). */
  multiplier: z.string(),
  /** Percent with 2 decimals, or null. */
  profit: z.string().nullable(),
  /** How many specbooks use it. */
  specbookCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TPriceGroup = z.infer<typeof ZPriceGroup>;

/** Body of PATCH {u}/pricegroup/{id}/manufacturers/{manufacturerId} (PriceGroupManufacturer). */
export const ZPriceGroupManufacturerUpdate = z.object({
  base: z.enum(PRICE_BASES, { error: M.baseInvalid }).optional(),
  multiplier: zMultiplier,
  profit: zProfit.nullish(),
});
export type TPriceGroupManufacturerUpdateInput = z.input<typeof ZPriceGroupManufacturerUpdate>;
export type TPriceGroupManufacturerUpdate = z.output<typeof ZPriceGroupManufacturerUpdate>;

/**
 * A manufacturer's entry in a price group (spec §3 "PriceGroupManufacturer"). A manufacturer
 * without its own entry is "built from the price group": id null, the group's multiplier and
 * profit, base 'list', `custom` false.
 */
export const ZPriceGroupManufacturer = z.object({
  id: z.number().int().nullable(),
  manufacturerPriceGroupId: z.number().int(),
  priceGroup: z.object({ id: z.number().int() }),
  manufacturer: z.object({ id: z.number().int(), name: z.string() }),
  base: z.enum(PRICE_BASES),
  multiplier: z.string(),
  profit: z.string().nullable(),
  custom: z.boolean(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type TPriceGroupManufacturer = z.infer<typeof ZPriceGroupManufacturer>;
