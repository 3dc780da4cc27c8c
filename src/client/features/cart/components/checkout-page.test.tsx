import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCartSellerGroup } from '#shared/schemas/cart';
import type { TPurchaseOrderLine } from '#shared/schemas/purchase-order';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { CheckoutPage } from './checkout-page';

const BASE = '/api/v4/user/7/cart';

function line(id: number, name: string): TPurchaseOrderLine {
  return {
    id,
    joinID: id,
    specID: id + 1000,
    name,
    modelNumber: `M-${id}`,
    manufacturerName: 'Acme',
    categoryID: 5,
    categoryName: 'Default Category',
    quantity: 2,
    price: '50.00',
    total: '100.00',
    shippingCost: '0.00',
    status: 'open',
    shipping: { method: null },
    leadTime: '1-3 days',
    inventory: { status: 'in_stock', quantity: 4 },
    source: { specbook: 40, specbookSpec: id },
  };
}

function group(sellerId: number, name: string, lines: TPurchaseOrderLine[]): TCartSellerGroup {
  return {
    seller: { id: sellerId, name, email: null, preferred: sellerId === 3 },
    sourceSpecbook: { id: 40, name: 'Cart #40' },
    specs: lines,
    totals: { subtotal: '100.00', shipping: '0.00', total: '100.00' },
    shipping: { Me: { name: 'Studio Verde', line1: '1 Main St', line2: null, city: 'Austin', state: 'TX', zipCode: '78701', phone: null, email: null }, Customer: null },
    shippingMethods: [
      { value: 'ship_now', label: 'Ship Now' },
      { value: 'schedule_delivery', label: 'Schedule Delivery' },
      { value: 'schedule_pickup', label: 'Schedule Pick Up' },
    ],
  };
}

const SELLERS = {
  data: [group(3, 'Coastal Supply', [line(101, 'Vessel Faucet')]), group(4, 'Metro Lighting', [line(102, 'Pendant Light')])],
  meta: { total: '200.00', unassigned: [], customer: null },
};

beforeEach(() => vi.stubGlobal('BroadcastChannel', undefined));
afterEach(() => resetStubs());

function renderCheckout(route = '/v4/specmarket/cart/40/checkout?shipTo=me&ship=4:schedule_pickup') {
  return renderWithProviders(<CheckoutPage userId={7} cartId={40} />, { route });
}

describe('CheckoutPage', () => {
  it('places the order on account with the chosen shipping methods, one request for a double click, then shows the confirmation', async () => {
    let answer: (r: Response) => void = () => undefined;
    const api = stubFetch([on('GET', `${BASE}/40/sellers`, 200, SELLERS)]);
    // The checkout answers only when the test says so: the clicks meanwhile must send nothing more.
    const fetchMock = vi.mocked(fetch);
    const stubbed = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      String(input).endsWith('/checkout') ? new Promise<Response>((resolve) => (answer = resolve)) : stubbed!(input, init),
    );
    renderCheckout();
    await userEvent.click(await screen.findByRole('radio', { name: 'On account (seller terms)' }));
    const place = screen.getByRole('button', { name: 'Place order' });
    await userEvent.dblClick(place);
    await userEvent.click(place);
    const checkouts = () => api.sent().filter((r) => r.method === 'POST');
    expect(checkouts()).toHaveLength(1);
    expect(checkouts()[0]?.body).toEqual({
      checkoutRequest: {
        payment: { method: 'on_account' },
        shipTo: 'me',
        shipping: [
          { seller: { id: 3 }, method: 'ship_now' },
          { seller: { id: 4 }, method: 'schedule_pickup' },
        ],
      },
    });
    const key = (fetchMock.mock.calls.find(([input]) => String(input).endsWith('/checkout'))?.[1]?.headers as Record<string, string>)['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    answer(jsonResponse(201, { data: { order: {}, purchaseOrders: [], checkout: null } }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/v4/specmarket/cart/40/confirmation'));
  });

  it("shows each item's problem next to it when checkout refuses the cart, and a retry uses a new key", async () => {
    const api = stubFetch([
      on('GET', `${BASE}/40/sellers`, 200, SELLERS),
      on('POST', `${BASE}/40/checkout`, 422, {
        message: 'Only 1 of Pendant Light (M-102) in stock.',
        errors: [{ field: 'items.102', message: 'Only 1 of Pendant Light (M-102) in stock.' }],
      }),
    ]);
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    const light = await screen.findByRole('listitem', { name: 'Pendant Light M-102' });
    expect(await within(light).findByRole('alert')).toHaveTextContent('Only 1 of Pendant Light (M-102) in stock.');
    expect(within(screen.getByRole('listitem', { name: 'Vessel Faucet M-101' })).queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('Some products cannot be ordered as they are')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await waitFor(() => expect(api.sent().filter((r) => r.method === 'POST')).toHaveLength(2));
    const keys = vi
      .mocked(fetch)
      .mock.calls.filter(([input]) => String(input).endsWith('/checkout'))
      .map(([, init]) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(new Set(keys).size).toBe(2);
  });
});
