import type { Locator, Page } from '@playwright/test';
import { SPECMARKET_FALLBACK_PATH, SPECMARKET_MESSAGES as M, SPECMARKET_TOP_CATEGORIES } from '#shared/lib/specmarket';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { callApi, openRoom, room, toast } from '../support/workspace';

/**
 * Browsing the marketplace (spec/business-records.md §2 "Marketplace"; docs/decisions/056): the pro
 * account sees the departments in the spec's order, opens Bath, narrows it to a product type,
 * searches a model number, and bulk-adds two products to a specbook it chooses in Select Specbook;
 * a user without role 11 lands on Appliances' "shop all".
 */

/** The product cards of the grid. */
function cards(page: Page): Locator {
  return page.locator('article[aria-label]').filter({ has: page.getByRole('checkbox') });
}

/** The model number printed on a card ('Model K-1234' → 'K-1234'). */
async function modelOf(card: Locator): Promise<string> {
  const text = await card.getByText(/^Model /).textContent();
  return (text ?? '').replace(/^Model /, '').trim();
}

test.describe('specmarket browsing', () => {
  test('a pro browses Bath, narrows it, searches a model and bulk-adds two products to a chosen specbook', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.pro.email);
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const u = `/v4/user/${me.id}`;
    const [profile] = await callApi<{ id: number; name: string }[]>(page, 'GET', `${u}/profile?search=Hillside`);
    const name = `E2E Market ${Date.now().toString(36)}`;
    const book = await callApi<{ id: number }>(page, 'POST', `${u}/specbook`, { createSpecbookRequest: { Specbook: { name, profile: { id: profile!.id } } } });

    // 1. The home: departments in the spec's order, tiles with their counts.
    await page.goto('/v4/specmarket');
    const departments = page.getByRole('navigation', { name: 'Departments' }).getByRole('link');
    await expect(departments).toHaveText([...SPECMARKET_TOP_CATEGORIES]);
    await expect(page.getByRole('navigation', { name: 'Shop by department' }).getByRole('link')).toHaveCount(SPECMARKET_TOP_CATEGORIES.length);
    await screenshot(page, 'specmarket-home-1280');

    // 2. Bath, then one of its product types.
    await departments.filter({ hasText: /^Bath$/ }).click();
    await expect(page).toHaveURL(/\/v4\/specmarket\/categories\/bath$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Bath' })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    await screenshot(page, 'specmarket-bath-1280');
    const types = page.getByRole('navigation', { name: 'Product types' }).getByRole('link');
    const type = types.nth(1);
    const typeName = ((await type.textContent()) ?? '').replace(/\s*\(\d+\)$/, '');
    await type.click();
    await expect(page).toHaveURL(/\/v4\/specmarket\/categories\/bath\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: typeName })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Bath');
    await expect(cards(page).first()).toBeVisible();

    // 3. A model number in the search.
    const model = await modelOf(cards(page).first());
    const search = page.getByRole('textbox', { name: 'Search products' });
    await search.fill(model);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/v4/specmarket/categories/search/${encodeURIComponent(model)}$`));
    await expect(cards(page).filter({ hasText: `Model ${model}` })).toHaveCount(1);

    // 4. Two Bath products checked; without a current specbook, Select Specbook asks for one first.
    await page.goto('/v4/specmarket/categories/bath');
    const chosen = cards(page);
    await expect(chosen.nth(1)).toBeVisible();
    const picked: { label: string; name: string }[] = [];
    for (const card of [chosen.nth(0), chosen.nth(1)]) {
      const label = (await card.getAttribute('aria-label')) ?? '';
      picked.push({ label, name: label.slice(0, -(await modelOf(card)).length - 1) });
    }
    for (const { label } of picked) await page.getByRole('checkbox', { name: `Select ${label}` }).check();
    const bar = page.getByRole('region', { name: 'Selected products' });
    await expect(bar).toContainText('2 selected');
    await bar.getByRole('button', { name: 'Add to specbook' }).click();
    const pick = page.getByRole('dialog', { name: 'Select Project and Specbook' });
    await pick.getByRole('textbox', { name: /^Project/ }).fill(profile!.name);
    await page.getByRole('option', { name: profile!.name }).first().click();
    await pick.getByRole('textbox', { name: /^Specbook/ }).fill(name);
    await page.getByRole('option', { name }).click();
    await pick.getByRole('button', { name: 'Select' }).click();
    await expect(toast(page, M.specsAdded).first()).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`specbook=${book.id}`));
    await expect(bar).toBeHidden();
    await expect(page.getByRole('group', { name: 'Current specbook' })).toContainText(name);

    // 5. 'View specbook' opens its manage page, which holds both.
    await page.getByRole('link', { name: 'View specbook' }).click();
    await expect(page).toHaveURL(new RegExp(`/v4/specbooks/manage/${book.id}$`));
    await openRoom(page, 'Miscellaneous');
    for (const { name: productName } of picked) await expect(room(page, 'Miscellaneous').getByText(productName).first()).toBeVisible();

    // 6. On a phone: the departments scroll sideways, the cards fit.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`/v4/specmarket/categories/bath?specbook=${book.id}`);
    await expect(cards(page).first()).toBeVisible();
    await screenshot(page, 'specmarket-bath-375');
    await page.goto('/v4/specmarket');
    await expect(page.getByRole('navigation', { name: 'Shop by department' })).toBeVisible();
    await screenshot(page, 'specmarket-home-375');
  });

  test('a user without the marketplace role lands on Appliances’ shop all', async ({ page }) => {
    await signIn(page, DEMO.seller.email);
    await page.goto('/v4/specmarket/categories/bath?specbook=3');
    await expect(page).toHaveURL(`${SPECMARKET_FALLBACK_PATH}?specbook=3`);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop All Appliances' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Departments' }).getByRole('link')).toHaveText(['Appliances']);
  });
});
