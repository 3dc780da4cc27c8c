import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { ExtractionError } from '#server/lib/extraction/engine';
import { sqlOne, twoSellers, userIdOf } from '#server/modules/notifications/collab-test-kit';
import { AIPQ_MESSAGES as M, AIPQ_QUOTA_LIMITS, type TAipqEngine } from '#shared/lib/aipq';
import type { TExtractionTable } from '#shared/schemas/aipq';
import type { AipqEngines } from './aipq-engines';
import { failExtraction } from './aipq-extractions.service';
import { quotaPeriodOf } from './aipq-quota.service';
import { extractAndWait, extractionBody, extractionRequest, getRequest, grantAipqRole, quotePdf, uploadAndRead } from './aipq-test-kit';

/** What the fake engine does on its next runs. */
let behaviour: 'tables' | 'no tables' | 'crash' = 'tables';
const asked: { engine: TAipqEngine; pages: number[] }[] = [];

const TABLE: TExtractionTable = {
  id: 't1',
  title: 'Page 1',
  columns: ['Room', 'Model', 'Description', 'Qty', 'Unit', 'Amount'],
  rows: [['Primary Bath', 'K-1001', 'Toilet, elongated', '2', '250.00', '500.00']],
  lines: [{ cells: ['Primary Bath', 'K-1001', 'Toilet, elongated', '2', '250.00', '500.00'], boxes: [null, null, null, null, null, null], confidence: 1, checks: [] }],
  roles: { model: 1, name: 2, manufacturer: null, room: 0, quantity: 3, unitPrice: 4, amount: 5 },
};

/** An engine registry whose llm is not configured and whose runs do what {@link behaviour} says. */
const fakeEngines: AipqEngines = {
  isAvailable: (engine) => engine !== 'llm',
  async extract(engine, input) {
    asked.push({ engine, pages: input.pages });
    input.onProgress?.(`Reading page 1 of ${input.pages.length}`);
    if (behaviour === 'no tables') throw new ExtractionError(M.noTables);
    if (behaviour === 'crash') throw new Error('engine bug');
    return { tables: [TABLE], supplier: 'Northwind Plumbing Supply', notes: ['Page 2 has no text: read by OCR.'] };
  },
};

let t: TestServer;
let seller: string;
let other: string;
let pro: string;
let sellerId: number;
let otherId: number;
let proId: number;
let fileId: number;

const extractionUrl = (userId: number, id: number | string) => `/api/v4/user/${userId}/aipq/extractions/${id}`;
const quotaUrl = (userId: number, engine?: string) => `/api/v4/user/${userId}/aipq/quota${engine ? `?engine=${engine}` : ''}`;

async function quotaUsed(engine: TAipqEngine): Promise<number> {
  const res = await getRequest(t, quotaUrl(sellerId, engine), seller);
  expect(res.statusCode).toBe(200);
  return res.json().data.Quota.used;
}

async function setQuotaUsed(engine: TAipqEngine, used: number): Promise<void> {
  await t.database.pool.query(
    `insert into aipq_quotas (account_id, engine, period, used) select account_id, $2, $3, $4 from users where id = $1
     on conflict (account_id, engine, period) do update set used = excluded.used`,
    [sellerId, engine, quotaPeriodOf(), used],
  );
}

beforeAll(async () => {
  t = await createTestServer({ aipqEngines: fakeEngines });
  ({ seller, other, sellerId, otherId } = await twoSellers(t));
  await grantAipqRole(t, 'pro@specfolio.test');
  pro = await t.login('pro@specfolio.test');
  proId = await userIdOf(t, 'pro@specfolio.test');
  fileId = (await uploadAndRead(t, sellerId, seller, await quotePdf(2))).id;
});
afterAll(() => t.close());
beforeEach(() => {
  behaviour = 'tables';
  asked.length = 0;
});

describe('POST {u}/aipq/extractions', () => {
  it('answers 401 without a token and 403 without ROLE_AIPQ', async () => {
    expect((await extractionRequest(t, sellerId, null, extractionBody(fileId, [1]))).statusCode).toBe(401);
    const forbidden = await extractionRequest(t, otherId, other, extractionBody(fileId, [1]));
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe(M.roleRequired);
  });

  it('answers 400 for a bad body, an unknown engine or a page not in the file, and records nothing', async () => {
    const before = await sqlOne(t, 'select count(*) as n from aipq_extractions');
    const noName = await extractionRequest(t, sellerId, seller, { createExtractionRequest: { file: { id: fileId }, pages: [1] } });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().errors[0].message).toBe(M.nameRequired);
    const noPages = await extractionRequest(t, sellerId, seller, extractionBody(fileId, []));
    expect(noPages.statusCode).toBe(400);
    expect(noPages.json().errors[0].message).toBe(M.pagesRequired);
    const engine = await extractionRequest(t, sellerId, seller, extractionBody(fileId, [1]), 'textract');
    expect(engine.statusCode).toBe(400);
    expect(engine.json().errors[0].message).toBe(M.engineInvalid);
    const outOfRange = await extractionRequest(t, sellerId, seller, extractionBody(fileId, [1, 3]));
    expect(outOfRange.statusCode).toBe(400);
    expect(outOfRange.json().errors).toEqual([{ field: 'createExtractionRequest.pages', message: M.pageOutOfRange }]);
    expect(await sqlOne(t, 'select count(*) as n from aipq_extractions')).toEqual(before);
    expect(await quotaUsed('layout')).toBe(0);
  });

  it("answers 404 for another account's file and 409 for a file still being read", async () => {
    expect((await extractionRequest(t, proId, pro, extractionBody(fileId, [1]))).statusCode).toBe(404);
    expect((await extractionRequest(t, sellerId, seller, extractionBody(999_999, [1]))).statusCode).toBe(404);
    const pending = await sqlOne<{ id: number }>(
      t,
      "insert into aipq_files (account_id, user_id, file_name, file_key) select account_id, id, 'late.pdf', 'aipq/2026/01/01/x.pdf' from users where id = $1 returning id",
      [sellerId],
    );
    const notReady = await extractionRequest(t, sellerId, seller, extractionBody(pending.id, [1]));
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().message).toBe(M.fileNotReady);
  });

  it('answers 422 for an engine not configured here and for a used-up quota, reserving nothing', async () => {
    const llm = await extractionRequest(t, sellerId, seller, extractionBody(fileId, [1]), 'llm');
    expect(llm.statusCode).toBe(422);
    expect(llm.json().message).toBe(M.engineUnavailable);
    await setQuotaUsed('ocr', AIPQ_QUOTA_LIMITS.ocr);
    const before = await sqlOne(t, 'select count(*) as n from aipq_extractions');
    const exhausted = await extractionRequest(t, sellerId, seller, extractionBody(fileId, [1]), 'ocr');
    expect(exhausted.statusCode).toBe(422);
    expect(exhausted.json().message).toBe(M.quotaExhausted);
    expect(await sqlOne(t, 'select count(*) as n from aipq_extractions')).toEqual(before);
    expect(await quotaUsed('ocr')).toBe(AIPQ_QUOTA_LIMITS.ocr);
    await setQuotaUsed('ocr', 0);
  });

  it("reserves within the account's plan limit (aipq_quota_limits) instead of the default", async () => {
    await t.database.pool.query(
      "insert into aipq_quota_limits (account_id, engine, monthly_limit) select account_id, 'ocr', 1 from users where id = $1",
      [sellerId],
    );
    try {
      expect((await getRequest(t, quotaUrl(sellerId, 'ocr'), seller)).json().data.Quota).toMatchObject({ limit: 1, used: 0, remaining: 1 });
      expect((await extractionRequest(t, sellerId, seller, extractionBody(fileId, [1]), 'ocr')).statusCode).toBe(202);
      const over = await extractionRequest(t, sellerId, seller, extractionBody(fileId, [1]), 'ocr');
      expect(over.statusCode).toBe(422);
      expect(over.json().message).toBe(M.quotaExhausted);
      expect((await getRequest(t, quotaUrl(sellerId, 'ocr'), seller)).json().data.Quota).toMatchObject({ limit: 1, used: 1, remaining: 0 });
    } finally {
      await t.database.pool.query("delete from aipq_quota_limits where engine = 'ocr'");
      await setQuotaUsed('ocr', 0);
    }
  });

  it('answers 202 with a Location; the job runs the engine on the pages and the extraction completes with its tables', async () => {
    const used = await quotaUsed('layout');
    const res = await extractionRequest(t, sellerId, seller, extractionBody(fileId, [2, 1, 2]), 'layout');
    expect(res.statusCode, res.body).toBe(202);
    const started = res.json().data;
    expect(started).toMatchObject({ extractionId: started.id, name: 'Northwind quote', engine: 'layout', file: { id: fileId }, pages: [1, 2], status: 'queued', complete: false });
    expect(res.headers.location).toBe(extractionUrl(sellerId, started.id));
    const done = await extractAndWait(t, sellerId, seller, extractionBody(fileId, [1]), 'layout');
    expect(done).toMatchObject({ status: 'complete', complete: true, supplier: 'Northwind Plumbing Supply', message: 'Page 2 has no text: read by OCR.', tables: [TABLE] });
    expect(asked).toContainEqual({ engine: 'layout', pages: [1, 2] });
    expect(await quotaUsed('layout')).toBe(used + 2);
  });

  it('uses the account setting aipq.engine when no engine is asked for', async () => {
    await t.database.pool.query(
      "insert into account_settings (account_id, key, value) select account_id, 'aipq.engine', 'ocr' from users where id = $1 on conflict (account_id, key) do update set value = 'ocr'",
      [sellerId],
    );
    const done = await extractAndWait(t, sellerId, seller, extractionBody(fileId, [2]));
    expect(done).toMatchObject({ engine: 'ocr', status: 'complete' });
    expect((await getRequest(t, quotaUrl(sellerId), seller)).json().data.Quota.engine).toBe('ocr');
    await t.database.pool.query("delete from account_settings where key = 'aipq.engine'");
  });

  it.each([
    ['no tables', M.noTables],
    ['crash', M.extractionFailed],
  ] as const)('fails when the engine answers %s, with its message, and gives the quota unit back', async (what, message) => {
    behaviour = what;
    const used = await quotaUsed('layout');
    const failed = await extractAndWait(t, sellerId, seller, extractionBody(fileId, [1]), 'layout');
    expect(failed).toMatchObject({ status: 'failed', complete: false, message, tables: [] });
    expect(await quotaUsed('layout')).toBe(used);
    const row = await sqlOne<{ quota_period: string | null }>(t, 'select quota_period from aipq_extractions where id = $1', [failed.id]);
    expect(row.quota_period).toBeNull();
    // A retry of the job, or a second failure, gives nothing back twice.
    expect(await failExtraction(t.database.db, failed.id, M.extractionFailed)).toBe(false);
    expect(await quotaUsed('layout')).toBe(used);
  });
});

describe('GET {u}/aipq/extractions/{id}', () => {
  it("answers 401, 403 without the role, 404 for another account's extraction, and the extraction to its owner", async () => {
    const done = await extractAndWait(t, sellerId, seller, extractionBody(fileId, [1]), 'layout');
    expect((await getRequest(t, extractionUrl(sellerId, done.id), null)).statusCode).toBe(401);
    expect((await getRequest(t, extractionUrl(otherId, done.id), other)).statusCode).toBe(403);
    expect((await getRequest(t, extractionUrl(proId, done.id), pro)).statusCode).toBe(404);
    expect((await getRequest(t, extractionUrl(sellerId, 'abc'), seller)).statusCode).toBe(404);
    const own = await getRequest(t, extractionUrl(sellerId, done.id), seller);
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({ id: done.id, status: 'complete' });
  });
});

describe('GET {u}/aipq/quota', () => {
  it('answers 401, 403 without the role, 400 for an unknown engine, 404 for another user, and the month\'s quota', async () => {
    expect((await getRequest(t, quotaUrl(sellerId, 'layout'), null)).statusCode).toBe(401);
    expect((await getRequest(t, quotaUrl(otherId, 'layout'), other)).statusCode).toBe(403);
    const bad = await getRequest(t, quotaUrl(sellerId, 'textract'), seller);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe(M.engineInvalid);
    expect((await getRequest(t, quotaUrl(sellerId, 'layout'), pro)).statusCode).toBe(404);
    await setQuotaUsed('ocr', 7);
    const res = await getRequest(t, quotaUrl(sellerId, 'ocr'), seller);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { Quota: { engine: 'ocr', limit: AIPQ_QUOTA_LIMITS.ocr, used: 7, remaining: AIPQ_QUOTA_LIMITS.ocr - 7, period: quotaPeriodOf() } } });
    await setQuotaUsed('ocr', 0);
    const fresh = await getRequest(t, quotaUrl(proId, 'layout'), pro);
    expect(fresh.json().data.Quota).toMatchObject({ used: 0, remaining: AIPQ_QUOTA_LIMITS.layout });
  });

  it('answers 422 for an engine not configured on this server, as starting an extraction does', async () => {
    const res = await getRequest(t, quotaUrl(sellerId, 'llm'), seller);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(M.engineUnavailable);
  });
});
