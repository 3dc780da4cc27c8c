import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '#client/test/render';
import { ProductSearch } from './product-search';

/** Type `term` and press Enter in the marketplace search on `route`. */
async function searchFrom(route: string, term: string) {
  renderWithProviders(<ProductSearch />, { route });
  await userEvent.type(screen.getByRole('textbox', { name: 'Search products' }), `${term}{Enter}`);
  return screen.getByTestId('location').textContent;
}

describe('ProductSearch', () => {
  it('goes to the search page of the term, keeping the specbook', async () => {
    expect(await searchFrom('/v4/specmarket/categories/bath?specbook=8&page=2', ' K-14414 ')).toBe('/v4/specmarket/categories/search/K-14414?specbook=8');
  });

  it('goes to the Matrix from the cart page', async () => {
    expect(await searchFrom('/v4/specmarket/cart/9', 'wall faucet')).toBe('/v4/matrix?search=wall%20faucet');
  });

  it('stays put on an empty search', async () => {
    expect(await searchFrom('/v4/specmarket?specbook=8', '   ')).toBe('/v4/specmarket?specbook=8');
  });
});
