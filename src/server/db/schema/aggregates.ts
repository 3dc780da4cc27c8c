import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import { specbooks } from './specbooks';

/**
 * The version of a specbook's answers (rooms with totals, totals, pages of specs, one spec), bumped
 * by triggers in the transaction of every write that changes anything those answers show
 * (migrations 0019 and 0023, docs/decisions/042 and 047). No row = version 0. Readers cache the
 * aggregate and whole answers under (specbook id, version), so a cached answer is never older than
 * the last commit.
 */
export const specbookVersions = pgTable('specbook_versions', {
  specbookId: integer('specbook_id')
    .primaryKey()
    .references(() => specbooks.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
