import { expect } from 'vitest';
import type { TestServer } from '#server/test/server';
import { bearer } from '#server/modules/notifications/collab-test-kit';
import type { TPdfJob } from '#shared/schemas/pdf-job';

/**
 * Test helpers of the PDF-job tests: create a job, poll it to its end, download its file.
 * Imported by tests only.
 */

/** POST {u}/pdf with the createPdf envelope. */
export function createPdfRequest(t: TestServer, userId: number, token: string | null, pdf: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: `/api/v4/user/${userId}/pdf`, headers: token ? bearer(token) : {}, payload: { createPdfRequest: { Pdf: pdf } } });
}

/** GET {u}/pdf/{id}. */
export function fetchPdfRequest(t: TestServer, userId: number, token: string | null, id: number | string) {
  return t.app.inject({ method: 'GET', url: `/api/v4/user/${userId}/pdf/${id}`, headers: token ? bearer(token) : {} });
}

/** Polls fetchPdf (every 50 ms, up to 20 s) until the job completed or failed. */
export async function pollPdfJob(t: TestServer, userId: number, token: string, id: number): Promise<TPdfJob> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const res = await fetchPdfRequest(t, userId, token, id);
    expect(res.statusCode).toBe(200);
    const job = res.json().data as TPdfJob;
    if (job.status === 'completed' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`pdf job ${id} still ${job.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Creates a job, waits for its end and answers it. */
export async function runPdfJobThroughApi(t: TestServer, userId: number, token: string, pdf: Record<string, unknown>): Promise<TPdfJob> {
  const created = await createPdfRequest(t, userId, token, pdf);
  expect(created.statusCode, created.body).toBe(201);
  return pollPdfJob(t, userId, token, (created.json().data as TPdfJob).id);
}

/** GET the job's url with the token. */
export function downloadPdfRequest(t: TestServer, url: string, token: string | null) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}
