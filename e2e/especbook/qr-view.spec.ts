import { ESPECBOOK_MESSAGES as M } from '#shared/lib/especbook-messages';
import { acceptTerms, DRAIN, seedEspecbook } from '../support/especbook';
import { DEMO, expect, readToken, screenshot, signIn, test } from '../support/test';

/**
 * QR access (spec §2.3, decision 028): once the seller turns QR access on for a specbook, a phone
 * that scans its code (/v4/matrix?qrSpecbookID=…) opens the e-Specbook read-only, without
 * prices or approvals; with QR access off the same address sends the visitor to sign in.
 */
test.describe('QR access to an e-Specbook', () => {
  test('a scanned code opens the specbook read-only; off, it asks to sign in', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    const book = await seedEspecbook(page);
    const headers = { Authorization: `Bearer ${await readToken(page)}` };
    const me = (await (await page.request.get('/api/v4/user/me', { headers })).json()).data as { id: number };
    const qrAccess = (enabled: boolean) => page.request.put(`/api/v4/user/${me.id}/specbook/${book.id}/qr-access`, { headers, data: { enabled } });

    const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const off = await phone.newPage();
    await off.goto(`/v4/matrix?qrSpecbookID=${book.id}`);
    await expect(off).toHaveURL(/\/login\?redirect=/);
    await off.close();

    expect((await qrAccess(true)).ok()).toBe(true);
    const scan = await phone.newPage();
    await scan.goto(`/v4/matrix?qrSpecbookID=${book.id}`);
    await expect(scan).toHaveURL(new RegExp(`/v4/especbook/${book.id}$`));
    await acceptTerms(scan);
    const shower = scan.getByRole('region', { name: 'Shower' });
    await expect(shower.getByText(DRAIN.name)).toBeVisible();
    await expect(shower.getByText(DRAIN.model)).toBeVisible();
    await expect(scan.getByRole('button', { name: M.approveAll })).toHaveCount(0);
    await expect(scan.getByText(/\$\d/)).toHaveCount(0);
    // Nothing to write: no comment forms, no new events, no unread comments to mark.
    await expect(scan.getByRole('button', { name: 'Post Comment' })).toHaveCount(0);
    await expect(scan.getByRole('button', { name: M.viewUnreadComments })).toHaveCount(0);
    await scan.getByRole('navigation', { name: 'e-Specbook sections' }).getByRole('button', { name: 'Events' }).click();
    await expect(scan.getByRole('dialog', { name: 'Events(0)' })).toBeVisible();
    await expect(scan.getByRole('button', { name: 'Add New Event' })).toHaveCount(0);
    await scan.getByRole('button', { name: 'Close' }).click();
    await screenshot(scan, 'especbook-qr-375');
    await phone.close();
  });
});
