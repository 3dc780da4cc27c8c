import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { sqlCount, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { AIPQ_RETENTION_DAYS } from '#shared/lib/aipq';
import { newStorageKey } from '#server/lib/storage';
import { AIPQ_STORAGE_PREFIX } from './aipq-files.service';
import { AIPQ_PURGE_CRON, AIPQ_PURGE_QUEUE, purgeOldAipqUploads, runAipqPurge } from './aipq-purge';

let t: TestServer;
let sellerId: number;
const DAY_MS = 24 * 60 * 60_000;
const OLD = (AIPQ_RETENTION_DAYS + 1) * DAY_MS;
const RECENT = (AIPQ_RETENTION_DAYS - 1) * DAY_MS;

beforeAll(async () => {
  t = await createTestServer();
  ({ sellerId } = await twoSellers(t));
});
afterAll(() => t.close());

const deps = () => ({ db: t.app.db, storage: t.app.storage, log: t.app.log });
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** An upload read into one page, its PDF and thumbnail stored, last changed `ageMs` ago. */
async function upload(ageMs: number): Promise<{ id: number; keys: string[] }> {
  const keys = [newStorageKey('pdf', { prefix: AIPQ_STORAGE_PREFIX }), newStorageKey('png', { prefix: AIPQ_STORAGE_PREFIX })];
  for (const key of keys) await t.app.storage.put(key, Buffer.from('x'), { contentType: 'application/octet-stream' });
  const row = await sqlOne<{ id: number }>(
    t,
    `insert into aipq_files (account_id, user_id, file_name, file_key, status, page_count, pages, updated_at)
     select account_id, id, 'q.pdf', $2, 'complete', 1, $3::jsonb, $4 from users where id = $1 returning id`,
    [sellerId, keys[0], JSON.stringify([{ page: 1, hasText: true, thumbnailKey: keys[1] }]), ago(ageMs)],
  );
  return { id: row.id, keys };
}

/** An extraction of the upload, last changed `ageMs` ago. */
async function extraction(fileId: number, ageMs: number): Promise<number> {
  const row = await sqlOne<{ id: number }>(
    t,
    `insert into aipq_extractions (account_id, user_id, file_id, engine, name, status, updated_at)
     select account_id, id, $2, 'layout', 'Quote', 'complete', $3 from users where id = $1 returning id`,
    [sellerId, fileId, ago(ageMs)],
  );
  return row.id;
}

/** An import of the extraction into a new specbook of the seller, made long ago. */
async function importOf(extractionId: number): Promise<number> {
  const row = await sqlOne<{ id: number }>(
    t,
    `with b as (insert into specbooks (account_id, user_id, name) select account_id, id, 'Purge House' from users where id = $1 returning id, account_id, user_id)
     insert into imports (account_id, user_id, specbook_id, kind, status, file_name, separator, email, extraction_id, created_at)
     select account_id, user_id, id, 'aipq', 'complete', 'q.pdf', '', 'seller@specfolio.test', $2, $3 from b returning id`,
    [sellerId, extractionId, ago(OLD)],
  );
  return row.id;
}

const stored = async (keys: string[]) => Promise.all(keys.map((key) => t.app.storage.exists(key)));
const exists = async (table: string, id: number) => (await sqlCount(t, table, 'id = $1', [id])) === 1;

describe('purging old AI PDF-quote uploads', () => {
  it('deletes uploads and extractions older than the retention, with the PDF and thumbnails, and keeps what an import references', async () => {
    const old = await upload(OLD);
    const oldExtraction = await extraction(old.id, OLD);
    const recent = await upload(RECENT);
    const imported = await upload(OLD);
    const importedExtraction = await extraction(imported.id, OLD);
    const importId = await importOf(importedExtraction);
    const unimportedOfImported = await extraction(imported.id, OLD);
    const reused = await upload(OLD);
    const recentExtraction = await extraction(reused.id, RECENT);

    expect(await purgeOldAipqUploads(deps())).toEqual({ extractions: 2, files: 1 });

    expect(await exists('aipq_files', old.id)).toBe(false);
    expect(await exists('aipq_extractions', oldExtraction)).toBe(false);
    expect(await stored(old.keys)).toEqual([false, false]);
    expect(await exists('aipq_files', recent.id)).toBe(true);
    expect(await stored(recent.keys)).toEqual([true, true]);
    // The import's extraction and upload stay with their files; its other, unimported extraction goes.
    expect(await exists('aipq_extractions', importedExtraction)).toBe(true);
    expect(await exists('aipq_files', imported.id)).toBe(true);
    expect(await stored(imported.keys)).toEqual([true, true]);
    expect(await exists('aipq_extractions', unimportedOfImported)).toBe(false);
    expect(await exists('imports', importId)).toBe(true);
    // An old upload with a recent extraction stays.
    expect(await exists('aipq_files', reused.id)).toBe(true);
    expect(await exists('aipq_extractions', recentExtraction)).toBe(true);

    expect(await purgeOldAipqUploads(deps())).toEqual({ extractions: 0, files: 0 });
  });

  it('is a pg-boss schedule (one job per tick across processes) whose job purges', async () => {
    const schedule = await sqlOne<{ cron: string }>(t, 'select cron from pgboss.schedule where name = $1', [AIPQ_PURGE_QUEUE]);
    expect(schedule.cron).toBe(AIPQ_PURGE_CRON);
    const old = await upload(OLD);
    await runAipqPurge(deps());
    expect(await exists('aipq_files', old.id)).toBe(false);
  });
});
