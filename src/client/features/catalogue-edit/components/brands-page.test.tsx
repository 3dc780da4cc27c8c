import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { BrandsPage } from './brands-page';

const mfr = (id: number, name: string, specCount: number, global = true) => ({ id, name, global, userId: global ? null : 7, url: `https://${id}.example`, source: null, logo: null, active: true, enabled: true, sellInMarketplace: false, specCount });
const page = (rows: unknown[], next: string | null = null) => jsonResponse(200, { data: rows, _pagination: { base: '/api', currentPage: null, perPage: 50, total: null, lastPage: null, next, prev: null, path: '' } });

let urls: string[];
beforeEach(() => {
  urls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      urls.push(input);
      const url = new URL(input, 'http://x');
      if (url.searchParams.get('search') === 'lake') return page([mfr(9, 'Lakeside Originals', 1, false)]);
      if (url.searchParams.get('cursor') === 'c2') return page([mfr(3, 'Northlight Lighting', 4)]);
      return page([mfr(1, 'Aquaterra', 12), mfr(9, 'Lakeside Originals', 1, false)], '/api/v4/user/7/manufacturer?perPage=50&links=true&cursor=c2');
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

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
