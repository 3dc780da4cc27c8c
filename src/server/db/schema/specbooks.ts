import { pgTable, serial, text, integer, boolean, index, numeric, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { accounts, users, timestamps } from './accounts';
import { profiles } from './profiles';
import { customerAddresses, customers } from './customers';
import { priceGroups } from './price-groups';

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
    /** The customer the specbook is for (one of the account's customers). */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** One of the customer's addresses: where the goods go, and where the bill goes. */
    shippingAddressId: integer('shipping_address_id').references(() => customerAddresses.id, { onDelete: 'set null' }),
    billingAddressId: integer('billing_address_id').references(() => customerAddresses.id, { onDelete: 'set null' }),
    /** The price group its specs are priced by (priceGroup{id}). */
    priceGroupId: integer('price_group_id').references(() => priceGroups.id, { onDelete: 'set null' }),
    /** Where it came from: sales, job, an e-commerce integration, catalog (or null). */
    source: text('source'),
    hasProposal: boolean('has_proposal').notNull().default(false),
    /** QR view tokens answer for this specbook (docs/decisions/028); off until the seller prints QR labels. */
    qrAccess: boolean('qr_access').notNull().default(false),
    expectedInstalledAt: timestamp('expected_installed_at', { withTimezone: true, precision: 3 }),
    expectedApprovedAt: timestamp('expected_approved_at', { withTimezone: true, precision: 3 }),
    /** The ERP opportunity this specbook was submitted as (erp.opportunityId; docs/decisions/058). */
    erpOpportunityId: text('erp_opportunity_id'),
    /** Submissions made so far: the next submit's Idempotency-Key is `sb-{id}-submit-v{n+1}`. */
    erpSubmissionVersion: integer('erp_submission_version').notNull().default(0),
    erpSubmittedAt: timestamp('erp_submitted_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [
    index('specbooks_account_order_idx').on(t.accountId, t.pinned, t.updatedAt, t.id),
    index('specbooks_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
