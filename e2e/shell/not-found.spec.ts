import { DEMO, expect, readToken, screenshot, signIn, test } from '../support/test';

test.describe('unknown routes', () => {
  test('show "This page could not be found" with a link back home', async ({ page }) => {
    await signIn(page, DEMO.seller.email);
    await page.goto('/v4/no-such-page/42');
    await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
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

test.describe('a specbook that cannot be opened', () => {
  test("another account's specbook, a missing one and a bad id show a not-found page with a way back", async ({ page, browser }) => {
    // Harbor's first specbook: it exists, but in another account.
    const other = await browser.newPage();
    await signIn(other, DEMO.other.email);
    const token = await readToken(other);
    const me = await (await other.request.get('/api/v4/user/me', { headers: { Authorization: `Bearer ${token}` } })).json();
    const list = await (
      await other.request.get(`/api/v4/user/${me.data.id}/specbook`, { headers: { Authorization: `Bearer ${token}` } })
    ).json();
    const harborSpecbookId = (list.data as { id: number }[])[0]!.id;
    await other.close();

    await signIn(page, DEMO.seller.email);
    for (const path of [`/v4/specbooks/manage/${harborSpecbookId}`, '/v4/specbooks/manage/99999999', '/v4/specbooks/manage/abc']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Specbook not found' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await expect(page.getByText("Couldn't fetch SpecBook")).toHaveCount(0);
      await expect(page.getByRole('progressbar')).toHaveCount(0);
    }
    await screenshot(page, 'specbook-not-found');
    await page.getByRole('link', { name: 'Back to the specbooks' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  });
});
