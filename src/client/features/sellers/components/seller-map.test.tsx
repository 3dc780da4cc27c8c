import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SELLER_MESSAGES as M } from '#shared/lib/sellers';
import type { TSeller } from '#shared/schemas/seller';
import { renderWithProviders } from '#client/test/render';
import { makeSeller } from '../test/sellers';
import { SellerMap } from './seller-map';
import SellerMapView, { placeSellers } from './seller-map-view';

const chicago = makeSeller();
const austin = makeSeller({
  id: 42,
  name: 'Lone Star Fixtures',
  title: 'Showroom desk',
  email: 'hello@lonestar.example',
  preferred: true,
  location: { lat: 30.27, lon: -97.74 },
  address: { shipping: { line1: '500 Congress Ave', line2: null, city: 'Austin', state: 'TX', zipCode: '78701' } },
});
const nowhere = makeSeller({ id: 43, name: 'Somewhere Supply', location: null, address: { shipping: { line1: null, line2: null, city: null, state: null, zipCode: null } } });
const abroad = makeSeller({ id: 44, name: 'Paris Robinetterie', location: { lat: 48.86, lon: 2.35 } });

function renderMap(sellers: TSeller[] = [chicago, austin, nowhere]) {
  const onPreferSeller = vi.fn<(seller: TSeller) => void>();
  renderWithProviders(<SellerMapView sellers={sellers} onPreferSeller={onPreferSeller} />);
  return onPreferSeller;
}

describe('placeSellers', () => {
  it('pins sellers inside the US, preferred last (drawn on top), and leaves out those without a place', () => {
    const { placed, unplaced } = placeSellers([austin, chicago, nowhere, abroad]);
    expect(placed.map((p) => p.seller.id)).toEqual([41, 42]);
    expect(unplaced.map((s) => s.id)).toEqual([43, 44]);
    // Chicago is north-east of Austin: further right and higher on the map.
    const [c, a] = placed;
    expect(c!.point.x).toBeGreaterThan(a!.point.x);
    expect(c!.point.y).toBeLessThan(a!.point.y);
  });
});

describe('SellerMapView', () => {
  it('draws the states and one focusable pin per placed seller, a star for the preferred one', () => {
    const { container } = renderWithProviders(<SellerMapView sellers={[chicago, austin, nowhere]} onPreferSeller={() => {}} />);
    expect(container.querySelectorAll('svg path').length).toBeGreaterThan(50);
    const plain = screen.getByRole('button', { name: chicago.name });
    const star = screen.getByRole('button', { name: `${austin.name} (preferred seller)` });
    expect(plain).not.toHaveAttribute('data-preferred');
    expect(plain.querySelector('.tabler-icon-map-pin-filled')).not.toBeNull();
    expect(star).toHaveAttribute('data-preferred', 'true');
    expect(star.querySelector('.tabler-icon-star-filled')).not.toBeNull();
    expect(screen.queryByRole('button', { name: nowhere.name })).toBeNull();
  });

  it('focusing a pin shows the seller’s id, title, e-mail and shipping address, and Set as Preferred raises prefer:seller', async () => {
    const onPreferSeller = renderMap();
    expect(screen.queryByRole('group', { name: `Seller ${chicago.name}` })).toBeNull();
    act(() => screen.getByRole('button', { name: chicago.name }).focus());
    const card = screen.getByRole('group', { name: `Seller ${chicago.name}` });
    expect(card).toHaveTextContent('Seller #41 · Dana Kowalski, Sales');
    expect(within(card).getByRole('link', { name: 'orders@greatlakes.example' })).toBeInTheDocument();
    expect(card).toHaveTextContent('233 S Wacker Dr');
    expect(card).toHaveTextContent('Suite 400');
    expect(card).toHaveTextContent('Chicago, IL 60606');
    expect(within(card).queryByRole('button', { name: M.removePreferred })).toBeNull();
    // Tab moves from the pin into its card: the e-mail link, then the button.
    await userEvent.tab();
    expect(within(card).getByRole('link')).toHaveFocus();
    await userEvent.tab();
    const button = within(card).getByRole('button', { name: M.setPreferred });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onPreferSeller).toHaveBeenCalledWith(chicago);
  });

  it('hovering the star pin shows Remove from Preferred; leaving it or Escape closes the card', async () => {
    const onPreferSeller = renderMap();
    const star = screen.getByRole('button', { name: `${austin.name} (preferred seller)` });
    await userEvent.hover(star);
    const card = screen.getByRole('group', { name: `Seller ${austin.name}` });
    await userEvent.click(within(card).getByRole('button', { name: M.removePreferred }));
    expect(onPreferSeller).toHaveBeenCalledWith(austin);
    await userEvent.unhover(star.parentElement!);
    await waitFor(() => expect(screen.queryByRole('group', { name: `Seller ${austin.name}` })).toBeNull());

    act(() => star.focus());
    expect(screen.getByRole('group', { name: `Seller ${austin.name}` })).toBeInTheDocument();
    fireEvent.keyDown(star, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: `Seller ${austin.name}` })).toBeNull();
  });

  it('lists the sellers it cannot place below the map, with their prefer button', async () => {
    const onPreferSeller = renderMap([chicago, nowhere, abroad]);
    const list = screen.getByRole('list', { name: 'Sellers not on the map' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(list).toHaveTextContent(nowhere.name);
    await userEvent.click(within(list).getAllByRole('button', { name: M.setPreferred })[1]!);
    expect(onPreferSeller).toHaveBeenCalledWith(abroad);
  });
});

describe('SellerMap', () => {
  it('loads the map lazily and then shows its pins', async () => {
    renderWithProviders(<SellerMap sellers={[chicago]} onPreferSeller={() => {}} />);
    expect(await screen.findByRole('button', { name: chicago.name })).toBeInTheDocument();
  });
});
