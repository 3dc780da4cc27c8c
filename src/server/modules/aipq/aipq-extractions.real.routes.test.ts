import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { corpusQuotes, scoreExtraction } from '#server/test/aipq-corpus';
import { twoSellers } from '#server/modules/notifications/collab-test-kit';
import { extractAndWait, extractionBody, getRequest, uploadAndRead } from './aipq-test-kit';

/**
 * The extraction calls with the server's own engine registry (no stand-in): a corpus quote goes
 * through upload, the layout engine and the status URL, and comes back with its expected lines.
 */
let t: TestServer;
let seller: string;
let sellerId: number;

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, sellerId } = await twoSellers(t));
});
afterAll(() => t.close());

describe('an extraction with the layout engine', () => {
  it('reads a two-room corpus quote into its expected lines and spends one unit of quota', async () => {
    const quote = corpusQuotes('quotes').find((q) => new Set(q.expected.lines.map((line) => line.room)).size >= 2 && q.expected.pages === 1)!;
    expect(quote, 'a one-page corpus quote with two rooms').toBeDefined();
    const file = await uploadAndRead(t, sellerId, seller, Buffer.from(quote.pdf));
    expect(file.status).toBe('complete');
    expect(file.files.map((page) => page.hasText)).toEqual([true]);

    const extraction = await extractAndWait(t, sellerId, seller, extractionBody(file.id, [1], quote.name), 'layout');
    expect(extraction.status, extraction.message ?? '').toBe('complete');
    expect(extraction.supplier).toBe(quote.expected.supplier);
    const score = scoreExtraction(quote.expected, extraction.tables);
    expect(score.found).toBe(quote.expected.lines.length);
    expect(score.exact).toBe(quote.expected.lines.length);
    expect(extraction.tables[0]!.columns).toContain('Room');

    const quota = (await getRequest(t, `/api/v4/user/${sellerId}/aipq/quota?engine=layout`, seller)).json().data.Quota;
    expect(quota).toMatchObject({ engine: 'layout', used: 1, remaining: quota.limit - 1 });
  });
});
