import { z } from 'zod';
import { CART_PAYMENT_METHODS, CART_QUANTITY, CART_SHIP_TO, ORDER_PAYMENT_STATUSES, SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import { SHIPPING_METHODS, SHIPPING_METHOD_INVALID } from '#shared/lib/shipping-messages';
import { INVENTORY_STATUSES, LEAD_TIMES } from '#shared/lib/sellers';
import { zSpecbookName } from './specbook';
import { ZPurchaseOrderLine, ZPurchaseOrderSellerRef, ZSpecbookPurchaseOrder } from './purchase-order';

/**
 * The cart and checkout (spec/business-records.md §2, §3 "Cart", §4 "Cart", §5; docs/decisions/056).
 * The cart is a specbook: its id is the specbook's. Money is a decimal string ("1250.00").
 */

const zId = z.number().int().positive();

/** Quantity of a cart item: a whole number of at least 1 (§5). */
export const zCartQuantity = z
  .number({ error: M.quantityMin })
  .int(M.quantityMin)
  .min(CART_QUANTITY.min, M.quantityMin)
  .max(CART_QUANTITY.max, M.quantityMax);

/** A cart item (§3): a spec of the cart specbook; `id` is its joinId. */
export const ZCartItem = z.object({
  id: z.number().int(),
  joinID: z.number().int(),
  specID: z.number().int(),
  image: z.string().nullable(),
  name: z.string(),
  manufacturer: z.string(),
  model: z.string(),
  upc: z.string().nullable(),
  /** The sale price per unit: the best offer's when the item was added. */
  price: z.string().nullable(),
  /** The catalogue's list price (struck through when above price). */
  listPrice: z.string().nullable(),
  brand: z.object({ name: z.string() }),
  quantity: z.number().int(),
  leadTime: z.enum(LEAD_TIMES).nullable(),
  inventory: z.object({ status: z.enum(INVENTORY_STATUSES).nullable(), quantity: z.number().int().nullable() }),
  /** The seller the item will be ordered from (null: no seller offers it any more). */
  seller: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type TCartItem = z.infer<typeof ZCartItem>;

/** GET {u}/cart → {"data": TCart}: the open cart (§4), created when there is none. */
export const ZCart = z.object({
  id: z.number().int(),
  specbookID: z.number().int(),
  name: z.string(),
  profile: z.object({ id: z.number().int() }),
  /** The cart's room ("Default Category"). */
  category: z.object({ id: z.number().int(), name: z.string() }),
  /** Sum of the items' quantities (the header badge). */
  count: z.number().int(),
  items: z.array(ZCartItem),
  totals: z.object({ summary: z.object({ all: z.object({ total: z.string() }) }) }),
  updatedAt: z.string(),
});
export type TCart = z.infer<typeof ZCart>;

/** POST {u}/cart/{id}/items: {"spec":{"id"},"quantity"} (quantity defaults to 1; adding a spec already in the cart adds to its quantity). */
export const ZAddCartItem = z.object({ spec: z.object({ id: zId }), quantity: zCartQuantity.default(1) });
export type TAddCartItem = z.output<typeof ZAddCartItem>;

/** PATCH {u}/cart/{id}/items/{joinId}: {"quantity"}. */
export const ZUpdateCartItem = z.object({ quantity: zCartQuantity });
export type TUpdateCartItem = z.infer<typeof ZUpdateCartItem>;

/** PATCH {u}/cart/{id}: {"name"} (the specbook name rules). */
export const ZRenameCart = z.object({ name: zSpecbookName });
export type TRenameCart = z.infer<typeof ZRenameCart>;

/** An address an order ships to, as shown and stored. */
export const ZOrderAddress = z.object({
  name: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type TOrderAddress = z.infer<typeof ZOrderAddress>;

/** One seller's group of the cart page (§3 "Cart seller group"). */
export const ZCartSellerGroup = z.object({
  seller: ZPurchaseOrderSellerRef,
  sourceSpecbook: z.object({ id: z.number().int(), name: z.string() }),
  specs: z.array(ZPurchaseOrderLine),
  totals: z.object({ subtotal: z.string(), shipping: z.string(), total: z.string() }),
  /** Ship-to addresses: Me (the account's company address) and Customer (the cart's customer's shipping address); null when there is none. */
  shipping: z.object({ Me: ZOrderAddress.nullable(), Customer: ZOrderAddress.nullable() }),
  /** ship_now first, then schedule_delivery, then the others (§2). */
  shippingMethods: z.array(z.object({ value: z.enum(SHIPPING_METHODS), label: z.string() })),
});
export type TCartSellerGroup = z.infer<typeof ZCartSellerGroup>;

/** GET {u}/cart/{id}/sellers → {"data": groups, "meta": {total, unassigned, customer}}. */
export const ZCartSellersMeta = z.object({
  total: z.string(),
  /** Items no seller offers any more (they cannot be ordered). */
  unassigned: z.array(z.object({ id: z.number().int(), name: z.string(), modelNumber: z.string() })),
  customer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

/**
 * POST {u}/cart/{id}/checkout with an Idempotency-Key:
 * {"checkoutRequest":{"payment":{"method"},"shipTo","shipping"?:[{"seller":{"id"},"method"}]}}.
 * A seller without a shipping entry ships 'ship_now'.
 */
export const ZCheckoutRequest = z.object({
  checkoutRequest: z.object({
    payment: z.object({ method: z.enum(CART_PAYMENT_METHODS) }),
    shipTo: z.enum(CART_SHIP_TO),
    shipping: z
      .array(z.object({ seller: z.object({ id: zId }), method: z.enum(SHIPPING_METHODS, { error: SHIPPING_METHOD_INVALID }) }))
      .max(500)
      .optional(),
  }),
});
export type TCheckoutRequest = z.infer<typeof ZCheckoutRequest>['checkoutRequest'];

/** An order placed from a cart. */
export const ZSpecmarketOrder = z.object({
  id: z.number().int(),
  number: z.string(),
  cart: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  payment: z.object({ method: z.enum(CART_PAYMENT_METHODS), status: z.enum(ORDER_PAYMENT_STATUSES) }),
  shipTo: z.enum(CART_SHIP_TO),
  shipToAddress: ZOrderAddress,
  total: z.string(),
  emailedTo: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type TSpecmarketOrder = z.infer<typeof ZSpecmarketOrder>;

/**
 * The checkout's answer, and GET {u}/cart/{id}/order's (the confirmation page): the order and its
 * purchase orders (one per seller, with links.especbook). `checkout` is the card checkout link to
 * follow while a card payment is pending (null otherwise).
 */
export const ZOrderPlaced = z.object({
  order: ZSpecmarketOrder,
  purchaseOrders: z.array(ZSpecbookPurchaseOrder),
  checkout: z.object({ url: z.string() }).nullable(),
});
export type TOrderPlaced = z.infer<typeof ZOrderPlaced>;
