import { ANNOUNCEMENT_MESSAGES as M } from '#shared/lib/announcement-messages';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { toast } from '../support/workspace';

/**
 * Issue 21 part 8 (decision 059): the platform admin posts an announcement; a seller sees it at the
 * top of the page, dismisses it, and after a reload it stays dismissed. The admin then deletes it
 * (announcements are platform-wide: other journeys must not see it).
 */
test('the admin posts an announcement; the seller dismisses it and it stays dismissed', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const message = `Scheduled maintenance tonight ${Date.now().toString(36)}`;
  await signIn(page, DEMO.admin.email);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Announcements' }).first().click();
  await expect(page).toHaveURL(/\/v4\/admin\/announcements$/);
  const form = page.getByRole('form', { name: 'Post an announcement' });
  await form.getByRole('button', { name: 'Post announcement' }).click();
  await expect(form.getByText(M.messageRequired)).toBeVisible();
  await form.getByRole('textbox', { name: 'Message' }).fill(message);
  await form.getByText('Warning', { exact: true }).click();
  await form.getByRole('button', { name: 'Post announcement' }).click();
  await expect(toast(page, M.posted)).toBeVisible();
  const item = page.getByRole('list', { name: 'All announcements' }).getByRole('listitem', { name: message });
  await expect(item.getByText('Showing')).toBeVisible();
  await screenshot(page, 'announcements-admin-desktop');

  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, locale: 'en-US' });
  const seller = await context.newPage();
  try {
    await signIn(seller, DEMO.seller.email);
    const banner = seller.getByRole('complementary', { name: 'Announcements' });
    await expect(banner.getByText(message)).toBeVisible();
    await screenshot(seller, 'announcement-banner-375');
    await seller.setViewportSize({ width: 1280, height: 800 });
    await screenshot(seller, 'announcement-banner-desktop');
    await banner.getByRole('button', { name: M.dismiss }).click();
    await expect(seller.getByText(message)).toHaveCount(0);
    await seller.reload();
    await expect(seller.getByRole('navigation', { name: 'Main menu' })).toBeAttached();
    await seller.waitForLoadState('networkidle');
    await expect(seller.getByText(message)).toHaveCount(0);
  } finally {
    await context.close();
    await item.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete announcement' }).getByRole('button', { name: 'Delete' }).click();
    await expect(item).toHaveCount(0);
  }
});
