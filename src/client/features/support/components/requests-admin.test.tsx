import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDataRequest, TSupportRequest } from '#shared/schemas/support';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { RequestsAdmin } from './requests-admin';

const who = { userId: 7, accountId: 3, accountName: 'Lakeside Bath & Kitchen', userEmail: 'seller@specfolio.test', createdAt: '2026-11-23T10:00:00.000Z', updatedAt: '2026-11-23T10:00:00.000Z' };
const supportRow: TSupportRequest = { id: 4, name: 'Sam Seller', emailAddress: 'sam@x.test', phoneNumber: null, userMessage: 'Labels print blank', status: 'open', ...who };
const dataRow: TDataRequest = {
  id: 9,
  manufacturerID: 2,
  manufacturerName: 'Northlight Lighting',
  productModel: 'NL-2290-WH',
  contactEmail: 'sam@x.test',
  requestNotes: 'Need the IES file',
  requestDetails: { productImage: false, upc: true, priceUpdate: false, specificationSheet: true, installationSheet: false, warrantySheet: false },
  status: 'open',
  ...who,
};
const page = (rows: unknown[]) => ({
  data: rows,
  _pagination: { base: '/api', currentPage: 1, perPage: 20, total: rows.length, lastPage: 1, next: null, prev: null, path: '' },
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn((url: string, init?: RequestInit) => {
    if (init?.method === 'PATCH') return Promise.resolve(jsonResponse(200, { data: { ...dataRow, status: 'closed' } }));
    return Promise.resolve(jsonResponse(200, page(String(url).includes('data-request') ? [dataRow] : [supportRow])));
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const calls = () => fetchMock.mock.calls.map(([url, init]) => ({ url: new URL(String(url), 'http://x'), init: init as RequestInit | undefined }));

describe('RequestsAdmin', () => {
  it('lists open support requests first, then Data Fetch requests, and saves a status change', async () => {
    renderWithProviders(<RequestsAdmin userId={1} />);
    const ui = userEvent.setup();
    expect(await screen.findByRole('cell', { name: 'Labels print blank' })).toBeInTheDocument();
    expect(calls()[0]!.url.pathname).toBe('/api/v4/user/1/support-request');
    expect(calls()[0]!.url.searchParams.get('status')).toBe('open');

    await ui.click(screen.getByRole('tab', { name: 'Data Fetch Requests' }));
    const row = (await screen.findByText('NL-2290-WH')).closest('tr')!;
    expect(within(row).getByText('UPC')).toBeInTheDocument();
    expect(within(row).getByText('Specification Sheet')).toBeInTheDocument();
    expect(within(row).queryByText('Image')).not.toBeInTheDocument();

    await ui.click(within(row).getByLabelText('Status of data request 9'));
    await ui.click(await screen.findByRole('option', { name: 'Closed' }));
    await waitFor(() => expect(calls().some((c) => c.init?.method === 'PATCH')).toBe(true));
    const patch = calls().find((c) => c.init?.method === 'PATCH')!;
    expect(patch.url.pathname).toBe('/api/v4/user/1/data-request/9');
    expect(JSON.parse(String(patch.init!.body))).toEqual({ updateDataRequestRequest: { DataRequest: { status: 'closed' } } });
  });

  it('asks for every status with All', async () => {
    renderWithProviders(<RequestsAdmin userId={1} />);
    await screen.findByRole('cell', { name: 'Labels print blank' });
    await userEvent.click(screen.getByText('All'));
    await waitFor(() => expect(calls().some((c) => !c.url.searchParams.has('status'))).toBe(true));
  });
});
