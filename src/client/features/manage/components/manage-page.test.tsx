import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STATUSES } from '#shared/lib/statuses';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { BASE, manageDefaults, spec } from '../test-kit';
import { ManagePage } from './manage-page';

let handlers: THandler[];
let fetch: ReturnType<typeof stubFetch>;

/** Requests sent so far: method, path with query, parsed body. */
const sent = () => fetch.sent().map((r) => ({ method: r.method, url: r.query.size ? `${r.path}?${r.query}` : r.path, body: r.body }));

beforeEach(() => {
  handlers = [];
  fetch = stubFetch(handlers);
});
afterEach(resetStubs);

/** Renders the page; the test's own handlers answer before the specbook's defaults. */
function setup() {
  handlers.push(manageDefaults());
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

  it('offers only userManaged statuses and PATCHes the chosen one', async () => {
    handlers.push((url, init) =>
      init.method === 'PATCH' && url.pathname === `${BASE}/specs/11`
        ? jsonResponse(200, { data: spec(11, 'Widespread Faucet', 1, { status: { value: 'approved', name: 'Approved', color: '#4068f1', hexColor: '#4068f1' } }) })
        : undefined,
    );
    const user = setup();
    const inputs = await screen.findAllByLabelText('Status of Widespread Faucet');
    await user.click(inputs.find((el) => el.tagName === 'INPUT') as HTMLElement);
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(STATUSES.filter((s) => s.userManaged).map((s) => s.name));
    expect(options).not.toContain('Invoiced');
    await user.click(screen.getByRole('option', { name: 'Approved' }));
    await waitFor(() =>
      expect(sent().find((c) => c.method === 'PATCH')).toEqual({
        method: 'PATCH',
        url: `${BASE}/specs/11`,
        body: { updateSpecSpecbookRequest: { SpecSpecbook: { status: { value: 'approved' } } } },
      }),
    );
    expect(await screen.findByText(M.specUpdated)).toBeInTheDocument();
  });

  it('sends one {fieldType, fieldValue} when a price field is left and shows the new line total', async () => {
    const updated = spec(11, 'Widespread Faucet', 1);
    handlers.push((url, init) =>
      init.method === 'PATCH' && url.pathname === `${BASE}/specs/11/price`
        ? jsonResponse(200, { data: { id: 11, joinID: 11, price: { ...updated.price, list: '250.00', sale: '200.00' }, total: '400.00' } })
        : undefined,
    );
    const user = setup();
    const list = await screen.findByRole('textbox', { name: 'List of Widespread Faucet' });
    await user.clear(list);
    await user.type(list, '250{Enter}');
    await waitFor(() => expect(sent().filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(sent().find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      url: `${BASE}/specs/11/price`,
      body: { fieldType: 'price', fieldValue: '250' },
    });
    expect(await screen.findByLabelText('Total of Widespread Faucet')).toHaveTextContent('$400.00');
    expect(screen.getByRole('textbox', { name: 'Sale of Widespread Faucet' })).toHaveValue('200.00');
  });

  it('deletes a room holding specs only after confirming the server’s 412 question', async () => {
    const question = 'This room has 1 spec. Delete the room and remove it from this specbook?';
    handlers.push((url, init) => {
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
    expect(sent().filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([`${BASE}/categories/1`]);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(sent().filter((c) => c.method === 'DELETE').map((c) => c.url)).toEqual([
        `${BASE}/categories/1`,
        `${BASE}/categories/1?forceDelete=true`,
      ]),
    );
    expect(await screen.findByText(M.categoryDeleted)).toBeInTheDocument();
  });

  it('shows a 422 on delete as an error toast without asking', async () => {
    handlers.push((url, init) =>
      init.method === 'DELETE' ? jsonResponse(422, { message: 'This room cannot be deleted.', errors: [] }) : undefined,
    );
    const user = setup();
    await user.click(await screen.findByRole('button', { name: 'Room actions for Kitchen' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(await screen.findByText('This room cannot be deleted.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
