import { ESPECBOOK_MESSAGES as M } from '#shared/lib/especbook-messages';
import { acceptTerms, DRAIN, FAUCET, seedEspecbook, shareEspecbook } from '../support/especbook';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { openRoom, room } from '../support/workspace';

/**
 * Issue 14 items 8 and 12 (decision 038): a client who may approve rejects a room with Reject All
 * on the e-Specbook and comments on a spec; the seller finds every one of those actions, with who
 * and when, in the manage page's Notifications drawer, and the spec's comment count on its card.
 */
const CLIENT = { name: 'Riley Client', email: 'riley.client@example.com', canApprove: true };

test.describe('client actions on the e-Specbook', () => {
  test('the client rejects a room and comments; the seller sees both in Notifications and on the spec', async ({ page, browser }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.seller.email);
    const book = await seedEspecbook(page);
    const link = await shareEspecbook(page, book.id, CLIENT);

    const client = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await client.goto(link);
    await acceptTerms(client);

    // Reject All on the Shower room: its buttons go and its spec reads Rejected; Vanity is untouched.
    const shower = client.getByRole('region', { name: 'Shower' });
    await shower.getByRole('button', { name: M.rejectAll }).click();
    await expect(shower.getByRole('button', { name: M.rejectAll })).toHaveCount(0);
    await expect(shower.getByRole('button', { name: M.approveAll })).toHaveCount(0);
    await expect(shower.getByRole('listitem', { name: DRAIN.name }).getByText('Rejected')).toBeVisible();
    const vanity = client.getByRole('region', { name: 'Vanity' });
    await expect(vanity.getByRole('button', { name: M.rejectAll })).toBeVisible();
    await screenshot(client, 'especbook-client-rejected-room');

    // A comment on the faucet.
    await vanity.getByRole('button', { name: `Comments on ${FAUCET.name}` }).click();
    const drawer = client.getByRole('dialog', { name: new RegExp(FAUCET.name) });
    await drawer.getByLabel(/Add a comment/).fill('Is there a matte black finish?');
    await drawer.getByRole('button', { name: 'Post Comment' }).click();
    await expect(drawer.getByText('Is there a matte black finish?')).toBeVisible();
    await client.keyboard.press('Escape');
    // Reloaded, the rejection holds.
    await client.reload();
    await expect(client.getByRole('region', { name: 'Shower' }).getByRole('listitem', { name: DRAIN.name }).getByText('Rejected')).toBeVisible();
    await client.context().close();

    // The seller: the Notifications drawer lists the client's actions, newest first, with who.
    await page.goto(`/v4/specbooks/manage/${book.id}`);
    await page.getByRole('toolbar', { name: 'Collaboration' }).getByRole('button', { name: /^Notifications/ }).click();
    const records = page.getByRole('dialog', { name: 'Specbook notifications' }).getByRole('list', { name: 'Specbook notifications' });
    const who = `${CLIENT.name} (${CLIENT.email})`;
    await expect(records.getByRole('listitem').nth(0)).toContainText(`${who} commented on ${FAUCET.name}: “Is there a matte black finish?”`);
    await expect(records.getByRole('listitem').nth(0)).toContainText('Comment');
    await expect(records.getByRole('listitem').nth(1)).toContainText(`${who} rejected ${DRAIN.name}`);
    await expect(records.getByRole('listitem').nth(1)).toContainText('Rejected');
    await expect(records.getByRole('listitem').nth(1)).not.toContainText('in..');
    await expect(records.getByRole('listitem').nth(2)).toContainText(`${who} viewed the e-Specbook.`);
    await screenshot(page, 'manage-notifications-client-actions');
    await page.keyboard.press('Escape');

    // The faucet's card shows its comment count, which opens its comments.
    await openRoom(page, 'Vanity');
    const faucet = room(page, 'Vanity').getByRole('article', { name: FAUCET.name });
    await faucet.getByRole('button', { name: `1 comment on ${FAUCET.name}` }).click();
    await expect(page.getByRole('dialog', { name: `Comments on ${FAUCET.name}` }).getByText('Is there a matte black finish?')).toBeVisible();
    await screenshot(page, 'manage-spec-comment-count');
    // On a phone the badge stays beside the card's menu.
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(faucet.getByRole('button', { name: `1 comment on ${FAUCET.name}` })).toBeVisible();
    await faucet.scrollIntoViewIfNeeded();
    await screenshot(page, 'manage-spec-comment-count-375');
  });
});
