import type { ServiceContext } from '#server/lib/context';
import type { StripeAdapter } from '#server/lib/payments/stripe/stripe-adapter';
import type { TOrderPlaced } from '#shared/schemas/cart';
import { requireCart } from './cart-access';
import { pendingCheckoutUrl } from './order-payments';
import { orderPlaced, requireCartOrder } from './order-view';

/**
 * GET {u}/cart/{id}/order: the order placed from the caller's cart (the confirmation page), with
 * the open card checkout's link while its payment is pending.
 * @throws ForbiddenError without role 11; NotFoundError for another's cart or a cart without an order.
 */
export async function getCartOrder(ctx: ServiceContext, stripe: StripeAdapter | null, cartId: number): Promise<TOrderPlaced> {
  const cart = await requireCart(ctx, ctx.db, cartId);
  const order = await requireCartOrder(ctx.db, cart);
  return orderPlaced(ctx.db, order, await pendingCheckoutUrl(stripe, order, ctx.log));
}
