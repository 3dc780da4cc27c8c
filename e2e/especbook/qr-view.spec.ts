import { ESPECBOOK_MESSAGES as M } from '#shared/lib/especbook-messages';
import { acceptTerms, DRAIN, seedEspecbook, shareEspecbook } from '../support/especbook';
import { DEMO, expect, readToken, screenshot, signIn, test } from '../support/test';

/**
 * QR access (spec §2.3, decision 028): once the seller turns QR access on for a specbook, a phone
 * that scans its code (/v4/matrix?qrSpecbookID=…) opens the e-Specbook read-only, without
 * prices or approvals, and without people's details — no comments, no team, no client contacts
 * (decision 038); with QR access off the same address sends the visitor to sign in.
 */
const HARPER = { phone: '(312) 555-0161', email: 'jordan.harper@example.com' };
const MEMBER = { name: 'Robin Client', email: 'robin.client@example.com', canApprove: false };

test.describe('QR access to an e-Specbook', () => {
  test('a scanned code opens the specbook read-only; off, it asks to sign in', async ({ page, browser }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    // The Harper profile is public: its contact strip (phone, e-mail, address) shows to a team member.
    const book = await seedEspecbook(page, 'Harper Residence');
    const link = await shareEspecbook(page, book.id, MEMBER);
    const headers = { Authorization: `Bearer ${await readToken(page)}` };
    const me = (await (await page.request.get('/api/v4/user/me', { headers })).json()).data as { id: number };
    const qrAccess = (enabled: boolean) => page.request.put(`/api/v4/user/${me.id}/specbook/${book.id}/qr-access`, { headers, data: { enabled } });

    const client = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const member = await client.newPage();
    await member.goto(link);
    await acceptTerms(member);
    await expect(member.getByRole('list', { name: 'Contact' }).getByText(HARPER.phone)).toBeVisible();
    await expect(member.getByText(/^Team \(1\)/)).toBeVisible();
    await client.close();

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
    await expect(scan.getByRole('button', { name: /^Comments on / })).toHaveCount(0);
    await expect(scan.getByRole('button', { name: M.viewUnreadComments })).toHaveCount(0);
    // No people's details: no contact strip, no Team section, no e-mail anywhere on the page.
    await expect(scan.getByRole('list', { name: 'Contact' })).toHaveCount(0);
    await expect(scan.getByText(HARPER.phone)).toHaveCount(0);
    const sections = scan.getByRole('navigation', { name: 'e-Specbook sections' });
    await expect(sections.getByRole('button', { name: 'Team' })).toHaveCount(0);
    await expect(scan.locator('body')).not.toContainText('@');
    // The API agrees: the view token reads no comments and no team e-mails.
    const qrHeaders = { Authorization: `Bearer ${(await (await scan.request.get(`/api/v1/auth/specbook/${book.id}/viewtoken`)).json()).data as string}` };
    expect((await scan.request.get(`/api/v4/user/${me.id}/specbook/${book.id}/comments`, { headers: qrHeaders })).status()).toBe(403);
    const team = (await (await scan.request.get(`/api/v4/user/${me.id}/specbook/${book.id}/team`, { headers: qrHeaders })).json()).data as { emailAddress: string }[];
    expect(team.map((m) => m.emailAddress)).toEqual(['']);
    await scan.getByRole('navigation', { name: 'e-Specbook sections' }).getByRole('button', { name: 'Events' }).click();
    await expect(scan.getByRole('dialog', { name: 'Events(0)' })).toBeVisible();
    await expect(scan.getByRole('button', { name: 'Add New Event' })).toHaveCount(0);
    await scan.getByRole('button', { name: 'Close' }).click();
    await screenshot(scan, 'especbook-qr-375');
    await phone.close();
  });
});
