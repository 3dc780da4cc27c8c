import { pgTable, serial, text, integer, boolean, index, timestamp, varchar } from 'drizzle-orm/pg-core';
import { accounts, timestamps } from './accounts';
import { specbooks } from './specbooks';

/**
 * A specbook's event (called an alert in order contexts; spec/client-view-and-downloads.md §3
 * "Event / alert", docs/decisions/029). Start and end are wall-clock times in `timezone`
 * (timestamp without time zone): an event on 2026-11-24 stays on that day wherever it is read.
 */
export const alerts = pgTable(
  'alerts',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    specbookId: integer('specbook_id')
      .notNull()
      .references(() => specbooks.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    description: varchar('description', { length: 400 }),
    startAlert: timestamp('start_alert', { precision: 0, mode: 'string' }).notNull(),
    endAlert: timestamp('end_alert', { precision: 0, mode: 'string' }).notNull(),
    allDayEvent: boolean('all_day_event').notNull().default(false),
    /** IANA time zone of start and end, e.g. America/Chicago. */
    timezone: text('timezone').notNull(),
    /** Recipients' e-mail addresses. */
    attendees: text('attendees').array().notNull(),
    /** Display name of the author (alertAuthor). */
    createdBy: text('created_by').notNull(),
    /** The .ics SEQUENCE: bumped by every update, so calendars replace the event they hold (issue 21). */
    sequence: integer('sequence').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('alerts_specbook_idx').on(t.specbookId, t.startAlert), index('alerts_account_start_idx').on(t.accountId, t.startAlert)],
);
