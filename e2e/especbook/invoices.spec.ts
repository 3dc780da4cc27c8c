import type { Page } from '@playwright/test';
import { ESPECBOOK_MESSAGES as M } from '#shared/lib/especbook-messages';
import { acceptTerms } from '../support/especbook';
import { DEMO, expect, readToken, screenshot, signIn, test } from '../support/test';

/**
 * The e-Specbook's read-only Invoices section (spec/client-view-and-downloads.md §2.4): the
 * seller (who has the useInvoicing flag) sees the showcase specbook's invoices newest first with
 * their status badges; on a 375 px phone the Invoices overlay adds Due on and Balance Due.
 */

/** Opens the showcase specbook's e-Specbook as the signed-in seller and accepts the terms. */
async function openShowcase(page: Page): Promise<void> {
  await signIn(page, DEMO.seller.email);
  const headers = { Authorization: `Bearer ${await readToken(page)}` };
  const me = (await (await page.request.get('/api/v4/user/me', { headers })).json()).data as { id: number };
  const found = await page.request.get(`/api/v4/user/${me.id}/specbook?search=Harper`, { headers });
  const book = ((await found.json()).data as { id: number; name: string }[]).find((b) => b.name === 'Harper Residence Selections')!;
  await page.goto(`/v4/especbook/${book.id}`);
  await acceptTerms(page);
}

test.describe('e-Specbook invoices', () => {
  test('the seller sees the showcase invoices with their numbers and status badges', async ({ page }) => {
    test.setTimeout(90_000);
    await openShowcase(page);
    const section = page.getByRole('region', { name: M.invoices(3) });
    await expect(section.getByRole('heading', { name: M.invoices(3) })).toBeVisible();
    const rows = section.getByRole('row');
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText('INV-1003');
    await expect(rows.nth(1)).toContainText('Open');
    await expect(rows.nth(1)).toContainText('$2,002.63');
    await expect(rows.nth(2)).toContainText('INV-1002');
    await expect(rows.nth(2)).toContainText('Partially Paid');
    await expect(rows.nth(3)).toContainText('INV-1001');
    await expect(rows.nth(3)).toContainText('Paid');
    await expect(section.getByRole('columnheader', { name: M.invoiceDueOn })).toHaveCount(0);
    await screenshot(page, 'especbook-invoices');
  });

  test('on a 375 px phone the Invoices overlay shows Due on and Balance Due', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await openShowcase(page);
    await page.getByRole('navigation', { name: 'e-Specbook sections' }).getByRole('button', { name: 'Invoices' }).click();
    const overlay = page.getByRole('dialog');
    await expect(overlay.getByRole('heading', { name: M.invoices(3) })).toBeVisible();
    await expect(overlay.getByRole('columnheader', { name: M.invoiceDueOn })).toBeVisible();
    await expect(overlay.getByRole('columnheader', { name: M.invoiceBalanceDue })).toBeVisible();
    const partial = overlay.getByRole('row', { name: /INV-1002/ });
    await expect(partial).toContainText('$1,500.00');
    await expect(partial).toContainText(/[A-Z][a-z]+ \d{1,2}, \d{4}/);
    await screenshot(page, 'especbook-invoices-mobile');
  });
});
