import type { TOrderPlaced } from '#shared/schemas/cart';

/** How often the confirmation reads the order while the card payment is being confirmed, and for how long (ms). */
export const PAYMENT_POLL = { everyMs: 2000, forMs: 30_000 } as const;

/**
 * The confirmation's polling after the hosted card page sent the buyer back with ?payment=paid:
 * every 2 s while the webhook has not marked the order paid yet, for up to 30 s from `startedAt`.
 */
export function paymentPolling(returnedPaid: boolean, startedAt: number, now: () => number = Date.now) {
  return (placed: TOrderPlaced | undefined): number | false => {
    if (!returnedPaid || now() - startedAt > PAYMENT_POLL.forMs) return false;
    return !placed || placed.order.payment.status === 'pending' ? PAYMENT_POLL.everyMs : false;
  };
}
