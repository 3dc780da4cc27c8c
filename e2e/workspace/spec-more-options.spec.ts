import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { apiResponse, callApi, openRoom, room, toast } from '../support/workspace';
import { WORKSPACE_MESSAGES as M } from '../../src/shared/lib/workspace-messages';

/**
 * A spec's More Options page (spec/workspace.md §2; docs/decisions/082): the seller changes the
 * vessel faucet's finish (the manage page's row then shows the variant), sees its collection and
 * its notifications in a white list, puts it in a second room, takes it out of both rooms (the
 * last-category warning) and assigns it again.
 */

const FAUCET = { name: 'Vessel Lavatory Faucet', nickel: 'AQ-4512-BN', black: 'AQ-4512-MB' } as const;
const VANITY = 'Vanity';
const POWDER = 'Powder Room';

/** A new specbook of the seller with two rooms, the nickel faucet (approved) in the first. */
async function specbookWithFaucet(page: Page, userId: number): Promise<{ specbookId: number; joinId: number }> {
  const u = `/v4/user/${userId}`;
  const [profile] = await callApi<{ id: number }[]>(page, 'GET', `${u}/profile?search=Johnson`);
  const name = `E2E Options ${Date.now().toString(36)}`;
  const book = await callApi<{ id: number }>(page, 'POST', `${u}/specbook`, { createSpecbookRequest: { Specbook: { name, profile: { id: profile!.id } } } });
  const addRoom = (roomName: string) =>
    callApi<{ id: number }>(page, 'POST', `${u}/specbook/${book.id}/categories`, { createSpecbookCategoryRequest: { Category: { name: roomName } } });
  const vanity = await addRoom(VANITY);
  await addRoom(POWDER);
  const hits = await callApi<{ id: number; modelNumber: string }[]>(page, 'GET', `${u}/specs?searchTerm=${FAUCET.nickel}`);
  const spec = hits.find((h) => h.modelNumber === FAUCET.nickel)!;
  const placed = await callApi<{ id: number }>(page, 'POST', `${u}/specbook/${book.id}/specs`, {
    createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: spec.id }, category: { id: vanity.id }, quantity: 2 } },
  });
  // The approval raises an activity notification about this spec for the specbook's owner.
  await callApi(page, 'PATCH', `${u}/specbook/${book.id}/specs/${placed.id}`, { updateSpecSpecbookRequest: { SpecSpecbook: { status: { value: 'approved' } } } });
  return { specbookId: book.id, joinId: placed.id };
}

/** Opens the faucet's More Options page from its row menu in `roomName`. */
async function openMoreOptions(page: Page, roomName: string): Promise<void> {
  await openRoom(page, roomName);
  await room(page, roomName).getByRole('button', { name: `Actions for ${FAUCET.name}` }).click();
  await page.getByRole('menuitem', { name: 'More Options' }).click();
  await expect(page.getByRole('heading', { level: 1, name: FAUCET.name })).toBeVisible();
}

/** Pages through the spec's collection from its first page until `item` shows; answers it. */
async function pageThroughCollection(page: Page, item: Locator): Promise<Locator> {
  const first = page.getByRole('button', { name: 'Page 1', exact: true });
  if (await first.isVisible()) await first.click();
  const next = page.getByRole('button', { name: 'Next page' });
  await expect(async () => {
    if (!(await item.isVisible()) && (await next.isVisible()) && (await next.isEnabled())) await next.click();
    await expect(item).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  return item;
}

test.describe("a spec's More Options page", () => {
  test('change the finish, see the collection and notifications, and move the spec between rooms', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO.seller.email);
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const { specbookId, joinId } = await specbookWithFaucet(page, me.id);
    await page.goto(`/v4/specbooks/manage/${specbookId}`);
    await openMoreOptions(page, VANITY);
    await expect(page).toHaveURL(new RegExp(`/v4/specbooks/manage/${specbookId}/spec/${joinId}$`));

    // 1. The spec's notifications, in a white list of their own; its Linea collection, this spec marked.
    const notes = page.getByRole('region', { name: 'Notifications on this spec' });
    await expect(notes.getByRole('listitem').filter({ hasText: `approved ${FAUCET.name}` })).toBeVisible();
    expect(await notes.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(255, 255, 255)');
    // The collection is paged (24 a page, by name) and other journeys add specs to it: look through its pages.
    const collection = page.getByRole('list', { name: 'Collection Linea' });
    await expect(collection.getByRole('listitem').first()).toBeVisible();
    await expect(await pageThroughCollection(page, collection.getByRole('listitem').filter({ hasText: FAUCET.black }))).toBeVisible();
    await expect(await pageThroughCollection(page, collection.locator('[aria-current="true"]'))).toContainText(FAUCET.nickel);

    // 2. The finish: Matte Black; the header and, back on the manage page, the row show the variant.
    const finish = page.getByRole('combobox', { name: 'Finish' });
    await expect(finish).toHaveValue(`Brushed Nickel · ${FAUCET.nickel}`);
    await screenshot(page, 'workspace-more-options');
    await finish.click();
    const changed = apiResponse(page, 'PATCH', /\/specs\/\d+\/finish$/);
    await page.getByRole('option', { name: `Matte Black · ${FAUCET.black}` }).click();
    expect((await changed).status()).toBe(200);
    await expect(toast(page, M.finishChanged)).toBeVisible();
    await expect(page.getByText(`Model ${FAUCET.black} · Finish: Matte Black`)).toBeVisible();
    await page.getByRole('link', { name: /^Back to / }).click();
    await openRoom(page, VANITY);
    const row = room(page, VANITY).getByRole('article', { name: FAUCET.name });
    await expect(row).toContainText(`Model ${FAUCET.black}`);
    await expect(row).toContainText('Finish: Matte Black');

    // 3. Rooms: add it to the powder room with 3; take it out of the vanity (the page follows the
    //    powder room's placement), then out of the last room: the spec's warning.
    await openMoreOptions(page, VANITY);
    const rooms = page.getByRole('table', { name: 'Rooms of this spec' });
    await expect(rooms.getByRole('row')).toHaveCount(2);
    await page.getByRole('combobox', { name: 'Add to room' }).click();
    await page.getByRole('option', { name: POWDER }).click();
    await page.getByRole('textbox', { name: 'Quantity', exact: true }).last().fill('3');
    const added = apiResponse(page, 'POST', /\/specs\/\d+\/categories$/);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    expect((await added).ok()).toBe(true);
    await expect(rooms.getByRole('row').filter({ hasText: POWDER })).toBeVisible();
    await expect(page.getByRole('textbox', { name: `Quantity in ${POWDER}` })).toHaveValue('3');

    await page.getByRole('button', { name: `Remove from ${VANITY}` }).click();
    await expect(rooms.getByRole('row').filter({ hasText: VANITY })).toHaveCount(0);
    await expect(page).not.toHaveURL(new RegExp(`/spec/${joinId}$`));
    await page.getByRole('button', { name: `Remove from ${POWDER}` }).click();
    await expect(page.getByRole('alert').filter({ hasText: M.lastCategoryWarning })).toBeVisible();
    await expect(page.getByText('This spec is in no room of the specbook.')).toBeVisible();
    await screenshot(page, 'workspace-more-options-last-category');

    // 4. Assign it again to the vanity: the warning goes, and the page is the new placement's.
    await page.getByRole('combobox', { name: 'Add to room' }).click();
    await page.getByRole('option', { name: VANITY }).click();
    const assigned = apiResponse(page, 'POST', /\/specbook\/\d+\/specs$/);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    expect((await assigned).status()).toBe(201);
    await expect(page.getByRole('alert').filter({ hasText: M.lastCategoryWarning })).toHaveCount(0);
    await expect(rooms.getByRole('row').filter({ hasText: VANITY })).toBeVisible();

    // 5. At 375 px the page stacks its panels.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('heading', { level: 1, name: FAUCET.name })).toBeVisible();
    await screenshot(page, 'workspace-more-options-375');
  });
});
