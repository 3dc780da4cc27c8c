import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TInvoice } from '#shared/schemas/invoice';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { InvoicesSection } from './invoices-section';

const INVOICES = '/api/v4/user/7/specbook/5/invoices';

afterEach(resetStubs);

function invoice(id: number, overrides: Partial<TInvoice> = {}): TInvoice {
  return {
    id,
    number: `INV-${id}`,
    status: 'open',
    due: '2026-12-20',
    subtotal: '1000.00',
    tax: '0.00',
    total: '1000.00',
    paid: '0.00',
    balance: '1000.00',
    createdAt: '2026-11-10T15:00:00.000Z',
    updatedAt: '2026-11-10T15:00:00.000Z',
    specbook: { id: 5 },
    ...overrides,
  };
}

const list = [invoice(3, { total: '2002.63' }), invoice(2, { status: 'partial_paid', total: '3247.50', paid: '1500.00', balance: '1747.50' }), invoice(1, { status: 'paid', total: '2000.00', paid: '2000.00', balance: '0.00' })];

describe('InvoicesSection', () => {
  it('titles the table with its count and shows number, status badge and total', async () => {
    stubFetch([on('GET', INVOICES, 200, { data: list })]);
    renderWithProviders(<InvoicesSection userId={7} specbookId={5} enabled />);
    expect(await screen.findByRole('heading', { name: 'Invoices (3)' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Invoices (3)' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Invoice Number', 'Status', 'Total']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['INV-3', 'Open', '$2,002.63'],
      ['INV-2', 'Partially Paid', '$3,247.50'],
      ['INV-1', 'Paid', '$2,000.00'],
    ]);
  });

  it('adds Due on (the due date, Month D, YYYY) and Balance Due (total − paid) on mobile', async () => {
    stubFetch([on('GET', INVOICES, 200, { data: [list[1]] })]);
    renderWithProviders(<InvoicesSection userId={7} specbookId={5} enabled mobile />);
    const table = await screen.findByRole('table', { name: 'Invoices (1)' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Invoice Number', 'Status', 'Due on', 'Total', 'Balance Due']);
    expect(within(table).getAllByRole('cell').map((c) => c.textContent)).toEqual(['INV-2', 'Partially Paid', 'December 20, 2026', '$3,247.50', '$1,747.50']);
  });

  it('says so when there are no invoices', async () => {
    stubFetch([on('GET', INVOICES, 200, { data: [] })]);
    renderWithProviders(<InvoicesSection userId={7} specbookId={5} enabled />);
    expect(await screen.findByText('No invoices yet')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invoices (0)' })).toBeInTheDocument();
  });

  it('loads and shows nothing when the seller cannot use invoicing', async () => {
    const fetch = stubFetch([on('GET', INVOICES, 200, { data: list })]);
    renderWithProviders(<InvoicesSection userId={7} specbookId={5} enabled={false} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.queryByRole('heading', { name: /Invoices/ })).toBeNull();
    expect(fetch.sent()).toHaveLength(0);
  });

  it('offers Pay on the invoices with a balance due when card payments are on, and opens the hosted page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, href: 'http://localhost/v4/especbook/5', assign });
    try {
      const fetch = stubFetch([
        on('GET', INVOICES, 200, { data: list, meta: { cardPayments: true } }),
        on('POST', `${INVOICES}/3/checkout`, 201, { data: { url: 'https://pay.example/cs_1', paymentId: 9 } }),
      ]);
      renderWithProviders(<InvoicesSection userId={7} specbookId={5} enabled />);
      expect(await screen.findByRole('button', { name: 'Pay invoice INV-3 by card' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Pay invoice INV-2 by card' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Pay invoice INV-1 by card' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Pay invoice INV-3 by card' }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith('https://pay.example/cs_1'));
      expect(fetch.sent().find((r) => r.method === 'POST')?.body).toEqual({ returnPath: '/v4/especbook/5' });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers no Pay button when card payments are off', async () => {
    stubFetch([on('GET', INVOICES, 200, { data: list, meta: { cardPayments: false } })]);
    renderWithProviders(<InvoicesSection userId={7} specbookId={5} enabled />);
    await screen.findByRole('table', { name: 'Invoices (3)' });
    expect(screen.queryByRole('button', { name: /Pay invoice/ })).toBeNull();
  });

  it('says the payment went through on return from the hosted page and drops the outcome from the address', async () => {
    window.history.replaceState(null, '', '/v4/especbook/5?invoice=3&payment=paid');
    stubFetch([on('GET', INVOICES, 200, { data: list, meta: { cardPayments: true } })]);
    renderWithProviders(<InvoicesSection userId={7} specbookId={5} enabled />);
    expect(await screen.findByText('Thank you: your card payment was received and will show on the invoice in a moment.')).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });
});
