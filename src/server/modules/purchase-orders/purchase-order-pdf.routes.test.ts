import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '#server/test/server';
import { parsePdf } from '#server/test/pdf';
import { twoSellers } from '#server/modules/notifications/collab-test-kit';
import { requester } from '#server/modules/invoices/invoices.test-kit';
import { downloadPdfRequest, runPdfJobThroughApi } from '#server/modules/pdf-jobs/pdf-jobs-test-kit';
import { purchaseOrderNumber } from '#server/modules/pdf-jobs/purchase-order-pdf';
import { executeBody, orderFixture, type OrderFixture } from './purchase-orders.test-kit';

let t: TestServer;
let req: ReturnType<typeof requester>;
let seller: string;
let sellerId: number;
let sb: OrderFixture;

/** The text of the purchase-order PDF of a specbook, made through createPdf. */
async function pdfText(specbookId: number): Promise<string> {
  const job = await runPdfJobThroughApi(t, sellerId, seller, { type: 'purchaseorder', specbookId });
  expect(job.status).toBe('completed');
  const file = await downloadPdfRequest(t, job.url!, seller);
  return (await parsePdf(file.rawPayload)).text;
}

beforeAll(async () => {
  t = await createTestServer();
  req = requester(t);
  ({ seller, sellerId } = await twoSellers(t));
  sb = await orderFixture(t, 'seller@specfolio.test', 'PO PDF Book');
});
afterAll(() => t.close());

describe('the purchase-order PDF of a purchase order', () => {
  it('is addressed to the seller and prints the order’s lines at its prices, its shipping and Total', async () => {
    const res = await req('POST', `/api/v4/user/${sellerId}/specbook/${sb.id}/purchaseorders`, seller, executeBody({ id: sb.sellers.alpha, specs: [sb.lines.a] }));
    expect(res.statusCode).toBe(201);
    const order = res.json().data as { id: number; name: string };
    // A second line, added to the order by hand.
    await t.database.pool.query(
      `insert into spec_specbooks (account_id, specbook_id, spec_id, status, quantity, cost, sale_price, source_spec_specbook_id)
       select account_id, $1, spec_id, 'ordered', 1, 1.00, 1.00, id from spec_specbooks where id = $2`,
      [order.id, sb.lines.b],
    );
    const text = await pdfText(order.id);
    expect(text).toContain(`Alpha Supply PO PDF Book`);
    expect(text).toContain('1 Supply Way');
    expect(text).toContain('orders@alpha.example');
    expect(text).toContain('Payment terms: Net 30 days');
    expect(text).toContain(`PO Number: ${purchaseOrderNumber(order.id)}`);
    expect(text).toContain('PO PDF Book product 1');
    expect(text).toContain('PO PDF Book product 2');
    expect(text).toContain('Subtotal: $181.00');
    expect(text).toContain('Shipping: $10.00');
    expect(text).toContain('Total: $191.00');
    expect(text).not.toContain('Vendor 1 of');
  });

  it('leaves a spec rejected in the order out of its lines and sums', async () => {
    const res = await req('POST', `/api/v4/user/${sellerId}/specbook/${sb.id}/purchaseorders`, seller, executeBody({ id: sb.sellers.beta, specs: [sb.lines.b, sb.lines.c] }));
    const order = res.json().data as { id: number };
    await t.database.pool.query("update spec_specbooks set status = 'rejected' where specbook_id = $1 and source_spec_specbook_id = $2", [order.id, sb.lines.c]);
    const text = await pdfText(order.id);
    expect(text).toContain('PO PDF Book product 2');
    expect(text).not.toContain('PO PDF Book product 3');
    expect(text).toContain('Subtotal: $35.50');
    expect(text).toContain('Total: $35.50');
  });

  it('still prints a specbook that is not a purchase order by manufacturer, without a shipping line', async () => {
    const text = await pdfText(sb.id);
    expect(text).toContain('Total Cost');
    expect(text).not.toContain('Shipping: $');
    expect(text).not.toContain('PO PDF Book product 4');
  });
});
