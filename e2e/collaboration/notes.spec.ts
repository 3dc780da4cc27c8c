import { NOTE_MESSAGES as M } from '#shared/lib/notes-messages';
import type { Locator, Page } from '@playwright/test';
import { DEMO, expect, screenshot, signIn, test } from '../support/test';
import { apiResponse, callApi, toast } from '../support/workspace';

/**
 * Notes on the manage page: the seller adds notes to a specbook, searches them, edits one in
 * place, removes one and brings it back with Undo; after a reload they are still there; on a
 * phone the drawer fills the screen. Notes in a customer's drawer and on a spec's More Options
 * page are added and still there after a reload.
 */

/** Add `text` with the 'Add a note' form inside `scope` and wait for the created note. */
async function addNote(page: Page, scope: Locator, text: string): Promise<void> {
  const form = scope.getByRole('form', { name: 'Add a note' });
  await form.getByRole('textbox', { name: 'New note' }).fill(text);
  const created = apiResponse(page, 'POST', /\/notes$/);
  await form.getByRole('button', { name: 'Add note' }).click();
  expect((await created).status()).toBe(201);
  await expect(toast(page, M.added)).toBeVisible();
}

/** The notes of the 'Notes' section inside `scope`. */
function noteItems(scope: Locator): Locator {
  return scope.getByRole('region', { name: M.title }).getByRole('list', { name: 'Notes' }).getByRole('listitem');
}

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

  test("a note in a customer's drawer and on a spec's More Options page stays after a reload", async ({ page }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    await signIn(page, DEMO.seller.email);
    const me = await callApi<{ id: number }>(page, 'GET', '/v4/user/me');
    const u = `/v4/user/${me.id}`;

    // 1. A new customer's drawer: no notes yet; one is added and is there after a reload.
    const customer = `Notes Customer ${stamp}`;
    await callApi(page, 'POST', `${u}/customer`, { createCustomerRequest: { Customer: { name: customer } } });
    await page.goto('/v4/customers');
    const openCustomer = async () => {
      await page.getByRole('textbox', { name: 'Search customers' }).fill(stamp);
      await page.getByRole('button', { name: customer, exact: true }).click();
    };
    await openCustomer();
    const drawer = page.getByRole('dialog', { name: customer });
    await expect(drawer.getByRole('region', { name: M.title }).getByText(M.empty)).toBeVisible();
    await addNote(page, drawer, `Prefers deliveries before 9 am ${stamp}`);
    await expect(noteItems(drawer)).toHaveCount(1);
    await page.reload();
    await openCustomer();
    await expect(noteItems(drawer)).toHaveCount(1);
    await expect(noteItems(drawer).first()).toContainText(`Prefers deliveries before 9 am ${stamp}`);
    await expect(noteItems(drawer).first()).toContainText(DEMO.seller.name);
    await noteItems(drawer).first().scrollIntoViewIfNeeded();
    await screenshot(page, 'collaboration-notes-customer');

    // 2. A spec's More Options page: the company's notes on its catalogue spec.
    const [profile] = await callApi<{ id: number }[]>(page, 'GET', `${u}/profile?search=Johnson`);
    const book = await callApi<{ id: number }>(page, 'POST', `${u}/specbook`, {
      createSpecbookRequest: { Specbook: { name: `E2E Spec Notes ${stamp}`, profile: { id: profile!.id } } },
    });
    const [spec] = await callApi<{ id: number }[]>(page, 'GET', `${u}/specs?searchTerm=faucet&perPage=5`);
    const joined = await callApi<{ joinID: number }>(page, 'POST', `${u}/specbook/${book.id}/specs`, {
      createSpecSpecbookRequest: { SpecSpecbook: { spec: { id: spec!.id }, category: { id: null } } },
    });
    await page.goto(`/v4/specbooks/manage/${book.id}/spec/${joined.joinID}`);
    const main = page.getByRole('main');
    // The catalogue spec's notes are the whole company's: other journeys may have left some, so the note is found by its text.
    const text = `Check the finish sample first ${stamp}`;
    await addNote(page, main, text);
    await expect(noteItems(main).filter({ hasText: text })).toHaveCount(1);
    await page.reload();
    await expect(noteItems(main).filter({ hasText: text })).toHaveCount(1);
    await expect(noteItems(main).first()).toContainText(text);
    await screenshot(page, 'collaboration-notes-spec-page');
  });
});
