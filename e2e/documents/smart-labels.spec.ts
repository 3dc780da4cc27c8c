import { readFileSync } from 'node:fs';
import { decodeQrCodes, parsePdf } from '#server/test/pdf';
import { SMART_LABEL_MESSAGES as M } from '#shared/lib/smart-label-messages';
import { seriousViolations } from '../support/axe';
import { DRAIN, FAUCET, seedEspecbook } from '../support/especbook';
import { DEMO, expect, readToken, screenshot, signIn, test } from '../support/test';
import { callApi, toast } from '../support/workspace';

/** Every QR code of a PDF, page by page, as paths (the origin is PUBLIC_URL, or the one the request came in on). */
async function qrPaths(file: string): Promise<string[]> {
  const bytes = readFileSync(file);
  const { pageCount } = await parsePdf(bytes);
  const out: string[] = [];
  for (let page = 1; page <= pageCount; page += 1) out.push(...(await decodeQrCodes(bytes, page)));
  return out.map((url) => {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}`;
  });
}

/**
 * Smart labels (spec §2.10, decision 034): the seller picks specs by room in Documents → Smart
 * Labels and prints Labels.pdf; each label's QR code opens the spec for whoever scans it, on a
 * phone, without signing in. The QR Code PDF opens the specbook's QR view.
 */
test.describe('Smart labels', () => {
  test('select by room, print Labels.pdf, and a scanned label shows the spec on a phone', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.seller.email);
    const book = await seedEspecbook(page);
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const specs = await callApi<{ joinID: number; name: string; categoryID: number }[]>(page, 'GET', `/v4/user/${me.id}/specbook/${book.id}/specs?perPage=100`);
    const rooms = await callApi<{ id: number; name: string }[]>(page, 'GET', `/v4/user/${me.id}/specbook/${book.id}/categories`);
    const roomId = (name: string) => rooms.find((r) => r.name === name)!.id;
    const faucet = specs.find((s) => s.name === FAUCET.name)!;
    const showerDrain = specs.find((s) => s.name === DRAIN.name && s.categoryID === roomId('Shower'))!;

    await page.goto(`/v4/specbooks/manage/${book.id}`);
    await page.getByRole('button', { name: 'Documents' }).click();
    await page.getByRole('menuitem', { name: M.menuItem }).click();
    const dialog = page.getByRole('dialog', { name: M.modalTitle });
    await expect(dialog.getByText('0 of 3 selected')).toBeVisible();
    // Vanity whole, then its drain off again (the faucet stays), and the Shower's drain.
    const vanity = dialog.getByRole('group', { name: 'Vanity' });
    await vanity.getByRole('checkbox', { name: 'Vanity' }).check();
    await expect(vanity.getByText('2 of 2 selected')).toBeVisible();
    await vanity.getByRole('checkbox', { name: DRAIN.name }).uncheck();
    await dialog.getByRole('group', { name: 'Shower' }).getByRole('checkbox', { name: DRAIN.name }).check();
    await expect(dialog.getByText('2 of 3 selected')).toBeVisible();
    await screenshot(page, 'smart-labels-modal-1280');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: /^Print/ }).click()]);
    expect(download.suggestedFilename()).toBe(M.labelsFileName);
    await expect(toast(page, M.generated)).toBeVisible();
    const file = test.info().outputPath('Labels.pdf');
    await download.saveAs(file);
    const labelPaths = await qrPaths(file);
    expect(labelPaths).toEqual([faucet, showerDrain].map((s) => `/qr/smartlabel/specbook/${book.id}/spec/${s.joinID}`));
    expect((await parsePdf(readFileSync(file))).text).toContain('Room: Shower');

    // A phone that scans the Shower drain's label: not signed in, 375 px wide.
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const scan = await phone.newPage();
    await scan.goto(labelPaths[1]!);
    await expect(scan.getByRole('heading', { name: DRAIN.name })).toBeVisible();
    await expect(scan.getByText(DRAIN.model)).toBeVisible();
    await expect(scan.getByText('Shower', { exact: true })).toBeVisible();
    await expect(scan.getByText(DEMO.seller.company)).toBeVisible();
    await expect(scan.getByText(/\$\d/)).toHaveCount(0);
    expect(await scan.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(scan, 'smart-label-page-375');
    expect(await seriousViolations(scan)).toEqual([]);
    await phone.close();
    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const wide = await desk.newPage();
    await wide.goto(labelPaths[0]!);
    await expect(wide.getByRole('heading', { name: FAUCET.name })).toBeVisible();
    await screenshot(wide, 'smart-label-page-1280');
    // With QR access turned off again, a scanned label asks to sign in (spec §8).
    const off = await page.request.put(`/api/v4/user/${me.id}/specbook/${book.id}/qr-access`, {
      headers: { Authorization: `Bearer ${await readToken(page)}` },
      data: { enabled: false },
    });
    expect(off.ok()).toBe(true);
    const refused = await desk.newPage();
    await refused.goto(labelPaths[0]!);
    await expect(refused).toHaveURL(/\/login\?redirect=%2Fqr%2Fsmartlabel%2F/);
    await desk.close();

    // The QR Code PDF of the specbook opens its QR view.
    await page.getByRole('button', { name: 'Documents' }).click();
    const [qrDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: M.qrCodePdfMenuItem }).click()]);
    expect(qrDownload.suggestedFilename()).toBe(M.qrCodeFileName(book.name));
    const qrFile = test.info().outputPath('qr.pdf');
    await qrDownload.saveAs(qrFile);
    expect(await qrPaths(qrFile)).toEqual([`/v4/matrix?qrSpecbookID=${book.id}`]);
  });

  test('the modal fits a phone', async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await phone.newPage();
    await signIn(page, DEMO.seller.email);
    const book = await seedEspecbook(page);
    await page.goto(`/v4/specbooks/manage/${book.id}`);
    await page.getByRole('button', { name: 'Documents' }).click();
    await page.getByRole('menuitem', { name: M.menuItem }).click();
    const dialog = page.getByRole('dialog', { name: M.modalTitle });
    await dialog.getByRole('checkbox', { name: M.selectAll }).check();
    await expect(dialog.getByText('3 of 3 selected')).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^Print/ })).toBeInViewport();
    await screenshot(page, 'smart-labels-modal-375');
    await phone.close();
  });
});
