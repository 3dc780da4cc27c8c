import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CUSTOMER_TYPES } from '#shared/lib/customer-messages';
import type { TCustomer } from '#shared/schemas/customer';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { jsonResponse } from '#client/test/render';
import { CustomerCenter } from './customer-center';

const BASE = '/api/v4/user/7/customer';

function customer(id: number, name: string, extra: Partial<TCustomer> = {}): TCustomer {
  return {
    id,
    customerId: id,
    userId: 7,
    name,
    customerName: name,
    firstName: null,
    customerFirstName: null,
    lastName: null,
    customerLastName: null,
    companyName: `${name} LLC`,
    customerCompany: `${name} LLC`,
    customerNumber: `C-${id}`,
    number: `C-${id}`,
    erpCustomerId: null,
    type: 'architect',
    customerType: 'architect',
    origin: null,
    customerOrigin: null,
    priceGroup: null,
    customerGroupPricing: null,
    paymentTerms: null,
    phone: '312-555-0100',
    phoneNumber: '312-555-0100',
    customerPhone: '312-555-0100',
    faxNumber: null,
    email: `${id}@example.test`,
    emailAddress: `${id}@example.test`,
    customerEmail: `${id}@example.test`,
    notes: null,
    customerCode: null,
    linkedSpecbooksUser: null,
    extra: { resaleCertificate: null },
    billingAddress: null,
    shippingAddress: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...extra,
  };
}

function page(rows: TCustomer[], total = rows.length, lastPage = 1, currentPage = 1) {
  return { data: rows, _pagination: { currentPage, perPage: 24, total, lastPage, next: null, prev: null }, meta: {} };
}

/** Answers the list by the search and type sent. */
const listHandler: THandler = (url, init) => {
  if ((init.method ?? 'GET') !== 'GET' || url.pathname !== BASE) return undefined;
  const search = url.searchParams.get('search');
  const type = url.searchParams.get('filter[type]');
  if (search === 'zzz') return jsonResponse(200, page([]));
  if (type === 'builder') return jsonResponse(200, page([customer(3, 'Alder Builders', { type: 'builder' })]));
  if (search === 'birch') return jsonResponse(200, page([customer(2, 'Birch Architects')]));
  if (url.searchParams.get('page') === '2') return jsonResponse(200, page([customer(30, 'Zed Homes')], 25, 2, 2));
  return jsonResponse(200, page([customer(1, 'Ellen Johnson'), customer(2, 'Birch Architects')], 25, 2));
};

const reference = [on('GET', `${BASE}/types`, 200, { data: CUSTOMER_TYPES })];

afterEach(resetStubs);

describe('CustomerCenter', () => {
  it('lists customers with their company and type, and a total', async () => {
    stubFetch([listHandler, ...reference]);
    renderWithProviders(<CustomerCenter userId={7} />);
    const table = await screen.findByRole('table', { name: 'Customers' });
    expect(within(table).getByRole('button', { name: 'Ellen Johnson' })).toBeInTheDocument();
    expect(within(table).getAllByText('Architect').length).toBeGreaterThan(0);
    expect(screen.getByText('25 customers')).toBeInTheDocument();
  });

  it('searches (debounced) and filters by type through the query string', async () => {
    const api = stubFetch([listHandler, ...reference]);
    renderWithProviders(<CustomerCenter userId={7} />);
    await screen.findByRole('button', { name: 'Ellen Johnson' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search customers' }), 'birch');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ellen Johnson' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Birch Architects' })).toBeInTheDocument();
    expect(api.sent().some((r) => r.path === BASE && r.query.get('search') === 'birch')).toBe(true);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Search customers' }));
    await userEvent.click(screen.getAllByLabelText('Customer type').find((el) => el.tagName === 'INPUT')!);
    await userEvent.click(await screen.findByRole('option', { name: 'Contractor' }));
    expect(await screen.findByRole('button', { name: 'Alder Builders' })).toBeInTheDocument();
    expect(api.sent().some((r) => r.query.get('filter[type]') === 'builder')).toBe(true);
  });

  it('pages through the list', async () => {
    const api = stubFetch([listHandler, ...reference]);
    renderWithProviders(<CustomerCenter userId={7} />);
    await screen.findByRole('button', { name: 'Ellen Johnson' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Zed Homes' })).toBeInTheDocument();
    expect(api.sent().some((r) => r.query.get('page') === '2')).toBe(true);
  });

  it('sorts by a column header, toggling the direction', async () => {
    const api = stubFetch([listHandler, ...reference]);
    renderWithProviders(<CustomerCenter userId={7} />);
    await screen.findByRole('button', { name: 'Ellen Johnson' });
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Company' }));
    await waitFor(() => expect(api.sent().some((r) => r.query.get('sort[asc]') === 'companyName')).toBe(true));
    expect(screen.getByRole('columnheader', { name: 'Company' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(api.sent().some((r) => r.query.get('sort[desc]') === 'name')).toBe(true));
  });

  it('shows an empty state for a search without results, and for no customers at all', async () => {
    stubFetch([listHandler, ...reference]);
    renderWithProviders(<CustomerCenter userId={7} />);
    await screen.findByRole('button', { name: 'Ellen Johnson' });
    await userEvent.type(screen.getByRole('textbox', { name: 'Search customers' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
  });

  it('offers Add customer in the empty state of a new account', async () => {
    stubFetch([on('GET', BASE, 200, page([])), ...reference]);
    renderWithProviders(<CustomerCenter userId={7} />);
    expect(await screen.findByRole('heading', { name: 'No customers yet' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add customer' })).toHaveLength(2);
  });
});
