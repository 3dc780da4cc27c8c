import { readFile } from 'node:fs/promises';
import { ATTACHMENT_MESSAGES as M } from '#shared/lib/attachment-messages';
import { acceptTerms, seedEspecbook, shareEspecbook } from '../support/especbook';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { toast } from '../support/workspace';

/**
 * Issue 21 part 6 (decision 059): the seller attaches documents to a specbook on its manage page
 * (drop zone, progress), downloads one, hides one from clients; the client opening the e-Specbook
 * link sees and downloads the visible one only.
 */

const PLAN = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PRICES = Buffer.from('sku,price\nAQ-4512-BN,289.00\n');

test.describe('specbook attachments', () => {
  test('the seller uploads and downloads on the manage page; the client sees the visible one in the e-Specbook', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.seller.email);
    const book = await seedEspecbook(page);
    await page.goto(`/v4/specbooks/manage/${book.id}`);
    await page.getByRole('toolbar', { name: 'Collaboration' }).getByRole('button', { name: 'Attachments' }).click();
    const drawer = page.getByRole('dialog', { name: 'Attachments' });
    await expect(drawer.getByText(M.dropHint)).toBeVisible();
    await expect(drawer.getByText(M.empty)).toBeVisible();

    // Upload two files through the drop zone's input.
    const input = drawer.getByTestId('attachment-file-input');
    await input.setInputFiles({ name: 'Floor plan.pdf', mimeType: 'application/pdf', buffer: PLAN });
    await expect(toast(page, M.uploaded)).toBeVisible();
    await input.setInputFiles({ name: 'Dealer prices.csv', mimeType: 'text/csv', buffer: PRICES });
    const list = drawer.getByRole('list', { name: 'Attachments' });
    await expect(list.getByRole('listitem')).toHaveCount(2);

    // A program is refused with the message where the upload happened.
    await input.setInputFiles({ name: 'setup.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90\x00program') });
    await expect(drawer.getByRole('alert')).toContainText(M.unsafe);

    // Download the plan: the same bytes under its name.
    const [download] = await Promise.all([page.waitForEvent('download'), list.getByRole('link', { name: 'Download Floor plan.pdf' }).click()]);
    expect(download.suggestedFilename()).toBe('Floor plan.pdf');
    expect((await readFile((await download.path())!)).equals(PLAN)).toBe(true);

    // Hide the price list from clients.
    const prices = list.getByRole('listitem', { name: 'Dealer prices.csv' });
    await prices.getByRole('switch', { name: 'Visible to clients' }).click();
    await expect(toast(page, M.updated)).toBeVisible();
    await expect(prices.getByRole('switch', { name: 'Visible to clients' })).not.toBeChecked();
    await screenshot(page, 'attachments-manage-desktop');

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await screenshot(page, 'attachments-manage-375');
    await page.setViewportSize({ width: 1280, height: 800 });

    // The client: only the visible document, and it downloads.
    const link = await shareEspecbook(page, book.id, { name: 'Dana Client', email: 'dana.attachments@example.com', canApprove: false });
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    const client = await context.newPage();
    await client.goto(link);
    // The first e-Specbook load of a fresh server can take a while on these machines.
    await expect(client.getByRole('dialog', { name: 'Terms & Conditions' })).toBeVisible({ timeout: 30_000 });
    await acceptTerms(client);
    const section = client.getByRole('region', { name: 'Attachments' });
    await expect(section.getByText('Floor plan.pdf')).toBeVisible();
    await expect(section.getByText('Dealer prices.csv')).toHaveCount(0);
    const [clientDownload] = await Promise.all([client.waitForEvent('download'), section.getByRole('link', { name: 'Download Floor plan.pdf' }).click()]);
    expect((await readFile((await clientDownload.path())!)).equals(PLAN)).toBe(true);
    await section.scrollIntoViewIfNeeded();
    await screenshot(client, 'attachments-especbook-desktop');
    await client.setViewportSize({ width: 375, height: 800 });
    await expect(section.getByText('Floor plan.pdf')).toBeVisible();
    await screenshot(client, 'attachments-especbook-375');
    await context.close();
  });
});
