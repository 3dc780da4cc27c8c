import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_MESSAGES as M } from '#shared/lib/customer-messages';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { AddByCodeModal } from './add-by-code-modal';
import { CustomerDrawer } from './customer-drawer';

const BASE = '/api/v4/user/7/customer';

afterEach(resetStubs);

describe('CustomerDrawer', () => {
  it('creates a customer with the createCustomerRequest envelope and shows the server’s field error', async () => {
    const api = stubFetch([
      on('GET', `${BASE}/types`, 200, { data: [] }),
      on('GET', `${BASE}/origins`, 200, { data: [] }),
      on('GET', `${BASE}/invoice-terms`, 200, { data: [{ value: 0, label: 'Due on Receipt' }] }),
      (url, init) =>
        init.method === 'POST' && url.pathname === BASE
          ? jsonResponse(400, { message: M.customerNumberMax, errors: [{ field: 'customerNumber', message: M.customerNumberMax }] })
          : undefined,
    ]);
    const onCreated = vi.fn();
    renderWithProviders(<CustomerDrawer userId={7} opened customerId={null} onClose={() => {}} onCreated={onCreated} onInvite={() => {}} />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Name' }), 'Ellen Johnson');
    await userEvent.type(screen.getByRole('textbox', { name: 'ERP customer id' }), 'C000123');
    await userEvent.click(screen.getByRole('button', { name: 'Create customer' }));
    await waitFor(() => expect(api.sent().some((r) => r.method === 'POST')).toBe(true));
    const post = api.sent().find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({ createCustomerRequest: { Customer: { name: 'Ellen Johnson', erpCustomerId: 'C000123' } } });
    expect(await screen.findAllByText(M.customerNumberMax)).not.toHaveLength(0);
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('toasts the spec’s message when the invoice terms cannot be fetched', async () => {
    stubFetch([on('GET', `${BASE}/invoice-terms`, 422, { message: 'x' })]);
    renderWithProviders(<CustomerDrawer userId={7} opened customerId={null} onClose={() => {}} onCreated={() => {}} onInvite={() => {}} />);
    expect(await screen.findByText(M.invoiceTermsFailed)).toBeInTheDocument();
  });
});

describe('AddByCodeModal', () => {
  it('shows the spec’s message for a malformed code or an unknown one, and adds a found customer', async () => {
    const found = { name: 'Chris Novak', company: 'Harbor Plumbing Supply', location: { city: 'Milwaukee', state: 'WI' }, customerNumber: '482901736455' };
    const api = stubFetch([
      on('GET', `${BASE}/code`, 200, { data: { customerCode: '111111111111' } }),
      on('GET', `${BASE}/code/482901736455`, 200, { data: found }),
      on('GET', `${BASE}/code/999999999999`, 404, { message: M.codeInvalid }),
      on('POST', `${BASE}/add`, 201, { data: { id: 9, name: 'Chris Novak' } }),
    ]);
    const onAdded = vi.fn();
    renderWithProviders(<AddByCodeModal userId={7} opened onClose={() => {}} onAdded={onAdded} />);
    const input = await screen.findByRole('textbox', { name: /Customer code/ });
    await userEvent.type(input, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText(M.codeInvalid)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '999999999999');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText(M.codeInvalid)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '482901736455');
    await userEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Harbor Plumbing Supply')).toBeInTheDocument();
    expect(screen.getByText('Milwaukee, WI')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add customer' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(api.sent().find((r) => r.method === 'POST')!.body).toEqual({ customerNumber: '482901736455' });
  });
});
