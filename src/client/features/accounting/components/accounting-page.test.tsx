import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TInvoiceDetail } from '#shared/schemas/invoice';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch, type THandler } from '#client/test/stub-fetch';
import { AccountingPage } from './accounting-page';

const LIST = '/api/v4/user/7/invoices';

afterEach(resetStubs);

function invoice(id: number, number: string, status: TInvoiceDetail['status'], specbook: { id: number; name: string }): TInvoiceDetail {
  return {
    id,
    number,
    status,
    due: '2025-03-09',
    subtotal: '1000.00',
    tax: '100.00',
    total: '1100.00',
    paid: status === 'paid' ? '1100.00' : '0.00',
    balance: status === 'paid' ? '0.00' : '1100.00',
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:00:00.000Z',
    updateAt: '2025-03-01T10:00:00.000Z',
    tags: [],
    shipping: '0.00',
    fee: '0.00',
    refunded: '0.00',
    taxRate: '10.00',
    taxPercent: '9.09%',
    voidedAt: status === 'voided' ? '2025-03-02T10:00:00.000Z' : null,
    customer: { id: 3, name: 'Ellen Johnson', email: 'ellen@example.com' },
    specbook: { ...specbook },
    items: 1,
  };
}

const PAID = invoice(1, 'INV-1001', 'paid', { id: 41, name: 'Johnson Master Bath' });
const VOIDED = invoice(4, 'INV-1004', 'voided', { id: 42, name: 'Oak Street Kitchen' });

function page(list: TInvoiceDetail[], total = list.length, lastPage = 1) {
  return { data: list, _pagination: { currentPage: 1, perPage: 24, total, lastPage, next: null, prev: null }, meta: { current_page: 1, last_page: lastPage, per_page: 24, total } };
}

/** Answers the list by its status filter: voided → only the voided invoice. */
const byStatus: THandler = (url, init) => {
  if ((init.method ?? 'GET') !== 'GET' || url.pathname !== LIST) return undefined;
  return jsonResponse(200, url.searchParams.get('status') === 'voided' ? page([VOIDED]) : page([PAID, VOIDED]));
};

describe('AccountingPage', () => {
  it('lists the invoices of every specbook with their specbook link, customer, status, due date and amounts', async () => {
    const fetch = stubFetch([byStatus]);
    renderWithProviders(<AccountingPage userId={7} />, { route: '/v4/accounting' });
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('INV-1001')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Johnson Master Bath' })).toHaveAttribute('href', '/v4/specbooks/manage/41');
    expect(within(rows[0]!).getByText('Ellen Johnson')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('March 9, 2025')).toBeInTheDocument();
    expect(within(rows[0]!).getAllByText('$1,100.00')).toHaveLength(2);
    expect(within(rows[1]!).getByText('Voided')).toBeInTheDocument();
    expect(screen.getByText('2 invoices')).toBeInTheDocument();
    const sent = fetch.sent().find((r) => r.path === LIST);
    expect(Object.fromEntries(sent?.query ?? [])).toEqual({ page: '1', perPage: '24' });
  });

  it('sends the status, number search and date range, and shows only what the server answers', async () => {
    const fetch = stubFetch([byStatus]);
    renderWithProviders(<AccountingPage userId={7} />, { route: '/v4/accounting' });
    await screen.findByText('INV-1001');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Voided' }));
    await waitFor(() => expect(screen.queryByText('INV-1001')).not.toBeInTheDocument());
    expect(screen.getByText('INV-1004')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/v4/accounting?status=voided');

    await userEvent.type(screen.getByRole('textbox', { name: 'Invoice number' }), 'INV-10');
    await userEvent.type(screen.getByLabelText('Created from'), '2025-03-01');
    await waitFor(() => {
      const last = fetch.sent().filter((r) => r.path === LIST).at(-1);
      expect(Object.fromEntries(last?.query ?? [])).toEqual({ status: 'voided', search: 'INV-10', startDate: '2025-03-01', page: '1', perPage: '24' });
    });
  });

  it('reads its filters and page from the URL, and pages through the list', async () => {
    const fetch = stubFetch([on('GET', LIST, 200, page([PAID], 30, 2))]);
    renderWithProviders(<AccountingPage userId={7} />, { route: '/v4/accounting?status=paid&endDate=2025-03-31' });
    await screen.findByText('INV-1001');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => {
      const last = fetch.sent().filter((r) => r.path === LIST).at(-1);
      expect(Object.fromEntries(last?.query ?? [])).toEqual({ status: 'paid', endDate: '2025-03-31', page: '2', perPage: '24' });
    });
  });

  it('shows cards instead of the table at phone width, every column kept', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }));
    stubFetch([byStatus]);
    renderWithProviders(<AccountingPage userId={7} />, { route: '/v4/accounting' });
    const card = await screen.findByRole('listitem', { name: 'Invoice INV-1001' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Johnson Master Bath' })).toHaveAttribute('href', '/v4/specbooks/manage/41');
    expect(within(card).getByText('Paid', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(within(card).getByText('Ellen Johnson · Due March 9, 2025')).toBeInTheDocument();
    expect(within(card).getAllByText('$1,100.00')).toHaveLength(2);
  });

  it('says there are no invoices yet, or that none match the filters', async () => {
    stubFetch([on('GET', LIST, 200, page([]))]);
    const { unmount } = renderWithProviders(<AccountingPage userId={7} />, { route: '/v4/accounting' });
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<AccountingPage userId={7} />, { route: '/v4/accounting?status=refunded' });
    expect(await screen.findByRole('heading', { name: 'No matching invoices' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findByRole('heading', { name: 'No invoices yet' })).toBeInTheDocument();
  });

  it('explains that invoicing is off when the API answers 403, without listing or toasting', async () => {
    stubFetch([on('GET', LIST, 403, { message: 'Invoicing is not enabled for this account.' })]);
    renderWithProviders(<AccountingPage userId={7} />, { route: '/v4/accounting' });
    expect(await screen.findByText('Invoicing is not enabled for your account')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    expect(screen.queryByText('Unable to load invoices')).not.toBeInTheDocument();
  });

  it('toasts a failed load and offers to try again', async () => {
    stubFetch([on('GET', LIST, 500, { message: 'boom' })]);
    renderWithProviders(<AccountingPage userId={7} />, { route: '/v4/accounting' });
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await screen.findAllByText('Unable to load invoices')).toHaveLength(2);
  });
});
