import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderPdf } from '#server/lib/pdf/index';
import { parsePdf } from '#server/test/pdf';
import { createTestServer, type TestServer } from '#server/test/server';
import { specbookNamed, sqlOne, twoSellers } from '#server/modules/notifications/collab-test-kit';
import { registerPdfBuilder } from './pdf-builders';
import { createPdfRequest, downloadPdfRequest, fetchPdfRequest, pollPdfJob, runPdfJobThroughApi } from './pdf-jobs-test-kit';

let t: TestServer;
let seller: string;
let sellerId: number;
let sb: { id: number };
const seen: { specbookId: number; options: unknown; userId: number }[] = [];

/** Every file the storage holds under pdf-jobs/. */
async function storedPdfFiles(): Promise<string[]> {
  const root = path.join(t.dataDir, 'files', 'pdf-jobs');
  const entries = await readdir(root, { recursive: true }).catch(() => [] as string[]);
  return entries.filter((name) => name.endsWith('.pdf'));
}

beforeAll(async () => {
  registerPdfBuilder(
    'test-hello',
    async (ctx, _storage, specbookId, options) => {
      seen.push({ specbookId, options, userId: ctx.user.id });
      const pdf = await renderPdf({ title: 'Hello' }, (doc) => void doc.text(`Hello ${options.greeting} from specbook ${specbookId}`));
      return { pdf, fileName: 'Hello.pdf' };
    },
    z.object({ greeting: z.string().min(2, 'Say more.') }),
  );
  registerPdfBuilder('test-throws', async () => {
    throw new Error('drawing failed half way');
  });
  t = await createTestServer();
  ({ seller, sellerId } = await twoSellers(t));
  sb = await specbookNamed(t, 'Johnson Powder Room');
});
afterAll(() => t.close());

describe('the PDF job runner', () => {
  it('runs a registered builder with its validated options, stores the file and completes the job', async () => {
    const job = await runPdfJobThroughApi(t, sellerId, seller, { type: 'test-hello', specbookId: sb.id, options: { greeting: 'world' } });
    expect(job.status).toBe('completed');
    expect(seen).toEqual([{ specbookId: sb.id, options: { greeting: 'world' }, userId: sellerId }]);
    const row = await sqlOne<{ status: string; storage_key: string; file_name: string; started_at: Date; completed_at: Date }>(t, 'select * from pdf_jobs where id = $1', [job.id]);
    expect(row).toMatchObject({ status: 'completed', file_name: 'Hello.pdf', storage_key: expect.stringMatching(/^pdf-jobs\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]+\.pdf$/) });
    expect(row.completed_at.getTime()).toBeGreaterThanOrEqual(row.started_at.getTime());
    expect(await storedPdfFiles()).toHaveLength(1);
    const pdf = await parsePdf((await downloadPdfRequest(t, job.url!, seller)).rawPayload);
    expect(pdf.text).toContain(`Hello world from specbook ${sb.id}`);
  });

  it("answers 400 with the field when the options fail the builder's schema", async () => {
    const res = await createPdfRequest(t, sellerId, seller, { type: 'test-hello', specbookId: sb.id, options: { greeting: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'options.greeting', message: 'Say more.' }]);
  });

  it('fails the job when the builder throws, keeping no file and answering no url', async () => {
    const before = await storedPdfFiles();
    const created = await createPdfRequest(t, sellerId, seller, { type: 'test-throws', specbookId: sb.id });
    expect(created.statusCode).toBe(201);
    const job = await pollPdfJob(t, sellerId, seller, created.json().data.id);
    expect(job).toMatchObject({ status: 'failed', url: null, fileName: null });
    const row = await sqlOne<{ storage_key: string | null; error: string }>(t, 'select storage_key, error from pdf_jobs where id = $1', [job.id]);
    expect(row).toEqual({ storage_key: null, error: 'drawing failed half way' });
    expect(await storedPdfFiles()).toEqual(before);
    expect((await downloadPdfRequest(t, `/api/v4/user/${sellerId}/pdf/${job.id}/file`, seller)).statusCode).toBe(404);
  });

  it('answers failed for a job no worker finished within the stale limit', async () => {
    const row = await sqlOne<{ id: number }>(
      t,
      `insert into pdf_jobs (account_id, user_id, specbook_id, type, status, actor, updated_at)
       select account_id, $1, id, 'test-hello', 'active', '{}'::jsonb, now() - interval '16 minutes' from specbooks where id = $2 returning id`,
      [sellerId, sb.id],
    );
    const res = await fetchPdfRequest(t, sellerId, seller, row.id);
    expect(res.json().data).toMatchObject({ status: 'failed', url: null });
    const fresh = await sqlOne<{ id: number }>(
      t,
      `insert into pdf_jobs (account_id, user_id, specbook_id, type, status, actor) select account_id, $1, id, 'test-hello', 'active', '{}'::jsonb from specbooks where id = $2 returning id`,
      [sellerId, sb.id],
    );
    expect((await fetchPdfRequest(t, sellerId, seller, fresh.id)).json().data.status).toBe('active');
  });

  it('does not build a job twice when its pg-boss job is delivered again', async () => {
    const job = await runPdfJobThroughApi(t, sellerId, seller, { type: 'test-hello', specbookId: sb.id, options: { greeting: 'again' } });
    const builds = seen.length;
    await t.app.jobs.send('pdf-jobs', { pdfJobId: job.id });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toHaveLength(builds);
    expect((await sqlOne<{ status: string }>(t, 'select status from pdf_jobs where id = $1', [job.id])).status).toBe('completed');
  });
});
