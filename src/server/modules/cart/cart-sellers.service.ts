/**
 * GET {u}/cart/{id}/sellers (spec/business-records.md §2 "Cart page", §3 "Cart seller group";
 * docs/decisions/056): the purchase-order calculation over the whole cart, one group per seller,
 * with the ship-to addresses and the shipping methods in the spec's order.
 */
import type { ServiceContext } from '#server/lib/context';
import { calculateDrafts } from '#server/modules/purchase-orders/order-calculate.service';
import { isOrderable, loadSourceLines } from '#server/modules/purchase-orders/order-sources';
import { SHIPPING_METHOD_LABELS } from '#shared/lib/shipping-messages';
import { orderedShippingMethods } from '#shared/lib/specmarket';
import type { TCartSellerGroup, ZCartSellersMeta } from '#shared/schemas/cart';
import type { TPurchaseOrderDraft } from '#shared/schemas/purchase-order';
import type { z } from 'zod';
import { requireCart, type CartRow } from './cart-access';
import { cartShipTo, type CartShipTo } from './cart-addresses';

/** The answer: the groups and meta {total, unassigned, customer}. */
export interface CartSellers {
  data: TCartSellerGroup[];
  meta: z.infer<typeof ZCartSellersMeta>;
}

const SHIPPING_METHOD_CHOICES = orderedShippingMethods().map((value) => ({ value, label: SHIPPING_METHOD_LABELS[value] }));

/** One seller's draft as a cart seller group. */
function toSellerGroup(draft: TPurchaseOrderDraft, cart: CartRow, shipTo: CartShipTo): TCartSellerGroup {
  return {
    seller: draft.seller,
    sourceSpecbook: { id: cart.id, name: cart.name },
    specs: draft.specs,
    totals: { subtotal: draft.subtotal, shipping: draft.shipping, total: draft.total },
    shipping: { Me: shipTo.Me, Customer: shipTo.Customer },
    shippingMethods: SHIPPING_METHOD_CHOICES,
  };
}

/**
 * The cart's seller groups (preferred sellers first, then by name); an empty cart (or one with
 * nothing orderable) answers no groups and a Total of 0.00.
 * @throws ForbiddenError without role 11; NotFoundError for anything but a cart of the caller.
 */
export async function listCartSellers(ctx: ServiceContext, cartId: number): Promise<CartSellers> {
  const cart = await requireCart(ctx, ctx.db, cartId);
  const [lines, shipTo] = await Promise.all([loadSourceLines(ctx.db, cart), cartShipTo(ctx.db, cart)]);
  const chosen = lines.filter(isOrderable);
  const { data, meta } = chosen.length === 0 ? { data: [], meta: { total: '0.00', unassigned: [] } } : await calculateDrafts(ctx.db, { specbook: cart, chosen }, []);
  return { data: data.map((draft) => toSellerGroup(draft, cart, shipTo)), meta: { ...meta, customer: shipTo.customer } };
}
