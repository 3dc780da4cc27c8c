import { readFile } from 'node:fs/promises';
import { parsePdf } from '#server/test/pdf';
import { makePdf } from '#server/test/upload-fixtures';
import { PROPOSAL_MESSAGES as P, QUOTE_PDF_TEXT as T } from '#shared/lib/quote-documents-messages';
import { acceptTerms, DRAIN, FAUCET, seedEspecbook, shareEspecbook } from '../support/especbook';
import { DEMO, expect, screenshot, signIn, submitLoginForm, test } from '../support/test';
import { toast } from '../support/workspace';

/** Opens the manage page's Documents menu. */
async function documentsMenu(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: 'Documents' }).click();
  return page.getByRole('menu');
}

test.describe('quote PDF and proposal', () => {
  test('manage → Documents → Quote PDF → choose options → download → the PDF has what was chosen', async ({ page }) => {
    await signIn(page, DEMO.seller.email);
    const book = await seedEspecbook(page);
    await page.goto(`/v4/specbooks/manage/${book.id}`);
    await (await documentsMenu(page)).getByRole('menuitem', { name: 'Quote PDF' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quote PDF' });
    await expect(dialog).toBeVisible();
    // The defaults: prices, images, totals, model numbers and brand on; the rest off.
    for (const on of ['List price', 'Sale price', 'Images', 'Totals', 'Model numbers', 'Brand name']) await expect(dialog.getByRole('switch', { name: on })).toBeChecked();
    for (const off of ['Tags', 'Shipping address', 'Billing address', 'Payment terms', 'Shipping cost', 'Signature line']) await expect(dialog.getByRole('switch', { name: off })).not.toBeChecked();
    await dialog.getByRole('switch', { name: 'Signature line' }).click();
    await dialog.getByRole('switch', { name: 'Model numbers' }).click();
    await expect(dialog.getByRole('switch', { name: 'Signature line' })).toBeChecked();
    await screenshot(page, 'quote-pdf-modal-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'quote-pdf-modal-375');
    await page.setViewportSize({ width: 1280, height: 800 });

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Download' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe(`${book.name} - Quote.pdf`);
    const pdf = await parsePdf(await readFile((await download.path())!));
    expect(pdf.text).toContain(book.name);
    expect(pdf.text).toContain(FAUCET.name);
    expect(pdf.text).toContain(DRAIN.name);
    expect(pdf.text).toContain('Vanity');
    expect(pdf.text).toContain(T.signature);
    expect(pdf.text).not.toContain(FAUCET.model);
    expect(pdf.text).toMatch(/Total \$[\d,]+\.\d\d/);
    await expect(dialog).toBeHidden();
  });

  test("the account's quote validity sets 'Valid until'; each quote downloaded takes the next number", async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    await page.goto('/v4/account');
    const defaults = page.getByRole('form', { name: 'Defaults' });
    const days = defaults.getByRole('textbox', { name: 'Quotes valid for' });
    await days.fill('45');
    await defaults.getByRole('button', { name: 'Save defaults' }).click();
    await expect(toast(page, 'Defaults saved.')).toBeVisible();
    await defaults.scrollIntoViewIfNeeded();
    await screenshot(page, 'account-defaults-quote-validity-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'account-defaults-quote-validity-375');
    await page.setViewportSize({ width: 1280, height: 800 });
    try {
      const book = await seedEspecbook(page);
      await page.goto(`/v4/specbooks/manage/${book.id}`);
      const quote = async () => {
        await (await documentsMenu(page)).getByRole('menuitem', { name: 'Quote PDF' }).click();
        const dialog = page.getByRole('dialog', { name: 'Quote PDF' });
        const downloading = page.waitForEvent('download');
        await dialog.getByRole('button', { name: 'Download' }).click();
        const pdf = await parsePdf(await readFile((await (await downloading).path())!));
        await expect(dialog).toBeHidden();
        const header = /Quote # Q-(\d{5}) Date: (\w+ \d{1,2}, \d{4}) Valid until: (\w+ \d{1,2}, \d{4})/.exec(pdf.pages[0]!);
        expect(header, pdf.pages[0]).not.toBeNull();
        return { number: Number(header![1]), days: (Date.parse(`${header![3]} UTC`) - Date.parse(`${header![2]} UTC`)) / 86_400_000 };
      };
      const first = await quote();
      const second = await quote();
      expect(first.days).toBe(45);
      expect(second.number).toBe(first.number + 1);
    } finally {
      await page.goto('/v4/account');
      await page.getByRole('form', { name: 'Defaults' }).getByRole('textbox', { name: 'Quotes valid for' }).fill('30');
      await page.getByRole('form', { name: 'Defaults' }).getByRole('button', { name: 'Save defaults' }).click();
      await expect(toast(page, 'Defaults saved.').first()).toBeVisible();
    }
  });

  test('the seller uploads a proposal; the client opens it from the e-Specbook in a new window', async ({ page, browser }) => {
    await signIn(page, DEMO.seller.email);
    const book = await seedEspecbook(page);
    await page.goto(`/v4/specbooks/manage/${book.id}`);
    await (await documentsMenu(page)).getByRole('menuitem', { name: P.uploadItem }).click();
    await page.getByTestId('proposal-file-input').setInputFiles({ name: 'Kitchen proposal.pdf', mimeType: 'application/pdf', buffer: makePdf('Kitchen Proposal for the Client') });
    await expect(page.getByText(P.uploaded)).toBeVisible();
    await expect((await documentsMenu(page)).getByRole('menuitem', { name: P.replaceItem })).toBeVisible();
    await page.keyboard.press('Escape');

    // A wrong file is refused with the spec's message.
    await (await documentsMenu(page)).getByRole('menuitem', { name: P.replaceItem }).click();
    await page.getByTestId('proposal-file-input').setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf at all') });
    await expect(page.getByText(P.importFailed)).toBeVisible();

    const link = await shareEspecbook(page, book.id, { name: 'Pat Client', email: `pat.${Date.now()}@example.com`, canApprove: false });
    const client = await browser.newContext();
    try {
      const view = await client.newPage();
      await view.goto(link);
      await acceptTerms(view);
      const proposalResponse = client.waitForEvent('response', (r) => r.url().includes(`/download/proposal/${book.id}?token=`));
      const popup = view.waitForEvent('popup');
      await view.getByRole('button', { name: 'Download Proposal' }).click();
      await popup;
      const response = await proposalResponse;
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('application/pdf');
      // The signed address works for two minutes: read the same document it served.
      const again = await view.request.get(response.url());
      expect((await parsePdf(await again.body())).text).toBe('Kitchen Proposal for the Client');
      // Without its token the address opens nothing.
      const bare = await view.request.get(`/download/proposal/${book.id}`);
      expect(bare.status()).toBe(401);
    } finally {
      await client.close();
    }

    // A bookmark of the bare address: the expired-link page offers the way forward, which in the
    // seller's signed-in tab asks for a fresh link and opens the proposal (docs/decisions/033).
    const expired = await page.goto(`/download/proposal/${book.id}`);
    expect(expired?.status()).toBe(401);
    await expect(page.getByText(P.linkInvalid)).toBeVisible();
    await screenshot(page, 'proposal-link-expired-1280');
    const reopened = page.waitForResponse((r) => r.url().includes(`/download/proposal/${book.id}?token=`));
    await page.getByRole('link', { name: P.reopenLink }).click();
    const fresh = await reopened;
    expect(fresh.status()).toBe(200);
    expect(fresh.headers()['content-type']).toBe('application/pdf');
    expect((await parsePdf(await (await page.request.get(fresh.url())).body())).text).toBe('Kitchen Proposal for the Client');

    // The bookmark in a new window without a session: the way forward signs the seller in first.
    const fresh2 = await browser.newContext();
    try {
      const tab = await fresh2.newPage();
      await tab.setViewportSize({ width: 375, height: 740 });
      await tab.goto(`/download/proposal/${book.id}`);
      await screenshot(tab, 'proposal-link-expired-375');
      await tab.getByRole('link', { name: P.reopenLink }).click();
      await expect(tab).toHaveURL(/\/login\?redirect=%2Fv4%2Fspecbooks%2Fproposal%2F\d+/);
      const afterLogin = tab.waitForResponse((r) => r.url().includes(`/download/proposal/${book.id}?token=`));
      await submitLoginForm(tab, DEMO.seller.email);
      expect((await afterLogin).status()).toBe(200);
      await tab.waitForURL(/\/download\/proposal\/\d+\?token=/);
      // A specbook without a proposal: the app page says so and offers the e-Specbook.
      await tab.goto('/v4/specbooks/proposal/999999');
      await expect(tab.getByRole('alert')).toHaveText(P.openFailed);
      await expect(tab.getByRole('link', { name: P.backToEspecbook })).toBeVisible();
      await screenshot(tab, 'proposal-open-failed-375');
    } finally {
      await fresh2.close();
    }
  });
});
