import type Stripe from 'stripe';
import type { Tx } from '#server/db/client';

/** The payment events Specfolio acts on (docs/decisions/049). */
export const PAYMENT_EVENT_TYPES = [
  'checkout.session.completed',
  'payment_intent.amount_capturable_updated',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
] as const;
export type TPaymentEventType = (typeof PAYMENT_EVENT_TYPES)[number];

/**
 * Applies one verified provider event inside the transaction that records its id: whatever it
 * writes commits with that record, or not at all (a replay then finds the id and does nothing).
 */
export type PaymentWebhookHandler = (tx: Tx, event: Stripe.Event) => Promise<void>;

/** Handlers of payment events, by type: the invoices/payments module registers into it. */
export interface PaymentWebhookHandlers {
  /** Adds a handler for `type`; several handlers of one type run in the order they were added. */
  register(type: TPaymentEventType, handler: PaymentWebhookHandler): void;
  /** The handlers of an event type (none for a type nobody registered). */
  handlersOf(type: string): readonly PaymentWebhookHandler[];
}

const isPaymentEvent = (type: string): type is TPaymentEventType => (PAYMENT_EVENT_TYPES as readonly string[]).includes(type);

/** An empty handler registry (one per app: `app.paymentWebhooks`). */
export function createPaymentWebhookHandlers(): PaymentWebhookHandlers {
  const byType = new Map<TPaymentEventType, PaymentWebhookHandler[]>();
  return {
    register(type, handler) {
      byType.set(type, [...(byType.get(type) ?? []), handler]);
    },
    handlersOf(type) {
      return isPaymentEvent(type) ? (byType.get(type) ?? []) : [];
    },
  };
}
