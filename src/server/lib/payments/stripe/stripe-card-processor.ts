import type { CardPayment, CardProcessor } from '#server/lib/payments/card-processor';
import { UnprocessableError } from '#server/lib/http/errors';
import { toCents } from '#shared/lib/money';
import type { StripeAdapter } from './stripe-adapter';

/** The payment intent of a card payment; a payment never authorised by Stripe has none (422). */
function intentOf(payment: CardPayment): string {
  if (!payment.providerPaymentId) throw new UnprocessableError('This payment has no card authorisation to act on.');
  return payment.providerPaymentId;
}

/**
 * Invoicing's card processor over the Stripe adapter (docs/decisions/052): a capture takes the
 * whole authorised amount of the payment intent, a refund refunds part or all of it. The caller's
 * idempotency keys go to Stripe unchanged, so a retried capture or refund moves money once.
 */
export function stripeCardProcessor(stripe: StripeAdapter): CardProcessor {
  return {
    async capture(payment, idempotencyKey) {
      const intent = await stripe.capturePaymentIntent(intentOf(payment), idempotencyKey);
      return { providerPaymentId: intent.id };
    },
    async refund(payment, amount, idempotencyKey) {
      const refund = await stripe.createRefund({ paymentIntentId: intentOf(payment), amountCents: toCents(amount) }, idempotencyKey);
      return { providerRefundId: refund.id };
    },
  };
}
