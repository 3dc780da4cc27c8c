import type { Page } from '@playwright/test';
import { ESPECBOOK_MESSAGES as M } from '#shared/lib/especbook-messages';
import { PDF_JOB_MESSAGES as PO } from '#shared/lib/pdf-job-messages';
import { acceptTerms, DRAIN, FAUCET, seedEspecbook, shareEspecbook } from '../support/especbook';
import { downloadedPdf } from '../support/pdf';
import { DEMO, expect, readToken, screenshot, signIn, test } from '../support/test';
import { toast } from '../support/workspace';

/**
 * Issue 7 item 4 (spec/client-view-and-downloads.md §2.4, §4.5, §8): on a purchase-order
 * specbook's e-Specbook, 'Download Purchase Order' starts a PDF job; the 'Generating PDF' overlay
 * shows while the page polls it; the finished PO is saved as "{specbook name}.pdf" and holds the
 * lines and the cost total. The manage page's Documents menu makes the same PDF; a client's link
 * gets its copy at the prices it may see; a failed job toasts 'Purchase order creation failed'.
 */

/** Sets the cost of every spec line of the specbook through the price call. */
async function setCosts(page: Page, specbookId: number, costs: Record<string, string>): Promise<void> {
  const headers = { Authorization: `Bearer ${await readToken(page)}` };
  const me = await (await page.request.get('/api/v4/user/me', { headers })).json();
  const base = `/api/v4/user/${me.data.id as number}/specbook/${specbookId}`;
  const specs = (await (await page.request.get(`${base}/specs`, { headers })).json()).data as { id: number; modelNumber: string }[];
  for (const spec of specs) {
    const res = await page.request.patch(`${base}/specs/${spec.id}/price`, { headers, data: { fieldType: 'cost', fieldValue: costs[spec.modelNumber] } });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

test.describe('the purchase-order PDF', () => {
  test('the seller downloads the purchase order from the e-Specbook and from the Documents menu', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    const book = await seedEspecbook(page, 'Purchase Orders');
    await setCosts(page, book.id, { [FAUCET.model]: '120.00', [DRAIN.model]: '45.50' });
    await page.goto(`/v4/especbook/${book.id}`);
    await acceptTerms(page);

    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: M.downloadPurchaseOrder }).click();
    const overlay = page.getByTestId('generating-pdf');
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('Generating PDF');
    await expect(overlay.getByRole('progressbar')).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/purchase-order-overlay.png', animations: 'disabled' });
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${book.name}.pdf`);
    await expect(overlay).toBeHidden();

    const pdf = await downloadedPdf(download);
    expect(pdf.text).toContain('Purchase Order');
    expect(pdf.text).toContain(book.name);
    expect(pdf.text).toContain(DEMO.seller.company);
    for (const spec of [FAUCET, DRAIN]) {
      expect(pdf.text).toContain(spec.model);
      expect(pdf.text).toContain(spec.name);
    }
    // Faucet 2 × 120.00; drain 1 + 3 × 45.50.
    expect(pdf.text).toContain('$240.00');
    expect(pdf.text).toContain('$136.50');
    expect(pdf.text).toContain('Order total cost: $422.00'); // two vendors: each its own section, then the order summary
    expect(pdf.text).toContain(`Page 1 of ${pdf.pageCount}`);

    await page.goto(`/v4/specbooks/manage/${book.id}`);
    const fromMenu = page.waitForEvent('download', { timeout: 30_000 });
    await page.getByRole('button', { name: 'Documents' }).click();
    await page.getByRole('menuitem', { name: PO.menuItem }).click();
    await expect(page.getByTestId('generating-pdf')).toBeVisible();
    const second = await fromMenu;
    expect(second.suggestedFilename()).toBe(`${book.name}.pdf`);
    expect((await downloadedPdf(second)).text).toContain('Order total cost: $422.00');
  });

  test("a client's e-Specbook link downloads its copy, priced at what it may see", async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    const book = await seedEspecbook(page, 'Purchase Orders');
    await setCosts(page, book.id, { [FAUCET.model]: '120.00', [DRAIN.model]: '45.50' });
    const link = await shareEspecbook(page, book.id, { name: 'Victor Vendor', email: 'victor.vendor@example.com', canApprove: false });

    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'en-US', timezoneId: 'America/Chicago' });
    const client = await context.newPage();
    await client.goto(link);
    await acceptTerms(client);
    const downloading = client.waitForEvent('download', { timeout: 30_000 });
    await client.getByRole('button', { name: M.downloadPurchaseOrder }).click();
    await expect(client.getByTestId('generating-pdf')).toBeVisible();
    await screenshot(client, 'purchase-order-overlay-mobile');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${book.name}.pdf`);
    const pdf = await downloadedPdf(download);
    expect(pdf.text).toContain(FAUCET.model);
    expect(pdf.text).toContain('Unit Price');
    expect(pdf.text).not.toContain('Cost');
    expect(pdf.text).not.toContain('$240.00');
    await context.close();
  });

  test("a failed job toasts 'Purchase order creation failed' and stops polling", async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, DEMO.seller.email);
    const book = await seedEspecbook(page, 'Purchase Orders');
    await page.goto(`/v4/especbook/${book.id}`);
    await acceptTerms(page);
    // The worker is not made to fail: fetchPdf answers 'failed' as the server does for a failed build.
    let polls = 0;
    await page.route(/\/api\/v4\/user\/\d+\/pdf\/\d+$/, async (route) => {
      polls += 1;
      const id = Number(new URL(route.request().url()).pathname.split('/').pop());
      await route.fulfill({ json: { data: { id, status: 'failed', type: 'purchaseorder', specbookId: book.id, url: null, fileName: null, createdAt: '', updatedAt: '' } } });
    });
    await page.getByRole('button', { name: M.downloadPurchaseOrder }).click();
    await expect(toast(page, PO.purchaseOrderFailed)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('generating-pdf')).toBeHidden();
    const pollsAtFailure = polls;
    await page.waitForTimeout(3500);
    expect(polls).toBe(pollsAtFailure);
  });
});
