/**
 * What invoicing asks of a card payment provider (DESIGN.md "payments"): capture an authorised
 * payment and refund a captured one. The Stripe adapter implements it; tests pass a small fake.
 * Idempotency keys derived from ours are handed on so that a retried call moves money once.
 */

/** A card payment as the processor needs it. */
export interface CardPayment {
  id: number;
  /** Money string ("125.00"). */
  amount: string;
  paymentAccountId: number | null;
  providerPaymentId: string | null;
}

/** A provider's answer to a capture. */
export interface CaptureResult {
  providerPaymentId: string;
}

/** A provider's answer to a refund. */
export interface RefundResult {
  providerRefundId: string;
}

/** A card processor. */
export interface CardProcessor {
  /** Captures an authorised payment in full. */
  capture(payment: CardPayment, idempotencyKey: string): Promise<CaptureResult>;
  /** Refunds `amount` (money string) of a captured payment. */
  refund(payment: CardPayment, amount: string, idempotencyKey: string): Promise<RefundResult>;
}
