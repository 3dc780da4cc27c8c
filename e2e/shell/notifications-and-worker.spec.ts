import type { Page } from '@playwright/test';
import { emptySpecbook, shareEspecbook } from '../support/especbook';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { callApi } from '../support/workspace';

/**
 * Issue 22 items 4 and 7 (docs/decisions/066): the main layouts show the user's notifications
 * banner list (a client's comment from the e-Specbook arrives there, and is dismissed there), the
 * background worker at /workers/profiles.js opens the profile list without a network, and every
 * side-menu page is titled as its menu item.
 */

/** A client comments on the specbook from their e-Specbook link: an activity notification for the seller. */
async function clientComments(page: Page, specbookId: number, body: string): Promise<void> {
  const link = new URL(await shareEspecbook(page, specbookId, { name: 'Casey Client', email: `casey-${Date.now().toString(36)}@example.test`, canApprove: false }), 'http://x');
  const exchange = await page.request.post('/api/v1/auth/especbooks', { data: { token: link.searchParams.get('token'), specbookId } });
  expect(exchange.ok()).toBe(true);
  const viewer = ((await exchange.json()) as { data: string }).data;
  const owner = JSON.parse(Buffer.from(viewer.split('.')[1]!, 'base64url').toString()) as { sub: string };
  const posted = await page.request.post(`/api/v4/user/${owner.sub}/specbook/${specbookId}/comments`, {
    headers: { Authorization: `Bearer ${viewer}` },
    data: { createSpecSpecbookCommentRequest: { Comment: { body } } },
  });
  expect(posted.status()).toBe(201);
}

test.describe('the app shell', () => {
  test.use({ serviceWorkers: 'allow' });
  test('the notifications banner list shows a client comment on every main page and dismisses it', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    const name = `E2E Banner ${Date.now().toString(36)}`;
    const specbookId = await emptySpecbook(page, name);
    const body = `Can we see the brushed nickel ${Date.now().toString(36)}?`;
    await clientComments(page, specbookId, body);

    await page.goto('/v4/profiles');
    const banner = page.getByRole('region', { name: 'Notifications' });
    const item = banner.getByRole('listitem').filter({ hasText: body });
    await expect(item).toBeVisible();
    await expect(item).toContainText('Casey Client');
    await screenshot(page, 'shell-notifications-banner');

    // The management layout shows the same list.
    await page.goto(`/v4/specbooks/manage/${specbookId}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(banner.getByRole('listitem').filter({ hasText: body })).toBeVisible();

    // Dismiss deletes it on the server: gone from the list, and after a reload.
    const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && /\/notifications\/\d+$/.test(r.url()));
    await banner.getByRole('listitem').filter({ hasText: body }).getByRole('button', { name: /^Dismiss notification/ }).click();
    expect((await deleted).status()).toBeLessThan(300);
    await expect(page.getByText(body)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText(body)).toHaveCount(0);

    await page.setViewportSize({ width: 375, height: 800 });
    await clientComments(page, specbookId, `${body} (again)`);
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText(`${body} (again)`)).toBeVisible();
    await screenshot(page, 'shell-notifications-banner-375');
  });

  test('the background worker at /workers/profiles.js opens the profile list without a network', async ({ page, context }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);
    expect(new URL(scriptURL!).pathname).toBe('/workers/profiles.js');

    // Once the worker controls the page, it keeps what the profile list needs.
    await page.goto('/v4/profiles');
    await expect(page.getByRole('heading', { name: 'Profiles', level: 1 })).toBeVisible();
    await expect(page.getByText('Johnson Residence').first()).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/workers\/profiles\.js$/);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Profiles', level: 1 })).toBeVisible();
    await expect(page.getByText('Johnson Residence').first()).toBeVisible();
    await screenshot(page, 'shell-profiles-offline');
    await context.setOffline(false);

    // Logging out deletes the worker's copies of the user's data.
    await page.evaluate(async () => {
      const names = await caches.keys();
      if (!names.some((n) => n.startsWith('specfolio-profiles-'))) throw new Error('no profile cache before logout');
    });
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((n) => n.startsWith('specfolio-profiles-')).length)).toBe(0);
  });

  test('every side-menu page is titled as its menu item (h1 and document title)', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.seller.email);
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const menu = await callApi<{ menu: { title: string; href: string | null; type: string; disabled: boolean }[] }>(page, 'GET', `/v4/user/${me.id}/menu`);
    // Specmarket sends a user without full marketplace access to its 'shop all' page (business-records §6).
    const pages = menu.menu.filter((i) => i.type !== 'separator' && !i.disabled && i.href?.startsWith('/') && i.href !== '/v4/specmarket');
    expect(pages.length).toBeGreaterThan(5);
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    for (const item of [...pages.map((p) => p.title), 'Account Settings', 'Payment Methods']) {
      // A link's name may go on with its count or subtitle ('Home 12', 'Profiles 4 active').
      await nav.getByRole('link', { name: new RegExp(`^${item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`) }).first().click();
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(item);
      await expect(page).toHaveTitle(`${item} · Specfolio`);
    }
  });
});
