import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SELLER_MESSAGES as M } from '#shared/lib/sellers';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { makeOffer, makeSeller } from '../test/sellers';
import { VendorsPage } from './vendors-page';

afterEach(resetStubs);

const U = '/api/v4/user/7';
const vendor = makeSeller({ offerCount: 1, openPurchaseOrderCount: 2, hasReturnPolicy: true, policies: { terms: null, return: '30 days' } });
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

  it('opens a vendor with its offers, and shows the open purchase-order count when the list is not there (404)', async () => {
    stubFetch([
      on('GET', `${U}/seller`, 200, page([vendor])),
      on('GET', `${U}/seller/41`, 200, { data: vendor }),
      on('GET', `${U}/seller/41/offers`, 200, { data: [makeOffer(vendor)] }),
      on('GET', `${U}/purchaseorder`, 404, { message: 'Not Found' }),
    ]);
    renderWithProviders(<VendorsPage userId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: vendor.name }));
    const drawer = await screen.findByRole('dialog', { name: vendor.name });
    const offer = await within(drawer).findByRole('listitem', { name: 'Offer for Vessel Faucet AQ-4512-BN' });
    expect(within(offer).getByRole('textbox', { name: 'Price of Vessel Faucet AQ-4512-BN' })).toHaveValue('412.50');
    const orders = within(drawer).getByRole('region', { name: 'Open purchase orders' });
    await waitFor(() => expect(orders).toHaveTextContent('2 open purchase orders.'));
    expect(drawer).toHaveTextContent('30 days');
  });
});
