import { pgTable, integer, timestamp, index } from 'drizzle-orm/pg-core';
import { accounts, users } from './accounts';

/**
 * A user's advanced-pricing grant from a valid access code (docs/decisions/027): one row per
 * user, renewed on each valid code; it counts while expires_at is in the future (1 day).
 */
export const advancedAccessGrants = pgTable(
  'advanced_access_grants',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('advanced_access_grants_account_idx').on(t.accountId)],
);
