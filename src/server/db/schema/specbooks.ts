import { pgTable, serial, text, integer, boolean, index, numeric, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts, users, timestamps } from './accounts';
import { profiles } from './profiles';

/** A specbook: a project specification book or quote (spec/workspace.md §3 "Specbook"). */
export const specbooks = pgTable(
  'specbooks',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').notNull().references(() => accounts.id),
    userId: integer('user_id').notNull().references(() => users.id),
    profileId: integer('profile_id').references(() => profiles.id),
    name: text('name').notNull(),
    description: text('description'),
    pinned: boolean('pinned').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    /** Order/payment status value (statuses.value); 'open' by default. */
    status: text('status').notNull().default('open'),
    /** Tax rate in percent (0–100); null = the account default. */
    tax: numeric('tax', { precision: 5, scale: 2 }),
    paymentTerms: integer('payment_terms'),
    shippingCalculation: boolean('shipping_calculation').notNull().default(true),
    /** Where it came from: sales, job, an e-commerce integration, catalog (or null). */
    source: text('source'),
    hasProposal: boolean('has_proposal').notNull().default(false),
    expectedInstalledAt: timestamp('expected_installed_at', { withTimezone: true, precision: 3 }),
    expectedApprovedAt: timestamp('expected_approved_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [
    index('specbooks_account_order_idx').on(t.accountId, t.pinned, t.updatedAt, t.id),
    index('specbooks_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
