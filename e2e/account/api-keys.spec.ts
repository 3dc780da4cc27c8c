import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { apiResponse, callApi, toast } from '../support/workspace';

type TKeys = { apiKey: string | null };
type TKeyAnswer = { data: { key: string; masked: string } };

/**
 * The user's API keys on Account Settings (docs/decisions/087): generate the API key, see it in
 * full once and masked in the user answer; rotate it behind the confirmation; after a reload only
 * the masked key shows; then the section at 375 px.
 */
test.describe('user API keys', () => {
  test('generate, rotate and reload: the key is shown once, then only masked', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    await page.goto('/v4/account');
    const section = page.getByRole('region', { name: 'API keys' });
    await section.scrollIntoViewIfNeeded();
    const row = section.getByRole('group', { name: 'API key', exact: true });
    await expect(row.getByText('Not generated yet')).toBeVisible();

    // Generate: the full key once, with a copy button; the user answer shows it masked.
    const generated = apiResponse(page, 'POST', /\/api-keys\/api$/);
    await row.getByRole('button', { name: 'Generate' }).click();
    const first = ((await (await generated).json()) as TKeyAnswer).data;
    await expect(toast(page, 'API key generated.')).toBeVisible();
    await expect(section.getByLabel('New key')).toHaveText(first.key);
    await expect(section.getByRole('button', { name: 'Copy key' })).toBeVisible();
    await expect(row.getByText(first.masked)).toBeVisible();
    expect(first.masked).toBe(`sf_live_••••${first.key.slice(-4)}`);
    expect((await callApi<TKeys>(page, 'GET', '/v4/user/me')).apiKey).toBe(first.masked);
    await screenshot(page, 'api-keys-generated');

    // Rotate: asks first, and says the old key stops working at once.
    await row.getByRole('button', { name: 'Rotate' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('The old key stops working at once: anything that uses it must be given the new key.')).toBeVisible();
    await screenshot(page, 'api-keys-rotate-confirm');
    const rotated = apiResponse(page, 'POST', /\/api-keys\/api$/);
    await dialog.getByRole('button', { name: 'Rotate key' }).click();
    const second = ((await (await rotated).json()) as TKeyAnswer).data;
    expect(second.key).not.toBe(first.key);
    await expect(toast(page, 'API key rotated.')).toBeVisible();
    await expect(section.getByLabel('New key')).toHaveText(second.key);
    expect((await callApi<TKeys>(page, 'GET', '/v4/user/me')).apiKey).toBe(second.masked);

    // After a reload only the masked key shows.
    await page.reload();
    const reloaded = page.getByRole('region', { name: 'API keys' });
    await expect(reloaded.getByRole('group', { name: 'API key', exact: true }).getByText(second.masked)).toBeVisible();
    await expect(reloaded.getByLabel('New key')).toHaveCount(0);
    await expect(page.getByText(second.key)).toHaveCount(0);
    await reloaded.scrollIntoViewIfNeeded();
    await screenshot(page, 'api-keys-desktop');

    await page.setViewportSize({ width: 375, height: 800 });
    await reloaded.getByRole('group', { name: 'Specbooks public API key' }).getByRole('button', { name: 'Generate' }).click();
    await expect(reloaded.getByLabel('New key')).toBeVisible();
    await reloaded.scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'api-keys-375');
  });
});
