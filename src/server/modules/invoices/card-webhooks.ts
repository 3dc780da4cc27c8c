import { and, eq, inArray, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { invoicePayments, invoices } from '#server/db/schema/index';
import type { Tx } from '#server/db/client';
import type { PaymentWebhookHandlers } from '#server/lib/payments/webhook-handlers';
import { idOf, type StripeAdapter } from '#server/lib/payments/stripe/stripe-adapter';
import { balanceDueCents } from '#shared/lib/invoice-money';
import { USER_INVOICE_STATUSES } from '#shared/lib/invoice-status';
import { fromCents, toCents } from '#shared/lib/money';
import type { InvoiceRow, PaymentRow } from './invoice-access';
import { addMovement, processorKey, reversedByPayment, updateMovement } from './payments.service';

/** A card payment of the account, read after its invoice is locked (every change of an invoice's payments takes that lock first); null when there is none. */
async function lockedCardPayment(tx: Tx, paymentId: number, accountId: number): Promise<PaymentRow | null> {
  const [found] = await tx
    .select({ invoiceId: invoicePayments.invoiceId })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.id, paymentId), eq(invoicePayments.accountId, accountId), eq(invoicePayments.method, 'card')));
  if (!found) return null;
  await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.id, found.invoiceId)).for('update');
  const [payment] = await tx.select().from(invoicePayments).where(eq(invoicePayments.id, paymentId));
  return payment ?? null;
}

/** The card payment an event's metadata names (paymentId, accountId); null when it is not ours. */
async function paymentOfMetadata(tx: Tx, metadata: Stripe.Metadata | null | undefined): Promise<PaymentRow | null> {
  const paymentId = Number(metadata?.paymentId);
  const accountId = Number(metadata?.accountId);
  if (!Number.isInteger(paymentId) || !Number.isInteger(accountId) || paymentId <= 0 || paymentId > 2_147_483_647) return null;
  return lockedCardPayment(tx, paymentId, accountId);
}

/** Sets a payment's fields, then the invoice's paid amounts and the specbook's billing status. */
async function updatePayment(tx: Tx, payment: PaymentRow, values: Partial<typeof invoicePayments.$inferInsert>): Promise<void> {
  await updateMovement(tx, await invoiceOf(tx, payment), payment.id, values);
}

/** The invoice of a payment (locked already by lockedCardPayment). */
async function invoiceOf(tx: Tx, payment: PaymentRow): Promise<InvoiceRow> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, payment.invoiceId));
  if (!invoice) throw new Error('invoice of a payment vanished');
  return invoice;
}

/** Whether the invoice can still take `payment` in full: not voided, and its balance covers it. */
async function stillPayable(tx: Tx, payment: PaymentRow): Promise<boolean> {
  const [invoice] = await tx.select({ total: invoices.total, paid: invoices.paid, voidedAt: invoices.voidedAt }).from(invoices).where(eq(invoices.id, payment.invoiceId));
  if (!invoice || invoice.voidedAt !== null) return false;
  return toCents(payment.amount) <= balanceDueCents(toCents(invoice.total), toCents(invoice.paid));
}

/** Statuses from which an authorisation or a success moves a card payment on (a success is never undone by a late event). */
const OPEN_STATUSES = ['pending', 'canceled', 'failed'];

/**
 * Registers the card-payment handlers of Stripe's events (docs/decisions/052). Authorise then
 * capture: when Stripe reports the card authorised, the payment is 'authorized' and is captured at
 * once if the invoice can still take it (not voided, balance still due — a manual payment may have
 * come in meanwhile); otherwise it waits for the seller, who captures it or lets it lapse. The
 * capture's answer (or Stripe's later payment_intent.succeeded) makes it 'succeeded', and the
 * invoice's paid and status follow. A refund made in Stripe's dashboard becomes a reversal row.
 * Each handler runs in the transaction that records the event, so a replay changes nothing.
 */
export function registerCardWebhooks(handlers: PaymentWebhookHandlers, stripe: () => StripeAdapter | null, log: (msg: string, err: unknown) => void): void {
  handlers.register('checkout.session.completed', async (tx, event) => {
    const session = event.data.object as Stripe.Checkout.Session;
    const payment = await paymentOfMetadata(tx, session.metadata);
    const intentId = idOf(session.payment_intent);
    if (payment && intentId && payment.providerPaymentId === null) await updatePayment(tx, payment, { providerPaymentId: intentId });
  });

  handlers.register('payment_intent.amount_capturable_updated', async (tx, event) => {
    const intent = event.data.object as Stripe.PaymentIntent;
    const payment = await paymentOfMetadata(tx, intent.metadata);
    if (!payment || !OPEN_STATUSES.includes(payment.status)) return;
    await updatePayment(tx, payment, { status: 'authorized', providerPaymentId: intent.id });
    const adapter = stripe();
    if (!adapter || !(await stillPayable(tx, payment))) return;
    try {
      const captured = await adapter.capturePaymentIntent(intent.id, processorKey('capture', payment));
      if (captured.status === 'succeeded') await updatePayment(tx, payment, { status: 'succeeded' });
    } catch (err) {
      // The payment stays authorised: the seller can capture it from the invoice.
      log(`capture of card payment ${payment.id} failed`, err);
    }
  });

  handlers.register('payment_intent.succeeded', async (tx, event) => {
    const intent = event.data.object as Stripe.PaymentIntent;
    const payment = await paymentOfMetadata(tx, intent.metadata);
    if (payment && payment.status !== 'succeeded') await updatePayment(tx, payment, { status: 'succeeded', providerPaymentId: intent.id });
  });

  handlers.register('payment_intent.payment_failed', async (tx, event) => {
    const intent = event.data.object as Stripe.PaymentIntent;
    const payment = await paymentOfMetadata(tx, intent.metadata);
    if (!payment || payment.status !== 'pending') return;
    await updatePayment(tx, payment, { status: 'failed', providerPaymentId: intent.id });
    await tx
      .update(invoices)
      .set({ status: 'failed_payment', updatedAt: sql`now()` })
      .where(and(eq(invoices.id, payment.invoiceId), inArray(invoices.status, [...USER_INVOICE_STATUSES])));
  });

  handlers.register('charge.refunded', async (tx, event) => {
    const charge = event.data.object as Stripe.Charge;
    const intentId = idOf(charge.payment_intent);
    if (!intentId) return;
    const [found] = await tx.select().from(invoicePayments).where(and(eq(invoicePayments.providerPaymentId, intentId), eq(invoicePayments.kind, 'payment'), eq(invoicePayments.method, 'card')));
    if (!found) return;
    const payment = await lockedCardPayment(tx, found.id, found.accountId);
    if (!payment) return;
    // Refunds made through Specfolio are recorded already; only what was refunded elsewhere is added.
    const recorded = (await reversedByPayment(tx, [payment.id])).get(payment.id) ?? 0;
    const missing = charge.amount_refunded - recorded;
    if (missing <= 0) return;
    await addMovement(tx, await invoiceOf(tx, payment), {
      kind: 'refund',
      reversesPaymentId: payment.id,
      method: 'card',
      reference: payment.reference,
      amount: fromCents(missing),
      status: 'succeeded',
      paymentAccountId: payment.paymentAccountId,
      providerPaymentId: intentId,
      createdBy: null,
    });
  });
}
