import { z } from 'zod';
import { SHIPPING_METHODS } from '#shared/lib/shipping-messages';
import { INVENTORY_STATUSES, LEAD_TIMES } from '#shared/lib/sellers';
import { ZOfferPrice } from '#shared/schemas/seller';
import { PURCHASE_ORDER_STATUSES } from '#shared/lib/purchase-orders';

/**
 * Purchase orders (spec/business-records.md §3 "Purchase order", §4 "Purchase-order selection",
 * §7 "Purchase orders"; docs/decisions/054). Money is a decimal string ("1250.00").
 */

const zId = z.number().int().positive();

/**
 * Which specs of the specbook to order: every condition of `any` applies (the spec's
 * any[category.id in the chosen categories, id notin the exceptions]); `category.id` null is
 * Miscellaneous. No filter = every spec that can be ordered. Built by `selectionFilter` of
 * #shared/lib/category-selection from the Create Purchase Orders selection.
 */
export const ZPurchaseOrderFilter = z
  .object({
    any: z
      .array(
        z.union([
          z.object({ 'category.id': z.object({ in: z.array(zId.nullable()).max(5000) }).strict() }).strict(),
          z.object({ id: z.object({ notin: z.array(zId).max(5000) }).strict() }).strict(),
        ]),
      )
      .max(2),
  })
  .strict();
export type TPurchaseOrderFilter = z.infer<typeof ZPurchaseOrderFilter>;

/** A seller and the specs (specbook-spec join ids) ordered from it. */
export const ZPurchaseOrderSeller = z.object({ id: zId, specs: z.array(zId).max(5000) });

/**
 * POST {u}/specbook/{id}/purchaseorders/calculate?summary=true body:
 * {"calculatePurchaseOrdersRequest":{"filter":…,"PurchaseOrder":{"sellers":[{"id","specs":[…]}]}}}.
 * A chosen spec no seller lists goes to the preferred seller that offers it, else to the seller
 * with the lowest price for it, else is answered in meta.unassigned.
 */
export const ZCalculatePurchaseOrders = z.object({
  filter: ZPurchaseOrderFilter.optional(),
  PurchaseOrder: z.object({ sellers: z.array(ZPurchaseOrderSeller).max(500).default([]) }).default({ sellers: [] }),
});
export type TCalculatePurchaseOrders = z.infer<typeof ZCalculatePurchaseOrders>;

/** A line of a purchase order or of its draft. `id` is the join id (in the draft: the source specbook's). */
export const ZPurchaseOrderLine = z.object({
  id: z.number().int(),
  joinID: z.number().int(),
  specID: z.number().int(),
  name: z.string(),
  modelNumber: z.string(),
  manufacturerName: z.string(),
  categoryID: z.number().int().nullable(),
  categoryName: z.string(),
  quantity: z.number().int(),
  /** Unit price paid to the seller: its offer's price, else the spec's cost in the specbook; null = unknown. */
  price: z.string().nullable(),
  total: z.string().nullable(),
  shippingCost: z.string(),
  status: z.string(),
  shipping: z.object({ method: z.enum(SHIPPING_METHODS).nullable() }),
  leadTime: z.enum(LEAD_TIMES).nullable(),
  inventory: z.object({ status: z.enum(INVENTORY_STATUSES).nullable(), quantity: z.number().int().nullable() }),
  source: z.object({ specbook: z.number().int().nullable(), specbookSpec: z.number().int().nullable() }),
});
export type TPurchaseOrderLine = z.infer<typeof ZPurchaseOrderLine>;

/** The seller as a purchase order names it (the vendor it is addressed to). */
export const ZPurchaseOrderSellerRef = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  preferred: z.boolean(),
});

/** One seller's draft from calculate: its specs, their sum, shipping and Total. */
export const ZPurchaseOrderDraft = z.object({
  seller: ZPurchaseOrderSellerRef,
  specs: z.array(ZPurchaseOrderLine),
  specCount: z.number().int(),
  subtotal: z.string(),
  shipping: z.string(),
  total: z.string(),
  /** Lines without a price, left out of the sums. */
  missingPrices: z.number().int(),
});
export type TPurchaseOrderDraft = z.infer<typeof ZPurchaseOrderDraft>;

/** meta of calculate: the Total of all drafts, and chosen specs no seller offers. */
export const ZPurchaseOrderCalculationMeta = z.object({
  total: z.string(),
  unassigned: z.array(z.object({ id: z.number().int(), name: z.string(), modelNumber: z.string() })),
});

/**
 * POST {u}/specbook/{id}/purchaseorders body: {"executePurchaseOrderRequest":{"PurchaseOrder":{…}}},
 * with an Idempotency-Key: one seller's order (the draft's seller and specs), named
 * "{specbook name} #{id}" unless a name is given.
 */
export const ZExecutePurchaseOrder = z.object({
  PurchaseOrder: z.object({
    filter: ZPurchaseOrderFilter.optional(),
    sellers: z.array(ZPurchaseOrderSeller).length(1),
    name: z.string().trim().min(1).max(200).optional(),
    shippingCalculation: z.boolean().optional(),
  }),
});
export type TExecutePurchaseOrder = z.infer<typeof ZExecutePurchaseOrder>;

/** A SpecbookPurchaseOrder (§3): the purchase-order specbook and its order fields. */
export const ZSpecbookPurchaseOrder = z.object({
  id: z.number().int(),
  name: z.string(),
  archived: z.boolean(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  shippingCost: z.string(),
  shippingCalculation: z.boolean(),
  sourceSpecbook: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  seller: ZPurchaseOrderSellerRef,
  links: z.object({ especbook: z.string() }),
  user: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  specCount: z.number().int(),
  subtotal: z.string(),
  total: z.string(),
  sentAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Present on GET of one purchase order and on execute. */
  specs: z.array(ZPurchaseOrderLine).optional(),
});
export type TSpecbookPurchaseOrder = z.infer<typeof ZSpecbookPurchaseOrder>;

/** A purchase order as its source specbook lists it (purchaseOrderLinks / purchaseOrders on GET one specbook). */
export const ZSpecbookPurchaseOrderLink = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(PURCHASE_ORDER_STATUSES),
  links: z.object({ especbook: z.string() }),
});
export type TSpecbookPurchaseOrderLink = z.infer<typeof ZSpecbookPurchaseOrderLink>;

/** PATCH {u}/purchaseorder/{id} body: {"updatePurchaseOrderRequest":{"PurchaseOrder":{…any}}}. */
export const ZPurchaseOrderUpdate = z.object({
  name: z.string().trim().min(1).max(200).optional(),
  status: z.enum(PURCHASE_ORDER_STATUSES).optional(),
  archived: z.boolean().optional(),
  /** A number or numeric text ≥ 0 with ≤ 2 decimals → "12.50"; empty or null → "0.00". */
  shippingCost: ZOfferPrice.transform((v) => v ?? '0.00').optional(),
  shippingCalculation: z.boolean().optional(),
});
export type TPurchaseOrderUpdate = z.output<typeof ZPurchaseOrderUpdate>;

const ZQueryFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1'));

/**
 * Query of GET {u}/purchaseorder (search across the account): search (order or seller name),
 * filter[status] (one or more, comma-separated), filter[seller.id], filter[archived] (default
 * false: archived orders only when asked), page, perPage.
 */
export const ZPurchaseOrderListQuery = z.object({
  search: z.string().trim().max(200).optional(),
  'filter[status]': z
    .string()
    .optional()
    .transform((v) => (v ? v.split(',').map((s) => s.trim()) : undefined))
    .pipe(z.array(z.enum(PURCHASE_ORDER_STATUSES)).optional()),
  'filter[seller.id]': z.coerce.number().int().positive().optional(),
  'filter[archived]': ZQueryFlag,
  page: z.coerce.number().int().min(1).optional(),
  perPage: z.coerce.number().int().min(1).max(100).optional(),
});
export type TPurchaseOrderListQuery = z.output<typeof ZPurchaseOrderListQuery>;
