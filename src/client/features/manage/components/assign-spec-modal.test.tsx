import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCatalogueSpec } from '#shared/schemas/catalogue';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { AssignSpecModal } from './assign-spec-modal';
import { BASE, page, resetManageTest, room, spec, stubManageApi, type TManageApi } from './manage.test-kit';

const FAUCET: TCatalogueSpec = {
  id: 42,
  specID: 42,
  name: 'Widespread Faucet',
  description: null,
  modelNumber: 'K-42',
  model: 'K-42',
  modelNormalized: 'k42',
  baseModel: 'K',
  manufacturerID: 5,
  manufacturerName: 'Kohler',
  manufacturer: { id: 5, name: 'Kohler' },
  finishName: null,
  styleName: null,
  installationName: null,
  materialName: null,
  collectionName: null,
  categoryName: null,
  imageName: null,
  upc: null,
  price: { list: '100.00' },
  global: true,
  archived: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
  overstock: false,
  inventory: { overstock: false },
  inSpecbook: true,
};

const ROOMS = [room(1, 'Kitchen', 1, 0), room(2, 'Bath', 2, 1), room(3, 'Laundry', 0, 2), room(null, 'Miscellaneous', 1, 3)];

let api: TManageApi;
beforeEach(() => {
  api = stubManageApi();
  api.handlers.push((url) => (url.pathname === '/api/v4/user/7/specs' ? page([FAUCET] as never) : undefined));
});
afterEach(resetManageTest);

/** The placements of spec 42: 4 in Bath, 2 in Laundry, 9 in Miscellaneous. */
function placements() {
  api.handlers.push((url, init) =>
    (init.method ?? 'GET') === 'GET' && url.pathname === `${BASE}/specs` && url.searchParams.get('filter[spec.id]') === '42'
      ? page([spec(21, FAUCET.name, 2, { specID: 42, qty: 4 }), spec(22, FAUCET.name, 3, { specID: 42, qty: 2 }), spec(23, FAUCET.name, null, { specID: 42, qty: 9 })])
      : undefined,
  );
}

/** Open Assign Spec (from Laundry's menu when `initialRoom` is 3) and choose the faucet. */
async function chooseFaucet(initialRoom?: number) {
  const onChanged = vi.fn();
  renderWithProviders(
    <AssignSpecModal opened onClose={vi.fn()} userId={7} specbookId={1} rooms={ROOMS} initialRoom={initialRoom} onChanged={onChanged} />,
  );
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Choose Widespread Faucet' }));
  const rooms = await screen.findByRole('group', { name: 'Existing Room' });
  return { user, rooms, onChanged };
}

const qty = (rooms: HTMLElement, name: string) => within(rooms).getByRole('textbox', { name: `QTY for ${name}` });

describe('Assign Spec → Select Room', () => {
  it('shows, in unchecked rooms, the quantity the spec already has there, or 1', async () => {
    placements();
    const { rooms } = await chooseFaucet();
    expect(api.sent().find((c) => c.url.includes('filter'))?.url).toBe(`${BASE}/specs?filter%5Bspec.id%5D=42&showPagination=false`);
    expect(qty(rooms, 'Kitchen')).toHaveValue('1');
    expect(qty(rooms, 'Bath')).toHaveValue('4');
    expect(qty(rooms, 'Laundry')).toHaveValue('2');
    for (const name of ['Kitchen', 'Bath', 'Laundry']) expect(qty(rooms, name)).toBeDisabled();
  });

  it('starts a checked room from its existing quantity and sends what the user settles on', async () => {
    placements();
    api.handlers.push((url, init) => (init.method === 'POST' && url.pathname === `${BASE}/specs` ? jsonResponse(201, { data: [] }) : undefined));
    const { user, rooms, onChanged } = await chooseFaucet(3);
    expect(within(rooms).getByRole('checkbox', { name: 'Laundry' })).toBeChecked();
    expect(qty(rooms, 'Laundry')).toHaveValue('2');
    await user.click(within(rooms).getByRole('checkbox', { name: 'Bath' }));
    expect(qty(rooms, 'Bath')).toHaveValue('4');
    await user.clear(qty(rooms, 'Bath'));
    await user.type(qty(rooms, 'Bath'), '6');
    await user.click(screen.getByRole('button', { name: 'Add to Specbook' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.sent().find((c) => c.method === 'POST')?.body).toEqual({
      createSpecSpecbookRequest: {
        SpecSpecbook: [
          { spec: { id: 42 }, category: { id: 2 }, quantity: 6 },
          { spec: { id: 42 }, category: { id: 3 }, quantity: 2 },
        ],
      },
    });
  });

  it('falls back to 1 everywhere when the quantities cannot be read', async () => {
    api.handlers.push((url) => (url.searchParams.has('filter[spec.id]') ? jsonResponse(500, { message: 'boom' }) : undefined));
    const { rooms } = await chooseFaucet();
    for (const name of ['Kitchen', 'Bath', 'Laundry']) expect(qty(rooms, name)).toHaveValue('1');
  });
});

describe('adding several specs in a row', () => {
  it('comes back to the search after each spec with "N added", keeps the room preselected, and Done closes', async () => {
    api.handlers.push((url, init) => (init.method === 'POST' && url.pathname === `${BASE}/specs` ? jsonResponse(201, { data: [] }) : undefined));
    const onClose = vi.fn();
    const onChanged = vi.fn();
    renderWithProviders(<AssignSpecModal opened onClose={onClose} userId={7} specbookId={1} rooms={ROOMS} initialRoom={3} onChanged={onChanged} />);
    const user = userEvent.setup();
    const search = await screen.findByRole('textbox', { name: 'Search specs' });
    await user.type(search, 'faucet');

    for (const count of [1, 2]) {
      await user.click(await screen.findByRole('button', { name: 'Choose Widespread Faucet' }));
      const rooms = await screen.findByRole('group', { name: 'Existing Room' });
      // The room the seller came from (Laundry) is preselected every time.
      expect(within(rooms).getByRole('checkbox', { name: 'Laundry' })).toBeChecked();
      await user.click(screen.getByRole('button', { name: 'Add to Specbook' }));
      // Back at the search, still open, with the term kept and the running count.
      expect(await screen.findByRole('status')).toHaveTextContent(`${count} added`);
      expect(screen.getByRole('dialog', { name: 'Assign Spec' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Search specs' })).toHaveValue('faucet');
    }
    expect(api.sent().filter((c) => c.method === 'POST')).toHaveLength(2);
    expect(onChanged).toHaveBeenCalledTimes(2);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
