import type { Page } from '@playwright/test';
import { formatUsd } from '#shared/lib/money';
import { DEMO, expect, readToken, screenshot, signIn, test } from '../support/test';
import { apiResponse, openRoom, room, toast } from '../support/workspace';

/**
 * The rooms of a specbook on the manage page: the seller reorders them with the keyboard (drag
 * handle, then the room menu's 'Move up'), writes a note on one, and the room subtotals shown
 * are the totals the room list answers — also after a quantity edit. Select Room shows the
 * quantity a spec already has in each room.
 */

/** Demo catalogue specs (src/server/db/seed/catalogue-data.ts). */
const FAUCET = { model: 'AQ-4512-BN', name: 'Vessel Lavatory Faucet' } as const;
const DRAIN = { model: 'CP-4400-BN', name: 'Linear Shower Drain 36 in.' } as const;
const WIDESPREAD = { model: 'BF-305-MB', name: 'Widespread Lavatory Faucet' } as const;

const NOTE = 'Client picks the tile on site. Confirm the vanity width (48" or 60") before ordering.';

type TRoom = { id: number | null; name: string; note: string | null; totalSalesPrice: string; totalListPrice: string };

/** The seller's API, with the tab's own token. */
async function sellerApi(page: Page) {
  const headers = { Authorization: `Bearer ${await readToken(page)}` };
  const me = await (await page.request.get('/api/v4/user/me', { headers })).json();
  const u = `/api/v4/user/${me.data.id as number}`;
  const call = async <T,>(method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown): Promise<T> => {
    const res = await page.request.fetch(`${u}${path}`, { method, headers, data });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
  return { call };
}

/** A specbook with the rooms Vanity, Shower and Laundry, one or two catalogue specs in each. */
async function seedSpecbook(api: Awaited<ReturnType<typeof sellerApi>>) {
  const profiles = await api.call<{ id: number; name: string }[]>('GET', '/profile');
  const profile = profiles.find((p) => p.name === 'Johnson Residence') ?? profiles[0]!;
  const book = await api.call<{ id: number }>('POST', '/specbook', {
    createSpecbookRequest: { Specbook: { name: `E2E Rooms ${Date.now().toString(36)}`, profile: { id: profile.id } } },
  });
  const base = `/specbook/${book.id}`;
  const rooms: Record<string, number> = {};
  for (const name of ['Vanity', 'Shower', 'Laundry']) {
    rooms[name] = (await api.call<{ id: number }>('POST', `${base}/categories`, { createSpecbookCategoryRequest: { Category: { name } } })).id;
  }
  const specId = async (model: string) => (await api.call<{ id: number }[]>('GET', `/specs?searchTerm=${model}&perPage=5`))[0]!.id;
  const assign = (id: number, roomName: string, quantity: number) =>
    api.call('POST', `${base}/specs`, { createSpecSpecbookRequest: { SpecSpecbook: { spec: { id }, category: { id: rooms[roomName] }, quantity } } });
  await assign(await specId(FAUCET.model), 'Vanity', 2);
  await assign(await specId(WIDESPREAD.model), 'Vanity', 1);
  await assign(await specId(DRAIN.model), 'Shower', 3);
  await assign(await specId(FAUCET.model), 'Laundry', 5);
  return { id: book.id, base };
}

/** The rooms' names as the page shows them, top to bottom. */
function shownRooms(page: Page): Promise<string[]> {
  // Rooms are the regions with a drag handle (the customer panel is a region too).
  const rooms = page.getByRole('region').filter({ has: page.getByRole('button', { name: /^Drag room / }) });
  return rooms.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
}

/** Every room's subtotal on the page equals the totals GET …/categories answers (and the room totals call). */
async function expectRoomTotalsMatchApi(page: Page, api: Awaited<ReturnType<typeof sellerApi>>, base: string): Promise<TRoom[]> {
  const rooms = await api.call<TRoom[]>('GET', `${base}/categories`);
  for (const r of rooms) {
    const single = await api.call<{ quoted: { sale: string; summary: { all: { subtotal: string } } } }>('GET', `${base}/categories/${r.id ?? 'misc'}/totals`);
    expect(r.totalSalesPrice).toBe(single.quoted.summary.all.subtotal);
    await expect(room(page, r.name).getByLabel(`Subtotal of ${r.name}`)).toHaveText(formatUsd(r.totalSalesPrice));
  }
  return rooms;
}

test.describe('rooms on the manage page', () => {
  test('reorder rooms with the keyboard, write a note, room totals agree with the API', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, DEMO.seller.email);
    const api = await sellerApi(page);
    const book = await seedSpecbook(api);
    await page.goto(`/v4/specbooks/manage/${book.id}`);
    await expect(room(page, 'Laundry')).toBeVisible();
    expect(await shownRooms(page)).toEqual(['Vanity', 'Shower', 'Laundry']);

    // 1. Room totals: one list answer carries them; the page shows them.
    const listed = await expectRoomTotalsMatchApi(page, api, book.base);
    expect(listed.map((r) => r.totalSalesPrice).every((t) => Number(t) > 0)).toBe(true);
    await screenshot(page, 'rooms-totals');

    // 2. Keyboard drag and drop: Laundry to the top (grip, Space, Up, Up, Space).
    await page.getByRole('button', { name: 'Drag room Laundry' }).focus();
    const moved = apiResponse(page, 'PATCH', /\/categories\/\d+$/);
    await page.keyboard.press('Space');
    const live = page.locator('[id^="DndLiveRegion"]');
    await expect(live).toContainText('room Laundry was moved over room Laundry');
    await page.keyboard.press('ArrowUp');
    await expect(live).toContainText('room Laundry was moved over room Shower');
    await page.keyboard.press('ArrowUp');
    await expect(live).toContainText('room Laundry was moved over room Vanity');
    await page.keyboard.press('Space');
    const patch = await moved;
    expect(patch.ok()).toBe(true);
    expect(patch.request().postDataJSON()).toEqual({ updateSpecbookCategoryRequest: { Category: { order: 0 } } });
    await expect(toast(page, 'Category Successfully Updated!').first()).toBeVisible();
    await expect.poll(() => shownRooms(page)).toEqual(['Laundry', 'Vanity', 'Shower']);

    // 3. The room menu, by keyboard: Shower → Move up.
    const showerMenu = room(page, 'Shower').getByRole('button', { name: 'Room actions for Shower' });
    await showerMenu.focus();
    await page.keyboard.press('Enter');
    const moveUp = page.getByRole('menuitem', { name: 'Move up' });
    await moveUp.focus();
    const movedAgain = apiResponse(page, 'PATCH', /\/categories\/\d+$/);
    await page.keyboard.press('Enter');
    expect((await movedAgain).ok()).toBe(true);
    await expect.poll(() => shownRooms(page)).toEqual(['Laundry', 'Shower', 'Vanity']);

    // 4. A note on Vanity.
    await room(page, 'Vanity').getByRole('button', { name: 'Room actions for Vanity' }).click();
    await page.getByRole('menuitem', { name: 'Note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Note for Vanity' });
    await dialog.getByRole('textbox', { name: 'Note' }).fill(NOTE);
    const noted = apiResponse(page, 'PATCH', /\/categories\/\d+$/);
    await dialog.getByRole('button', { name: 'Save' }).click();
    expect((await noted).ok()).toBe(true);
    await expect(dialog).toBeHidden();
    await expect(room(page, 'Vanity').getByLabel('Note for Vanity')).toHaveText(NOTE);
    await screenshot(page, 'rooms-reordered-with-note');

    // 5. Everything survived a reload, and the API agrees.
    await page.reload();
    await expect(room(page, 'Vanity').getByLabel('Note for Vanity')).toHaveText(NOTE);
    expect(await shownRooms(page)).toEqual(['Laundry', 'Shower', 'Vanity']);
    const after = await api.call<TRoom[]>('GET', `${book.base}/categories`);
    expect(after.map((r) => r.name)).toEqual(['Laundry', 'Shower', 'Vanity']);
    expect(after.find((r) => r.name === 'Vanity')?.note).toBe(NOTE);

    // 6. A quantity edit: the Shower subtotal follows the room list's new totals.
    await openRoom(page, 'Shower');
    const qty = room(page, 'Shower').getByRole('textbox', { name: `Qty of ${DRAIN.name}` });
    await qty.fill('4');
    const priced = apiResponse(page, 'PATCH', /\/specs\/\d+\/price$/);
    const relisted = apiResponse(page, 'GET', /\/categories$/);
    await qty.press('Enter');
    expect((await priced).ok()).toBe(true);
    expect((await relisted).ok()).toBe(true);
    const totals = await expectRoomTotalsMatchApi(page, api, book.base);
    const shower = totals.find((r) => r.name === 'Shower')!;
    expect(Number(shower.totalSalesPrice)).toBeCloseTo((Number(listed.find((r) => r.name === 'Shower')!.totalSalesPrice) / 3) * 4, 2);

    // 7. Select Room shows the quantity the faucet already has in each room (2 in Vanity, 5 in Laundry) or 1.
    await page.getByRole('main').getByRole('button', { name: 'Assign Spec', exact: true }).first().click();
    const assign = page.getByRole('dialog', { name: 'Assign Spec' });
    await assign.getByRole('textbox', { name: 'Search specs' }).fill(FAUCET.model);
    await expect(assign.getByRole('list', { name: 'Search results' }).getByRole('listitem')).toHaveCount(1);
    await assign.getByRole('button', { name: `Choose ${FAUCET.name}` }).click();
    const checklist = page.getByRole('dialog', { name: 'Select Room' }).getByRole('group', { name: 'Existing Room' });
    await expect(checklist.getByRole('textbox', { name: 'QTY for Vanity' })).toHaveValue('2');
    await expect(checklist.getByRole('textbox', { name: 'QTY for Laundry' })).toHaveValue('5');
    await expect(checklist.getByRole('textbox', { name: 'QTY for Shower' })).toHaveValue('1');
    await expect(checklist.getByRole('textbox', { name: 'QTY for Vanity' })).toBeDisabled();
    await screenshot(page, 'rooms-select-room-quantities');
  });
});
