import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WORKSPACE_MESSAGES as M } from '#shared/lib/workspace-messages';
import type { TSpecSpecbook } from '#shared/schemas/spec-specbook';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { BASE, page, resetManageTest, room, spec, statuses, stubManageApi, type TManageApi } from './manage.test-kit';
import { ManageProvider, type TManageContext } from './manage-context';
import { SpecRoomsPanel } from './spec-rooms-panel';

/** The spec's placements the stub answers and deletes from. */
let placements: TSpecSpecbook[];
let api: TManageApi;
const kitchen = spec(11, 'Widespread Faucet', 1, { specID: 500, categoryName: 'Kitchen', qty: 2 });
const bath = spec(12, 'Widespread Faucet', 2, { specID: 500, categoryName: 'Bath', qty: 1 });

beforeEach(() => {
  placements = [kitchen, bath];
  api = stubManageApi();
  api.handlers.unshift((url, init) => {
    const method = init.method ?? 'GET';
    if (method === 'GET' && url.pathname === `${BASE}/specs` && url.searchParams.get('filter[spec.id]') === '500') return page(placements);
    const removed = /\/specs\/(\d+)$/.exec(url.pathname);
    if (method === 'DELETE' && removed) {
      placements = placements.filter((p) => p.joinID !== Number(removed[1]));
      return jsonResponse(200, { data: { message: M.specRemoved, lastCategory: placements.length === 0 } });
    }
    return undefined;
  });
});
afterEach(resetManageTest);

const context: TManageContext = {
  userId: 7,
  specbookId: 1,
  statuses,
  rooms: [room(1, 'Kitchen', 1), room(2, 'Bath', 1, 1), room(3, 'Office', 0, 2)],
  view: 'card',
  dragEnabled: false,
  hasSpecbooksPlus: false,
  advancedPricingLocked: false,
  openAssign: () => undefined,
};

function renderPanel() {
  return renderWithProviders(
    <ManageProvider value={context}>
      <SpecRoomsPanel spec={kitchen} />
    </ManageProvider>,
    { route: '/v4/specbooks/manage/1/spec/11' },
  );
}

describe('the rooms panel of More Options', () => {
  it('moves the page to the remaining placement, then warns when the last room is removed', async () => {
    renderPanel();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Remove from Kitchen' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/v4/specbooks/manage/1/spec/12'));
    expect(screen.queryByText(M.lastCategoryWarning)).not.toBeInTheDocument();
    await ui.click(await screen.findByRole('button', { name: 'Remove from Bath' }));
    expect(await screen.findByText(M.lastCategoryWarning)).toBeInTheDocument();
    expect(await screen.findByText('This spec is in no room of the specbook.')).toBeInTheDocument();
  });

  it('saves a room quantity when the field is left, and offers only the rooms without the spec', async () => {
    api.handlers.unshift((url, init) => (init.method === 'PATCH' && url.pathname === `${BASE}/specs/12` ? jsonResponse(200, { data: { ...bath, qty: 4 } }) : undefined));
    renderPanel();
    const ui = userEvent.setup();
    const bathQty = await screen.findByRole('textbox', { name: 'Quantity in Bath' });
    await ui.clear(bathQty);
    await ui.type(bathQty, '4');
    await ui.tab();
    await waitFor(() => expect(api.sent().find((c) => c.method === 'PATCH')?.body).toEqual({ updateSpecSpecbookRequest: { SpecSpecbook: { quantity: 4 } } }));
    await ui.click(screen.getByRole('combobox', { name: 'Add to room' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Office', 'Miscellaneous']);
  });
});
