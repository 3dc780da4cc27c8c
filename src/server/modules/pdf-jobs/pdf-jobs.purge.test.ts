import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { specbookNamed, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { PURCHASE_ORDER_PDF_TYPE } from '#shared/lib/pdf-job-messages';
import { runPdfJobThroughApi } from './pdf-jobs-test-kit';
import { PDF_JOB_RETENTION_MS, PDF_PURGE_CRON, PDF_PURGE_QUEUE, purgeOldPdfJobs, runPdfJobPurge } from './pdf-jobs.purge';

let t: TestServer;
let seller: string;
let sellerId: number;
let sb: { id: number };

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, sellerId } = await twoSellers(t));
  sb = await specbookNamed(t, 'Johnson Powder Room');
});
afterAll(() => t.close());

const deps = () => ({ db: t.app.db, storage: t.app.storage, log: t.app.log });

/** A completed purchase-order job with its stored file, last changed `ageMs` ago. */
async function finishedJob(ageMs: number): Promise<{ id: number; key: string }> {
  const job = await runPdfJobThroughApi(t, sellerId, seller, { type: PURCHASE_ORDER_PDF_TYPE, specbookId: sb.id });
  expect(job.status).toBe('completed');
  const row = await sqlOne<{ key: string }>(
    t,
    `update pdf_jobs set updated_at = now() - make_interval(secs => $2::double precision / 1000) where id = $1 returning storage_key as key`,
    [job.id, ageMs],
  );
  expect(await t.app.storage.exists(row.key)).toBe(true);
  return { id: job.id, key: row.key };
}

/** A failed job without a file, last changed `ageMs` ago. */
async function failedJob(ageMs: number): Promise<number> {
  const row = await sqlOne<{ id: number }>(
    t,
    `insert into pdf_jobs (account_id, user_id, specbook_id, type, status, actor, updated_at)
     select account_id, $1, id, 'purchaseorder', 'failed', '{}'::jsonb, now() - make_interval(secs => $3::double precision / 1000) from specbooks where id = $2 returning id`,
    [sellerId, sb.id, ageMs],
  );
  return row.id;
}

const rowExists = async (id: number) => (await sqlOne<{ n: number }>(t, 'select count(*)::int as n from pdf_jobs where id = $1', [id])).n === 1;

describe('purging old PDF jobs', () => {
  it('deletes jobs older than the retention with their files and keeps newer ones', async () => {
    const old = await finishedJob(PDF_JOB_RETENTION_MS + 60_000);
    const oldFailed = await failedJob(PDF_JOB_RETENTION_MS + 60_000);
    const recent = await finishedJob(PDF_JOB_RETENTION_MS - 60_000);
    const deleted = await purgeOldPdfJobs(deps());
    expect(deleted).toBe(2);
    expect(await rowExists(old.id)).toBe(false);
    expect(await t.app.storage.exists(old.key)).toBe(false);
    expect(await rowExists(oldFailed)).toBe(false);
    expect(await rowExists(recent.id)).toBe(true);
    expect(await t.app.storage.exists(recent.key)).toBe(true);
    expect(await purgeOldPdfJobs(deps())).toBe(0);
  });

  it('is a pg-boss schedule (one job per tick across processes) whose job purges', async () => {
    const schedule = await sqlOne<{ cron: string }>(t, 'select cron from pgboss.schedule where name = $1', [PDF_PURGE_QUEUE]);
    expect(schedule.cron).toBe(PDF_PURGE_CRON);
    const old = await failedJob(PDF_JOB_RETENTION_MS + 1000);
    await runPdfJobPurge(deps());
    expect(await rowExists(old)).toBe(false);
  });
});
