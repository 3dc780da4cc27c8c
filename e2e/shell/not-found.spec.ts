import { DEMO, expect, signIn, test } from '../support/test';

test.describe('unknown routes', () => {
  test('show "This page could not be found" with a link back home', async ({ page }) => {
    await signIn(page, DEMO.seller.email);
    await page.goto('/v4/no-such-page/42');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Specbooks' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });

  test('are answered by the app, not the server, even when signed out', async ({ page }) => {
    const res = await page.goto('/definitely/not/here');
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    // Home needs a session: signed out, it is the login form.
    await expect(page).toHaveURL(/\/login$/);
  });
});
