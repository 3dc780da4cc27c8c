import { pgTable, serial, text, integer, boolean, jsonb, index, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users, timestamps } from './accounts';
import { specbooks } from './specbooks';

/**
 * An import into a specbook (spec/business-records.md §7 "Import"; docs/decisions/036): today the
 * CSV import. The uploaded file waits in file storage (`file_key`) until the import has run; the
 * row keeps its status, counts and the rows that could not be imported. `updated_at` is the
 * heartbeat of a running import: one left queued or processing without a beat for a while was
 * cut off by a restart and reads as failed.
 */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The specbook imported into; null for an import that is not into a specbook (kind 'inventory'). */
    specbookId: integer('specbook_id').references(() => specbooks.id, { onDelete: 'cascade' }),
    /** 'csv' into a specbook, 'inventory' into the inventory center (the AI PDF-quote import may add its own kind). */
    kind: text('kind').notNull().default('csv'),
    /** queued | processing | complete | failed (IMPORT_STATUSES). */
    status: text('status').notNull().default('queued'),
    fileName: text('file_name').notNull(),
    /** Storage key of the uploaded file; null once the import has ended and the file is removed. */
    fileKey: text('file_key'),
    separator: text('separator').notNull(),
    /** The importer may set cost and multiplier (advanced access when the import was started). */
    advancedPricing: boolean('advanced_pricing').notNull().default(false),
    /** E-mail of the importer, written to the status log and as who priced the specs. */
    email: text('email').notNull(),
    message: text('message'),
    counts: jsonb('counts').notNull().default({}),
    unmatched: jsonb('unmatched').notNull().default([]),
    skipped: jsonb('skipped').notNull().default([]),
    warnings: jsonb('warnings').notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }),
    finishedAt: timestamp('finished_at', { withTimezone: true, precision: 3 }),
    ...timestamps,
  },
  (t) => [index('imports_specbook_idx').on(t.specbookId, t.createdAt)],
);
