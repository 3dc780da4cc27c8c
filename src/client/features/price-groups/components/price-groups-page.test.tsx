import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ERP_MESSAGES } from '#shared/lib/erp';
import { PRICE_GROUP_MESSAGES as M } from '#shared/lib/price-group-messages';
import type { TPriceGroup, TPriceGroupManufacturer } from '#shared/schemas/price-group';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { PriceGroupsPage } from './price-groups-page';

const BASE = '/api/v4/user/7/pricegroup';
const T = '2024-05-01T12:00:00.000Z';
const pagination = { base: '/api', currentPage: null, perPage: 100, total: null, lastPage: null, next: null, prev: null, path: BASE };

function group(id: number, name: string, specbookCount = 0): TPriceGroup {
  return { id, name, types: 'custom' as const, erpPriceClassId: null, erpRefreshedAt: null, userId: 7, multiplier: '0.8000', profit: '35.00', specbookCount, createdAt: T, updatedAt: T };
}
function entry(manufacturerId: number, name: string, custom = false): TPriceGroupManufacturer {
  return {
    id: custom ? 50 : null, manufacturerPriceGroupId: 1, priceGroup: { id: 1 }, manufacturer: { id: manufacturerId, name },
    base: 'list', multiplier: custom ? '0.7000' : '0.8000', profit: '35.00', custom, createdAt: null, updatedAt: null,
  };
}

/** The group list, keeping what is created. */
function groupsApi(rows: TPriceGroup[]): THandler {
  return (url, init) => {
    if (url.pathname !== BASE) return undefined;
    if (init.method !== 'POST') return jsonResponse(200, { data: rows, _pagination: pagination });
    const body = JSON.parse(String(init.body)).createPriceGroupRequest.PriceGroup as { name: string };
    const created = group(rows.length + 1, body.name);
    rows.push(created);
    return jsonResponse(201, { data: created });
  };
}

afterEach(resetStubs);

describe('PriceGroupsPage', () => {
  it('shows the empty state, creates a group with the createPriceGroupRequest envelope and checks the rules first', async () => {
    const api = stubFetch([groupsApi([]), on('GET', `${BASE}/1/manufacturers`, 200, { data: [entry(3, 'Kohler')], _pagination: pagination })]);
    renderWithProviders(<PriceGroupsPage userId={7} />);
    expect(await screen.findByText('No price groups yet')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New price group' }));
    const dialog = await screen.findByRole('dialog', { name: 'New price group' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(M.nameRequired)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Trade');
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(M.created)).toBeInTheDocument();
    expect(api.sent().find((r) => r.method === 'POST')!.body).toEqual({ createPriceGroupRequest: { PriceGroup: { name: 'Trade', multiplier: '1', profit: null } } });
    expect(await screen.findByRole('table', { name: 'Manufacturers of Trade' })).toBeInTheDocument();
    expect(await screen.findByText('Kohler')).toBeInTheDocument();
  });

  it('gives a manufacturer its own multiplier', async () => {
    const api = stubFetch([
      groupsApi([group(1, 'Trade')]),
      on('GET', `${BASE}/1/manufacturers`, 200, { data: [entry(3, 'Kohler')], _pagination: pagination }),
      on('PATCH', `${BASE}/1/manufacturers/3`, 200, { data: entry(3, 'Kohler', true) }),
    ]);
    renderWithProviders(<PriceGroupsPage userId={7} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Kohler' }));
    const multiplier = screen.getByRole('textbox', { name: 'Multiplier for Kohler' });
    await user.clear(multiplier);
    await user.type(multiplier, '0.7');
    await user.click(screen.getByRole('button', { name: 'Save Kohler' }));
    await waitFor(() => expect(api.sent().some((r) => r.method === 'PATCH')).toBe(true));
    expect(api.sent().find((r) => r.method === 'PATCH')!.body).toEqual({
      updatePriceGroupManufacturerRequest: { PriceGroupManufacturer: { base: 'list', multiplier: '0.7', profit: '35' } },
    });
  });

  it('asks again with the server’s question before deleting a group in use', async () => {
    const api = stubFetch([
      groupsApi([group(1, 'Trade', 2)]),
      on('GET', `${BASE}/1/manufacturers`, 200, { data: [], _pagination: pagination }),
      (url, init) =>
        init.method === 'DELETE' && url.pathname === `${BASE}/1`
          ? url.searchParams.get('forceDelete') === 'true'
            ? new Response(null, { status: 204 })
            : jsonResponse(412, { message: M.deleteConfirm(2) })
          : undefined,
    ]);
    renderWithProviders(<PriceGroupsPage userId={7} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Trade' }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.deleteConfirm(2))).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(M.deleted)).toBeInTheDocument();
    expect(api.sent().filter((r) => r.method === 'DELETE').map((r) => r.query.get('forceDelete'))).toEqual([null, 'true']);
  });

  it('shows an ERP group read-only with its badge, and offers no refresh without a connection', async () => {
    const erp = { ...group(2, 'ERP RETAIL'), types: 'erp' as const, erpPriceClassId: 'RETAIL', erpRefreshedAt: T };
    stubFetch([
      groupsApi([erp, group(1, 'Trade')]),
      on('GET', `${BASE}/2/manufacturers`, 200, { data: [{ ...entry(3, 'Kohler', true), priceGroup: { id: 2 } }], _pagination: pagination }),
    ]);
    renderWithProviders(<PriceGroupsPage userId={7} />);
    expect(await screen.findByText('Kohler')).toBeInTheDocument();
    expect(screen.getByText('ERP')).toBeInTheDocument();
    expect(screen.getByText('From ERP')).toBeInTheDocument();
    expect(screen.getByText(/Read from the ERP price class RETAIL/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit ERP RETAIL' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete ERP RETAIL' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Kohler' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Edit Trade' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refresh from ERP' })).toBeNull();
  });

  it('refreshes from the ERP when connected: starts the job, follows it, shows the outcome', async () => {
    const polls: string[] = [];
    const api = stubFetch([
      groupsApi([group(1, 'Trade')]),
      on('GET', `${BASE}/1/manufacturers`, 200, { data: [], _pagination: pagination }),
      on('GET', '/api/v4/user/7/account/erp', 200, { data: { baseUrl: 'http://erp.example.test', hasKey: true, lastTest: null } }),
      on('POST', '/api/v4/user/7/erp/price-groups/refresh', 202, { data: { id: 5, kind: 'price_groups', status: 'queued', result: null, message: null, createdAt: T, updatedAt: T } }),
      (url) => {
        if (url.pathname !== '/api/v4/user/7/erp/jobs/5') return undefined;
        polls.push(url.pathname);
        const status = polls.length < 2 ? 'running' : 'failed';
        return jsonResponse(200, { data: { id: 5, kind: 'price_groups', status, result: null, message: status === 'failed' ? ERP_MESSAGES.unauthorized : null, createdAt: T, updatedAt: T } });
      },
    ]);
    renderWithProviders(<PriceGroupsPage userId={7} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Refresh from ERP' }));
    expect(await screen.findByText(ERP_MESSAGES.unauthorized, undefined, { timeout: 4000 })).toBeInTheDocument();
    expect(polls).toHaveLength(2);
    expect(api.sent().filter((r) => r.method === 'POST').map((r) => r.path)).toEqual(['/api/v4/user/7/erp/price-groups/refresh']);
  });
});
