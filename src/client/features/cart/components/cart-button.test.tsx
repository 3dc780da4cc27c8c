import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCart, TCartItem } from '#shared/schemas/cart';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { closeCartDrawer } from '../lib/cart-drawer-state';
import { QUANTITY_SAVE_DELAY_MS } from './cart-item-quantity';
import { CartButton } from './cart-button';

const CART_PATH = '/api/v4/user/7/cart';

function item(overrides: Partial<TCartItem>): TCartItem {
  return {
    id: 101,
    joinID: 101,
    specID: 11,
    image: null,
    name: 'Vessel Faucet',
    manufacturer: 'Acme Bath',
    model: 'VF-1',
    upc: null,
    price: '80.00',
    listPrice: '100.00',
    brand: { name: 'Acme Bath' },
    quantity: 1,
    leadTime: null,
    inventory: { status: null, quantity: null },
    seller: { id: 3, name: 'Coastal Supply' },
    ...overrides,
  };
}

function cart(items: TCartItem[], overrides: Partial<TCart> = {}): TCart {
  return {
    id: 40,
    specbookID: 40,
    name: 'Cart #40',
    profile: { id: 9 },
    category: { id: 5, name: 'Default Category' },
    count: items.reduce((sum, i) => sum + i.quantity, 0),
    items,
    totals: { summary: { all: { total: '260.00' } } },
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const TWO_ITEMS = [item({}), item({ id: 102, joinID: 102, specID: 12, name: 'Pendant Light', model: 'PL-2', manufacturer: 'Lumen', price: '100.00', listPrice: '100.00', quantity: 1 })];

beforeEach(() => {
  // No real BroadcastChannel in these tests: announcing a change is useCartSync's test.
  vi.stubGlobal('BroadcastChannel', undefined);
});

afterEach(() => {
  act(() => closeCartDrawer());
  resetStubs();
  vi.useRealTimers();
});

describe('CartButton and the Added to Cart drawer (spec §2 "Cart drawer")', () => {
  it('with an empty cart says to add a product first and opens nothing', async () => {
    stubFetch([on('GET', CART_PATH, 200, { data: cart([]) })]);
    renderWithProviders(<CartButton userId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cart, 0 items' }));
    expect(await screen.findByText('Please add a product before opening your cart')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Added to Cart' })).not.toBeInTheDocument();
  });

  it('shows the count and opens the drawer with each item, the list price struck through only below it, and the Total', async () => {
    stubFetch([on('GET', CART_PATH, 200, { data: cart(TWO_ITEMS) })]);
    renderWithProviders(<CartButton userId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cart, 2 items' }));
    const drawer = await screen.findByRole('dialog', { name: 'Added to Cart' });
    const faucet = await within(drawer).findByRole('listitem', { name: 'Vessel Faucet VF-1' });
    expect(within(faucet).getByText('Acme Bath')).toBeInTheDocument();
    expect(within(faucet).getByText('$80.00')).toBeInTheDocument();
    expect(within(faucet).getByLabelText('List price $100.00')).toHaveStyle({ textDecoration: 'line-through' });
    const light = within(drawer).getByRole('listitem', { name: 'Pendant Light PL-2' });
    expect(within(light).queryByLabelText(/^List price/)).not.toBeInTheDocument();
    expect(within(drawer).getByLabelText('Total $260.00')).toBeInTheDocument();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Proceed to Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/v4/specmarket/cart/40');
  });

  it('refuses a quantity below 1 with the rule and saves a valid one once typing pauses', async () => {
    const api = stubFetch([
      on('GET', CART_PATH, 200, { data: cart(TWO_ITEMS) }),
      on('PATCH', `${CART_PATH}/40/items/101`, 200, { data: cart([item({ quantity: 3 }), TWO_ITEMS[1]!]) }),
    ]);
    renderWithProviders(<CartButton userId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cart, 2 items' }));
    const quantity = await screen.findByRole('textbox', { name: 'Quantity of Vessel Faucet VF-1' });

    fireEvent.change(quantity, { target: { value: '0' } });
    expect(await screen.findByText('Quantity must be at least 1')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, QUANTITY_SAVE_DELAY_MS + 100)));
    expect(api.sent().filter((r) => r.method === 'PATCH')).toHaveLength(0);

    fireEvent.change(quantity, { target: { value: '3' } });
    await waitFor(() => expect(api.sent().filter((r) => r.method === 'PATCH')).toHaveLength(1), { timeout: 3000 });
    expect(api.sent().find((r) => r.method === 'PATCH')?.body).toEqual({ quantity: 3 });
    expect(await screen.findByText('Quantity updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cart, 4 items' })).toBeInTheDocument();
  });

  it('removes an item with its trash button', async () => {
    const api = stubFetch([
      on('GET', CART_PATH, 200, { data: cart(TWO_ITEMS) }),
      on('DELETE', `${CART_PATH}/40/items/102`, 200, { data: cart([item({})]) }),
    ]);
    renderWithProviders(<CartButton userId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cart, 2 items' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Pendant Light PL-2' }));
    expect(await screen.findByText('Product removed from your cart.')).toBeInTheDocument();
    expect(api.sent().some((r) => r.method === 'DELETE' && r.path === `${CART_PATH}/40/items/102`)).toBe(true);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Pendant Light PL-2' })).not.toBeInTheDocument());
  });

  it('renames the cart from the edit icon; Enter saves', async () => {
    const api = stubFetch([
      on('GET', CART_PATH, 200, { data: cart(TWO_ITEMS) }),
      on('PATCH', `${CART_PATH}/40`, 200, { data: cart(TWO_ITEMS, { name: 'Lake house' }) }),
    ]);
    renderWithProviders(<CartButton userId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cart, 2 items' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Edit cart name' }));
    const input = screen.getByRole('textbox', { name: 'Cart name' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Lake house{Enter}');
    expect(await screen.findByText('Cart name updated successfully.')).toBeInTheDocument();
    expect(api.sent().find((r) => r.method === 'PATCH')?.body).toEqual({ name: 'Lake house' });
    expect(await screen.findByText('Lake house')).toBeInTheDocument();
  });
});
