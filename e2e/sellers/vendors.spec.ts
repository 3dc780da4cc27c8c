import type { Locator, Page } from '@playwright/test';
import { SELLER_MESSAGES as M } from '#shared/lib/sellers';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { toast } from '../support/workspace';

/**
 * The Vendors page (/v4/vendors): create a vendor with a shipping address, find it in the list,
 * open it and add an offer for a catalogue product; then the page at 375 px.
 */

/** Choose `option` in the Mantine select labelled `label` inside `scope`, typing `type` first. */
async function choose(page: Page, scope: Locator, label: string, option: string | RegExp, type?: string): Promise<void> {
  const input = scope.getByRole('textbox', { name: label }).or(scope.getByRole('combobox', { name: label })).first();
  await input.click();
  if (type) await input.fill(type);
  await page.getByRole('option', { name: option }).first().click();
}

test.describe('vendors', () => {
  test('create a vendor with an address, find it in the list and add an offer to it', async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const name = `Prairie Supply ${stamp}`;
    await signIn(page, DEMO.seller.email);
    await page.goto('/v4/vendors');
    await expect(page.getByRole('heading', { name: 'Vendors', level: 1 })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Vendors' })).toBeVisible();

    // Create: the schema's message first, then a valid vendor with an address.
    await page.getByRole('button', { name: 'Add vendor' }).first().click();
    const modal = page.getByRole('dialog', { name: 'New vendor' });
    await modal.getByRole('button', { name: 'Create vendor' }).click();
    await expect(modal.getByText(M.nameRequired)).toBeVisible();
    await modal.getByRole('textbox', { name: 'Name' }).fill(name);
    await modal.getByRole('textbox', { name: 'Email' }).fill(`orders-${stamp}@prairie.example`);
    await modal.getByRole('textbox', { name: 'Payment terms (days)' }).fill('30');
    await modal.getByRole('textbox', { name: 'Address 1' }).fill('100 N Main St');
    await modal.getByRole('textbox', { name: 'City' }).fill('Springfield');
    await choose(page, modal, 'State', 'Illinois', 'Illin');
    await modal.getByRole('textbox', { name: 'Zip Code' }).fill('62701');
    await modal.getByRole('textbox', { name: 'Return policy' }).fill('Unopened items within 30 days.');
    await modal.getByRole('button', { name: 'Create vendor' }).click();
    await expect(toast(page, M.saved)).toBeVisible();
    await expect(modal).toBeHidden();

    // The drawer opens on the new vendor; it is in the list, found by search.
    const drawer = page.getByRole('dialog', { name });
    await expect(drawer).toContainText('100 N Main St');
    await expect(drawer).toContainText('Springfield, IL 62701');
    await expect(drawer).toContainText('Net 30');
    await page.getByRole('textbox', { name: 'Search vendors' }).fill(stamp);
    const row = page.getByRole('table', { name: 'Vendors' }).getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(page.getByRole('table', { name: 'Vendors' }).getByRole('row')).toHaveCount(2);
    await expect(row).toContainText('Returns');

    // Add an offer for a catalogue product.
    const offers = drawer.getByRole('region', { name: 'Offers' });
    await offers.getByRole('button', { name: 'Add offer' }).click();
    const form = drawer.getByRole('form', { name: 'Add an offer' });
    await form.getByRole('button', { name: 'Add offer' }).click();
    await expect(form.getByText(M.specRequired)).toBeVisible();
    await choose(page, form, 'Product', /Faucet/, 'faucet');
    await form.getByRole('textbox', { name: 'Price (USD)' }).fill('12.345');
    await form.getByRole('button', { name: 'Add offer' }).click();
    await expect(form.getByText(M.priceInvalid)).toBeVisible();
    await form.getByRole('textbox', { name: 'Price (USD)' }).fill('389.50');
    await choose(page, form, 'Lead time', '1-2 weeks');
    await choose(page, form, 'Inventory', 'In Stock');
    await form.getByRole('textbox', { name: 'Quantity' }).fill('8');
    await form.getByRole('button', { name: 'Add offer' }).click();
    await expect(toast(page, M.offerSaved)).toBeVisible();
    await expect(form).toBeHidden();
    const offer = offers.getByRole('listitem');
    await expect(offer).toHaveCount(1);
    await expect(offer.getByRole('textbox', { name: /^Price of / })).toHaveValue('389.50');
    await expect(row.getByRole('cell').nth(4)).toHaveText('1');
    await screenshot(page, 'vendors-drawer-desktop');

    // Edit the offer inline: a new quantity, saved.
    await offer.getByRole('textbox', { name: /^Quantity of / }).fill('5');
    await offer.getByRole('button', { name: 'Save offer' }).click();
    await expect(toast(page, M.offerSaved).last()).toBeVisible();
    await expect(offer.getByRole('button', { name: 'Save offer' })).toBeHidden();
    await expect(offer.getByRole('textbox', { name: /^Quantity of / })).toHaveValue('5');

    // A phone: the list and the drawer fit 375 px.
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'vendors-drawer-mobile');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await screenshot(page, 'vendors-list-mobile');
  });
});
