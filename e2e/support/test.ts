import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * What every journey imports instead of '@playwright/test': `test` bound to the server under test
 * (E2E_BASE_URL, set by scripts/test.mjs or by the global setup), the demo logins, and the few
 * steps journeys share.
 */

/** The demo logins seeded on an empty database (shared/DESIGN.md "Pinned configuration"). */
export const DEMO = {
  password: 'specfolio-demo',
  seller: { email: 'seller@specfolio.test', name: 'Maya Thompson', company: 'Lakeside Bath & Kitchen' },
  admin: { email: 'admin@specfolio.test' },
  pro: { email: 'pro@specfolio.test' },
  other: { email: 'other@specfolio.test', company: 'Harbor Plumbing Supply' },
} as const;

/** Storage key of the bearer token: the user's in local storage, a viewer's in session storage (src/client/lib/auth-storage.ts). */
export const TOKEN_KEY = 'sb_jwt';

/** Where the journeys' screenshots go, for people to look at (test-results/ is not committed). */
export const SCREENSHOT_DIR = path.resolve('test-results', 'screenshots');

export const test = base.extend({
  baseURL: async ({ baseURL }, use) => {
    await use(process.env.E2E_BASE_URL ?? baseURL);
  },
});

export { expect };

/** Fill in and submit the login form shown on the page. */
export async function submitLoginForm(page: Page, email: string, password: string = DEMO.password): Promise<void> {
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Password' }).fill(password);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** Sign in through the login form and wait for the signed-in shell. */
export async function signIn(page: Page, email: string, password: string = DEMO.password): Promise<void> {
  await page.goto('/login');
  await submitLoginForm(page, email, password);
  await expect(page).not.toHaveURL(/\/login/);
  // The shell (header and side menu) renders only once the user and the account have loaded;
  // on a phone the side menu is an off-screen drawer, so it is attached rather than visible.
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeAttached();
}

/** The bearer token this tab sends: its viewer token, else the signed-in user's (null when signed out). */
export function readToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => window.sessionStorage.getItem(key) ?? window.localStorage.getItem(key), TOKEN_KEY);
}

/** GET /api/v4/user/me with `token`; returns the HTTP status. */
export async function meStatus(request: APIRequestContext, token: string): Promise<number> {
  const res = await request.get('/api/v4/user/me', { headers: { Authorization: `Bearer ${token}` } });
  return res.status();
}

/** Save a full-page screenshot as test-results/screenshots/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
  return file;
}
