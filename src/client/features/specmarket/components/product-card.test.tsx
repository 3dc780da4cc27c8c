import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '#client/test/render';
import { makeProduct } from '../test/products';
import { ProductCard } from './product-card';

/** The card of `product`, with spies for its callbacks. */
function renderCard(overrides: Parameters<typeof makeProduct>[0] = {}, withCart = true) {
  const onSelectedChange = vi.fn();
  const onAddToCart = vi.fn();
  const product = makeProduct(overrides);
  renderWithProviders(<ProductCard product={product} selected={false} onSelectedChange={onSelectedChange} onAddToCart={withCart ? onAddToCart : undefined} />);
  const card = screen.getByRole('article', { name: `${product.name} ${product.modelNumber}` });
  return { card, product, onSelectedChange, onAddToCart };
}

describe('ProductCard', () => {
  it('shows brand, name, model, the best offer’s price with the higher list price struck through, lead time, stock and seller', () => {
    const { card } = renderCard();
    expect(card).toHaveTextContent('Kohler');
    expect(card).toHaveTextContent('Model K-14414-4');
    expect(within(card).getByTestId('product-price')).toHaveTextContent('$412.50');
    const struck = within(card).getByLabelText('List price $500.00');
    expect(struck.tagName).toBe('S');
    expect(card).toHaveTextContent('In Stock · 12');
    expect(card).toHaveTextContent('Lead time 1-2 weeks');
    expect(card).toHaveTextContent('Sold by Great Lakes Plumbing Supply');
  });

  it('strikes nothing through when the list price is not higher, and says On request without a price', () => {
    const { card } = renderCard({ listPrice: '412.50' });
    expect(within(card).queryByLabelText(/^List price/)).toBeNull();
    const onRequest = renderCard({ id: 6, specID: 6, name: 'Other', price: null }).card;
    expect(within(onRequest).getByTestId('product-price')).toHaveTextContent('On request');
    expect(within(onRequest).queryByLabelText(/^List price/)).toBeNull();
  });

  it.each([
    [{ status: 'available' as const, quantity: null }, 'Available'],
    [{ status: 'overstock' as const, quantity: 3 }, 'Overstock · 3'],
  ])('shows the stock %j as %s, and no badge when unknown', (inventory, text) => {
    const { card } = renderCard({ inventory });
    expect(card).toHaveTextContent(text);
    const unknown = renderCard({ id: 7, specID: 7, name: 'Unknown stock', inventory: { status: null, quantity: null } }).card;
    expect(unknown).not.toHaveTextContent(/In Stock|Available|Overstock/);
  });

  it('checks the product for a bulk add and adds it to the cart', async () => {
    const { card, product, onSelectedChange, onAddToCart } = renderCard();
    await userEvent.click(within(card).getByRole('checkbox', { name: `Select ${product.name} ${product.modelNumber}` }));
    expect(onSelectedChange).toHaveBeenCalledWith(true);
    await userEvent.click(within(card).getByRole('button', { name: `Add ${product.name} ${product.modelNumber} to cart` }));
    expect(onAddToCart).toHaveBeenCalledWith(product);
  });

  it('has no Add to cart button when the page cannot add to a cart', () => {
    const { card } = renderCard({}, false);
    expect(within(card).queryByRole('button', { name: /to cart/ })).toBeNull();
  });
});
