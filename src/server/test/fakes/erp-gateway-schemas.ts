/**
 * The fake gateway's request bodies (spec/erp-gateway.md "Operations"): fields arrive wrapped as
 * `{value}`; strings are at most 2048 characters; a create needs at least one product; a PATCH at
 * least one field. Unknown fields are dropped.
 */
import { z } from 'zod';

const STRING_MAX = 2048;
const text = z.object({ value: z.string().max(STRING_MAX) });
const number = z.object({ value: z.number() });
const flag = z.object({ value: z.boolean() });

const productFields = {
  InventoryID: text.optional(),
  Quantity: number.optional(),
  Qty: number.optional(),
  UOM: text.optional(),
  Warehouse: text.optional(),
  TransactionDescription: text.optional(),
};

const header = {
  Subject: text.optional(),
  ClassID: text.optional(),
  Branch: text.optional(),
  BusinessAccount: text.optional(),
  Location: text.optional(),
  Owner: text.optional(),
  Amount: number.optional(),
  Hold: flag.optional(),
  ContactInformation: z
    .object({ FirstName: text.optional(), LastName: text.optional(), CompanyName: text.optional(), Email: text.optional(), Phone1: text.optional() })
    .optional(),
  Address: z
    .object({
      AddressLine1: text.optional(),
      AddressLine2: text.optional(),
      City: text.optional(),
      State: text.optional(),
      PostalCode: text.optional(),
      Country: text.optional(),
    })
    .optional(),
};

/** POST /api/specbooks/opportunities. */
export const ZFakeOpportunityCreate = z.object({
  ...header,
  Products: z.array(z.object({ ...productFields, InventoryID: text })).min(1, 'At least one product is required'),
});
export type TFakeOpportunityCreate = z.infer<typeof ZFakeOpportunityCreate>;

/** A product item of a PATCH: add (no id, InventoryID), update (id + fields) or delete (id + delete: true). */
const ZFakeProductChange = z
  .object({ id: z.string().max(STRING_MAX).optional(), delete: z.boolean().optional(), ...productFields })
  .refine((item) => item.id !== undefined || item.InventoryID !== undefined, {
    message: 'InventoryID is required to add a product',
    path: ['InventoryID'],
  });
export type TFakeProductChange = z.infer<typeof ZFakeProductChange>;

/** PATCH /api/specbooks/opportunities/{id}: partial, at least one field (the path's id wins over OpportunityID). */
export const ZFakeOpportunityUpdate = z
  .object({ ...header, OpportunityID: text.optional(), Products: z.array(ZFakeProductChange).optional() })
  .refine((body) => Object.entries(body).some(([key, value]) => key !== 'OpportunityID' && value !== undefined), {
    message: 'At least one field is required',
  });
export type TFakeOpportunityUpdate = z.infer<typeof ZFakeOpportunityUpdate>;

/** POST /api/specbooks/stock-items. */
export const ZFakeStockItemCreate = z.object({ InventoryID: text, ItemClass: text, Description: text, MSRP: number, DefaultPrice: number });
export type TFakeStockItemCreate = z.infer<typeof ZFakeStockItemCreate>;

/** `?inventoryIds=A,B,…` of /stock-items/any: 1 to 25 ids. */
export const ZFakeInventoryIds = z.object({
  inventoryIds: z
    .string({ error: 'inventoryIds is required' })
    .transform((raw) => [...new Set(raw.split(',').map((id) => id.trim().toUpperCase()).filter(Boolean))])
    .pipe(z.array(z.string().max(STRING_MAX)).min(1, 'inventoryIds is required').max(25, 'At most 25 inventoryIds')),
});
