import { expect } from 'vitest';
import PDFDocument from 'pdfkit';
import { PDFDocument as PdfLibDocument } from 'pdf-lib';
import type { TestServer } from '#server/test/server';
import { multipart } from '#server/test/upload-fixtures';
import { bearer } from '#server/modules/notifications/collab-test-kit';
import type { TAipqFile, TExtraction } from '#shared/schemas/aipq';

/**
 * Test helpers of the aipq tests: quote PDFs drawn with pdfkit, the upload and extraction calls,
 * polling to the end of their jobs. Imported by tests only.
 */

/** A quote of `pages` pages, each with a small priced table; `userPassword` encrypts it. */
export function quotePdf(pages = 2, opts: { userPassword?: string; blankLast?: boolean } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'LETTER', margin: 50, ...(opts.userPassword ? { userPassword: opts.userPassword, ownerPassword: 'owner' } : {}) });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    for (let page = 1; page <= pages; page += 1) {
      if (page > 1) doc.addPage();
      if (opts.blankLast && page === pages) continue;
      doc.fontSize(16).text(`Northwind Plumbing Supply — Quote page ${page}`);
      doc.fontSize(10).text('Model        Description            Qty   Unit      Amount');
      doc.text(`K-${page}001     Toilet, elongated       2     250.00    500.00`);
    }
    doc.end();
  });
}

/** A PDF with no pages at all. */
export async function pagelessPdf(): Promise<Buffer> {
  return Buffer.from(await (await PdfLibDocument.create()).save({ addDefaultPage: false }));
}

/** POST {u}/aipq/files with `data` as the multipart `file`. */
export function uploadRequest(t: TestServer, userId: number, token: string | null, data: Buffer | null, filename = 'quote.pdf') {
  const body = multipart({}, data ? { file: { filename, contentType: 'application/pdf', data } } : {});
  return t.app.inject({ method: 'POST', url: `/api/v4/user/${userId}/aipq/files`, headers: { ...body.headers, ...(token ? bearer(token) : {}) }, payload: body.payload });
}

/** GET on an aipq URL (a status URL, a thumbnail, the quota). */
export function getRequest(t: TestServer, url: string, token: string | null) {
  return t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });
}

/** POST {u}/aipq/extractions[?engine=]. */
export function extractionRequest(t: TestServer, userId: number, token: string | null, payload: unknown, engine?: string) {
  const query = engine ? `?engine=${engine}` : '';
  return t.app.inject({ method: 'POST', url: `/api/v4/user/${userId}/aipq/extractions${query}`, headers: token ? bearer(token) : {}, payload: payload as Record<string, unknown> });
}

/** The create-extraction body of `fileId` and `pages`. */
export function extractionBody(fileId: number, pages: number[], name = 'Northwind quote') {
  return { createExtractionRequest: { file: { id: fileId }, pages }, name };
}

/** Polls `url` (every 50 ms, up to 30 s) until `done` holds for its data. */
async function pollUntil<T>(t: TestServer, url: string, token: string, done: (data: T) => boolean): Promise<T> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const res = await getRequest(t, url, token);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as T;
    if (done(data)) return data;
    if (Date.now() > deadline) throw new Error(`${url} did not end: ${res.body}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Uploads `data` and polls its status URL until the file is complete or failed. */
export async function uploadAndRead(t: TestServer, userId: number, token: string, data: Buffer): Promise<TAipqFile> {
  const res = await uploadRequest(t, userId, token, data);
  expect(res.statusCode, res.body).toBe(201);
  return pollUntil<TAipqFile>(t, String(res.headers.location), token, (file) => file.status === 'complete' || file.status === 'failed');
}

/** Starts an extraction and polls its status URL until it is complete or failed. */
export async function extractAndWait(t: TestServer, userId: number, token: string, payload: unknown, engine?: string): Promise<TExtraction> {
  const res = await extractionRequest(t, userId, token, payload, engine);
  expect(res.statusCode, res.body).toBe(202);
  return pollUntil<TExtraction>(t, String(res.headers.location), token, (x) => x.status === 'complete' || x.status === 'failed');
}

/** Gives a demo user ROLE_AIPQ (the auth cache sees it at once: a role change bumps the user's auth version). */
export async function grantAipqRole(t: TestServer, email: string): Promise<void> {
  await t.database.pool.query(
    "insert into user_roles (user_id, role_id) select u.id, r.id from users u, roles r where lower(u.email) = lower($1) and r.name = 'ROLE_AIPQ' on conflict do nothing",
    [email],
  );
}
