import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES as M } from '#shared/lib/inventory';
import { SELLER_MESSAGES as SM } from '#shared/lib/sellers';
import type { TInventoryItem } from '#shared/schemas/inventory';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { InventoryPage } from './inventory-page';

const LIST = '/api/v4/user/7/inventory';

afterEach(resetStubs);

const TUB: TInventoryItem = {
  id: 31,
  spec: { id: 5, name: 'Soaking Tub', modelNumber: 'AQ-3300-WH', manufacturerName: 'Aquaterra', imageUrl: null },
  quantity: 3,
  status: 'overstock',
  location: 'Bay 2',
  price: '1650.00',
  leadTime: '1-3 days',
  updatedAt: '2026-01-01T00:00:00.000Z',
  importId: null,
  listed: false,
};

const page = (list: TInventoryItem[]) => ({ data: list, _pagination: { currentPage: 1, perPage: 24, total: list.length, lastPage: 1, next: null, prev: null } });

describe('InventoryPage', () => {
  it('says the inventory center is not enabled when the API answers 403, without an error toast', async () => {
    stubFetch([on('GET', LIST, 403, { message: M.notEnabled })]);
    renderWithProviders(<InventoryPage userId={7} canSell={false} />, { route: '/v4/inventory' });
    expect(await screen.findByText(M.notEnabled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import CSV' })).not.toBeInTheDocument();
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
  });

  it('saves a quantity on Enter with a toast, and shows the error in place for a bad one without saving', async () => {
    let item = TUB;
    const list: THandler = (url, init) => ((init.method ?? 'GET') === 'GET' && url.pathname === LIST ? jsonResponse(200, page([item])) : undefined);
    const patch: THandler = (url, init) => {
      if (init.method !== 'PATCH' || url.pathname !== `${LIST}/31`) return undefined;
      const changes = (JSON.parse(String(init.body)) as { updateInventoryItemRequest: { InventoryItem: Partial<TInventoryItem> } }).updateInventoryItemRequest.InventoryItem;
      item = { ...item, ...changes };
      return jsonResponse(200, { data: item });
    };
    const fetch = stubFetch([list, patch]);
    renderWithProviders(<InventoryPage userId={7} canSell={false} />, { route: '/v4/inventory' });
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of Soaking Tub' });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12{Enter}');
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Quantity of Soaking Tub' })).toHaveValue('12'));
    expect(fetch.sent().filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ updateInventoryItemRequest: { InventoryItem: { quantity: 12 } } }]);

    const again = screen.getByRole('textbox', { name: 'Quantity of Soaking Tub' });
    await userEvent.clear(again);
    await userEvent.type(again, '-1{Enter}');
    expect(await screen.findByText(SM.quantityInvalid)).toBeInTheDocument();
    expect(fetch.sent().filter((c) => c.method === 'PATCH')).toHaveLength(1);
  });

  it('searches after a pause and says when nothing matches', async () => {
    const fetch = stubFetch([(url, init) => ((init.method ?? 'GET') === 'GET' && url.pathname === LIST ? jsonResponse(200, page(url.searchParams.get('search') ? [] : [TUB])) : undefined)]);
    renderWithProviders(<InventoryPage userId={7} canSell={false} />, { route: '/v4/inventory' });
    await screen.findByRole('textbox', { name: 'Quantity of Soaking Tub' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search inventory' }), 'zz');
    expect(await screen.findByText(M.noMatches, {}, { timeout: 2000 })).toBeInTheDocument();
    expect(fetch.sent().some((c) => c.query.get('search') === 'zz')).toBe(true);
  });

  it('shows no Specmarket switch without the marketplace seller role', async () => {
    stubFetch([on('GET', LIST, 200, page([TUB]))]);
    renderWithProviders(<InventoryPage userId={7} canSell={false} />, { route: '/v4/inventory' });
    await screen.findByRole('textbox', { name: 'Quantity of Soaking Tub' });
    expect(screen.getByRole('combobox', { name: 'Status filter' })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Specmarket filter' })).not.toBeInTheDocument();
  });

  it("lists a row on the Specmarket with the role, and shows the server's refusal under the switch", async () => {
    let item = TUB;
    let refuse = false;
    const list: THandler = (url, init) => ((init.method ?? 'GET') === 'GET' && url.pathname === LIST ? jsonResponse(200, page([item])) : undefined);
    const patch: THandler = (url, init) => {
      if (init.method !== 'PATCH' || url.pathname !== `${LIST}/31`) return undefined;
      const message = M.brandNotSold('Aquaterra');
      if (refuse) return jsonResponse(422, { message, errors: [{ field: 'listed', message }] });
      item = { ...item, listed: !item.listed };
      return jsonResponse(200, { data: item });
    };
    const fetch = stubFetch([list, patch]);
    renderWithProviders(<InventoryPage userId={7} canSell />, { route: '/v4/inventory' });
    const listed = await screen.findByRole('switch', { name: `${M.listedLabel}: Soaking Tub AQ-3300-WH` });
    expect(listed).not.toBeChecked();
    await userEvent.click(listed);
    expect(await screen.findByText(M.listed)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: `${M.listedLabel}: Soaking Tub AQ-3300-WH` })).toBeChecked());
    expect(fetch.sent().filter((c) => c.method === 'PATCH').map((c) => c.body)).toEqual([{ updateInventoryItemRequest: { InventoryItem: { listed: true } } }]);

    refuse = true;
    await userEvent.click(screen.getByRole('switch', { name: `${M.listedLabel}: Soaking Tub AQ-3300-WH` }));
    expect(await screen.findByText(M.brandNotSold('Aquaterra'))).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: `${M.listedLabel}: Soaking Tub AQ-3300-WH` })).toBeChecked();
  });
});
