import { NOTE_MESSAGES as M } from '#shared/lib/notes-messages';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { apiResponse, callApi, toast } from '../support/workspace';

/**
 * Notes on the manage page: the seller adds notes to a specbook, searches them, edits one in
 * place, removes one and brings it back with Undo; after a reload they are still there; on a
 * phone the drawer fills the screen.
 */
test.describe('notes', () => {
  test('add, search, edit, remove and undo notes on a specbook', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const [profile] = await callApi<{ id: number }[]>(page, 'GET', `/v4/user/${me.id}/profile?search=Johnson`);
    const book = await callApi<{ id: number }>(page, 'POST', `/v4/user/${me.id}/specbook`, {
      createSpecbookRequest: { Specbook: { name: `E2E Notes ${Date.now().toString(36)}`, profile: { id: profile!.id } } },
    });
    await page.goto(`/v4/specbooks/manage/${book.id}`);
    const openNotes = () => page.getByRole('toolbar', { name: 'Collaboration' }).getByRole('button', { name: 'Notes', exact: true }).click();
    await openNotes();
    const drawer = page.getByRole('dialog', { name: 'Notes' });
    await expect(drawer.getByText(M.empty)).toBeVisible();

    // 1. An empty note is refused where it is typed; two notes are added, newest first.
    const form = drawer.getByRole('form', { name: 'Add a note' });
    await form.getByRole('button', { name: 'Add note' }).click();
    await expect(form.getByText(M.noteRequired)).toBeVisible();
    for (const text of ['Client prefers brushed nickel', 'Measure the alcove before ordering the tub']) {
      await form.getByRole('textbox', { name: 'New note' }).fill(text);
      const created = apiResponse(page, 'POST', /\/notes$/);
      await form.getByRole('button', { name: 'Add note' }).click();
      expect((await created).status()).toBe(201);
      await expect(form.getByRole('textbox', { name: 'New note' })).toHaveValue('');
    }
    const notes = drawer.getByRole('list', { name: 'Notes' }).getByRole('listitem');
    await expect(notes).toHaveCount(2);
    await expect(notes.first()).toContainText('Measure the alcove');
    await expect(notes.first()).toContainText(DEMO.seller.name);
    await screenshot(page, 'collaboration-notes-panel');

    // 2. Search.
    await drawer.getByRole('textbox', { name: 'Search notes' }).fill('nickel');
    await expect(notes).toHaveCount(1);
    await drawer.getByRole('textbox', { name: 'Search notes' }).fill('');
    await expect(notes).toHaveCount(2);

    // 3. Edit in place.
    await expect(notes.nth(1)).toContainText('brushed nickel');
    const nickel = notes.nth(1);
    await nickel.getByRole('button', { name: 'Edit note' }).click();
    await nickel.getByRole('textbox', { name: 'Edit note' }).fill('Client prefers polished chrome');
    await nickel.getByRole('button', { name: 'Save note' }).click();
    await expect(toast(page, M.saved)).toBeVisible();
    await expect(notes.filter({ hasText: 'polished chrome' })).toContainText('edited');

    // 4. Remove, then Undo brings the text back.
    const alcove = notes.filter({ hasText: 'Measure the alcove' });
    await alcove.getByRole('button', { name: 'Delete note' }).click();
    await expect(notes).toHaveCount(1);
    await toast(page, M.removed).getByRole('button', { name: 'Undo' }).click();
    await expect(toast(page, M.restored)).toBeVisible();
    await expect(notes).toHaveCount(2);

    // 5. They persist; on a phone the drawer fills the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await openNotes();
    await expect(notes).toHaveCount(2);
    await expect(notes.filter({ hasText: 'polished chrome' })).toBeVisible();
    await screenshot(page, 'collaboration-notes-panel-375');
  });
});
