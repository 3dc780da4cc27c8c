import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import { specbooks } from './specbooks';

/**
 * The version of a specbook's aggregates (rooms' counts and totals, specbook totals), bumped by
 * triggers on spec_specbooks and specs in the transaction of every write that changes an input of
 * those aggregates (migration 0019, docs/decisions/042). No row = version 0. Readers cache the
 * aggregate under (specbook id, version), so a cached answer is never older than the last commit.
 */
export const specbookVersions = pgTable('specbook_versions', {
  specbookId: integer('specbook_id')
    .primaryKey()
    .references(() => specbooks.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
});
