import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import { makeCategory, makeProduct } from '#client/features/specmarket/test/products';
import { SessionProvider } from '#client/lib/current-session';
import { jsonResponse, makeAccount, makeUser, renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { SpecmarketBrowsePage } from './specmarket-browse-page';

afterEach(resetStubs);

const BATH = makeCategory();
const FAUCETS = makeCategory({ id: 2, name: 'Faucets', slug: 'faucets', url: '/categories/bath/faucets', isTopLevel: false, parentId: 1, parents: [{ id: 1, name: 'Bath', url: '/categories/bath' }], productCount: 2 });
const PRODUCTS = [makeProduct(), makeProduct({ id: 6, specID: 6, name: 'Rain Shower Head', modelNumber: 'RS-8' }), makeProduct({ id: 9, specID: 9, name: 'Vessel Sink', modelNumber: 'VS-2' })];

/** The Bath page of a pro user at `route`, with the marketplace and specbook calls answered. */
function renderBath(route: string) {
  const stub = stubFetch([
    on('GET', '/api/v4/user/7/specmarket/categories', 200, { data: [BATH, FAUCETS] }),
    on('GET', '/api/v4/user/7/specmarket/products', 200, { data: PRODUCTS, _pagination: { currentPage: 1, perPage: 24, total: 3, lastPage: 1, next: null, prev: null } }),
    on('GET', '/api/v4/user/7/specbook/5', 200, { data: { id: 5, name: 'Hillside Loft Bathrooms' } }),
    (url, init) => (init.method === 'POST' && url.pathname === '/api/v4/user/7/specbook/5/specs' ? jsonResponse(201, { data: { id: 1, joinID: 1 } }) : undefined),
  ]);
  const session = { user: makeUser({ id: 7, roleNames: ['ROLE_PRO'], hasProRole: true }), account: makeAccount() };
  renderWithProviders(
    <SessionProvider value={session}>
      <SpecmarketBrowsePage area="categories" />
    </SessionProvider>,
    { route, path: '/v4/specmarket/categories/:slug?/*' },
  );
  return stub;
}

describe('SpecmarketBrowsePage', () => {
  it('shows the department with its product types and asks for its products', async () => {
    const stub = renderBath('/v4/specmarket/categories/bath?specbook=5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bath' })).toBeInTheDocument();
    const types = screen.getByRole('navigation', { name: 'Product types' });
    expect(within(types).getByRole('link', { name: 'Faucets (2)' })).toHaveAttribute('href', '/v4/specmarket/categories/bath/faucets?specbook=5');
    await screen.findAllByRole('article');
    expect(stub.sent().find((r) => r.path.endsWith('/products'))?.query.get('category')).toBe('bath');
  });

  it('searches the term of a search page', async () => {
    const stub = renderBath('/v4/specmarket/categories/search/K-14414');
    expect(await screen.findByRole('heading', { level: 1, name: 'Results for “K-14414”' })).toBeInTheDocument();
    await screen.findAllByRole('article');
    const query = stub.sent().find((r) => r.path.endsWith('/products'))?.query;
    expect([query?.get('search'), query?.get('category')]).toEqual(['K-14414', null]);
  });

  it('adds the checked products to the current specbook, says so and clears the selection', async () => {
    const stub = renderBath('/v4/specmarket/categories/bath?specbook=5');
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Purist Wall-Mount Faucet K-14414-4' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Vessel Sink VS-2' }));
    const bar = screen.getByRole('region', { name: 'Selected products' });
    await waitFor(() => expect(bar).toHaveTextContent('2 selected · to Hillside Loft Bathrooms'));
    await userEvent.click(within(bar).getByRole('button', { name: 'Add to specbook' }));
    expect(await screen.findByText(M.specsAdded)).toBeInTheDocument();
    const posts = stub.sent().filter((r) => r.method === 'POST');
    expect(posts.map((r) => r.body)).toEqual(
      [5, 9].map((id) => ({ createSpecSpecbookRequest: { SpecSpecbook: { spec: { id }, category: null, quantity: 1 } } })),
    );
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Selected products' })).toBeNull());
  });

  it('says so when a category has no products', async () => {
    stubFetch([
      on('GET', '/api/v4/user/7/specmarket/categories', 200, { data: [BATH] }),
      on('GET', '/api/v4/user/7/specmarket/products', 200, { data: [], _pagination: { currentPage: 1, perPage: 24, total: 0, lastPage: 1, next: null, prev: null } }),
    ]);
    const session = { user: makeUser({ id: 7, roleNames: ['ROLE_PRO'] }), account: makeAccount() };
    renderWithProviders(
      <SessionProvider value={session}>
        <SpecmarketBrowsePage area="categories" />
      </SessionProvider>,
      { route: '/v4/specmarket/categories/bath', path: '/v4/specmarket/categories/:slug?/*' },
    );
    expect(await screen.findByText(M.noProducts)).toBeInTheDocument();
  });
});
