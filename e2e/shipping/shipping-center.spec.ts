import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { toast } from '../support/workspace';

/**
 * The shipping center: the seeded costs and discounts, add a cost, turn a discount off, delete
 * one after confirming; a pro user is told it is not available; the page at 375 px.
 */
test.describe('shipping center', () => {
  test('add a cost, edit and delete discounts', async ({ page }) => {
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

    const discounts = page.getByRole('table', { name: 'Shipping discounts' });
    await page.getByRole('button', { name: 'Edit Trade partner shipping' }).click();
    const edit = page.getByRole('form', { name: 'Shipping discount' });
    await edit.getByRole('textbox', { name: 'Amount off shipping' }).fill('30');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Shipping discount saved.')).toBeVisible();
    await expect(discounts.getByRole('row').filter({ hasText: 'Trade partner shipping' })).toContainText('$30.00 off');
    await screenshot(page, 'shipping-center-desktop');

    await page.getByRole('button', { name: 'Delete Trade partner shipping' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Shipping discount deleted.')).toBeVisible();
    await expect(discounts.getByText('Trade partner shipping')).toHaveCount(0);

    await page.setViewportSize({ width: 375, height: 812 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'shipping-center-375');
  });

  test('a pro user is told the center is not available', async ({ page }) => {
    await signIn(page, DEMO.pro.email);
    await page.goto('/v4/shipping');
    await expect(page.getByText('The shipping center is not available to Pro users.')).toBeVisible();
  });
});
