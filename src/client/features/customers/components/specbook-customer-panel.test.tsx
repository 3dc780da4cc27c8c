import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SPECBOOK_CUSTOMER_MESSAGES as M } from '#shared/lib/specbook-customer-messages';
import type { TAddress, TCustomer } from '#shared/schemas/customer';
import type { TSpecbookCustomer } from '#shared/schemas/specbook-customer';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { SpecbookCustomerPanel } from './specbook-customer-panel';

const U = '/api/v4/user/7';
const SB = `${U}/specbook/3`;
const T = '2024-05-01T12:00:00.000Z';

function address(id: number, typeId: 1 | 2, line1: string): TAddress {
  return {
    id, customerId: 5, type: { id: typeId }, label: typeId === 1 ? 'Billing Address' : 'Shipping Address', firstName: null, lastName: null,
    contact: null, line1, line2: null, city: 'Chicago', state: 'IL', zipCode: '60602', country: 'US', cost: null, active: true,
    default: true, createdAt: T, updatedAt: T,
  };
}
const SHIP = address(21, 2, '1 Ship St');
const BILL = address(22, 1, '1 Bill St');
const customer = {
  id: 5, customerId: 5, userId: 7, name: 'Ada Johnson', customerName: 'Ada Johnson', companyName: 'Johnson Homes', paymentTerms: 30,
  shippingAddress: SHIP, billingAddress: BILL,
} as unknown as TCustomer;

const EMPTY: TSpecbookCustomer = {
  specbookId: 3, customerId: null, customer: null, customerEmail: null, customerFirstName: null, customerLastName: null,
  customerNumber: null, customerPhone: null, shippingAddress: null, billingAddress: null, priceGroup: null, tax: null, paymentTerms: null,
};

afterEach(resetStubs);

/** The input of a labelled Mantine field (Select renders a hidden input with the same label too). */
const field = (root: HTMLElement, label: string) => within(root).getAllByLabelText(label).find((el) => el.tagName === 'INPUT' && (el as HTMLInputElement).type !== 'hidden')!;

describe('SpecbookCustomerPanel', () => {
  it('shows the empty facts, picks a customer with its addresses and terms, and saves them with the tax', async () => {
    const saved: TSpecbookCustomer = { ...EMPTY, customerId: 5, customer, shippingAddress: SHIP, billingAddress: BILL, tax: '8.25', paymentTerms: 30 };
    const api = stubFetch([
      on('GET', `${SB}/customer`, 200, { data: EMPTY }),
      on('PATCH', `${SB}/customer`, 200, { data: saved }),
      on('GET', `${U}/customer`, 200, { data: [customer], _pagination: { total: 1, currentPage: 1, lastPage: 1, perPage: 20 } }),
      on('GET', `${U}/customer/5/addresses`, 200, { data: [SHIP, BILL], _pagination: { total: 2, currentPage: 1, lastPage: 1, perPage: 100 } }),
      on('GET', `${U}/customer/invoice-terms`, 200, { data: [{ value: 0, label: 'Due on Receipt' }, { value: 30, label: 'Net 30' }] }),
      (url) => (url.pathname.startsWith(`${U}/customer/`) ? jsonResponse(200, { data: [] }) : undefined),
    ]);
    const onChanged = vi.fn();
    renderWithProviders(<SpecbookCustomerPanel userId={7} specbookId={3} onChanged={onChanged} />);
    const panel = await screen.findByRole('region', { name: 'Customer' });
    expect(await within(panel).findByText('No customer')).toBeInTheDocument();
    expect(within(panel).getByText('0.00%')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Add customer' }));
    const drawer = await screen.findByRole('dialog', { name: 'Specbook customer' });
    await waitFor(() => expect(field(drawer, 'Customer')).toBeDefined());
    await user.click(field(drawer, 'Customer'));
    await user.click(await screen.findByRole('option', { name: 'Ada Johnson · Johnson Homes' }));
    await waitFor(() => expect(field(drawer, 'Shipping Address')).toHaveValue('1 Ship St, Chicago, Illinois 60602'));
    expect(field(drawer, 'Billing Address')).toHaveValue('1 Bill St, Chicago, Illinois 60602');
    await waitFor(() => expect(field(drawer, 'Payment terms')).toHaveValue('Net 30'));
    await user.type(field(drawer, 'Tax'), '8.25');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const patch = api.sent().find((r) => r.method === 'PATCH')!;
    expect(patch.body).toEqual({
      updateSpecbookRequest: { Specbook: { customer: { id: 5 }, shippingAddress: { id: 21 }, billingAddress: { id: 22 }, tax: 8.25, paymentTerms: 30 } },
    });
    expect(await screen.findByText(M.saved)).toBeInTheDocument();
    expect(await within(panel).findByText('Ada Johnson · Johnson Homes')).toBeInTheDocument();
    expect(within(panel).getByText('8.25%')).toBeInTheDocument();
    expect(within(panel).getByText('Net 30')).toBeInTheDocument();
  });
});
