import { INVENTORY_MESSAGES as M } from '#shared/lib/inventory';
import { SELLER_MESSAGES as SM } from '#shared/lib/sellers';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { toast } from '../support/workspace';

/**
 * The inventory center (/v4/inventory, behind useInventoryCenter; docs/decisions/053): the
 * showroom imports a CSV of its stock — the new product appears, the unknown product and the bad
 * quantity are listed with their lines — and edits a quantity in place, which is still there
 * after a reload. An account without the flag is told the center is not enabled.
 */

const SHOWER = 'Thermostatic Shower Trim Kit';
const FAUCET = 'Vessel Lavatory Faucet';

test.describe('inventory center', () => {
  test('import a CSV of stock, see the rows and a line error, edit a quantity in place', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    await page.goto('/v4/inventory');
    await expect(page.getByRole('heading', { level: 1, name: M.title })).toBeVisible();
    // The product's cell names its manufacturer and model under the name.
    await expect(page.getByRole('cell', { name: `${SHOWER} Aquaterra · AQ-7020-PC`, exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import CSV' });
    const csv = ['Manufacturer,Model Number,Quantity,Status,Location', `Aquaterra,AQ-4512-MB,6,Overstock,Bay 7`, 'Nobody,ZZ-404,1,,', 'Aquaterra,AQ-4512-BN,many,,'].join('\n');
    await dialog.getByTestId('csv-file-input').setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Import' }).click();
    await expect(dialog.getByTestId('csv-import-summary')).toHaveText('Imported 1 of 3 rows. 1 did not match a catalogue spec. 1 had values that could not be imported.');
    await expect(dialog.getByTestId('csv-unmatched').getByRole('row').nth(1)).toHaveText(['3', 'Nobody', 'ZZ-404'].join(''));
    await expect(dialog.getByText(`Line 4: ${SM.quantityInvalid}`)).toBeVisible();
    await screenshot(page, 'inventory-import-result-1280');
    await dialog.getByRole('button', { name: 'Done' }).click();

    const faucetQuantity = page.getByRole('textbox', { name: `Quantity of ${FAUCET}` });
    await expect(faucetQuantity).toHaveValue('6');
    await expect(page.getByRole('textbox', { name: `Location of ${FAUCET}` })).toHaveValue('Bay 7');

    const quantity = page.getByRole('textbox', { name: `Quantity of ${SHOWER}` });
    const wanted = String(20 + Math.floor(Math.random() * 70));
    await quantity.fill(wanted);
    await quantity.press('Enter');
    await expect(toast(page, M.saved)).toBeVisible();
    await quantity.fill('-3');
    await quantity.press('Enter');
    await expect(page.getByText(SM.quantityInvalid)).toBeVisible();
    await screenshot(page, 'inventory-center-1280');

    await page.reload();
    await expect(page.getByRole('textbox', { name: `Quantity of ${SHOWER}` })).toHaveValue(wanted);
    // On a phone each product is a card with the same in-place edits.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: `Quantity of ${SHOWER}` })).toHaveValue(wanted);
    await screenshot(page, 'inventory-center-375');
  });

  test('add a product from the catalogue, refuse it twice, then remove it', async ({ page }) => {
    await signIn(page, DEMO.seller.email);
    await page.goto('/v4/inventory');
    const addProduct = async () => {
      await page.getByRole('button', { name: 'Add product' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add product' });
      await dialog.getByRole('combobox', { name: 'Product' }).fill('NL-6620');
      await page.getByRole('option', { name: /NL-6620-BK/ }).click();
      await dialog.getByRole('textbox', { name: 'Quantity' }).fill('2');
      await dialog.getByRole('textbox', { name: 'Location' }).fill('Aisle 3');
      await dialog.getByRole('button', { name: 'Add' }).click();
      return dialog;
    };
    await addProduct();
    await expect(toast(page, M.added)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Location of Three-Light Vanity Fixture' })).toHaveValue('Aisle 3');

    const again = await addProduct();
    await expect(again.getByText(M.alreadyInStock)).toBeVisible();
    await screenshot(page, 'inventory-add-product-1280');
    await again.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Remove Three-Light Vanity Fixture' }).click();
    await page.getByRole('dialog', { name: 'Remove product' }).getByRole('button', { name: 'Remove' }).click();
    await expect(toast(page, M.removed)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Location of Three-Light Vanity Fixture' })).toHaveCount(0);
  });

  test('an account without the flag is told the inventory center is not enabled', async ({ page }) => {
    await signIn(page, DEMO.other.email);
    await page.goto('/v4/inventory');
    await expect(page.getByText(M.notEnabled)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import CSV' })).toHaveCount(0);
  });
});
