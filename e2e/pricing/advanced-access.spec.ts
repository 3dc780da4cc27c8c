import type { Page } from '@playwright/test';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { apiResponse, callApi, openRoom, room, toast } from '../support/workspace';

/**
 * Issue 5 item 6 (docs/decisions/027): Harbor (other@specfolio.test) has the account setting
 * management.bypass_advanced_access off in the demo data, so the cost field is locked; a wrong
 * code is refused with the spec's toast, the account's code (HARBOR-2026) unlocks it for 1 day,
 * and the cost edit saves.
 */

const FAUCET = { model: 'AQ-4512-BN', name: 'Vessel Lavatory Faucet' } as const;
const ROOM = 'Powder Room';

/** A specbook of Harbor's with one room holding the faucet, through the API. */
async function setUp(page: Page, stamp: string): Promise<number> {
  const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
  const u = `/v4/user/${me.id}`;
  const profiles = await callApi<{ id: number; name: string }[]>(page, 'GET', `${u}/profile`);
  const profile = profiles.find((p) => p.name === 'Bayview Apartments')!;
  const book = await callApi<{ id: number }>(page, 'POST', `${u}/specbook`, {
    createSpecbookRequest: { Specbook: { name: `E2E Advanced ${stamp}`, profile: { id: profile.id } } },
  });
  const roomRow = await callApi<{ id: number }>(page, 'POST', `${u}/specbook/${book.id}/categories`, { createSpecbookCategoryRequest: { Category: { name: ROOM } } });
  const found = await callApi<{ id: number }[]>(page, 'GET', `${u}/specs?searchTerm=${FAUCET.model}`);
  await callApi(page, 'POST', `${u}/specbook/${book.id}/specs`, {
    createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: found[0]!.id }, category: { id: roomRow.id }, quantity: 1 } },
  });
  return book.id;
}

test.describe('advanced access', () => {
  test('the cost field is locked; a wrong code is refused, the account’s code unlocks it and the cost saves', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.other.email);
    const specbookId = await setUp(page, Date.now().toString(36));

    await page.goto(`/v4/specbooks/manage/${specbookId}`);

    // The price review shows what a new group would do, but applying it is locked.
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const group = `E2E Half ${Date.now().toString(36)}`;
    await callApi(page, 'POST', `/v4/user/${me.id}/pricegroup`, { createPriceGroupRequest: { PriceGroup: { name: group, multiplier: 0.5 } } });
    await page.getByRole('region', { name: 'Customer' }).getByRole('button', { name: 'Price group: None' }).click();
    const review = page.getByRole('dialog', { name: 'Price group and prices' });
    await review.getByLabel('Price group').and(review.locator('input')).click();
    await page.getByRole('option', { name: group }).click();
    await expect(review.getByLabel(`Sale price of ${FAUCET.name}`)).toBeVisible();
    await expect(review.getByText('Advanced pricing needs the access code.')).toBeVisible();
    await expect(review.getByRole('button', { name: 'Update 1 price' })).toBeDisabled();
    await screenshot(page, 'advanced-access-price-review-locked');
    await review.getByRole('button', { name: 'Cancel' }).click();
    await expect(review).toBeHidden();

    await openRoom(page, ROOM);
    const row = room(page, ROOM);
    const cost = row.getByRole('textbox', { name: `Cost of ${FAUCET.name}` });
    await expect(cost).toHaveAttribute('readonly', '');
    await expect(row.getByRole('textbox', { name: `Qty of ${FAUCET.name}` })).not.toHaveAttribute('readonly');

    // The lock opens the Advanced Access modal.
    await row.getByRole('button', { name: 'Unlock advanced pricing' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Advanced Access' });
    await expect(dialog.getByRole('button', { name: 'Close dialog' })).toBeVisible();
    const code = dialog.getByLabel('Access code');
    await screenshot(page, 'advanced-access-modal');
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'advanced-access-modal-375');
    await page.setViewportSize({ width: 1280, height: 800 });

    // A wrong code: the spec's toast, still locked.
    await code.fill('NOT-THE-CODE');
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await expect(toast(page, 'Could not validate access code').first()).toBeVisible();
    await expect(dialog).toBeVisible();

    // The account's code unlocks advanced pricing for a day.
    await code.fill('HARBOR-2026');
    await dialog.getByRole('button', { name: 'Unlock' }).click();
    await expect(toast(page, 'Advanced pricing unlocked for 1 day').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(cost).not.toHaveAttribute('readonly');
    const kept = await page.evaluate(() => window.localStorage.getItem('accessCodeValid'));
    expect(JSON.parse(kept ?? 'null')).toMatchObject({ accessCodeValid: true });

    // The cost edit saves, and is still there after a reload.
    const saved = apiResponse(page, 'PATCH', /\/price$/);
    await cost.fill('150');
    await cost.press('Enter');
    expect((await saved).status()).toBe(200);
    await expect(cost).toHaveValue('150.00');
    await page.reload();
    await openRoom(page, ROOM);
    await expect(room(page, ROOM).getByRole('textbox', { name: `Cost of ${FAUCET.name}` })).toHaveValue('150.00');
    await screenshot(page, 'advanced-access-unlocked');
  });
});
