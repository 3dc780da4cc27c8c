import { pgTable, serial, text, integer, jsonb, index, uniqueIndex, timestamp, boolean } from 'drizzle-orm/pg-core';
import { accounts, users, timestamps } from './accounts';
import { specbooks } from './specbooks';
import { profiles } from './profiles';

/**
 * An account's connection to its distributor's ERP gateway (spec/erp-gateway.md; docs/decisions/058).
 * The API key is stored encrypted (AES-256-GCM, lib/secrets) and never answered to a browser.
 */
export const erpConnections = pgTable('erp_connections', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  baseUrl: text('base_url').notNull(),
  /** base64url of iv ‖ auth tag ‖ ciphertext (lib/secrets sealSecret). */
  apiKeySealed: text('api_key_sealed').notNull(),
  /** Result of the last "Test connection": null until tested. */
  lastTestOk: boolean('last_test_ok'),
  lastTestMessage: text('last_test_message'),
  lastTestedAt: timestamp('last_tested_at', { withTimezone: true, precision: 3 }),
  updatedBy: integer('updated_by').references(() => users.id),
  ...timestamps,
});

/**
 * One long ERP step run as a pg-boss job (`GET {u}/erp/jobs/{id}`): prices, missing, create_missing,
 * submit, bid, price_groups (ERP_JOB_KINDS). `input` is what the step was asked; `result` its answer
 * (the shapes); `message` the failure shown to the user. `updated_at` is the heartbeat.
 */
export const erpJobs = pgTable(
  'erp_jobs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    specbookId: integer('specbook_id').references(() => specbooks.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id').references(() => profiles.id, { onDelete: 'cascade' }),
    /** queued | running | succeeded | failed (ERP_JOB_STATUSES). */
    status: text('status').notNull().default('queued'),
    input: jsonb('input').notNull().default({}),
    result: jsonb('result'),
    message: text('message'),
    ...timestamps,
  },
  (t) => [index('erp_jobs_account_idx').on(t.accountId, t.id), index('erp_jobs_specbook_idx').on(t.specbookId, t.kind, t.id)],
);

/**
 * An Idempotency-Key of one business action, persisted before the gateway is called (e.g.
 * `sb-12-submit-v3`, `acct-4-stock-K2345`), with the gateway's jobId once it answered: a retried
 * job sends the same key and so gets the same gateway job, never a second opportunity or item.
 */
export const erpRequests = pgTable(
  'erp_requests',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    idempotencyKey: text('idempotency_key').notNull(),
    /** create_opportunity | create_stock_item. */
    action: text('action').notNull(),
    gatewayJobId: text('gateway_job_id'),
    ...timestamps,
  },
  (t) => [uniqueIndex('erp_requests_key_idx').on(t.accountId, t.idempotencyKey)],
);
