import { INVENTORY_MESSAGES as M } from '#shared/lib/inventory';
import type { TInventoryItem } from '#shared/schemas/inventory';
import type { Browser, Page } from '@playwright/test';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { callApi, toast } from '../support/workspace';

/**
 * Selling on the Specmarket (docs/decisions/086): the showroom's marketplace seller (seller@) lists
 * a stock row with the switch of the inventory center; the pro account (another account) finds the
 * product sold by the showroom (adding a listing to the cart is the last journey of
 * cart-checkout.spec.ts, which owns the pro's one open cart: journeys run two at a time); a user of
 * the showroom without ROLE_SPECMARKET_SELLER (admin@) sees no switch.
 */

/** A clearance product of the demo stock (Aquaterra sells on the marketplace). */
const MODEL = 'AQ-4620-MB';
const PRODUCT = 'Widespread Bathroom Faucet, Lever Handles';

/** A page of a new browser session signed in as `email`. */
async function signedIn(browser: Browser, page: Page, email: string): Promise<Page> {
  const next = await (await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(next, email);
  return next;
}

test('the showroom lists a stock row, a pro finds it sold by the showroom, a user without the role sees no switch', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO.seller.email);
  const seller = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
  const [row] = await callApi<TInventoryItem[]>(page, 'GET', `/v4/user/${seller.id}/inventory?search=${MODEL}`);
  // Start unlisted, whatever an earlier run left.
  await callApi(page, 'PATCH', `/v4/user/${seller.id}/inventory/${row!.id}`, { updateInventoryItemRequest: { InventoryItem: { listed: false } } });

  // 1. The seller lists the row with its switch and sees it under the Specmarket filter.
  await page.goto('/v4/inventory');
  const listed = page.getByRole('switch', { name: `${M.listedLabel}: ${PRODUCT} ${MODEL}` });
  await expect(listed).not.toBeChecked();
  await listed.click();
  await expect(toast(page, M.listed)).toBeVisible();
  await expect(listed).toBeChecked();
  await page.getByRole('combobox', { name: 'Specmarket filter' }).click();
  await page.getByRole('option', { name: M.listedOnly, exact: true }).click();
  await expect(page.getByRole('switch', { name: `${M.listedLabel}: ${PRODUCT} ${MODEL}` })).toBeChecked();
  await expect(page.getByRole('switch', { checked: false })).toHaveCount(0);
  await screenshot(page, 'sell-inventory-listed-1280');
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('switch', { name: `${M.listedLabel}: ${PRODUCT} ${MODEL}` })).toBeVisible();
  await screenshot(page, 'sell-inventory-listed-375');
  await page.setViewportSize({ width: 1280, height: 800 });

  // 2. The pro finds the product sold by the showroom.
  const pro = await signedIn(browser, page, DEMO.pro.email);
  await pro.goto(`/v4/specmarket/categories/search/${encodeURIComponent(MODEL)}`);
  const card = pro.locator('article').filter({ hasText: `Model ${MODEL}` });
  await expect(card.getByText(new RegExp(`^Sold by ${DEMO.seller.company}`))).toBeVisible();
  await screenshot(pro, 'sell-specmarket-card-1280');
  // Adding a listing to the cart is in cart-checkout.spec.ts, which owns the pro's open cart.

  // 3. A user of the showroom without ROLE_SPECMARKET_SELLER sees the stock but no switch.
  const admin = await signedIn(browser, page, DEMO.admin.email);
  await admin.goto('/v4/inventory');
  await expect(admin.getByRole('textbox', { name: `Quantity of ${PRODUCT}` })).toBeVisible();
  await expect(admin.getByRole('combobox', { name: 'Status filter' })).toBeVisible();
  await expect(admin.getByRole('switch')).toHaveCount(0);
  await expect(admin.getByRole('combobox', { name: 'Specmarket filter' })).toHaveCount(0);
});
