import type Stripe from 'stripe';
import type { Db } from '#server/db/client';
import { webhookEvents } from '#server/db/schema/index';
import { toProviderAccount } from '#server/lib/payments/stripe/stripe-adapter';
import type { PaymentWebhookHandlers } from '#server/lib/payments/webhook-handlers';
import { applyProviderAccountUpdate } from '#server/modules/payment-accounts/payment-accounts.service';

/** What became of a verified event: applied now, or already applied before (a replay). */
export type TWebhookOutcome = 'applied' | 'replayed';

/**
 * Applies a verified Stripe event once (docs/decisions/049): its id is stored in webhook_events
 * in the same transaction as its effects, so a replay (or a concurrent duplicate, which waits on
 * the unique index) finds it and does nothing. account.updated updates the payment account;
 * payment events go to the handlers registered for their type. A handler that fails rolls the
 * whole event back (the id too), so Stripe's retry applies it later.
 */
export async function applyStripeEvent(db: Db, event: Stripe.Event, handlers: PaymentWebhookHandlers): Promise<TWebhookOutcome> {
  return db.transaction(async (tx) => {
    const stored = await tx
      .insert(webhookEvents)
      .values({ provider: 'stripe', eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (stored.length === 0) return 'replayed';
    if (event.type === 'account.updated') await applyProviderAccountUpdate(tx, toProviderAccount(event.data.object));
    for (const handler of handlers.handlersOf(event.type)) await handler(tx, event);
    return 'applied';
  });
}
