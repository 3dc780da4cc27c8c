import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { resetStubs } from '#client/test/stub-fetch';
import { BrandsPage } from './brands-page';

const mfr = (id: number, name: string, specCount: number, global = true) => ({ id, name, global, userId: global ? null : 7, url: `https://${id}.example`, source: null, logo: null, active: true, enabled: true, sellInMarketplace: false, specCount });
const page = (rows: unknown[], next: string | null = null) => jsonResponse(200, { data: rows, _pagination: { base: '/api', currentPage: null, perPage: 50, total: null, lastPage: null, next, prev: null, path: '' } });

let urls: string[];
let patched: unknown;
beforeEach(() => {
  urls = [];
  patched = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      urls.push(input);
      if (init.method === 'PATCH') {
        patched = JSON.parse(String(init.body));
        return jsonResponse(200, { data: mfr(9, 'Lakeside Works', 1, false) });
      }
      const url = new URL(input, 'http://x');
      if (url.searchParams.get('search') === 'lake') return page([mfr(9, 'Lakeside Originals', 1, false)]);
      if (url.searchParams.get('cursor') === 'c2') return page([mfr(3, 'Northlight Lighting', 4)]);
      return page([mfr(1, 'Aquaterra', 12), mfr(9, 'Lakeside Originals', 1, false)], '/api/v4/user/7/manufacturer?perPage=50&links=true&cursor=c2');
    }),
  );
});
afterEach(resetStubs);

describe('BrandsPage', () => {
  it('lists brands with their product counts, marks the account’s own and links to the Matrix page', async () => {
    renderWithProviders(<BrandsPage userId={7} />);
    const table = await screen.findByRole('table', { name: 'Brands' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['BrandProductsSourceWebsite', 'Aquaterra12Global1.example', 'Lakeside Originals1Yours9.example']);
    expect(within(rows[2]!).getByLabelText('Your manufacturer')).toBeInTheDocument();
    expect(within(rows[1]!).queryByLabelText('Your manufacturer')).toBeNull();
    expect(within(table).getByRole('link', { name: 'Aquaterra' })).toHaveAttribute('href', '/v4/matrix?search=Aquaterra');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByRole('link', { name: 'Northlight Lighting' })).toBeInTheDocument();
  });

  it('searches by name prefix', async () => {
    renderWithProviders(<BrandsPage userId={7} />);
    await screen.findByRole('table', { name: 'Brands' });
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'Search brands' }), 'lake');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Aquaterra' })).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Lakeside Originals' })).toHaveAttribute('href', '/v4/matrix?search=Lakeside%20Originals');
    expect(urls.some((u) => u.includes('search=lake'))).toBe(true);
  });
});

describe('editing the account’s own brand (manufacturer form)', () => {
  it('checks the name and URL rules, then saves', async () => {
    renderWithProviders(<BrandsPage userId={7} />);
    const table = await screen.findByRole('table', { name: 'Brands' });
    expect(within(table).queryByRole('button', { name: 'Edit Aquaterra' })).toBeNull();
    const user = userEvent.setup();
    await user.click(within(table).getByRole('button', { name: 'Edit Lakeside Originals' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Manufacturer' });
    const name = within(dialog).getByRole('textbox', { name: /Manufacturer Name/ });
    await user.clear(name);
    await user.type(name, 'A much too long manufacturer name');
    await user.clear(within(dialog).getByRole('textbox', { name: /URL/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /URL/ }), 'lakeside.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Manufacturer name cannot exceed 25 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('URL must begin with http:// or https://')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'Lakeside Works');
    await user.clear(within(dialog).getByRole('textbox', { name: /URL/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /URL/ }), 'https://lakeside.example');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Manufacturer Updated.')).toBeInTheDocument();
    expect(patched).toEqual({ createManufacturerRequest: { Manufacturer: { name: 'Lakeside Works', url: 'https://lakeside.example' } } });
  }, 30_000);
});
