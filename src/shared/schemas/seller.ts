import { z } from 'zod';
import { INVENTORY_STATUSES, LEAD_TIMES, SELLER_LIMITS as L, SELLER_MESSAGES as M } from '#shared/lib/sellers';

/**
 * Sellers and their offers (spec/business-records.md §3 "Seller and offer", §7 "Sellers";
 * docs/decisions/053). Money is a decimal string ("1250.00").
 */

/** A shipping address (address.shipping). */
export const ZSellerAddress = z.object({
  line1: z.string().nullable(),
  line2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
});
export type TSellerAddress = z.infer<typeof ZSellerAddress>;

/** A seller as the API answers it; name/company and paymentTerms/terms are the spec's two names of one field. */
export const ZSeller = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  title: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  paymentTerms: z.number().int().nullable(),
  terms: z.number().int().nullable(),
  policies: z.object({ terms: z.string().nullable(), return: z.string().nullable() }),
  hasTermsAndConditions: z.boolean(),
  hasReturnPolicy: z.boolean(),
  preferred: z.boolean(),
  /** The account's own stock (the inventory center), not a vendor. */
  ownStock: z.boolean(),
  location: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  address: z.object({ shipping: ZSellerAddress }),
  /** How many offers it has, and its open (not archived) purchase orders. */
  offerCount: z.number().int(),
  openPurchaseOrderCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TSeller = z.infer<typeof ZSeller>;

const zText = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));

/** A money amount: a number or numeric text ≥ 0 with ≤ 2 decimals → "12.50"; empty/null → null. */
export const ZOfferPrice = z
  .union([z.number(), z.string(), z.null()])
  .transform((v, ctx) => {
    if (v === null) return null;
    const text = typeof v === 'number' ? String(v) : v.trim();
    if (text === '') return null;
    if (!/^\d{1,10}(\.\d{1,2})?$/.test(text)) {
      ctx.addIssue({ code: 'custom', message: M.priceInvalid });
      return z.NEVER;
    }
    return Number(text).toFixed(2);
  });

/** Markup in what must be plain text: an HTML tag, comment or doctype. */
const MARKUP = /<\/?[a-z!][^>]*>/i;

/** A policy: plain text (no HTML tags), trimmed, empty → null. */
const zPolicy = z
  .string()
  .trim()
  .max(L.policyMax, M.policyMax)
  .refine((v) => !MARKUP.test(v), M.policyMarkup)
  .nullish()
  .transform((v) => (v ? v : null));

const sellerFields = {
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(L.nameMax, M.nameMax),
  title: zText(L.titleMax),
  email: z.email({ error: M.emailInvalid }).nullish().or(z.literal('').transform(() => null)),
  phone: zText(40),
  paymentTerms: z.number({ error: M.paymentTermsInvalid }).int(M.paymentTermsInvalid).min(0, M.paymentTermsInvalid).max(L.paymentTermsMax, M.paymentTermsInvalid).nullish(),
  policies: z.object({ terms: zPolicy, return: zPolicy }).partial().optional(),
  preferred: z.boolean().optional(),
  address: z.object({ shipping: ZSellerAddress.partial() }).optional(),
};

/** POST {u}/seller body: {"createSellerRequest":{"Seller":{…}}}. `company` is accepted for `name`, `terms` for `paymentTerms`. */
export const ZSellerCreate = z.object(sellerFields);
export type TSellerCreateInput = z.input<typeof ZSellerCreate>;
export type TSellerCreate = z.output<typeof ZSellerCreate>;

/** PATCH {u}/seller/{id} body: {"updateSellerRequest":{"Seller":{…any fields}}} (used for `preferred`). */
export const ZSellerUpdate = ZSellerCreate.partial();
export type TSellerUpdate = z.output<typeof ZSellerUpdate>;

/** A body's seller with the spec's second names read as the first: `company` → `name`, `terms` → `paymentTerms`. */
function readAliases(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const { company, terms, ...rest } = value as Record<string, unknown>;
  return { ...(company !== undefined ? { name: company } : {}), ...(terms !== undefined ? { paymentTerms: terms } : {}), ...rest };
}

/** The seller of a create request as the API takes it: ZSellerCreate, `company` and `terms` accepted. */
export const ZSellerCreateRequest = z.preprocess(readAliases, ZSellerCreate);
/** The seller of an update request as the API takes it: ZSellerUpdate, `company` and `terms` accepted. */
export const ZSellerUpdateRequest = z.preprocess(readAliases, ZSellerUpdate);

/** An offer's inventory. */
export const ZOfferInventory = z.object({
  status: z.enum(INVENTORY_STATUSES).nullable(),
  quantity: z.number().int().nullable(),
});

/** A seller's offer for a spec (§3 "Seller offer"); `location` is where the account's own stock is kept. */
export const ZSellerOffer = z.object({
  id: z.number().int(),
  seller: ZSeller,
  spec: z.object({ id: z.number().int(), name: z.string(), modelNumber: z.string(), manufacturerName: z.string() }),
  price: z.string().nullable(),
  leadTime: z.enum(LEAD_TIMES).nullable(),
  inventory: ZOfferInventory,
  location: z.string().nullable(),
  updatedAt: z.string(),
});
export type TSellerOffer = z.infer<typeof ZSellerOffer>;

/** What an offer in a list of one seller's offers, and a spec's availability, say of the seller. */
export const ZOfferSellerSummary = z.object({ id: z.number().int(), name: z.string(), preferred: z.boolean(), ownStock: z.boolean() });
export type TOfferSellerSummary = z.infer<typeof ZOfferSellerSummary>;

/**
 * An offer in GET {u}/seller/{sellerId}/offers: the seller is the path's, so each offer names it
 * in brief instead of embedding its whole record (docs/decisions/087).
 */
export const ZVendorOffer = ZSellerOffer.extend({ seller: ZOfferSellerSummary });
export type TVendorOffer = z.infer<typeof ZVendorOffer>;

/** POST {u}/seller/{sellerId}/offers body: {"createSellerOfferRequest":{"Offer":{…}}}; PATCH takes any of them. */
export const ZSellerOfferCreate = z.object({
  spec: z.object({ id: z.number({ error: M.specRequired }).int().positive(M.specRequired) }, { error: M.specRequired }),
  price: ZOfferPrice.optional(),
  leadTime: z.enum(LEAD_TIMES, { error: M.leadTimeInvalid }).nullish(),
  inventory: z
    .object({
      status: z.enum(INVENTORY_STATUSES, { error: M.inventoryStatusInvalid }).nullish(),
      quantity: z.number({ error: M.quantityInvalid }).int(M.quantityInvalid).min(0, M.quantityInvalid).max(L.quantityMax, M.quantityInvalid).nullish(),
    })
    .optional(),
  location: zText(120),
});
export type TSellerOfferCreate = z.output<typeof ZSellerOfferCreate>;
export const ZSellerOfferUpdate = ZSellerOfferCreate.omit({ spec: true }).partial();
export type TSellerOfferUpdate = z.output<typeof ZSellerOfferUpdate>;

/**
 * A spec's availability (spec/workspace.md §3 "availability[]"): its offers from the account's
 * sellers, summarised, in the order of "Sellers for a spec" (preferred first, then price).
 */
export const ZSpecAvailability = z.object({
  seller: ZOfferSellerSummary,
  price: z.string().nullable(),
  leadTime: z.enum(LEAD_TIMES).nullable(),
  inventory: ZOfferInventory,
});
export type TSpecAvailability = z.infer<typeof ZSpecAvailability>;
