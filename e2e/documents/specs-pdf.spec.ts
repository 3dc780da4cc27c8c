import { readFile } from 'node:fs/promises';
import { parsePdf } from '#server/test/pdf';
import { DRAIN, FAUCET, seedEspecbook } from '../support/especbook';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';

/**
 * Issue 7 item 1 (spec/client-view-and-downloads.md §2.9, §2.11, §7, §9): the seller opens the
 * manage page's Documents menu, picks Download e-Specbook, chooses the options and downloads the
 * specs PDF, saved as "{specbook name} - Specs.pdf"; the file is parsed and shows what was asked.
 */
test.describe('the seller downloads the e-Specbook', () => {
  test('manage page → Documents → Download e-Specbook → options → the parsed PDF', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    const book = await seedEspecbook(page);
    await page.goto(`/v4/specbooks/manage/${book.id}`);
    await page.getByRole('button', { name: 'Documents' }).click();
    await page.getByRole('menuitem', { name: 'Download e-Specbook' }).click();
    const modal = page.getByRole('dialog', { name: 'Download e-Specbook' });
    await expect(modal.getByRole('switch', { name: 'Customer Info' })).toBeChecked();
    await modal.getByRole('switch', { name: 'Model #' }).check();
    await modal.getByRole('switch', { name: 'List Price' }).check();
    await modal.getByRole('switch', { name: 'Quantities' }).check();
    await modal.getByRole('switch', { name: 'Signature Line' }).check();
    await modal.getByRole('radio', { name: 'Images with Name & Description' }).check();
    await screenshot(page, 'specs-pdf-seller-options');

    const downloading = page.waitForEvent('download');
    await modal.getByRole('button', { name: 'Download', exact: true }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${book.name} - Specs.pdf`);
    const file = testInfo.outputPath('specs.pdf');
    await download.saveAs(file);
    await expect(modal).toBeHidden();

    const pdf = await parsePdf(await readFile(file));
    // Cover, contents, a portfolio page per room (Vanity, Shower), a page per product (3).
    expect(pdf.pageCount).toBeGreaterThanOrEqual(7);
    expect(pdf.pages[0]).toContain(book.name);
    expect(pdf.pages[0]).toContain(DEMO.seller.company);
    expect(pdf.pages[0]).toContain('Client signature');
    expect(pdf.pages[1]).toMatch(/Picture Portfolio 3 Vanity 2 products 3 Shower 1 product 4 Products 5 Vanity/);
    for (const text of [FAUCET.name, FAUCET.model, DRAIN.name, DRAIN.model, 'Quantity', 'List price']) expect(pdf.text).toContain(text);
    expect(pdf.text).not.toContain('Sale price');

    // A phone: the same menu and options.
    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Documents' }).click();
    await page.getByRole('menuitem', { name: 'Download e-Specbook' }).click();
    await expect(modal).toBeVisible();
    await screenshot(page, 'specs-pdf-seller-options-phone');
  });
});
