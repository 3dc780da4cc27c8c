import { readFile } from 'node:fs/promises';
import { parsePdf } from '#server/test/pdf';
import { seedLargeEspecbook } from '../support/especbook';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';

/**
 * Issue 7 "Large documents are built as jobs too" (docs/decisions/032, 035): a specbook of more
 * than 60 products answers its specs PDF as a PDF job; the page follows it (fetchPdf every 3000 ms)
 * under the 'Generating PDF' overlay and saves "{specbook name} - Specs.pdf".
 */
test.describe('the seller downloads a large e-Specbook', () => {
  test('manage page → Documents → Download e-Specbook → job overlay → the parsed PDF', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.seller.email);
    const book = await seedLargeEspecbook(page, 61);
    await page.goto(`/v4/specbooks/manage/${book.id}`);
    await page.getByRole('button', { name: 'Documents' }).click();
    await page.getByRole('menuitem', { name: 'Download e-Specbook' }).click();
    const modal = page.getByRole('dialog', { name: 'Download e-Specbook' });

    // The job's polls wait until both overlay screenshots are taken, however fast the PDF is built.
    let releasePolls!: () => void;
    const pollsReleased = new Promise<void>((resolve) => (releasePolls = resolve));
    await page.route(/\/api\/v4\/user\/\d+\/pdf\/\d+$/, async (route) => {
      await pollsReleased;
      await route.fallback();
    });
    const job = page.waitForResponse((res) => res.url().endsWith(`/specbook/${book.id}/pdf/specs`) && res.request().method() === 'POST');
    const downloading = page.waitForEvent('download', { timeout: 90_000 });
    await modal.getByRole('button', { name: 'Download', exact: true }).click();
    expect((await job).status()).toBe(202);
    const overlay = page.getByTestId('generating-pdf');
    await expect(overlay).toContainText('Generating PDF');
    await expect(overlay).toContainText(/Queued…|Building the document…|Downloading…/);
    await screenshot(page, 'large-specs-pdf-job-overlay');
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(overlay).toBeVisible();
    await screenshot(page, 'large-specs-pdf-job-overlay-phone');
    releasePolls();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${book.name} - Specs.pdf`);
    const file = testInfo.outputPath('large-specs.pdf');
    await download.saveAs(file);
    await expect(modal).toBeHidden();
    await expect(overlay).toBeHidden();

    const pdf = await parsePdf(await readFile(file));
    // Cover, contents, portfolio pages and a page per product.
    expect(pdf.pageCount).toBeGreaterThan(61);
    expect(pdf.pages[0]).toContain(book.name);
    for (const name of book.specNames) expect(pdf.text).toContain(name);
    // The contents list every room with its product count.
    for (const room of book.rooms) expect(pdf.pages[1]).toContain(`${room.name} ${room.count} product${room.count === 1 ? '' : 's'}`);
  });
});
