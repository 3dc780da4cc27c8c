import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TCategory } from '#shared/schemas/category';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { ROOM_MOVE_FAILED } from '../api/rooms';
import { moveRoomTo } from '../lib/rooms';
import { BASE, room, resetManageTest, stubManageApi, type TManageApi, preloadDragAndDrop } from './manage.test-kit';
import { ManagePage } from './manage-page';

preloadDragAndDrop();

let api: TManageApi;
beforeEach(() => {
  api = stubManageApi();
  api.rooms = [room(1, 'Kitchen', 1, 0), room(2, 'Bath', 0, 1), room(3, 'Laundry', 0, 2), room(null, 'Miscellaneous', 2, 3)];
});
afterEach(resetManageTest);

function setup() {
  renderWithProviders(<ManagePage userId={7} specbookId={1} hasSpecbooksPlus={false} />);
  return userEvent.setup();
}

/** The rooms' names as the page shows them, top to bottom. */
const shownOrder = () => screen.getAllByRole('region').map((s) => s.getAttribute('aria-label'));

/** Open a room's menu and answer its entries. */
async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(await screen.findByRole('button', { name: `Room actions for ${name}` }));
  return screen.findByRole('menu');
}

/** The PATCH …/categories/{id} calls sent so far. */
const patches = () => api.sent().filter((c) => c.method === 'PATCH' && c.url.includes('/categories/'));

/** Answers PATCH …/categories/{id} with `answer(body)`, holding it until `release` when given. */
function onRoomPatch(answer: (id: number, category: Partial<TCategory>) => Response, release?: Promise<void>) {
  api.handlers.push((url, init) => {
    const match = /\/categories\/(\d+)$/.exec(url.pathname);
    if (init.method !== 'PATCH' || !match) return undefined;
    const category = (JSON.parse(String(init.body)) as { updateSpecbookCategoryRequest: { Category: Partial<TCategory> } }).updateSpecbookCategoryRequest.Category;
    const response = answer(Number(match[1]), category);
    return release ? (release.then(() => response) as unknown as Response) : response;
  });
}

describe('room order from the room menu', () => {
  it('offers Move up / Move down only where a room can go, and none for Miscellaneous', async () => {
    const user = setup();
    let menu = await openMenu(user, 'Kitchen');
    expect(within(menu).getByRole('menuitem', { name: 'Move up' })).toBeDisabled();
    expect(within(menu).getByRole('menuitem', { name: 'Move down' })).toBeEnabled();
    await user.keyboard('{Escape}');
    menu = await openMenu(user, 'Laundry');
    expect(within(menu).getByRole('menuitem', { name: 'Move up' })).toBeEnabled();
    expect(within(menu).getByRole('menuitem', { name: 'Move down' })).toBeDisabled();
    await user.keyboard('{Escape}');
    menu = await openMenu(user, 'Miscellaneous');
    expect(within(menu).queryByRole('menuitem', { name: /Move/ })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Note' })).not.toBeInTheDocument();
  });

  it('moves the room at once, PATCHes its new position and toasts Category Successfully Updated!', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    onRoomPatch((id, category) => {
      api.rooms = moveRoomTo(api.rooms, id, category.order ?? 0);
      return jsonResponse(200, { data: api.rooms.find((r) => r.id === id) });
    }, held);
    const user = setup();
    await screen.findByRole('region', { name: 'Laundry' });
    const menu = await openMenu(user, 'Kitchen');
    await user.click(within(menu).getByRole('menuitem', { name: 'Move down' }));
    // Shown before the server has answered.
    await waitFor(() => expect(shownOrder()).toEqual(['Bath', 'Kitchen', 'Laundry', 'Miscellaneous']));
    expect(patches()).toEqual([
      { method: 'PATCH', url: `${BASE}/categories/1`, body: { updateSpecbookCategoryRequest: { Category: { order: 1 } } } },
    ]);
    release();
    expect(await screen.findByText(M.categoryUpdated)).toBeInTheDocument();
    // The room list is read again once the move has settled, and agrees.
    await waitFor(() => expect(api.sent().filter((c) => c.url === `${BASE}/categories`)).toHaveLength(2));
    expect(shownOrder()).toEqual(['Bath', 'Kitchen', 'Laundry', 'Miscellaneous']);

    await user.click(within(await openMenu(user, 'Laundry')).getByRole('menuitem', { name: 'Move up' }));
    await waitFor(() => expect(shownOrder()).toEqual(['Bath', 'Laundry', 'Kitchen', 'Miscellaneous']));
    expect(patches()[1]).toMatchObject({ url: `${BASE}/categories/3`, body: { updateSpecbookCategoryRequest: { Category: { order: 1 } } } });
  });

  it('puts the rooms back and shows an error toast when the move fails', async () => {
    onRoomPatch(() => jsonResponse(500, { message: 'boom' }));
    const user = setup();
    await screen.findByRole('region', { name: 'Laundry' });
    await user.click(within(await openMenu(user, 'Bath')).getByRole('menuitem', { name: 'Move up' }));
    expect(await screen.findByText(ROOM_MOVE_FAILED)).toBeInTheDocument();
    expect(shownOrder()).toEqual(['Kitchen', 'Bath', 'Laundry', 'Miscellaneous']);
    expect(screen.queryByText(M.categoryUpdated)).not.toBeInTheDocument();
  });

  it('shows the server’s message for a refused move (4xx)', async () => {
    onRoomPatch(() => jsonResponse(400, { message: 'Order must be 0 or more.', errors: [{ field: 'order', message: 'Order must be 0 or more.' }] }));
    const user = setup();
    await user.click(within(await openMenu(user, 'Bath')).getByRole('menuitem', { name: 'Move down' }));
    expect(await screen.findByText('Order must be 0 or more.')).toBeInTheDocument();
    await waitFor(() => expect(shownOrder()).toEqual(['Kitchen', 'Bath', 'Laundry', 'Miscellaneous']));
  });
});

describe('room note', () => {
  /** Answers a note PATCH with the room carrying that note (blank = null, as the server stores it). */
  function acceptNotes() {
    onRoomPatch((id, category) => {
      const note = category.note?.trim() || null;
      api.rooms = api.rooms.map((r) => (r.id === id ? { ...r, note } : r));
      return jsonResponse(200, { data: api.rooms.find((r) => r.id === id) });
    });
  }

  it('adds a note from the room menu and shows it under the room header', async () => {
    acceptNotes();
    const user = setup();
    await user.click(within(await openMenu(user, 'Bath')).getByRole('menuitem', { name: 'Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Note for Bath' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Tile to be chosen by the client');
    expect(within(dialog).queryByRole('button', { name: 'Remove note' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(M.categoryUpdated)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches()).toEqual([
      { method: 'PATCH', url: `${BASE}/categories/2`, body: { updateSpecbookCategoryRequest: { Category: { note: 'Tile to be chosen by the client' } } } },
    ]);
    const bath = screen.getByRole('region', { name: 'Bath' });
    expect(within(bath).getByLabelText('Note for Bath')).toHaveTextContent('Tile to be chosen by the client');
  });

  it('edits and removes an existing note', async () => {
    acceptNotes();
    api.rooms = api.rooms.map((r) => (r.id === 1 ? { ...r, note: 'Old note' } : r));
    const user = setup();
    expect(await screen.findByLabelText('Note for Kitchen')).toHaveTextContent('Old note');
    await user.click(within(await openMenu(user, 'Kitchen')).getByRole('menuitem', { name: 'Note' }));
    let dialog = await screen.findByRole('dialog', { name: 'Note for Kitchen' });
    const field = within(dialog).getByRole('textbox', { name: 'Note' });
    expect(field).toHaveValue('Old note');
    await user.clear(field);
    await user.type(field, 'New note');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByLabelText('Note for Kitchen')).toHaveTextContent('New note'));

    await user.click(within(await openMenu(user, 'Kitchen')).getByRole('menuitem', { name: 'Note' }));
    dialog = await screen.findByRole('dialog', { name: 'Note for Kitchen' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove note' }));
    await waitFor(() => expect(screen.queryByLabelText('Note for Kitchen')).not.toBeInTheDocument());
    expect(patches().map((c) => c.body)).toEqual([
      { updateSpecbookCategoryRequest: { Category: { note: 'New note' } } },
      { updateSpecbookCategoryRequest: { Category: { note: null } } },
    ]);
  });

  it('refuses a note over 1,000 characters with the rule’s message and sends nothing', async () => {
    acceptNotes();
    const user = setup();
    await user.click(within(await openMenu(user, 'Bath')).getByRole('menuitem', { name: 'Note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Note for Bath' });
    const field = within(dialog).getByRole('textbox', { name: 'Note' });
    await user.click(field);
    await user.paste('x'.repeat(1001));
    expect(within(dialog).getByText(M.noteMax)).toBeInTheDocument();
    expect(within(dialog).getByText('1001 / 1000 characters')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(field, '{Backspace}');
    expect(within(dialog).queryByText(M.noteMax)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
    expect(patches()).toEqual([]);
  });
});

describe("a room's Approve", () => {
  const approvals = () => api.sent().filter((c) => c.method === 'POST' && c.url.endsWith('/approve'));

  it('asks first, says later statuses are kept, and approves only on confirmation', async () => {
    api.handlers.push((url, init) => (init.method === 'POST' && url.pathname === `${BASE}/categories/1/approve` ? jsonResponse(200, { data: [] }) : undefined));
    const user = setup();
    await user.click(within(await openMenu(user, 'Kitchen')).getByRole('menuitem', { name: 'Approve room' }));
    let dialog = await screen.findByRole('dialog', { name: 'Approve Kitchen' });
    expect(dialog).toHaveTextContent('Specs already approved, ordered or further along keep their status.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(approvals()).toHaveLength(0);

    await user.click(within(await openMenu(user, 'Kitchen')).getByRole('menuitem', { name: 'Approve room' }));
    dialog = await screen.findByRole('dialog', { name: 'Approve Kitchen' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve room' }));
    await waitFor(() => expect(approvals()).toHaveLength(1));
    expect(approvals()[0]?.url).toBe(`${BASE}/categories/1/approve`);
    expect(await screen.findByText('All specs in Kitchen were approved!')).toBeInTheDocument();
  });

  it('Approve All asks the same way, and keeps later statuses', async () => {
    api.handlers.push((url, init) => (init.method === 'POST' && url.pathname === `${BASE}/specs/approve` ? jsonResponse(200, { data: { message: M.allSpecsApproved, count: 1 } }) : undefined));
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Approve All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve All' });
    expect(dialog).toHaveTextContent('Specs already approved, ordered or further along keep their status.');
    await user.click(within(dialog).getByRole('button', { name: 'Approve All' }));
    await waitFor(() => expect(approvals()).toHaveLength(1));
    expect(await screen.findByText(M.allSpecsApproved)).toBeInTheDocument();
  });
});
