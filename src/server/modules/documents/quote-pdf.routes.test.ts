import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { parsePdf } from '#server/test/pdf';
import { bearer, specbookNamed, twoSellers } from '#server/modules/notifications/collab-test-kit';

let t: TestServer;
let seller: string;
let sellerId: number;
let sb: { id: number; accountId: number; userId: number };

beforeAll(async () => {
  t = await createTestServer();
  ({ seller, sellerId } = await twoSellers(t));
  sb = await specbookNamed(t, 'Harper Residence Selections');
});
afterAll(() => t.close());

describe('quote pdf', () => {
  it('draws', async () => {
    const res = await t.app.inject({ method: 'POST', url: `/api/v4/user/${sellerId}/specbook/${sb.id}/pdf/quote`, headers: bearer(seller), payload: { showTags: 1, showSignatureLine: true, showPaymentTerms: true, showBillingAddress: true, showShippingAddress: true, showShippingCost: true } });
    expect(res.statusCode).toBe(200);
    await writeFile('/tmp/qp/quote.pdf', res.rawPayload);
    const parsed = await parsePdf(res.rawPayload);
    console.log(parsed.pageCount, parsed.pages.join('\n----\n'));
  });
});
