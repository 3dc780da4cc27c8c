/**
 * Stripe events of Specmarket orders' card payments (docs/decisions/056), applied in the
 * transaction that records the event (so once per event): a completed and paid Checkout Session
 * marks the order paid; a failed payment marks it failed unless it is paid. Events whose metadata
 * names no order of ours are left to the other handlers (invoices read paymentId instead).
 */
import { and, eq, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Tx } from '#server/db/client';
import { specmarketOrders } from '#server/db/schema/index';
import { idOf } from '#server/lib/payments/stripe/stripe-adapter';
import type { PaymentWebhookHandlers } from '#server/lib/payments/webhook-handlers';
import type { SpecmarketOrderRow } from './order-view';

const MAX_ID = 2_147_483_647;

/** The order an event's metadata names ({specmarketOrderId, accountId}), locked; null when it is not ours. */
async function orderOfMetadata(tx: Tx, metadata: Stripe.Metadata | null | undefined): Promise<SpecmarketOrderRow | null> {
  const orderId = Number(metadata?.specmarketOrderId);
  const accountId = Number(metadata?.accountId);
  if (!Number.isInteger(orderId) || !Number.isInteger(accountId) || orderId <= 0 || orderId > MAX_ID) return null;
  const [row] = await tx
    .select()
    .from(specmarketOrders)
    .where(and(eq(specmarketOrders.id, orderId), eq(specmarketOrders.accountId, accountId)))
    .for('update');
  return row ?? null;
}

/** Registers the order handlers in the app's payment webhook registry. */
export function registerOrderWebhooks(handlers: PaymentWebhookHandlers): void {
  handlers.register('checkout.session.completed', async (tx, event) => {
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.payment_status !== 'paid') return;
    const order = await orderOfMetadata(tx, session.metadata);
    if (!order || order.paymentStatus === 'paid' || order.paymentMethod !== 'card') return;
    await tx
      .update(specmarketOrders)
      .set({ paymentStatus: 'paid', paidAt: sql`now()`, providerCheckoutId: session.id, providerPaymentId: idOf(session.payment_intent), updatedAt: sql`now()` })
      .where(eq(specmarketOrders.id, order.id));
  });

  handlers.register('payment_intent.payment_failed', async (tx, event) => {
    const intent = event.data.object as Stripe.PaymentIntent;
    const order = await orderOfMetadata(tx, intent.metadata);
    if (!order || order.paymentStatus !== 'pending') return;
    await tx.update(specmarketOrders).set({ paymentStatus: 'failed', providerPaymentId: intent.id, updatedAt: sql`now()` }).where(eq(specmarketOrders.id, order.id));
  });
}
