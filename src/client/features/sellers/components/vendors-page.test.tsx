import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SELLER_MESSAGES as M } from '#shared/lib/sellers';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import type { TSpecbookPurchaseOrder } from '#shared/schemas/purchase-order';
import { makeOffer, makeSeller } from '../test/sellers';
import { VendorsPage } from './vendors-page';

afterEach(resetStubs);

const U = '/api/v4/user/7';
const vendor = makeSeller({ offerCount: 1, openPurchaseOrderCount: 2, hasReturnPolicy: true, policies: { terms: null, return: '30 days' } });
const openOrder: TSpecbookPurchaseOrder = {
  id: 12,
  name: 'Harper Residence Selections #12',
  archived: false,
  status: 'ready_to_order',
  shippingCost: '0.00',
  shippingCalculation: true,
  sourceSpecbook: { id: 6, name: 'Harper Residence Selections' },
  seller: { id: 41, name: vendor.name, email: vendor.email, preferred: false },
  links: { especbook: '/v4/especbook/12' },
  user: { id: 7, name: 'Maya Thompson', email: 'seller@specfolio.test' },
  specCount: 2,
  subtotal: '1250.00',
  total: '1250.00',
  sentAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const page = (data: unknown[]) => ({ data, _pagination: { currentPage: 1, perPage: 24, total: data.length, lastPage: 1, next: null, prev: null } });

describe('VendorsPage', () => {
  it('lists vendors with terms, policies and counts, searches the server, and toggles preferred', async () => {
    const stub = stubFetch([
      (url, init) => ((init.method ?? 'GET') === 'GET' && url.pathname === `${U}/seller` ? new Response(JSON.stringify(page(url.searchParams.get('search') === 'zzz' ? [] : [vendor])), { status: 200 }) : undefined),
      on('PATCH', `${U}/seller/41`, 200, { data: { ...vendor, preferred: true } }),
    ]);
    renderWithProviders(<VendorsPage userId={7} />);
    const row = (await screen.findByRole('button', { name: vendor.name })).closest('tr')!;
    expect(row).toHaveTextContent('Net 30');
    expect(row).toHaveTextContent('Returns');
    expect(within(row).getAllByRole('cell').map((c) => c.textContent)).toContain('2');

    await userEvent.click(within(row).getByRole('button', { name: `${M.setPreferred}: ${vendor.name}` }));
    expect(await screen.findByText(M.preferredSet)).toBeInTheDocument();
    expect(stub.sent().find((r) => r.method === 'PATCH')?.body).toEqual({ updateSellerRequest: { Seller: { preferred: true } } });

    await userEvent.type(screen.getByRole('textbox', { name: 'Search vendors' }), 'zzz');
    expect(await screen.findByText('No results found', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(stub.sent().some((r) => r.path === `${U}/seller` && r.query.get('search') === 'zzz')).toBe(true);
  });

  it('opens a vendor with its offers and its open purchase orders', async () => {
    const stub = stubFetch([
      on('GET', `${U}/seller`, 200, page([vendor])),
      on('GET', `${U}/seller/41`, 200, { data: vendor }),
      on('GET', `${U}/seller/41/offers`, 200, { data: [makeOffer(vendor)] }),
      on('GET', `${U}/purchaseorder`, 200, page([openOrder])),
    ]);
    renderWithProviders(<VendorsPage userId={7} showPurchaseOrders />);
    await userEvent.click(await screen.findByRole('button', { name: vendor.name }));
    const drawer = await screen.findByRole('dialog', { name: vendor.name });
    const offer = await within(drawer).findByRole('listitem', { name: 'Offer for Vessel Faucet AQ-4512-BN' });
    expect(within(offer).getByRole('textbox', { name: 'Price of Vessel Faucet AQ-4512-BN' })).toHaveValue('412.50');
    const orders = within(drawer).getByRole('region', { name: 'Open purchase orders' });
    expect(await within(orders).findByRole('link', { name: 'Harper Residence Selections #12' })).toHaveAttribute('href', '/v4/especbook/12');
    expect(orders).toHaveTextContent('Ready to Order');
    expect(orders).toHaveTextContent('$1,250.00');
    expect(stub.sent().find((r) => r.path === `${U}/purchaseorder`)?.query.get('filter[seller.id]')).toBe('41');
    expect(drawer).toHaveTextContent('30 days');
  });

  it('leaves the purchase orders out, and asks for none, without the usePurchaseOrder flag', async () => {
    const stub = stubFetch([
      on('GET', `${U}/seller`, 200, page([vendor])),
      on('GET', `${U}/seller/41`, 200, { data: vendor }),
      on('GET', `${U}/seller/41/offers`, 200, { data: [makeOffer(vendor)] }),
    ]);
    renderWithProviders(<VendorsPage userId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: vendor.name }));
    const drawer = await screen.findByRole('dialog', { name: vendor.name });
    expect(await within(drawer).findByRole('listitem', { name: 'Offer for Vessel Faucet AQ-4512-BN' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('region', { name: 'Open purchase orders' })).toBeNull();
    expect(stub.sent().some((r) => r.path === `${U}/purchaseorder`)).toBe(false);
  });
});
