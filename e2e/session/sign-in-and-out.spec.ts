import { acceptTerms, seedEspecbook, shareEspecbook } from '../support/especbook';
import { DEMO, expect, meStatus, readToken, screenshot, signIn, submitLoginForm, test } from '../support/test';

test.describe('signing in and out', () => {
  test('the seller signs in through the login form, sees the shell, logs out from the menu, and the old token is dead', async ({
    page,
    request,
  }) => {
    await page.goto('/');
    // Signed out: the signed-in pages send the browser to the login form.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await screenshot(page, 'login-page');

    await submitLoginForm(page, DEMO.seller.email);

    await expect(page).toHaveURL(/\/$/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('textbox', { name: 'Search specbooks' })).toBeVisible();
    await expect(header.getByRole('button', { name: `${DEMO.seller.company} menu` })).toBeVisible();
    await expect(header.getByText(DEMO.seller.company)).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    for (const title of ['Home', 'Profiles', 'Products', 'Account Settings', 'Payment Methods', 'Log Out']) {
      await expect(menu.getByText(title, { exact: true })).toBeVisible();
    }

    const token = await readToken(page);
    expect(token).toBeTruthy();
    expect(await meStatus(request, token!)).toBe(200);

    await menu.getByText('Log Out', { exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    expect(await readToken(page)).toBeNull();
    // Logging out revoked the token on the server.
    expect(await meStatus(request, token!)).toBe(401);

    // And the signed-in pages are closed again.
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password is refused with the server message and stays on the login form', async ({ page }) => {
    await page.goto('/login');
    await submitLoginForm(page, DEMO.seller.email, 'not-the-password');
    await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
    await expect(page).toHaveURL(/\/login$/);
    expect(await readToken(page)).toBeNull();
  });

  test('signing in from a deep link returns to that page', async ({ page }) => {
    await page.goto('/v4/profiles');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fv4%2Fprofiles$/);
    await submitLoginForm(page, DEMO.seller.email);
    await expect(page).toHaveURL(/\/v4\/profiles$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  });
});

test.describe('one session per browser', () => {
  test('a new tab is signed in; logging out in one tab signs the other out at once', async ({ page, context }) => {
    await signIn(page, DEMO.seller.email);
    const token = await readToken(page);

    // Ctrl+click / a new tab of the same browser shares the session.
    const second = await context.newPage();
    await second.goto('/v4/profiles');
    await expect(second).toHaveURL(/\/v4\/profiles$/);
    await expect(second.getByRole('navigation', { name: 'Main menu' })).toBeAttached();
    expect(await readToken(second)).toBe(token);

    // Log out in the first tab: the second goes to the login page by itself, keeping its page.
    await page.getByRole('navigation', { name: 'Main menu' }).getByText('Log Out', { exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(second).toHaveURL(/\/login\?redirect=%2Fv4%2Fprofiles$/);
    await expect(second.getByRole('form', { name: 'Sign in' })).toBeVisible();
    expect(await readToken(second)).toBeNull();

    // Signing in again in the second tab signs in the browser: a third tab opens signed in.
    await submitLoginForm(second, DEMO.seller.email);
    await expect(second).toHaveURL(/\/v4\/profiles$/);
    const third = await context.newPage();
    await third.goto('/');
    await expect(third.getByRole('navigation', { name: 'Main menu' })).toBeAttached();
    await expect(third).not.toHaveURL(/\/login/);
  });

  test("an e-Specbook link opened in another tab stays in that tab and leaves the seller's session alone", async ({ page, context }) => {
    await signIn(page, DEMO.seller.email);
    const sellerToken = await readToken(page);
    const book = await seedEspecbook(page);
    const link = await shareEspecbook(page, book.id, { name: 'Tab Client', email: 'tab.client@example.com', canApprove: false });

    const viewer = await context.newPage();
    await viewer.goto(link);
    await acceptTerms(viewer);
    await expect(viewer).toHaveURL(new RegExp(`/v4/especbook/${book.id}$`));
    // The viewer's token is this tab's own; the browser's (the seller's) is untouched.
    const viewerToken = await viewer.evaluate(() => window.sessionStorage.getItem('sb_jwt'));
    expect(viewerToken).toBeTruthy();
    expect(viewerToken).not.toBe(sellerToken);
    expect(await viewer.evaluate(() => window.localStorage.getItem('sb_jwt'))).toBe(sellerToken);

    // The seller's tab still works as the seller, and a new tab opens as the seller too.
    await page.goto('/v4/profiles');
    await expect(page).toHaveURL(/\/v4\/profiles$/);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeAttached();
    const third = await context.newPage();
    await third.goto('/');
    await expect(third.getByRole('navigation', { name: 'Main menu' })).toBeAttached();
    expect(await readToken(third)).toBe(sellerToken);
  });
});
