import { DEMO, expect, readToken, signIn, test } from '../support/test';

/** What the client keeps for a session; all of it must be gone after the forced logout. */
const SESSION_KEYS = ['sb_jwt', 'sb_user', 'access_token', 'specbookState', 'accessCodeValid'];

test.describe('an expired session (the 401 rule)', () => {
  test('a 401 while loading the user toasts "Token Expired", then clears the session and goes to /', async ({ page, request }) => {
    await signIn(page, DEMO.seller.email);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profiles' }).click();
    await expect(page).toHaveURL(/\/v4\/profiles$/);
    // Leave traces in every place the logout rule clears.
    await page.evaluate((keys) => {
      for (const key of keys) if (key !== 'sb_jwt') window.localStorage.setItem(key, 'x');
      document.cookie = 'SBCOOKIE=x; path=/';
    }, SESSION_KEYS);
    expect(await page.evaluate(() => document.cookie)).toContain('sb_user=');

    // The server revokes the token behind the browser's back.
    const token = await readToken(page);
    expect(token).toBeTruthy();
    const revoked = await request.post('/api/v1/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
    expect(revoked.ok()).toBe(true);

    // The next load of the current user answers 401.
    const meAnswered = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v4/user/me');
    await page.reload();
    expect((await meAnswered).status()).toBe(401);
    const expiredAt = Date.now();
    await expect(page.getByText('Token Expired. Please, login again.')).toBeVisible();
    // Still there until the 3 s logout delay has passed.
    expect(await readToken(page)).toBe(token);

    // Then everything is cleared and the browser goes to '/', which sends it to the login form.
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/login', { timeout: 10_000 });
    expect(Date.now() - expiredAt).toBeGreaterThanOrEqual(2_500);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
    const left = await page.evaluate((keys) => {
      return {
        local: keys.filter((key) => window.localStorage.getItem(key) !== null),
        // React Router's scroll restoration writes its positions as the old page unloads.
        session: Object.keys(window.sessionStorage).filter((key) => key !== 'react-router-scroll-positions'),
        cookies: document.cookie,
      };
    }, SESSION_KEYS);
    expect(left).toEqual({ local: [], session: [], cookies: '' });
  });
});
