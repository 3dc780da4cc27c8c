import { pgTable, serial, text, integer, jsonb, index, timestamp } from 'drizzle-orm/pg-core';
import { accounts, timestamps, users } from './accounts';
import { specbooks } from './specbooks';

/**
 * A PDF built in the background (spec/client-view-and-downloads.md §3 "PDF job", §4.5;
 * docs/decisions/035). `status` is created | active | completed | failed; the finished file is
 * in storage under `storage_key`. `actor` is who asked (the user, and the token viewer when one
 * asked), so that the worker builds the document as that caller would see it.
 */
export const pdfJobs = pgTable(
  'pdf_jobs',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    specbookId: integer('specbook_id')
      .notNull()
      .references(() => specbooks.id, { onDelete: 'cascade' }),
    /** A registered builder's type, e.g. 'purchaseorder'. */
    type: text('type').notNull(),
    status: text('status').notNull().default('created'),
    /** The builder's options (validated by its schema at creation). */
    options: jsonb('options').notNull().default({}),
    actor: jsonb('actor').notNull(),
    storageKey: text('storage_key'),
    fileName: text('file_name'),
    /** Why the build failed (kept for the logs; never answered to clients). */
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }),
    completedAt: timestamp('completed_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [index('pdf_jobs_account_idx').on(t.accountId, t.createdAt)],
);
