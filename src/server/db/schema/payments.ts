import { pgTable, serial, text, integer, boolean, timestamp, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts, timestamps } from './accounts';

/**
 * A payment account (spec/business-records.md §3 "Payment account"): where an account's invoices
 * are paid. `processor` 'stripe' is a Stripe Connect account (`provider_account_id` acct_…) whose
 * `valid` and `reason` follow the provider's account.updated webhook; 'manual' records cash, check
 * and ACH taken by staff and is always valid. `details_needed` keeps the provider's list of
 * requirements currently due.
 */
export const paymentAccounts = pgTable(
  'payment_accounts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    type: text('type').notNull().default('merchant'),
    label: text('label').notNull(),
    processor: text('processor').notNull(),
    providerAccountId: text('provider_account_id'),
    valid: boolean('valid').notNull().default(false),
    reason: text('reason'),
    detailsNeeded: text('details_needed').array().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index('payment_accounts_account_idx').on(t.accountId, t.id),
    uniqueIndex('payment_accounts_provider_account_uq').on(t.processor, t.providerAccountId),
  ],
);

/**
 * Provider webhook events applied (DESIGN.md "Reliability and security rules"): one row per event
 * id, written in the same transaction as the event's effects, so that a replay changes nothing.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_provider_event_uq').on(t.provider, t.eventId)],
);
