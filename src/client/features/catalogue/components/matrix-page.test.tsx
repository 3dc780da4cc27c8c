import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TCatalogueFacets, TCatalogueSpec } from '#shared/schemas/catalogue';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { resetStubs, stubFetch } from '#client/test/stub-fetch';
import { filterQuery } from '../lib/matrix-filters';
import { MatrixPage } from './matrix-page';
import { MESSAGES } from '#shared/lib/messages';

function spec(id: number, modelNumber: string, overrides: Partial<TCatalogueSpec> = {}): TCatalogueSpec {
  return {
    id,
    specID: id,
    name: `Vessel Faucet ${id}`,
    description: null,
    modelNumber,
    model: modelNumber,
    modelNormalized: modelNumber.replace(/-/g, '').toLowerCase(),
    baseModel: null,
    manufacturerID: 1,
    manufacturerName: 'Aquaterra',
    manufacturer: { id: 1, name: 'Aquaterra' },
    finishName: 'Brushed Nickel',
    styleName: null,
    installationName: null,
    materialName: null,
    collectionName: 'Linea',
    categoryName: 'Bath',
    imageName: null,
    upc: null,
    price: { list: '389.00' },
    global: true,
    archived: false,
    updatedAt: '2026-01-01T00:00:00.000Z',
    overstock: false,
    inventory: { overstock: false },
    ...overrides,
  };
}

const FACETS: TCatalogueFacets = {
  manufacturer: [{ value: '1', label: 'Aquaterra', count: 2 }],
  finish: [
    { value: 'Brushed Nickel', label: 'Brushed Nickel', count: 1 },
    { value: 'Matte Black', label: 'Matte Black', count: 1 },
  ],
  collection: [{ value: 'Linea', label: 'Linea', count: 2 }],
  category: [{ value: 'Bath', label: 'Bath', count: 2 }],
  price: [{ value: '250-500', label: '$250 – $500', gte: 250, lt: 500, count: 2 }],
  sampled: false,
  sampleSize: 1000,
};

/** Answers GET {u}/specs: page 1 has AQ-4512-BN (and a next cursor), page 2 AQ-4512-MB; a finish filter keeps only matching rows. */
function catalogueHandler(url: URL) {
  if (url.pathname !== '/api/v4/user/7/specs') return undefined;
  const finish = url.searchParams.get('filter[finish]');
  const rows = [spec(1, 'AQ-4512-BN'), spec(2, 'AQ-4512-MB', { finishName: 'Matte Black', inSpecbook: true })];
  if (finish) {
    const kept = rows.filter((r) => r.finishName === finish);
    return jsonResponse(200, { data: kept, _pagination: { next: null }, count: kept.length, facets: FACETS });
  }
  const second = url.searchParams.get('cursor') === 'c2';
  return jsonResponse(200, {
    data: second ? rows.slice(1) : rows.slice(0, 1),
    _pagination: { next: second ? null : '/api/v4/user/7/specs?cursor=c2' },
    count: 2,
    facets: FACETS,
  });
}

afterEach(resetStubs);

describe('MatrixPage', () => {
  it('searches as the user types, shows counts, the image fallback and loads the next cursor page', async () => {
    const api = stubFetch([catalogueHandler]);
    const onSearchChange = vi.fn();
    renderWithProviders(<MatrixPage userId={7} initialSearch="" onSearchChange={onSearchChange} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Search the catalogue' }), 'aq4512');
    await waitFor(() => expect(onSearchChange).toHaveBeenCalledWith('aq4512'));
    const table = await screen.findByRole('table', { name: 'Catalogue results' });
    expect(await within(table).findByText('AQ-4512-BN')).toBeInTheDocument();
    expect(screen.getByText('2 results')).toBeInTheDocument();
    expect(within(table).getAllByText(MESSAGES.productImageFallback)).toHaveLength(1);
    expect(api.sent().some((r) => r.query.get('search') === 'aq4512' && r.query.get('cursor') === '')).toBe(true);
    // No specbook: browse only.
    expect(within(table).queryByRole('button', { name: /^Add/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('AQ-4512-MB')).toBeInTheDocument();
    expect(api.sent().some((r) => r.query.get('cursor') === 'c2')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by a facet value with its count and clears the filters', async () => {
    const api = stubFetch([catalogueHandler]);
    renderWithProviders(<MatrixPage userId={7} initialSearch="faucet" />);
    const matte = await screen.findByRole('checkbox', { name: 'Finish: Matte Black' });
    expect(within(matte.closest('.mantine-Checkbox-root') as HTMLElement).getByText('1')).toBeInTheDocument();
    await userEvent.click(matte);
    await waitFor(() => expect(api.sent().some((r) => r.query.get('filter[finish]') === 'Matte Black')).toBe(true));
    expect(await screen.findByText('1 result')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear all (1)' }));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Finish: Matte Black' })).not.toBeChecked());
  });

  it('with a specbook, adds a row by its button or by Enter, and moves between rows with the arrow keys', async () => {
    stubFetch([catalogueHandler]);
    const onAdd = vi.fn();
    renderWithProviders(<MatrixPage userId={7} specbookId={5} initialSearch="" onAdd={onAdd} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add Vessel Faucet 1 AQ-4512-BN to specbook' }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const rows = await screen.findAllByRole('row', { name: /Vessel Faucet/ });
    expect(rows).toHaveLength(2);
    rows[0]!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAdd).toHaveBeenLastCalledWith(expect.objectContaining({ id: 2 }));
    expect(within(rows[1]!).getByText('In specbook')).toBeInTheDocument();
    await userEvent.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Search the catalogue' })).toHaveFocus();
  });

  it('shows the actions the app composes in on every result, without a specbook too', async () => {
    stubFetch([catalogueHandler]);
    const onSellers = vi.fn();
    renderWithProviders(
      <MatrixPage userId={7} initialSearch="" renderActions={(s) => <button type="button" onClick={() => onSellers(s)}>{`Sellers of ${s.name}`}</button>} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Sellers of Vessel Faucet 1' }));
    expect(onSellers).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(screen.queryByRole('button', { name: /to specbook$/ })).toBeNull();
  });

  it('says so when nothing matches', async () => {
    stubFetch([(url) => (url.pathname === '/api/v4/user/7/specs' ? jsonResponse(200, { data: [], _pagination: { next: null }, count: 0, facets: { ...FACETS, manufacturer: [], finish: [], collection: [], category: [], price: [] } }) : undefined)]);
    renderWithProviders(<MatrixPage userId={7} initialSearch="zzz" />);
    expect(await screen.findByText('No results found')).toBeInTheDocument();
  });
});

describe('filterQuery', () => {
  it('sends one value plainly, several with in, and price ranges as gte/lt', () => {
    expect(filterQuery({ finish: ['Matte Black'], manufacturer: ['1', '2'], price: ['100-250', '250-500'] })).toEqual({
      'filter[finish]': 'Matte Black',
      'filter[manufacturer][in][]': ['1', '2'],
      'filter[price][gte]': '100',
      'filter[price][lt]': '500',
    });
    expect(filterQuery({ price: ['1000-'], collection: [] })).toEqual({ 'filter[price][gte]': '1000' });
  });
});
