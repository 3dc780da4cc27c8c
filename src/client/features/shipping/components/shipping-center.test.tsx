import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SHIPPING_MESSAGES as M } from '#shared/lib/shipping-messages';
import type { TShippingCost, TShippingDiscount } from '#shared/schemas/shipping';
import { jsonResponse, renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { ShippingCenter } from './shipping-center';

const U = '/api/v4/user/7';
const stamp = { userID: 7, createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z' };
const cost = (id: number, name: string, extra: Partial<TShippingCost> = {}): TShippingCost => ({ id, name, method: 'ship_now', cost: '45.00', active: true, ...stamp, ...extra });
const discount = (id: number, name: string, extra: Partial<TShippingDiscount> = {}): TShippingDiscount => ({
  id,
  name,
  type: 'amount',
  value: '25.00',
  minimumSubtotal: '0.00',
  active: true,
  global: false,
  ...stamp,
  ...extra,
});
const page = <T,>(rows: T[], next: string | null = null) => ({ data: rows, _pagination: { currentPage: null, perPage: 24, total: null, lastPage: null, next, prev: null } });

function stubLists() {
  return stubFetch([
    (url, init) =>
      (init.method ?? 'GET') === 'GET' && url.pathname === `${U}/shipping-cost`
        ? jsonResponse(200, url.searchParams.get('cursor') === 'c2' ? page([cost(3, 'Freight')]) : page([cost(1, 'Ground freight'), cost(2, 'Pick up', { method: null, cost: '0.00' })], `${U}/shipping-cost?cursor=c2`))
        : undefined,
    on('GET', `${U}/shipping-discount`, 200, page([discount(5, 'Free over 5k', { type: 'percent', value: '100.00', minimumSubtotal: '5000.00' })])),
    on('GET', `${U}/shipping-discount/global`, 200, { data: [discount(9, 'Marketplace half off', { type: 'percent', value: '50.00', global: true })] }),
    on('POST', `${U}/shipping-cost`, 201, { data: cost(4, 'White glove') }),
    on('PUT', `${U}/shipping-discount/5`, 400, { message: M.percentMax, errors: [{ field: 'value', message: M.percentMax }] }),
    on('DELETE', `${U}/shipping-discount/5`, 204, null),
  ]);
}

afterEach(resetStubs);

describe('ShippingCenter', () => {
  it('lists costs, discounts and the global discounts; Load more follows the cursor', async () => {
    stubLists();
    renderWithProviders(<ShippingCenter userId={7} isPro={false} />);
    const costs = await screen.findByRole('table', { name: 'Shipping costs' });
    expect(within(costs).getByText('Ground freight')).toBeInTheDocument();
    expect(within(costs).getAllByText('Any method').length).toBeGreaterThan(0);
    expect(within(costs).getByText('$45.00')).toBeInTheDocument();
    const discounts = await screen.findByRole('table', { name: 'Shipping discounts' });
    expect(within(discounts).getByText('100% off')).toBeInTheDocument();
    expect(within(discounts).getAllByText('From $5,000.00').length).toBeGreaterThan(0);
    const global = await screen.findByRole('region', { name: 'Global discounts' });
    expect(within(global).getByRole('listitem')).toHaveTextContent('Marketplace half off: 50% off, every order');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(costs).findByText('Freight')).toBeInTheDocument();
  });

  it('adds a cost with the create envelope, checking the rules first', async () => {
    const { sent } = stubLists();
    renderWithProviders(<ShippingCenter userId={7} isPro={false} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add cost' }));
    const form = await screen.findByRole('form', { name: 'Shipping cost' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add cost' }));
    expect(await within(form).findByText(M.nameRequired)).toBeInTheDocument();
    expect(within(form).getByText(M.costRequired)).toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: /Name/ }), 'White glove');
    await userEvent.type(within(form).getByRole('textbox', { name: /Cost/ }), '150.5');
    await userEvent.click(within(form).getByRole('button', { name: 'Add cost' }));
    await waitFor(() => expect(sent().some((r) => r.method === 'POST')).toBe(true));
    const post = sent().find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({ createUserShippingCostRequest: { userShippingCost: { name: 'White glove', method: null, cost: 150.5, active: true } } });
    expect(await screen.findByText(M.costSaved)).toBeInTheDocument();
  });

  it('edits a discount with PUT and shows the server’s field error', async () => {
    const { sent } = stubLists();
    renderWithProviders(<ShippingCenter userId={7} isPro={false} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Free over 5k' }));
    const form = await screen.findByRole('form', { name: 'Shipping discount' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(M.percentMax)).toBeInTheDocument();
    const put = sent().find((r) => r.method === 'PUT')!;
    expect(put.body).toMatchObject({ replaceUserShippingDiscountRequest: { userShippingDiscount: { name: 'Free over 5k', type: 'percent', value: '100.00' } } });
  });

  it('deletes a discount after confirming', async () => {
    const { sent } = stubLists();
    renderWithProviders(<ShippingCenter userId={7} isPro={false} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Free over 5k' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(sent().some((r) => r.method === 'DELETE' && r.path === `${U}/shipping-discount/5`)).toBe(true));
    expect(await screen.findByText(M.discountDeleted)).toBeInTheDocument();
  });

  it('tells a pro user the center is not available, and fetches nothing', async () => {
    const { sent } = stubLists();
    renderWithProviders(<ShippingCenter userId={7} isPro />);
    expect(screen.getByText(M.proForbidden)).toBeInTheDocument();
    expect(sent()).toEqual([]);
  });
});
