import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { callApi, toast } from '../support/workspace';

type TProfile = { fax: string | null; latitude: number | null; longitude: number | null; storeManagerName: string | null; storeManagerEmail: string | null; legacyAddress: string | null };

/**
 * The user's own fields of spec §3 "User" on Account Settings (docs/decisions/081): an invalid
 * latitude shows its message and saves nothing; good values are saved, kept after a reload and
 * answered by GET /user/me; then the section at 375 px.
 */
test.describe('user profile fields', () => {
  test('edit, save and reload the profile; an invalid latitude saves nothing', async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const manager = `Morgan Manager ${stamp}`;

    await signIn(page, DEMO.seller.email);
    await page.goto('/v4/account');
    await expect(page.getByRole('heading', { name: 'Account Settings', level: 1 })).toBeVisible();
    const form = page.getByRole('form', { name: 'Your profile' });
    await form.scrollIntoViewIfNeeded();

    // An out-of-range latitude: its message under the field, and no PATCH is sent.
    let patches = 0;
    page.on('request', (req) => {
      if (req.method() === 'PATCH' && new URL(req.url()).pathname === '/api/v4/user/me') patches += 1;
    });
    const latitude = form.getByRole('textbox', { name: 'Latitude' });
    await latitude.fill('95');
    await expect(form.getByText('Latitude must be a number between -90 and 90')).toBeVisible();
    await form.getByRole('textbox', { name: 'Store manager name' }).fill(manager);
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(latitude).toHaveAttribute('aria-invalid', 'true');
    expect(patches).toBe(0);
    expect((await callApi<TProfile>(page, 'GET', '/v4/user/me')).storeManagerName).not.toBe(manager);
    await screenshot(page, 'user-profile-invalid');

    // Good values are saved.
    await latitude.fill('41.8781');
    await form.getByRole('textbox', { name: 'Longitude' }).fill('-87.6298');
    await form.getByRole('textbox', { name: 'Fax' }).fill('(312) 555-0142');
    await form.getByRole('textbox', { name: 'Address' }).fill('1200 Lakeshore Drive, Chicago, IL 60610');
    await form.getByRole('textbox', { name: 'Store manager email' }).fill('morgan@lakesidebath.example');
    await expect(form.getByText('Latitude must be a number between -90 and 90')).toBeHidden();
    await form.getByRole('button', { name: 'Save profile' }).click();
    await expect(toast(page, 'Profile saved.')).toBeVisible();
    expect(patches).toBe(1);

    // Kept after a reload, and the API answers them.
    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Your profile' });
    await expect(reloaded.getByRole('textbox', { name: 'Store manager name' })).toHaveValue(manager);
    await expect(reloaded.getByRole('textbox', { name: 'Latitude' })).toHaveValue('41.8781');
    await expect(reloaded.getByRole('textbox', { name: 'Longitude' })).toHaveValue('-87.6298');
    await expect(reloaded.getByRole('textbox', { name: 'Fax' })).toHaveValue('(312) 555-0142');
    await expect(reloaded.getByRole('textbox', { name: 'Address' })).toHaveValue('1200 Lakeshore Drive, Chicago, IL 60610');
    await expect(reloaded.getByRole('textbox', { name: 'Store manager email' })).toHaveValue('morgan@lakesidebath.example');
    expect(await callApi<TProfile>(page, 'GET', '/v4/user/me')).toMatchObject({
      latitude: 41.8781,
      longitude: -87.6298,
      fax: '(312) 555-0142',
      storeManagerName: manager,
      storeManagerEmail: 'morgan@lakesidebath.example',
    });
    await reloaded.scrollIntoViewIfNeeded();
    await screenshot(page, 'user-profile-desktop');

    await page.setViewportSize({ width: 375, height: 800 });
    await reloaded.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'user-profile-375');
  });
});
