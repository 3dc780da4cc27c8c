import type { Page } from '@playwright/test';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { apiResponse, callApi, openRoom, room, toast } from '../support/workspace';

/**
 * The specbook's notification records and a spec's comments from the manage page: the seller
 * opens 'Notifications', adds a note and marks it read; opens 'Comments' from a spec's row menu
 * and posts one; then clones that catalogue spec with specbooks Plus (SB+).
 */

// A catalogue spec no other journey searches for: SB+ leaves the account a copy with the same
// model number, which would otherwise add a second search result to journeys running alongside.
const TOWEL_BAR = { model: 'AQ-9010-CB', name: 'Towel Bar 24 in.' } as const;
const ROOM = 'Vanity';

type TRecord = { id: number; message: string; hasRead: boolean };

/** A new specbook of the seller with one room holding the catalogue towel bar (set up through the API). */
async function specbookWithTowelBar(page: Page, userId: number): Promise<number> {
  const u = `/v4/user/${userId}`;
  const [profile] = await callApi<{ id: number }[]>(page, 'GET', `${u}/profile?search=Johnson`);
  const name = `E2E Notes ${Date.now().toString(36)}`;
  const book = await callApi<{ id: number }>(page, 'POST', `${u}/specbook`, { createSpecbookRequest: { Specbook: { name, profile: { id: profile!.id } } } });
  const roomRow = await callApi<{ id: number }>(page, 'POST', `${u}/specbook/${book.id}/categories`, { createSpecbookCategoryRequest: { Category: { name: ROOM } } });
  const hits = await callApi<{ id: number; modelNumber: string }[]>(page, 'GET', `${u}/specs?searchTerm=${TOWEL_BAR.model}`);
  const spec = hits.find((h) => h.modelNumber === TOWEL_BAR.model)!;
  await callApi(page, 'POST', `${u}/specbook/${book.id}/specs`, { createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: spec.id }, category: { id: roomRow.id } } } });
  return book.id;
}

test.describe('notifications and spec comments on the manage page', () => {
  test('add a note and mark it read; comment on a spec from its row menu; clone it with SB+', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    const me = await callApi<{ id: number; hasSpecbooksPlus: boolean }>(page, 'GET', '/v4/user/me');
    expect(me.hasSpecbooksPlus).toBe(true);
    const specbookId = await specbookWithTowelBar(page, me.id);
    const records = `/v4/user/${me.id}/specbook/${specbookId}/notifications`;
    await page.goto(`/v4/specbooks/manage/${specbookId}`);
    const bar = page.getByRole('toolbar', { name: 'Collaboration' });

    // 1. Notifications: empty at first; a note comes in unread and the action counts it.
    await bar.getByRole('button', { name: 'Notifications', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Specbook notifications' });
    await expect(drawer.getByText('No notifications on this specbook yet')).toBeVisible();
    await drawer.getByRole('textbox', { name: 'Add a note' }).fill('Client wants delivery after June 3');
    const created = apiResponse(page, 'POST', /\/notifications$/);
    await drawer.getByRole('button', { name: 'Add Note' }).click();
    expect((await created).status()).toBe(201);
    const note = drawer.getByRole('listitem').filter({ hasText: 'Client wants delivery after June 3' });
    await expect(note).toHaveAttribute('data-unread', 'true');
    await expect(bar.getByRole('button', { name: 'Notifications, 1 unread' })).toBeAttached();
    await screenshot(page, 'workspace-notifications-unread');

    // 2. Mark it read (keyboard): no longer marked, no badge, and the server has it read.
    const patched = apiResponse(page, 'PATCH', /\/notifications\/\d+$/);
    await note.getByRole('button', { name: 'Mark read' }).focus();
    await page.keyboard.press('Enter');
    expect((await patched).ok()).toBe(true);
    await expect(note).toHaveAttribute('data-unread', 'false');
    await expect(bar.getByRole('button', { name: 'Notifications', exact: true })).toBeAttached();
    const stored = await callApi<TRecord[]>(page, 'GET', records);
    expect(stored.map((r) => [r.message, r.hasRead])).toEqual([['Client wants delivery after June 3', true]]);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();

    // 3. Comments from the towel bar's row menu: post one; the menu then counts it.
    await openRoom(page, ROOM);
    const actions = room(page, ROOM).getByRole('button', { name: `Actions for ${TOWEL_BAR.name}` });
    await actions.click();
    await page.getByRole('menuitem', { name: /^Comments/ }).click();
    const comments = page.getByRole('dialog', { name: `Comments on ${TOWEL_BAR.name}` });
    await expect(comments.getByText('No comments yet')).toBeVisible();
    await comments.getByRole('textbox', { name: 'Add a comment' }).fill('Is the champagne bronze finish in stock?');
    const posted = apiResponse(page, 'POST', /\/specs\/\d+\/comments$/);
    await comments.getByRole('button', { name: 'Post Comment' }).click();
    expect((await posted).status()).toBe(201);
    await expect(comments.getByRole('listitem').filter({ hasText: 'Is the champagne bronze finish in stock?' })).toBeVisible();
    await screenshot(page, 'workspace-spec-comments');
    await page.keyboard.press('Escape');
    await expect(comments).toBeHidden();
    await actions.click();
    await expect(page.getByRole('menuitem', { name: /^Comments/ }).getByLabel('1 comment')).toBeVisible();

    // 4. SB+: the catalogue towel bar becomes the account's own spec; SB+ is then no longer offered.
    const cloned = apiResponse(page, 'POST', /\/specs\/\d+\/clone$/);
    await page.getByRole('menuitem', { name: /^SB\+/ }).click();
    expect((await cloned).status()).toBe(201);
    await expect(toast(page, 'Spec cloned!')).toBeVisible();
    await actions.click();
    await expect(page.getByRole('menuitem', { name: 'More Options' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: /^SB\+/ })).toHaveCount(0);
  });
});
