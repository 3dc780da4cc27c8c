/**
 * Card payments of Specmarket orders (docs/decisions/056): a Stripe Checkout Session for the order
 * total on the platform's account (no connected account, captured at once), the link to follow
 * while the payment is pending, and a new session when the buyer pays again.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client';
import { specmarketOrders } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ConflictError, UnprocessableError } from '#server/lib/http/errors';
import type { StripeAdapter } from '#server/lib/payments/stripe/stripe-adapter';
import { toCents } from '#shared/lib/money';
import { orderNumber, SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import { requireCart } from './cart-access';
import { requireCartOrder, type SpecmarketOrderRow } from './order-view';

/** Payment statuses a card payment may still be made from. */
const PAYABLE = new Set(['pending', 'failed']);

/** What a card checkout needs: the adapter (null: cards unavailable) and the origin of the return links. */
export interface OrderPaymentDeps {
  stripe: StripeAdapter | null;
  origin: string;
}

/** The confirmation page of the cart with `payment={outcome}`. */
function confirmationUrl(origin: string, cartId: number, outcome: 'paid' | 'cancelled'): string {
  const url = new URL(`/v4/specmarket/cart/${cartId}/confirmation`, origin);
  url.searchParams.set('payment', outcome);
  return url.toString();
}

/**
 * Creates a Checkout Session for the order's total, records it on the order and answers its url.
 * Metadata {specmarketOrderId, accountId} (never an invoice's paymentId) routes its webhooks here.
 */
export async function createOrderCheckout(db: Db, stripe: StripeAdapter, origin: string, order: SpecmarketOrderRow, idempotencyKey: string): Promise<string> {
  const cartId = order.cartSpecbookId ?? 0;
  const session = await stripe.createCheckoutSession(
    {
      amountCents: toCents(order.total),
      lineName: `Order ${orderNumber(order.id)}`,
      captureMethod: 'automatic',
      successUrl: confirmationUrl(origin, cartId, 'paid'),
      cancelUrl: confirmationUrl(origin, cartId, 'cancelled'),
      metadata: { specmarketOrderId: order.id, accountId: order.accountId },
    },
    idempotencyKey,
  );
  await db.update(specmarketOrders).set({ providerCheckoutId: session.id, updatedAt: sql`now()` }).where(eq(specmarketOrders.id, order.id));
  return session.url;
}

/**
 * The link of the order's open Checkout Session while its card payment is pending; null otherwise,
 * or when the provider cannot say (logged). Never creates a session.
 */
export async function pendingCheckoutUrl(stripe: StripeAdapter | null, order: SpecmarketOrderRow, log: FastifyBaseLogger): Promise<string | null> {
  if (!stripe || order.paymentStatus !== 'pending' || order.providerCheckoutId === null) return null;
  try {
    return (await stripe.retrieveCheckoutSession(order.providerCheckoutId)).url;
  } catch (err) {
    log.warn({ err, orderId: order.id }, 'reading the checkout session of an order failed');
    return null;
  }
}

/** Expires the order's earlier session when it is still open, so that only the new one can be paid. */
async function expireEarlierCheckout(stripe: StripeAdapter, order: SpecmarketOrderRow): Promise<void> {
  if (order.providerCheckoutId === null) return;
  const earlier = await stripe.retrieveCheckoutSession(order.providerCheckoutId);
  if (earlier.status === 'open') await stripe.expireCheckoutSession(earlier.id, `specfolio-order-${order.id}-expire-${earlier.id}`);
  if (earlier.status === 'complete') throw new ConflictError(M.orderAlreadyPaid);
}

/**
 * POST {u}/cart/{id}/order/pay: a new card checkout of the cart's order while its payment is
 * pending or failed (the earlier session is expired first).
 * @throws NotFoundError without an order; ConflictError once paid or for an order on account
 *   (or when the earlier session was completed meanwhile); UnprocessableError cardUnavailable.
 */
export async function payOrderAgain(ctx: ServiceContext, deps: OrderPaymentDeps, cartId: number): Promise<{ url: string }> {
  const cart = await requireCart(ctx, ctx.db, cartId);
  const order = await requireCartOrder(ctx.db, cart);
  if (!PAYABLE.has(order.paymentStatus)) throw new ConflictError(order.paymentStatus === 'paid' ? M.orderAlreadyPaid : M.orderOnAccount);
  if (!deps.stripe) throw new UnprocessableError(M.cardUnavailable);
  await expireEarlierCheckout(deps.stripe, order);
  const url = await createOrderCheckout(ctx.db, deps.stripe, deps.origin, order, `specfolio-order-${order.id}-${randomUUID()}`);
  if (order.paymentStatus === 'failed') await ctx.db.update(specmarketOrders).set({ paymentStatus: 'pending', updatedAt: sql`now()` }).where(eq(specmarketOrders.id, order.id));
  return { url };
}
