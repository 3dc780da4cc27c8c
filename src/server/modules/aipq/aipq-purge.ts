/**
 * Clean-up of old AI PDF-quote uploads (docs/decisions/057): extractions last changed more than
 * AIPQ_RETENTION_DAYS ago that no import references are deleted; then uploads that old with no
 * extraction left, with their stored PDF and page thumbnails. An extraction an import references
 * (and so its upload) stays as long as the import; import rows are never deleted here. A pg-boss
 * schedule ({@link AIPQ_PURGE_CRON}): one job per tick whatever the number of app processes; should
 * two overlap, a row is deleted by exactly one of them (DELETE … RETURNING), which deletes its files.
 */
import { sql } from 'drizzle-orm';
import { removeStored } from '#server/lib/uploads';
import { AIPQ_RETENTION_DAYS } from '#shared/lib/aipq';
import type { AipqJobDeps } from './aipq-file.run';
import type { StoredPage } from './aipq-files.service';

/** The pg-boss queue of the purge. */
export const AIPQ_PURGE_QUEUE = 'aipq-purge';

/** When the purge runs: hourly, at 41 minutes past (UTC). */
export const AIPQ_PURGE_CRON = '41 * * * *';

/** What one purge deleted. */
export interface AipqPurgeCounts {
  extractions: number;
  files: number;
}

/**
 * Deletes the extractions and uploads older than the retention at `now` (see the module's comment)
 * and the uploads' stored files; a file that cannot be deleted is left (storage deletes are best effort).
 */
export async function purgeOldAipqUploads(deps: AipqJobDeps, now: Date = new Date()): Promise<AipqPurgeCounts> {
  const cutoff = new Date(now.getTime() - AIPQ_RETENTION_DAYS * 24 * 60 * 60_000).toISOString();
  const extractions = await deps.db.execute<{ id: number }>(sql`
    delete from aipq_extractions e
     where e.updated_at < ${cutoff}::timestamptz and not exists (select 1 from imports i where i.extraction_id = e.id)
    returning e.id`);
  const files = await deps.db.execute<{ id: number; file_key: string; pages: StoredPage[] }>(sql`
    delete from aipq_files f
     where f.updated_at < ${cutoff}::timestamptz and not exists (select 1 from aipq_extractions e where e.file_id = f.id)
    returning f.id, f.file_key, f.pages`);
  await removeStored(deps.storage, files.rows.flatMap((f) => [f.file_key, ...f.pages.map((p) => p.thumbnailKey)]));
  return { extractions: extractions.rows.length, files: files.rows.length };
}

/** Runs one purge and logs what it did (the handler of {@link AIPQ_PURGE_QUEUE}). */
export async function runAipqPurge(deps: AipqJobDeps): Promise<void> {
  const counts = await purgeOldAipqUploads(deps);
  deps.log.info(counts, 'aipq upload purge');
}
