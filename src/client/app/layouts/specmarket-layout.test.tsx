import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SPECMARKET_TOP_CATEGORIES } from '#shared/lib/specmarket';
import { makeCategory } from '#client/features/specmarket/test/products';
import { makeAccount, makeUser, renderWithProviders } from '#client/test/render';
import { on, resetStubs, stubFetch } from '#client/test/stub-fetch';
import { SpecmarketLayout } from './specmarket-layout';

const PRO = makeUser({ id: 7, roleNames: ['ROLE_PRO'], hasProRole: true });
const DEPARTMENTS = SPECMARKET_TOP_CATEGORIES.map((name, i) =>
  makeCategory({ id: i + 1, name, slug: name.toLowerCase().replace(/ /g, '-'), url: `/categories/${name.toLowerCase().replace(/ /g, '-')}` }),
);

/** The session, the categories and specbook 5 answered; the rest 404s. */
function stubSession(user = PRO) {
  return stubFetch([
    on('GET', '/api/v4/user/me', 200, { data: user }),
    on('GET', '/api/v4/user/7/account', 200, { data: makeAccount() }),
    on('GET', '/api/v4/user/7/specmarket/categories', 200, { data: DEPARTMENTS }),
    on('GET', '/api/v4/user/7/specbook/5', 200, { data: { id: 5, specbookID: 5, name: 'Hillside Loft Bathrooms' } }),
  ]);
}

beforeEach(() => sessionStorage.setItem('sb_jwt', 'tok'));
afterEach(() => {
  sessionStorage.clear();
  resetStubs();
});

describe('SpecmarketLayout', () => {
  it('shows the departments in the spec’s order, keeping the query, and the current specbook from ?specbook', async () => {
    stubSession();
    renderWithProviders(<SpecmarketLayout />, { route: '/v4/specmarket?specbook=5', path: '/v4/specmarket/*' });
    const nav = await screen.findByRole('navigation', { name: 'Departments' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([...SPECMARKET_TOP_CATEGORIES]);
    expect(links[0]).toHaveAttribute('href', '/v4/specmarket/categories/bath?specbook=5');
    const current = screen.getByRole('group', { name: 'Current specbook' });
    expect(await within(current).findByText('Hillside Loft Bathrooms')).toBeInTheDocument();
    expect(within(current).getByRole('link', { name: 'View specbook' })).toHaveAttribute('href', '/v4/specbooks/manage/5');
  });

  it('offers Select specbook when the query has no specbook value', async () => {
    stubSession();
    renderWithProviders(<SpecmarketLayout />, { route: '/v4/specmarket?specbook=', path: '/v4/specmarket/*' });
    const current = await screen.findByRole('group', { name: 'Current specbook' });
    expect(within(current).getByRole('button', { name: 'Select specbook' })).toBeInTheDocument();
    expect(within(current).queryByRole('link', { name: 'View specbook' })).toBeNull();
  });

  it('sends a user without role 11 to Appliances’ shop all, keeping ?specbook', async () => {
    stubSession(makeUser({ id: 7 }));
    renderWithProviders(<SpecmarketLayout />, { route: '/v4/specmarket/categories/bath?specbook=5', path: '/v4/specmarket/*' });
    await screen.findByText('/v4/specmarket/shopall/appliances?specbook=5');
  });

  it('keeps such a user on Appliances, with that department only and no product search', async () => {
    stubSession(makeUser({ id: 7 }));
    renderWithProviders(<SpecmarketLayout />, { route: '/v4/specmarket/shopall/appliances', path: '/v4/specmarket/*' });
    const nav = await screen.findByRole('navigation', { name: 'Departments' });
    expect(within(nav).getAllByRole('link').map((l) => l.textContent)).toEqual(['Appliances']);
    expect(screen.queryByRole('textbox', { name: 'Search products' })).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/v4/specmarket/shopall/appliances');
  });
});
