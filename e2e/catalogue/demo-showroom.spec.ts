import type { Locator, Page } from '@playwright/test';
import { parsePdf } from '#server/test/pdf';
import { acceptTerms } from '../support/especbook';
import { DEMO, expect, readToken, screenshot, signIn, test } from '../support/test';
import { callApi, openRoom, room } from '../support/workspace';

/**
 * Issue 22 item 8 (docs/decisions/069): the demo reads like a real showroom. Every product card
 * shows a picture that has loaded (no blank card); the showcase specbook's rooms hold a full
 * bath, kitchen and powder room; its e-Specbook shows their pictures; and its specs PDF merges the
 * manufacturers' spec sheets.
 */

/** How many of the images under `scope` have not loaded (a blank card), once they are all in view. */
async function blankImages(scope: Locator): Promise<number> {
  const images = scope.locator('img');
  await expect(images.first()).toBeVisible();
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded();
  return images.evaluateAll((nodes) => (nodes as HTMLImageElement[]).filter((img) => !img.complete || img.naturalWidth === 0).length);
}

/** The showcase specbook of the signed-in seller. */
async function showcase(page: Page): Promise<{ id: number; userId: number }> {
  const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
  const books = await callApi<{ id: number; name: string }[]>(page, 'GET', `/v4/user/${me.id}/specbook?search=Harper`);
  return { id: books.find((b) => b.name === 'Harper Residence Selections')!.id, userId: me.id };
}

test.describe('a demo that looks like a real showroom', () => {
  test('the marketplace cards of every department have pictures', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.pro.email);
    for (const department of ['bath', 'kitchen', 'lighting']) {
      await page.goto(`/v4/specmarket/categories/${department}`);
      const grid = page.locator('article[aria-label]');
      // A department's products with their best offers: slow on two busy cores.
      await expect(grid.first()).toBeVisible({ timeout: 30_000 });
      expect(await grid.count()).toBeGreaterThan(10);
      expect(await blankImages(page.locator('main'))).toBe(0);
    }
    await page.goto('/v4/specmarket/categories/kitchen');
    await expect(page.locator('article[aria-label]').first()).toBeVisible();
    await screenshot(page, 'showroom-catalogue-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/v4/specmarket/categories/bath');
    await expect(page.locator('article[aria-label]').first()).toBeVisible();
    await screenshot(page, 'showroom-catalogue-375');
  });

  test('the showcase specbook: rooms full of products on the manage page and in the e-Specbook', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.seller.email);
    const book = await showcase(page);
    await page.goto(`/v4/specbooks/manage/${book.id}`);
    await openRoom(page, 'Kitchen');
    // The room's list is virtualised: its count, and its first product with a picture.
    await expect(room(page, 'Kitchen').getByText(/^11 specs$/i).filter({ visible: true })).toBeVisible();
    await expect(room(page, 'Kitchen').getByText('Farmhouse Apron Sink 36 in.').first()).toBeVisible();
    expect(await blankImages(room(page, 'Kitchen'))).toBe(0);
    await screenshot(page, 'showroom-manage-1280');

    await page.goto(`/v4/especbook/${book.id}`);
    await acceptTerms(page);
    const bath = page.getByRole('region', { name: /Primary Bath/ }).first();
    await expect(bath.getByText('Double Vanity 60 in. with Top').first()).toBeVisible();
    expect(await blankImages(bath)).toBe(0);
    await screenshot(page, 'showroom-especbook-1280');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/v4/specbooks/manage/${book.id}`);
    await openRoom(page, 'Kitchen');
    await expect(room(page, 'Kitchen').getByText('Farmhouse Apron Sink 36 in.').first()).toBeVisible();
    await screenshot(page, 'showroom-manage-375');
    await page.goto(`/v4/especbook/${book.id}`);
    await expect(page.getByText('Double Vanity 60 in. with Top').first()).toBeVisible();
    await screenshot(page, 'showroom-especbook-375');
  });

  test("the showcase's specs PDF merges the products' spec sheets", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.seller.email);
    const book = await showcase(page);
    const rooms = await callApi<{ id: number; name: string }[]>(page, 'GET', `/v4/user/${book.userId}/specbook/${book.id}/categories`);
    const kitchen = rooms.find((r) => r.name === 'Kitchen')!;
    const res = await page.request.post(`/api/v4/user/${book.userId}/specbook/${book.id}/pdf/specs`, {
      headers: { Authorization: `Bearer ${await readToken(page)}` },
      timeout: 90_000,
      data: { type: 'default', showModelNumber: true, includeSpecifications: true, categories: [kitchen.id] },
    });
    expect(res.status()).toBe(200);
    const bytes = await res.body();
    await testInfo.attach('showcase-kitchen-specs.pdf', { body: bytes, contentType: 'application/pdf' });
    const pdf = await parsePdf(new Uint8Array(bytes));
    const sheets = pdf.pages.filter((text) => text.includes('Specification sheet'));
    // The kitchen's products with a spec sheet (three in four of the catalogue have one).
    expect(sheets.length).toBeGreaterThanOrEqual(5);
    expect(sheets.some((text) => text.includes('Model HA-RF36-SS') && text.includes('Features'))).toBe(true);
  });
});
