import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { toast } from '../support/workspace';

/**
 * The shipping center: the seeded costs and discounts, add a cost, turn a discount off, delete
 * one after confirming; a pro user is told it is not available; the page at 375 px.
 */
test.describe('shipping center', () => {
  test('add a cost; add, edit and delete a discount', async ({ page }) => {
    test.setTimeout(60_000);
    const name = `White glove ${Date.now().toString(36)}`;
    await signIn(page, DEMO.seller.email);
    await page.goto('/v4/shipping');
    await expect(page.getByRole('heading', { name: 'Shipping Center', level: 1 })).toBeVisible();
    const costs = page.getByRole('table', { name: 'Shipping costs' });
    await expect(costs.getByText('Local delivery (Chicago)')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Global discounts' }).getByRole('listitem')).toContainText('half-price shipping over $2,500: 50% off, from $2,500.00');

    await page.getByRole('button', { name: 'Add cost' }).click();
    const form = page.getByRole('form', { name: 'Shipping cost' });
    await form.getByRole('button', { name: 'Add cost' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('textbox', { name: 'Cost' }).fill('150');
    await form.getByRole('button', { name: 'Add cost' }).click();
    await expect(toast(page, 'Shipping cost saved.')).toBeVisible();
    await expect(costs.getByRole('row').filter({ hasText: name })).toContainText('$150.00');

    // A discount of its own (the run may share a server): add, edit, delete.
    const discount = `Spring freight ${Date.now().toString(36)}`;
    const discounts = page.getByRole('table', { name: 'Shipping discounts' });
    await page.getByRole('button', { name: 'Add discount' }).click();
    const add = page.getByRole('form', { name: 'Shipping discount' });
    await add.getByRole('textbox', { name: 'Name' }).fill(discount);
    await add.getByRole('textbox', { name: 'Amount off shipping' }).fill('20');
    await add.getByRole('textbox', { name: 'Applies from order subtotal' }).fill('1000');
    await add.getByRole('button', { name: 'Add discount' }).click();
    await expect(toast(page, 'Shipping discount saved.')).toBeVisible();
    await expect(discounts.getByRole('row').filter({ hasText: discount })).toContainText('$20.00 off');

    await page.getByRole('button', { name: `Edit ${discount}` }).click();
    const edit = page.getByRole('form', { name: 'Shipping discount' });
    await edit.getByText('Percent off (%)').click();
    await edit.getByRole('textbox', { name: 'Percent off shipping' }).fill('30');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(edit).toBeHidden();
    const row = discounts.getByRole('row').filter({ hasText: discount });
    await expect(row).toContainText('30% off');
    await expect(row).toContainText('From $1,000.00');
    await screenshot(page, 'shipping-center-desktop');

    await page.getByRole('button', { name: `Delete ${discount}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Shipping discount deleted.')).toBeVisible();
    await expect(discounts.getByText(discount)).toHaveCount(0);

    // Measured once the toasts are gone: one sliding in counts as overflow too.
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 8000 });
    await page.setViewportSize({ width: 375, height: 812 });
    // Polled: the side menu slides away after the resize.
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'shipping-center-375');
  });

  test('a pro user is told the center is not available', async ({ page }) => {
    await signIn(page, DEMO.pro.email);
    await page.goto('/v4/shipping');
    await expect(page.getByText('The shipping center is not available to Pro users.')).toBeVisible();
  });
});
