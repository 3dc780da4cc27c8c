import type { Page } from '@playwright/test';
import { ESPECBOOK_MESSAGES as M } from '#shared/lib/especbook-messages';
import { acceptTerms } from '../support/especbook';
import { DEMO, expect, readToken, screenshot, signIn, test } from '../support/test';

/**
 * The e-Specbook's read-only Invoices section (spec/client-view-and-downloads.md §2.4): the
 * seller (who has the useInvoicing flag) sees the showcase specbook's invoices (seeded by the
 * invoicing services with manual payments) newest first with their status badges; on a 375 px
 * phone the Invoices overlay adds Due on and Balance Due.
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
    const section = page.getByRole('region', { name: M.invoices(4) });
    await expect(section.getByRole('heading', { name: M.invoices(4) })).toBeVisible();
    const rows = section.getByRole('row');
    await expect(rows).toHaveCount(5);
    const expected = [
      ['INV-1004', 'Voided'],
      ['INV-1003', 'Past Due'],
      ['INV-1002', 'Partially Paid'],
      ['INV-1001', 'Paid'],
    ];
    for (const [i, [number, status]] of expected.entries()) {
      await expect(rows.nth(i + 1)).toContainText(number!);
      await expect(rows.nth(i + 1)).toContainText(status!);
      await expect(rows.nth(i + 1)).toContainText(/\$[\d,]+\.\d{2}/);
    }
    await expect(section.getByRole('columnheader', { name: M.invoiceDueOn })).toHaveCount(0);
    await screenshot(page, 'especbook-invoices');
  });

  test('on a 375 px phone the Invoices overlay shows Due on and Balance Due', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 800 });
    await openShowcase(page);
    await page.getByRole('navigation', { name: 'e-Specbook sections' }).getByRole('button', { name: 'Invoices' }).click();
    const overlay = page.getByRole('dialog');
    await expect(overlay.getByRole('heading', { name: M.invoices(4) })).toBeVisible();
    await expect(overlay.getByRole('columnheader', { name: M.invoiceDueOn })).toBeVisible();
    await expect(overlay.getByRole('columnheader', { name: M.invoiceBalanceDue })).toBeVisible();
    const partial = overlay.getByRole('row', { name: /INV-1002/ });
    // Balance Due = total − the 500.00 ACH payment of the seed.
    const cells = await partial.getByRole('cell').allTextContents();
    const money = (text: string | undefined) => Number((text ?? '').replace(/[$,]/g, ''));
    expect(money(cells[4])).toBeCloseTo(money(cells[3]) - 500, 2);
    await expect(partial).toContainText(/[A-Z][a-z]+ \d{1,2}, \d{4}/);
    await screenshot(page, 'especbook-invoices-mobile');
  });
});
