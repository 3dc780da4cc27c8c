import { integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every server process (lib/rate-limit/pg-store.ts;
 * docs/decisions/045). One row per limited route and client address: the hits in the current
 * window and when that window ends. The table is UNLOGGED (hand-edited in its migration): the
 * counters are worth nothing after a crash, and skipping the WAL keeps each hit cheap.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** The route's name and the client's key (its address), e.g. `POST /api/v1/auth/login|203.0.113.5`. */
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);
