import { pgTable, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { specbooks } from './specbooks';

/**
 * The proposal document a seller attaches to a specbook (docs/decisions/033): one PDF per
 * specbook, stored under a generated key. `specbooks.has_proposal` is kept in step in the same
 * transaction, so the e-Specbook shows "Download Proposal" exactly when a row exists.
 */
export const specbookProposals = pgTable('specbook_proposals', {
  specbookId: integer('specbook_id')
    .primaryKey()
    .references(() => specbooks.id, { onDelete: 'cascade' }),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  /** Storage key (newStorageKey, prefix 'proposals'); the client's file name never reaches storage. */
  storageKey: text('storage_key').notNull(),
  /** The uploaded file's name as the seller chose it (shown and used as the download name). */
  fileName: text('file_name').notNull(),
  size: integer('size').notNull(),
  pageCount: integer('page_count').notNull(),
  uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});
