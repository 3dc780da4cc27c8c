import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TInvoicePreview } from '#shared/schemas/invoice';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { CreateInvoiceModal } from './create-invoice-modal';

const BASE = '/api/v4/user/7/specbook/5/invoices';

afterEach(resetStubs);

const preview: TInvoicePreview = {
  taxRate: '10.00',
  shippingCalculation: true,
  lines: [
    { source: 'spec', id: 11, label: 'Soaking Tub', status: 'approved', quantity: 2, unitPrice: '100.00', isTaxable: true, isShipping: false, shipping: '10.00', invoicedOn: null },
    { source: 'spec', id: 12, label: 'Faucet', status: 'approved', quantity: 1, unitPrice: '50.00', isTaxable: true, isShipping: false, shipping: '0.00', invoicedOn: null },
    { source: 'lineItem', id: 21, label: 'Delivery', status: 'approved', quantity: 1, unitPrice: '25.00', isTaxable: false, isShipping: true, shipping: '0.00', invoicedOn: null },
  ],
};

describe('CreateInvoiceModal', () => {
  it('lists the approved lines checked, shows the totals, and leaves unchecked ones out with notin filters', async () => {
    const fetch = stubFetch([on('GET', `${BASE}/preview`, 200, { data: preview }), on('POST', BASE, 201, { data: { id: 99 } })]);
    const onCreated = vi.fn();
    renderWithProviders(<CreateInvoiceModal opened onClose={() => {}} userId={7} specbookId={5} onCreated={onCreated} />);
    const boxes = await screen.findAllByRole('checkbox');
    expect(boxes.map((b) => (b as HTMLInputElement).checked)).toEqual([true, true, true]);
    // 250 + tax 25 + shipping (10 of the specs + 25 delivery) = 310
    expect(screen.getByLabelText('Total of the new invoice')).toHaveTextContent('$310.00');
    await userEvent.click(screen.getByRole('checkbox', { name: /Faucet/ }));
    await userEvent.click(screen.getByRole('checkbox', { name: /Delivery/ }));
    expect(screen.getByLabelText('Total of the new invoice')).toHaveTextContent('$230.00');
    await userEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(99));
    const post = fetch.sent().find((r) => r.method === 'POST');
    expect(post?.body).toEqual({ createInvoiceRequest: { Invoice: {} }, specSpecbookFilter: { id: { notin: [12] } }, lineItemFilter: { id: { notin: [21] } } });
  });

  it('leaves unchecked, and says so, what another invoice already bills', async () => {
    const billed = { ...preview, lines: preview.lines.map((l) => (l.id === 11 ? { ...l, invoicedOn: 'INV-1001' } : l)) };
    const fetch = stubFetch([on('GET', `${BASE}/preview`, 200, { data: billed }), on('POST', BASE, 201, { data: { id: 100 } })]);
    renderWithProviders(<CreateInvoiceModal opened onClose={() => {}} userId={7} specbookId={5} onCreated={() => {}} />);
    const tub = await screen.findByRole('checkbox', { name: /Soaking Tub/ });
    expect(tub).not.toBeChecked();
    expect(screen.getByText('Already billed on INV-1001')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Faucet/ })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Create invoice' }));
    await waitFor(() => expect(fetch.sent().some((r) => r.method === 'POST')).toBe(true));
    expect(fetch.sent().find((r) => r.method === 'POST')?.body).toMatchObject({ specSpecbookFilter: { id: { notin: [11] } } });
  });

  it('says so when nothing is approved', async () => {
    stubFetch([on('GET', `${BASE}/preview`, 200, { data: { ...preview, lines: [] } })]);
    renderWithProviders(<CreateInvoiceModal opened onClose={() => {}} userId={7} specbookId={5} onCreated={() => {}} />);
    expect(await screen.findByText(/Nothing is approved yet/)).toBeInTheDocument();
  });
});
