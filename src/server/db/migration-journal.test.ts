/**
 * The migration journal as drizzle's migrator reads it: it applies a migration only when its
 * `when` is later than the last one the database has applied, so a journal whose times do not
 * rise with its order (two branches that each added a migration, merged) would silently skip one
 * on every database migrated before the merge.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import journal from './migrations/meta/_journal.json' with { type: 'json' };

const migrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

describe('the migration journal', () => {
  it('lists its migrations in order, numbered without gaps, with rising times', () => {
    const entries = journal.entries;
    entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      expect(entry.tag.startsWith(String(index).padStart(4, '0') + '_')).toBe(true);
      if (index > 0) expect(entry.when).toBeGreaterThan(entries[index - 1]!.when);
    });
  });

  it('has one SQL file per entry and no other', async () => {
    const files = (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort();
    expect(files).toEqual(journal.entries.map((e) => `${e.tag}.sql`));
  });
});
