import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { callApi, toast } from '../support/workspace';

/**
 * Issue 5 item 9: a customer with addresses is attached to a specbook on its manage page (a new
 * shipping address added there), with a tax rate; a new price group (× 0.5) is chosen for the
 * specbook, the updatable specs are reviewed with their prices before and after, the update is
 * applied, and the header shows the new totals.
 */

/** The catalogue specs used (demo catalogue: src/server/db/seed/catalogue-data.ts). */
const FAUCET = { model: 'AQ-4512-BN', name: 'Vessel Lavatory Faucet', list: '389.00', qty: 2 } as const;
const DRAIN = { model: 'CP-4400-BN', name: 'Linear Shower Drain 36 in.', list: '376.00', qty: 1 } as const;

/** A Mantine select's input by its label. */
function select(scope: Page | Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${label}( \\*)?$`)).and(scope.locator('input'));
}

/** Creates the specbook with one room and the two specs, and a customer with a billing address, through the API. */
async function setUp(page: Page, stamp: string): Promise<{ specbookId: number; customer: string }> {
  const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
  const u = `/v4/user/${me.id}`;
  const profiles = await callApi<{ id: number; name: string }[]>(page, 'GET', `${u}/profile`);
  const profile = profiles.find((p) => p.name === 'Johnson Residence')!;
  const book = await callApi<{ id: number }>(page, 'POST', `${u}/specbook`, {
    createSpecbookRequest: { Specbook: { name: `E2E Pricing ${stamp}`, profile: { id: profile.id } } },
  });
  const roomRow = await callApi<{ id: number }>(page, 'POST', `${u}/specbook/${book.id}/categories`, { createSpecbookCategoryRequest: { Category: { name: 'Vanity' } } });
  for (const spec of [FAUCET, DRAIN]) {
    const found = await callApi<{ id: number }[]>(page, 'GET', `${u}/specs?searchTerm=${spec.model}`);
    await callApi(page, 'POST', `${u}/specbook/${book.id}/specs`, {
      createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: found[0]!.id }, category: { id: roomRow.id }, quantity: spec.qty } },
    });
  }
  const customer = `Avery Brooks ${stamp}`;
  const created = await callApi<{ id: number }>(page, 'POST', `${u}/customer`, { createCustomerRequest: { Customer: { name: customer, companyName: 'Brooks Homes', paymentTerms: 30 } } });
  await callApi(page, 'POST', `${u}/customer/${created.id}/addresses`, {
    createAddressRequest: { Address: { type: { id: 1 }, line1: '500 W Madison St', city: 'Chicago', state: 'IL', zipCode: '60661', country: 'US' } },
  });
  return { specbookId: book.id, customer };
}

test.describe('specbook customer and price group', () => {
  test('attach a customer and its addresses, choose a price group, review and apply the prices, see the totals', async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    await signIn(page, DEMO.seller.email);
    const { specbookId, customer } = await setUp(page, stamp);

    // A price group of × 0.5 on the price groups page.
    const group = `E2E Half ${stamp}`;
    await page.goto('/v4/pricegroups');
    await page.getByRole('button', { name: 'New price group' }).click();
    const groupDialog = page.getByRole('dialog', { name: 'New price group' });
    await groupDialog.getByRole('textbox', { name: 'Name' }).fill(group);
    await groupDialog.getByRole('textbox', { name: 'Multiplier' }).fill('0.5');
    await groupDialog.getByRole('button', { name: 'Create' }).click();
    await expect(toast(page, 'Price group created.').first()).toBeVisible();
    await expect(page.getByRole('table', { name: `Manufacturers of ${group}` })).toBeVisible();
    await screenshot(page, 'pricing-price-groups');

    // The customer panel: attach the customer, add a shipping address, a tax rate.
    await page.goto(`/v4/specbooks/manage/${specbookId}`);
    const panel = page.getByRole('region', { name: 'Customer' });
    await expect(panel.getByText('No customer')).toBeVisible();
    await panel.getByRole('button', { name: 'Add customer' }).click();
    const drawer = page.getByRole('dialog', { name: 'Specbook customer' });
    await select(drawer, 'Customer').fill(customer);
    await page.getByRole('option', { name: `${customer} · Brooks Homes` }).click();
    await expect(select(drawer, 'Billing Address')).toHaveValue(/500 W Madison St/);
    await expect(select(drawer, 'Payment terms')).toHaveValue('Net 30');
    await drawer.getByRole('button', { name: 'New shipping address' }).click();
    const form = drawer.getByRole('form', { name: 'Shipping Address form' });
    await form.getByRole('textbox', { name: 'Address 1' }).fill('77 N Wacker Dr');
    await form.getByRole('textbox', { name: 'City' }).fill('Chicago');
    await select(form, 'State').fill('Illin');
    await page.getByRole('option', { name: 'Illinois', exact: true }).click();
    await form.getByRole('textbox', { name: 'Zip Code' }).fill('60606');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form).toBeHidden();
    await expect(select(drawer, 'Shipping Address')).toHaveValue(/77 N Wacker Dr/);
    await drawer.getByRole('textbox', { name: 'Tax' }).fill('10');
    await screenshot(page, 'pricing-customer-drawer');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Specbook updated.').first()).toBeVisible();
    await expect(panel.getByText(`${customer} · Brooks Homes`)).toBeVisible();
    await expect(panel.getByText(/77 N Wacker Dr/)).toBeVisible();
    await expect(panel.getByText('Net 30')).toBeVisible();
    const header = page.getByRole('main');
    await expect(header.getByLabel('Tax', { exact: true }).first()).toHaveText('10.00%');

    // The price group: review the specs with before and after, apply.
    await panel.getByRole('button', { name: 'Price group: None' }).click();
    const review = page.getByRole('dialog', { name: 'Price group and prices' });
    await select(review, 'Price group').click();
    await page.getByRole('option', { name: group }).click();
    const table = review.getByRole('table', { name: 'Updatable specs' });
    await expect(table.getByLabel(`Sale price of ${FAUCET.name}`)).toHaveText('$389.00 → $194.50');
    await expect(table.getByLabel(`Sale price of ${DRAIN.name}`)).toHaveText('$376.00 → $188.00');
    await expect(review.getByLabel('Price change summary')).toContainText('Total $1,154.00 → $577.00');
    await screenshot(page, 'pricing-review');
    await review.getByRole('button', { name: 'Update 2 prices' }).click();
    await expect(toast(page, 'Your edits have saved successfully, and may take a moment to appear. Plese refresh the page.').first()).toBeVisible();
    await expect(panel.getByRole('button', { name: `Price group: ${group}` })).toBeVisible();

    // The new totals: 2 × 194.50 + 188.00 = 577.00, tax 10 % = 57.70.
    await expect(header.getByLabel('Quoted', { exact: true }).first()).toHaveText('$577.00');
    await expect(header.getByLabel('Total', { exact: true }).first()).toHaveText('$634.70');
    await screenshot(page, 'pricing-manage-after');

    // Reopened with the group unchanged: nothing left to update.
    await panel.getByRole('button', { name: `Price group: ${group}` }).click();
    await expect(page.getByText('Every spec already has the price of this price group.')).toBeVisible();

    // At 375 px: the panel, the review and the price groups page.
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'pricing-review-375');
    await page.keyboard.press('Escape');
    await expect(panel).toBeVisible();
    await screenshot(page, 'pricing-manage-375');
    await page.goto('/v4/pricegroups');
    await expect(page.getByRole('table', { name: /^Manufacturers of / })).toBeVisible();
    await screenshot(page, 'pricing-price-groups-375');
  });
});
