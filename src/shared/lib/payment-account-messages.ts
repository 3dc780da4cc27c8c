/**
 * Payment accounts and card payments (spec/business-records.md §2 "Payment methods", §3 and §4
 * "Payment account"; docs/decisions/049): the strings, limits and values the server, the
 * /v4/payments page and the tests share. The spec gives none of these words; they are Specfolio's.
 */
export const PAYMENT_ACCOUNT_MESSAGES = {
  title: 'Payment Methods',
  labelRequired: 'Label is required',
  labelTooLong: 'Label should not exceed 80 characters',
  typeInvalid: "Type must be 'merchant'",
  processorInvalid: "Processor must be 'stripe' or 'manual'",
  stripeUnavailable: 'Card payments are not available: Stripe is not configured on this server. Manual payments (cash, check, ACH) still work.',
  providerUnreachable: 'The card processor could not be reached. Please try again.',
  providerRejected: 'The card processor refused the request.',
  providerCredentials: 'The card processor refused this server’s credentials.',
  idempotencyReused: 'This Idempotency-Key was already used with a different request.',
  webhookSignature: 'The webhook signature is not valid.',
  onboardingIncomplete: 'Onboarding with Stripe is not complete.',
  detailsNeeded: (fields: string[]) => `Stripe needs more details: ${fields.join(', ')}.`,

  // Page (toasts, empty state, dialogs).
  created: 'Payment account added',
  deleted: 'Payment account removed',
  createFailed: 'The payment account could not be added',
  deleteFailed: 'The payment account could not be removed',
  fetchFailed: 'Payment accounts could not be retrieved',
  emptyTitle: 'No payment accounts yet',
  emptyBody:
    'A payment account receives your clients’ card payments of invoices, through Stripe. Cash, check and ACH payments are recorded by your staff on a manual account.',
  emptyHowTo: 'Add one with “Add payment account”: choose Stripe to take cards (you finish onboarding with Stripe), or Manual for payments your staff record.',
  deleteConfirm: (label: string) => `Remove the payment account “${label}”? Payments already recorded keep their history.`,
  stripeNotice: 'Card payments are unavailable: Stripe is not configured on this server. Manual payments (cash, check, ACH) still work.',
} as const;

/** Limits of a payment account's fields. */
export const PAYMENT_ACCOUNT_LIMITS = { labelMax: 80 } as const;

/** Payment account types (spec §3: 'merchant'). */
export const PAYMENT_ACCOUNT_TYPES = ['merchant'] as const;

/** Payment processors: Stripe Connect for cards, manual for cash, check and ACH recorded by staff. */
export const PAYMENT_PROCESSORS = ['stripe', 'manual'] as const;

/** The label each processor shows. */
export const PROCESSOR_LABELS: Record<(typeof PAYMENT_PROCESSORS)[number], string> = {
  stripe: 'Stripe (cards)',
  manual: 'Manual (cash, check, ACH)',
};
