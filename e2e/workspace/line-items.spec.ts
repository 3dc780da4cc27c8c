import type { Page } from '@playwright/test';
import { ESPECBOOK_MESSAGES as EM } from '#shared/lib/especbook-messages';
import { LINE_ITEM_MESSAGES as M } from '#shared/lib/line-item-messages';
import { acceptTerms, seedEspecbook } from '../support/especbook';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { toast } from '../support/workspace';

/**
 * Line items (issue 16): the seller adds one on the manage page — labour, not a catalogue product —
 * and sees the page's totals include it, then opens the e-Specbook, whose quoted totals detail
 * lists it; a 'Quoted' line item is listed in the quoted detail only. Then removal with its toast.
 */

/** A figure of the manage page's totals strip, as a number. */
async function stripFigure(page: Page, label: 'Quoted' | 'Approved'): Promise<number> {
  const text = (await page.getByLabel(label, { exact: true }).first().textContent()) ?? '';
  return Number(text.replace(/[$,]/g, ''));
}

/** Fills and submits the line item dialog. */
async function addLineItem(page: Page, item: { name: string; quantity: string; salePrice: string; quoted?: boolean }) {
  await page.getByRole('button', { name: 'Add Line Item' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add line item' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(item.name);
  await dialog.getByRole('textbox', { name: 'Quantity' }).fill(item.quantity);
  await dialog.getByRole('textbox', { name: 'Sale price' }).fill(item.salePrice);
  if (item.quoted) {
    await dialog.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Quoted' }).click();
  }
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('line items', () => {
  test('the seller adds line items on the manage page; the totals and the e-Specbook totals details include them', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.seller.email);
    const book = await seedEspecbook(page);
    await page.goto(`/v4/specbooks/manage/${book.id}`);

    await expect(page.getByRole('heading', { name: 'Line Items' })).toBeVisible();
    await expect(page.getByText(/^Line items are charges that are not catalogue products/)).toBeVisible();
    await expect(page.getByLabel('Quoted', { exact: true }).first()).toHaveText(/^\$/);
    const quotedBefore = await stripFigure(page, 'Quoted');
    const approvedBefore = await stripFigure(page, 'Approved');

    // The dialog checks the shared rules before anything is sent.
    await page.getByRole('button', { name: 'Add Line Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add line item' });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByText(M.nameRequired)).toBeVisible();
    await expect(dialog.getByText(M.priceRequired)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await addLineItem(page, { name: 'Installation labour', quantity: '2', salePrice: '85' });
    await expect(toast(page, M.added).first()).toBeVisible();
    const table = page.getByRole('table', { name: 'Line items' });
    await expect(table.getByRole('row', { name: /Installation labour/ })).toContainText('$170.00');
    await expect.poll(() => stripFigure(page, 'Quoted')).toBeCloseTo(quotedBefore + 170, 2);
    await expect.poll(() => stripFigure(page, 'Approved')).toBeCloseTo(approvedBefore + 170, 2);

    await addLineItem(page, { name: 'Design consultation', quantity: '1', salePrice: '250', quoted: true });
    await expect(table.getByRole('row', { name: /Design consultation/ })).toContainText('Quoted');
    await expect.poll(() => stripFigure(page, 'Quoted')).toBeCloseTo(quotedBefore + 420, 2);
    expect(await stripFigure(page, 'Approved')).toBeCloseTo(approvedBefore + 170, 2);
    await screenshot(page, 'line-items-manage');

    await page.goto(`/v4/especbook/${book.id}`);
    await acceptTerms(page);
    const quoted = page.getByRole('region', { name: EM.quotedSubtotal });
    await quoted.getByRole('button', { name: `Expand ${EM.quotedSubtotal}` }).click();
    const quotedItems = quoted.getByRole('list', { name: 'Line items' });
    await expect(quotedItems).toContainText('Installation labour × 2');
    await expect(quotedItems).toContainText('$170.00');
    await expect(quotedItems).toContainText('Design consultation');
    const approved = page.getByRole('region', { name: EM.approvedSubtotal });
    await approved.getByRole('button', { name: `Expand ${EM.approvedSubtotal}` }).click();
    const approvedItems = approved.getByRole('list', { name: 'Line items' });
    await expect(approvedItems).toContainText('Installation labour × 2');
    await expect(approvedItems).not.toContainText('Design consultation');
    await screenshot(page, 'line-items-especbook');

    await page.goto(`/v4/specbooks/manage/${book.id}`);
    await page.getByRole('button', { name: 'Remove Design consultation' }).click();
    await page.getByRole('dialog', { name: 'Remove line item' }).getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, M.removed).first()).toBeVisible();
    await expect(page.getByRole('row', { name: /Design consultation/ })).toHaveCount(0);
    await expect.poll(() => stripFigure(page, 'Quoted')).toBeCloseTo(quotedBefore + 170, 2);
  });
});
