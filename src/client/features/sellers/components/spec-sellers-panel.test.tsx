import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SELLER_MESSAGES as M } from '#shared/lib/sellers';
import { renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { makeOffer, makeSeller } from '../test/sellers';
import { SpecSellersPanel } from './spec-sellers-panel';

afterEach(resetStubs);

const PATH = '/api/v4/user/7/specs/5/sellers';
const vendor = makeSeller();
const own = makeSeller({ id: 40, name: 'Lakeside Bath & Kitchen', ownStock: true, preferred: true, location: null });

describe('SpecSellersPanel', () => {
  it('lists the offers with price, lead time and inventory, marks our stock and the preferred seller, and pins them on the map', async () => {
    stubFetch([on('GET', PATH, 200, { data: [makeOffer(own, { price: null, inventory: { status: 'overstock', quantity: 3 } }), makeOffer(vendor)] })]);
    renderWithProviders(<SpecSellersPanel userId={7} specId={5} />);
    const table = await screen.findByRole('table', { name: 'Sellers of this product' });
    const [, ownRow, vendorRow] = within(table).getAllByRole('row');
    expect(ownRow).toHaveTextContent(M.ownStockName);
    expect(within(ownRow!).getByLabelText('Preferred')).toBeInTheDocument();
    expect(ownRow).toHaveTextContent('On request');
    expect(ownRow).toHaveTextContent('Overstock · 3');
    expect(vendorRow).toHaveTextContent('$412.50');
    expect(vendorRow).toHaveTextContent('1-2 weeks');
    expect(vendorRow).toHaveTextContent('In Stock · 12');
    expect(await screen.findByRole('button', { name: vendor.name })).toBeInTheDocument();
  });

  it('turns a pin’s Set as Preferred into PATCH {u}/seller/{id} and toasts it', async () => {
    const stub = stubFetch([
      on('GET', PATH, 200, { data: [makeOffer(vendor)] }),
      on('PATCH', '/api/v4/user/7/seller/41', 200, { data: { ...vendor, preferred: true } }),
    ]);
    renderWithProviders(<SpecSellersPanel userId={7} specId={5} />);
    const pin = await screen.findByRole('button', { name: vendor.name });
    act(() => pin.focus());
    await userEvent.click(screen.getByRole('button', { name: M.setPreferred }));
    expect(await screen.findByText(M.preferredSet)).toBeInTheDocument();
    const patch = stub.sent().find((r) => r.method === 'PATCH');
    expect(patch?.body).toEqual({ updateSellerRequest: { Seller: { preferred: true } } });
    // The sellers are read again.
    await waitFor(() => expect(stub.sent().filter((r) => r.path === PATH)).toHaveLength(2));
  });

  it('says when no seller offers the product and leads to the Vendors page', async () => {
    stubFetch([on('GET', PATH, 200, { data: [] })]);
    renderWithProviders(<SpecSellersPanel userId={7} specId={5} />);
    expect(await screen.findByText(M.noSellers)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Vendors page/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/v4/vendors');
  });
});
