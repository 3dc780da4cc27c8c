import { readFile } from 'node:fs/promises';
import { parsePdf } from '#server/test/pdf';
import { acceptTerms, DRAIN, FAUCET, seedEspecbook } from '../support/especbook';
import { DEMO, expect, readToken, screenshot, signIn, test } from '../support/test';

/**
 * A category's "Download Category" on the e-Specbook page for the Miscellaneous room (the specs
 * with no room, which has no id): the PDF covers those specs alone, not the whole specbook
 * (docs/decisions/032: the payload says `categories: [null]`).
 */
test.describe('Download Category for Miscellaneous', () => {
  test('the e-Specbook → Miscellaneous → Download Category → a PDF of the specs with no room', async ({ page }, testInfo) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    const book = await seedEspecbook(page);
    // One spec without a room: the faucet again, in Miscellaneous.
    const headers = { Authorization: `Bearer ${await readToken(page)}` };
    const me = (await (await page.request.get('/api/v4/user/me', { headers })).json()).data as { id: number };
    const base = `/api/v4/user/${me.id}`;
    const [faucet] = (await (await page.request.get(`${base}/specs?searchTerm=${FAUCET.model}&perPage=5`, { headers })).json()).data as { id: number }[];
    const added = await page.request.post(`${base}/specbook/${book.id}/specs`, { headers, data: { createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: faucet!.id }, quantity: 4 } } } });
    expect(added.ok(), await added.text()).toBe(true);

    await page.goto(`/v4/especbook/${book.id}`);
    await acceptTerms(page);
    const misc = page.getByRole('region', { name: 'Miscellaneous' });
    await expect(misc.getByText(FAUCET.name)).toBeVisible();
    await misc.getByRole('button', { name: 'Download Category' }).click();
    const modal = page.getByRole('dialog', { name: 'Download Category' });
    await expect(modal).toContainText('Category: Miscellaneous');
    await screenshot(page, 'specs-pdf-miscellaneous-1280');

    const downloading = page.waitForEvent('download');
    await modal.getByRole('button', { name: 'Download', exact: true }).click();
    const download = await downloading;
    const file = testInfo.outputPath('miscellaneous.pdf');
    await download.saveAs(file);
    const pdf = await parsePdf(await readFile(file));
    expect(pdf.pages[1]).toContain('Miscellaneous');
    expect(pdf.pages[1]).not.toContain('Vanity');
    expect(pdf.pages[1]).not.toContain('Shower');
    expect(pdf.text).toContain(FAUCET.name);
    expect(pdf.text).not.toContain(DRAIN.name);

    await page.setViewportSize({ width: 375, height: 800 });
    await misc.getByRole('button', { name: 'Download Category' }).click();
    await expect(modal).toBeVisible();
    await screenshot(page, 'specs-pdf-miscellaneous-375');
  });
});
