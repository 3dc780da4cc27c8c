import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STATUSES } from '#shared/lib/statuses';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import { clickArmed } from '#client/test/arm';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { BASE, room, spec, resetManageTest, stubManageApi, type TManageApi, preloadDragAndDrop } from './manage.test-kit';
import { ManagePage } from './manage-page';

preloadDragAndDrop();

let api: TManageApi;
beforeEach(() => {
  api = stubManageApi();
});
afterEach(resetManageTest);

function setup() {
  renderWithProviders(<ManagePage userId={7} specbookId={1} hasSpecbooksPlus={false} />);
  return userEvent.setup();
}

describe('ManagePage', () => {
  it('shows the header with totals, the rooms in order and the specs of open rooms', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Johnson Master Bath' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Tax')).toHaveTextContent('8.25%');
    expect(screen.getByLabelText('Total')).toHaveTextContent('$173.20');
    const sections = await screen.findAllByRole('region');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['Kitchen', 'Bath']);
    expect(await screen.findByText('Widespread Faucet')).toBeInTheDocument();
    expect(await screen.findByText('No specs in this room yet')).toBeInTheDocument();
  });

  it("toasts 'Could not fetch the specs status' when the status list cannot be read, and still shows the specbook", async () => {
    api.handlers.push((url) => (url.pathname === '/api/v4/user/7/statuses' ? jsonResponse(500, { message: 'boom', errors: [] }) : undefined));
    setup();
    expect(await screen.findByText(M.couldNotFetchStatuses)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Johnson Master Bath' })).toBeInTheDocument();
  });

  it('shows each room’s subtotal from the room list, asking no totals per room, and refreshes it after an edit', async () => {
    api.rooms = [
      room(1, 'Kitchen', 1, 0, { totalListPrice: '200.00', totalSalesPrice: '160.00' }),
      room(2, 'Bath', 0, 1),
      room(null, 'Miscellaneous', 3, 2, { totalListPrice: '30.00', totalSalesPrice: '27.50' }),
    ];
    api.handlers.push((url, init) =>
      init.method === 'PATCH' && url.pathname === `${BASE}/specs/11/price`
        ? jsonResponse(200, { data: { id: 11, joinID: 11, price: { ...spec(11, 'Widespread Faucet', 1).price, qty: 3, quantity: 3 }, total: '240.00' } })
        : undefined,
    );
    const user = setup();
    expect(await screen.findByLabelText('Subtotal of Kitchen')).toHaveTextContent('$160.00');
    expect(screen.getByLabelText('Subtotal of Bath')).toHaveTextContent('$0.00');
    expect(screen.getByLabelText('Subtotal of Miscellaneous')).toHaveTextContent('$27.50');
    expect(api.sent().filter((c) => c.url.includes('/totals')).map((c) => c.url)).toEqual([
      `${BASE}/totals?types=quoted%2Capproved&summary=true`,
    ]);
    const roomLists = () => api.sent().filter((c) => c.url === `${BASE}/categories`).length;
    const before = roomLists();
    api.rooms = [room(1, 'Kitchen', 1, 0, { totalListPrice: '300.00', totalSalesPrice: '240.00' }), room(2, 'Bath', 0, 1)];
    const qty = await screen.findByRole('textbox', { name: 'Qty of Widespread Faucet' });
    await user.clear(qty);
    await user.type(qty, '3{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Subtotal of Kitchen')).toHaveTextContent('$240.00'));
    expect(roomLists()).toBe(before + 1);
    expect(api.sent().some((c) => /\/categories\/[^/]+\/totals/.test(c.url))).toBe(false);
  });

  it('offers only userManaged statuses, in lifecycle order, and PATCHes the chosen one', async () => {
    api.handlers.push((url, init) =>
      init.method === 'PATCH' && url.pathname === `${BASE}/specs/11`
        ? jsonResponse(200, { data: spec(11, 'Widespread Faucet', 1, { status: { value: 'approved', name: 'Approved', color: '#4068f1', hexColor: '#4068f1' } }) })
        : undefined,
    );
    const user = setup();
    const statusInput = async () => (await screen.findAllByLabelText('Status of Widespread Faucet')).find((el) => el.tagName === 'INPUT') as HTMLElement;
    await clickArmed(user, statusInput);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    // The stub answers the statuses by id; the menu lists them in lifecycle order (STATUSES').
    expect(options).toEqual(STATUSES.filter((s) => s.userManaged).map((s) => s.name));
    expect(options.slice(0, 6)).toEqual(['Open', 'Submitted', 'Rejected', 'Approved', 'Ready to Order', 'Ordered']);
    expect(options).not.toContain('Invoiced');
    await user.click(screen.getByRole('option', { name: 'Approved' }));
    await waitFor(() =>
      expect(api.sent().find((c) => c.method === 'PATCH')).toEqual({
        method: 'PATCH',
        url: `${BASE}/specs/11`,
        body: { updateSpecSpecbookRequest: { SpecSpecbook: { status: { value: 'approved' } } } },
      }),
    );
    expect(await screen.findByText(M.specUpdated)).toBeInTheDocument();
  });

  it('sends one {fieldType, fieldValue} when a price field is left and shows the new line total', async () => {
    const updated = spec(11, 'Widespread Faucet', 1);
    api.handlers.push((url, init) =>
      init.method === 'PATCH' && url.pathname === `${BASE}/specs/11/price`
        ? jsonResponse(200, { data: { id: 11, joinID: 11, price: { ...updated.price, list: '250.00', sale: '200.00' }, total: '400.00' } })
        : undefined,
    );
    const user = setup();
    const list = await screen.findByRole('textbox', { name: 'List of Widespread Faucet' });
    await user.clear(list);
    await user.type(list, '250{Enter}');
    await waitFor(() => expect(api.sent().filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(api.sent().find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: `${BASE}/specs/11/price`,
      body: { fieldType: 'price', fieldValue: '250' },
    });
    expect(await screen.findByLabelText('Total of Widespread Faucet')).toHaveTextContent('$400.00');
    expect(screen.getByRole('textbox', { name: 'Sale of Widespread Faucet' })).toHaveValue('200.00');
  });

  it('deletes a room holding specs only after confirming the server’s 412 question', async () => {
    const question = 'This room has 1 spec. Delete the room and remove it from this specbook?';
    api.handlers.push((url, init) => {
      if (init.method !== 'DELETE' || url.pathname !== `${BASE}/categories/1`) return undefined;
      return url.searchParams.get('forceDelete') === 'true'
        ? jsonResponse(200, { data: { message: 'Deleted', id: 1, removedSpecs: 1 } })
        : jsonResponse(412, { message: question, errors: [] });
    });
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Room actions for Kitchen' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(question)).toBeInTheDocument();
    expect(api.sent().filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`${BASE}/categories/1`]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(api.sent().filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
        `${BASE}/categories/1`,
        `${BASE}/categories/1?forceDelete=true`,
      ]),
    );
    expect(await screen.findByText(M.categoryDeleted)).toBeInTheDocument();
  });

  it('shows a 422 on delete as an error toast without asking', async () => {
    api.handlers.push((url, init) =>
      init.method === 'DELETE' ? jsonResponse(422, { message: 'This room cannot be deleted.', errors: [] }) : undefined,
    );
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Room actions for Kitchen' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('This room cannot be deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('loads a long room’s next page once its last specs are rendered, and closes and reopens a room from its header', async () => {
    const paged = (list: ReturnType<typeof spec>[], current: number) =>
      jsonResponse(200, {
        data: list,
        _pagination: { base: '/api', currentPage: current, perPage: 2, total: 3, lastPage: 2, next: null, prev: null, path: '/x' },
      });
    api.rooms = [room(1, 'Kitchen', 3, 0), room(2, 'Bath', 0, 1)];
    api.handlers.push((url) => {
      if (url.pathname !== `${BASE}/specs` || url.searchParams.get('categoryID') !== '1') return undefined;
      return url.searchParams.get('page') === '2'
        ? paged([spec(13, 'Pendant Light', 1)], 2)
        : paged([spec(11, 'Widespread Faucet', 1), spec(12, 'Vessel Sink', 1)], 1);
    });
    const user = setup();
    const kitchen = await screen.findByRole('region', { name: 'Kitchen' });
    expect(await within(kitchen).findByText('Vessel Sink')).toBeInTheDocument();
    // jsdom lays nothing out, so every row is "in view": the last loaded specs ask for the next page.
    expect(await within(kitchen).findByText('Pendant Light')).toBeInTheDocument();
    expect(within(kitchen).queryByRole('button', { name: /Load more/ })).not.toBeInTheDocument();
    expect(api.sent().filter((r) => r.url.includes('categoryID=1') && r.url.includes('page=2'))).toHaveLength(1);

    const toggle = within(kitchen).getByRole('button', { name: /^Kitchen/, expanded: true });
    await user.click(toggle);
    expect(within(screen.getByRole('region', { name: 'Kitchen' })).queryByText('Pendant Light')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('region', { name: 'Kitchen' })).getByRole('button', { name: /^Kitchen/, expanded: false }));
    // Reopened from the cache: every page loaded before is there at once.
    expect(within(screen.getByRole('region', { name: 'Kitchen' })).getByText('Pendant Light')).toBeInTheDocument();
  });
});

describe('ManagePage with the show documents setting', () => {
  /** A stand-in for the app's documents button: a button named after the spec. */
  function DocsButton({ spec: s }: { spec: { name: string } }) {
    return <button type="button">Documents of {s.name}</button>;
  }

  const withSettings = (entries: { key: string; effective: string }[]) =>
    api.handlers.push((url) => (url.pathname === '/api/v4/user/7/account/settings' ? jsonResponse(200, { data: entries }) : undefined));

  it('shows each spec’s documents button while management.show_documents is on (the default)', async () => {
    withSettings([{ key: 'management.collapse_all', effective: 'false' }]);
    renderWithProviders(<ManagePage userId={7} specbookId={1} hasSpecbooksPlus={false} SpecDocuments={DocsButton} />);
    expect(await screen.findByRole('button', { name: 'Documents of Widespread Faucet' })).toBeInTheDocument();
  });

  it('hides the documents of every spec when management.show_documents is false', async () => {
    withSettings([
      { key: 'management.collapse_all', effective: 'false' },
      { key: 'management.show_documents', effective: 'false' },
    ]);
    renderWithProviders(<ManagePage userId={7} specbookId={1} hasSpecbooksPlus={false} SpecDocuments={DocsButton} />);
    expect(await screen.findByText('Widespread Faucet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Documents of/ })).not.toBeInTheDocument();
  });
});
