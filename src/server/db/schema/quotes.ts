import { date, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';
import { specbooks } from './specbooks';

/**
 * Per-account sequences of document numbers (docs/decisions/040): one row per account and kind
 * ('quote'), `last_number` the last number handed out. A number is taken with one
 * `INSERT … ON CONFLICT DO UPDATE SET last_number = last_number + 1 RETURNING`, so concurrent
 * requests queue on the row and each gets the next number, none twice and none skipped.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind] })],
);

/**
 * Every quote issued (docs/decisions/040): a quote PDF generated for a specbook takes the account's
 * next quote number and is recorded here with its date and the date it is valid until.
 */
export const specbookQuotes = pgTable(
  'specbook_quotes',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    specbookId: integer('specbook_id')
      .notNull()
      .references(() => specbooks.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** The last day the quote's prices hold (issue date + the account's quote validity days). */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
  },
  (t) => [uniqueIndex('specbook_quotes_account_number_idx').on(t.accountId, t.number), index('specbook_quotes_specbook_idx').on(t.specbookId)],
);
