import { DEMO, expect, screenshot, signIn, test } from '../support/test';

/**
 * The Accounting tab (issue 16): the seller (accounting_tab role, useInvoicing) opens Accounting
 * from the menu, sees the showcase invoices of every specbook, filters them by status and goes
 * on to an invoice's specbook.
 */

const SHOWCASE_INVOICES: [string, string][] = [
  ['INV-1001', 'Paid'],
  ['INV-1002', 'Partially Paid'],
  ['INV-1003', 'Past Due'],
  ['INV-1004', 'Voided'],
];

test('the seller lists the account’s invoices, filters the voided one and opens its specbook', async ({ page }) => {
  await signIn(page, DEMO.seller.email);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Accounting' }).click();
  await expect(page).toHaveURL(/\/v4\/accounting$/);
  await expect(page.getByRole('heading', { name: 'Accounting', level: 1 })).toBeVisible();

  const table = page.getByRole('table', { name: 'Invoices' });
  // Other journeys of the same run may add invoices: the showcase's four are there with their states.
  for (const [number, status] of SHOWCASE_INVOICES) {
    const row = table.getByRole('row').filter({ hasText: number });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(status);
    await expect(row.getByRole('link', { name: 'Harper Residence Selections' })).toBeVisible();
  }
  await screenshot(page, 'accounting');

  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Voided' }).click();
  await expect(page).toHaveURL(/status=voided/);
  await expect(table.getByRole('row').filter({ hasText: 'INV-1001' })).toHaveCount(0);
  const rows = table.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  for (const row of await rows.all()) await expect(row).toContainText('Voided');
  const voided = rows.filter({ hasText: 'INV-1004' });
  await expect(voided).toHaveCount(1);
  const voidedCount = await rows.count();
  await screenshot(page, 'accounting-voided');

  // At phone width the rows become cards.
  await page.setViewportSize({ width: 375, height: 800 });
  const card = page.getByRole('listitem', { name: 'Invoice INV-1004' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Voided');
  await expect(page.getByRole('listitem', { name: /^Invoice / })).toHaveCount(voidedCount);
  await screenshot(page, 'accounting-voided-mobile');

  await card.getByRole('link', { name: 'Harper Residence Selections' }).click();
  await expect(page).toHaveURL(/\/v4\/specbooks\/manage\/\d+$/);
  await expect(page.getByText('Harper Residence Selections').first()).toBeVisible();
});
