import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { apiResponse, callApi, toast } from '../support/workspace';

/**
 * Issue 4: the seller opens the Matrix for a specbook, finds a catalogue spec by a partial model
 * number, narrows a broader search with a facet, and adds the spec to the specbook through Select Room.
 * A catalogue spec no other journey uses: the farmhouse sink (demo catalogue).
 */
const SINK = { model: 'SB-3620-FC', name: 'Farmhouse Apron Sink 36 in.', finish: 'Fireclay White' } as const;
const ROOM = 'Kitchen';

test.describe('Matrix: catalogue search', () => {
  test('find a spec by partial model number, filter by a facet, add it to a specbook', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const u = `/v4/user/${me.id}`;
    const [profile] = await callApi<{ id: number }[]>(page, 'GET', `${u}/profile?search=Johnson`);
    const name = `E2E Matrix ${Date.now().toString(36)}`;
    const book = await callApi<{ id: number }>(page, 'POST', `${u}/specbook`, { createSpecbookRequest: { Specbook: { name, profile: { id: profile!.id } } } });
    const roomRow = await callApi<{ id: number }>(page, 'POST', `${u}/specbook/${book.id}/categories`, { createSpecbookCategoryRequest: { Category: { name: ROOM } } });

    await page.goto(`/v4/matrix?specbook=${book.id}`);
    const results = page.getByRole('table', { name: 'Catalogue results' });
    await expect(results).toBeVisible();

    // 1. A partial model number, typed without its dash: the one sink.
    const search = page.getByRole('textbox', { name: 'Search the catalogue' });
    await search.fill('sb362');
    await expect(results.getByRole('row', { name: /Farmhouse Apron Sink/ })).toHaveCount(1);
    await expect(results.locator('tbody tr')).toHaveCount(1);
    await expect(page).toHaveURL(/search=sb362/);

    // 2. A broader search narrowed by the finish facet (its count is shown beside it).
    await search.fill('sink');
    await expect(results.locator('tbody tr')).not.toHaveCount(1);
    const facet = page.getByRole('checkbox', { name: `Finish: ${SINK.finish}` });
    await expect(facet).toBeVisible();
    await screenshot(page, 'matrix-desktop');
    await facet.check();
    await expect(results.locator('tbody tr')).toHaveCount(1);
    await expect(results).toContainText(SINK.model);

    // 3. Add it to the specbook: Select Room, one room, the default quantity.
    await results.getByRole('button', { name: `Add ${SINK.name} ${SINK.model} to specbook` }).click();
    const select = page.getByRole('dialog', { name: 'Select Room' });
    await expect(select).toContainText(SINK.model);
    await select.getByRole('group', { name: 'Existing Room' }).getByRole('checkbox', { name: ROOM, exact: true }).check();
    const assigned = apiResponse(page, 'POST', /\/specs$/);
    await select.getByRole('button', { name: 'Add to Specbook' }).click();
    expect((await assigned).ok()).toBe(true);
    await expect(toast(page, 'Added to specbook').first()).toBeVisible();
    await expect(select).toBeHidden();
    await expect(results.getByRole('row', { name: /Farmhouse Apron Sink/ }).getByText('In specbook')).toBeVisible();

    const placed = await callApi<{ modelNumber: string; categoryID: number | null }[]>(page, 'GET', `${u}/specbook/${book.id}/specs?showPagination=true&page=1`);
    expect(placed.map((s) => [s.modelNumber, s.categoryID])).toEqual([[SINK.model, roomRow.id]]);

    // 4. On a phone: cards, and the filters in a drawer.
    await page.setViewportSize({ width: 375, height: 800 });
    const cards = page.getByRole('list', { name: 'Catalogue results' });
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await screenshot(page, 'matrix-375');
    await page.getByRole('button', { name: /^Filters/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' }).getByRole('checkbox', { name: `Finish: ${SINK.finish}` })).toBeChecked();
    await screenshot(page, 'matrix-375-filters');
  });

  test('without a specbook, Add asks for one in Select Specbook first, then Select Room', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const u = `/v4/user/${me.id}`;
    const [profile] = await callApi<{ id: number; name: string }[]>(page, 'GET', `${u}/profile?search=Johnson`);
    const name = `E2E Pick ${Date.now().toString(36)}`;
    const book = await callApi<{ id: number }>(page, 'POST', `${u}/specbook`, { createSpecbookRequest: { Specbook: { name, profile: { id: profile!.id } } } });
    await callApi(page, 'POST', `${u}/specbook/${book.id}/categories`, { createSpecbookCategoryRequest: { Category: { name: ROOM } } });

    await page.goto(`/v4/matrix?search=${SINK.model}`);
    const results = page.getByRole('table', { name: 'Catalogue results' });
    await results.getByRole('button', { name: `Add ${SINK.name} ${SINK.model} to specbook` }).click();
    const pick = page.getByRole('dialog', { name: 'Select Profile and Specbook' });
    await pick.getByRole('textbox', { name: /^Profile/ }).fill(profile!.name);
    await page.getByRole('option', { name: profile!.name }).first().click();
    await pick.getByRole('textbox', { name: /^Specbook/ }).fill(name);
    // Wait for the search's own answer: the profile's unfiltered list (where other journeys add
    // specbooks) must not be replaced under the click.
    const found = page.getByRole('listbox', { name: 'Specbook options' }).getByRole('option');
    await expect(found).toHaveCount(1);
    await found.filter({ hasText: name }).click();
    await pick.getByRole('button', { name: 'Select' }).click();
    await expect(page).toHaveURL(new RegExp(`specbook=${book.id}`));
    const select = page.getByRole('dialog', { name: 'Select Room' });
    await select.getByRole('group', { name: 'Existing Room' }).getByRole('checkbox', { name: ROOM, exact: true }).check();
    await select.getByRole('button', { name: 'Add to Specbook' }).click();
    await expect(toast(page, 'Added to specbook').first()).toBeVisible();
    const placed = await callApi<{ modelNumber: string }[]>(page, 'GET', `${u}/specbook/${book.id}/specs?showPagination=true&page=1`);
    expect(placed.map((s) => s.modelNumber)).toEqual([SINK.model]);
  });
});
