import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TTransactionSummary } from '#shared/schemas/line-item';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { invoiceKeys } from '../api/invoices';
import { InvoicesPanel } from './invoices-panel';
import { TransactionsSummary } from './transactions-summary';

const PATH = '/api/v4/user/7/specbook/5/transactions';

afterEach(resetStubs);

const summary: TTransactionSummary = { quotedTotal: '5000.00', approvedTotal: '4200.00', invoiced: '3000.00', paid: '1000.00', balanceDue: '2000.00', notInvoiced: '1200.00' };

function figure(label: string) {
  return within(screen.getByRole('listitem', { name: label }));
}

describe('TransactionsSummary', () => {
  it('shows the approved total, invoiced, paid, balance due and not yet invoiced above the invoice list', async () => {
    stubFetch([on('GET', PATH, 200, { data: summary }), on('GET', '/api/v4/user/7/invoices', 200, { data: [], _pagination: null })]);
    renderWithProviders(<InvoicesPanel userId={7} specbookId={5} />);
    await waitFor(() => expect(figure('Approved total').getByText('$4,200.00')).toBeInTheDocument());
    expect(figure('Invoiced').getByText('$3,000.00')).toBeInTheDocument();
    expect(figure('Paid').getByText('$1,000.00')).toBeInTheDocument();
    expect(figure('Balance due').getByText('$2,000.00')).toBeInTheDocument();
    expect(figure('Not yet invoiced').getByText('$1,200.00')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Transactions' });
    const empty = await screen.findByText(/No invoices yet/);
    expect(list.compareDocumentPosition(empty) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('refreshes with the invoice queries, as every invoice or payment change invalidates them', async () => {
    let paid = '1000.00';
    stubFetch([(url) => (url.pathname === PATH ? jsonResponse(200, { data: { ...summary, paid } }) : undefined)]);
    const { queryClient } = renderWithProviders(<TransactionsSummary userId={7} specbookId={5} />);
    await waitFor(() => expect(figure('Paid').getByText('$1,000.00')).toBeInTheDocument());
    paid = '1500.00';
    await queryClient.invalidateQueries({ queryKey: invoiceKeys.all(7, 5) });
    await waitFor(() => expect(figure('Paid').getByText('$1,500.00')).toBeInTheDocument());
  });

  it("toasts 'Unable to retrieve transactions' when the summary fails", async () => {
    stubFetch([on('GET', PATH, 500, { message: 'boom' })]);
    renderWithProviders(<TransactionsSummary userId={7} specbookId={5} />);
    expect(await screen.findByText('Unable to retrieve transactions')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Transactions' })).not.toBeInTheDocument();
  });
});
