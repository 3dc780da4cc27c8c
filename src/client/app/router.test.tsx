import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '#shared/lib/messages';
import { createTestQueryClient, testTheme } from '#client/test/render';
import { routes } from './router';

/** The path pattern of the page a URL lands on ('*' = the 404 page). */
function pageFor(url: string): string | undefined {
  const matches = matchRoutes(routes, url);
  return matches?.at(-1)?.route.path;
}

function renderAt(url: string) {
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  render(
    <MantineProvider theme={testTheme}>
      <QueryClientProvider client={createTestQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return router;
}

describe('route list (spec §2)', () => {
  const cases: Array<[string, string]> = [
    ['/v4/account', '/v4/account'],
    ['/v4/accounting?status=voided', '/v4/accounting'],
    ['/v4/brands', '/v4/brands'],
    ['/v4/customers', '/v4/customers'],
    ['/v4/inventory', '/v4/inventory'],
    ['/v4/matrix?search=faucet&specbook=4', '/v4/matrix'],
    ['/v4/payments', '/v4/payments'],
    ['/v4/pricegroups', '/v4/pricegroups'],
    ['/v4/profiles', '/v4/profiles'],
    ['/v4/profiles/12', '/v4/profiles/:id'],
    ['/v4/shipping', '/v4/shipping'],
    ['/v4/specmarket', '/v4/specmarket'],
    ['/v4/specmarket/shopall', '/v4/specmarket/shopall/:slug?/*'],
    ['/v4/specmarket/shopall/appliances/ranges/gas', '/v4/specmarket/shopall/:slug?/*'],
    ['/v4/specmarket/categories/search/rain%20shower', '/v4/specmarket/categories/:slug?/*'],
    ['/v4/specmarket/cart/5', '/v4/specmarket/cart/:id'],
    ['/v4/specmarket/cart/5/checkout', '/v4/specmarket/cart/:id?/checkout'],
    ['/v4/specmarket/cart/checkout', '/v4/specmarket/cart/:id?/checkout'],
    ['/v4/specmarket/cart/5/confirmation', '/v4/specmarket/cart/:id?/confirmation'],
    ['/v4/vendors', '/v4/vendors'],
    ['/v4/jobs/pipelines', '/v4/jobs/pipelines'],
    ['/v4/specbooks/manage/42', '/v4/specbooks/manage/:id'],
    ['/v4/specbooks/manage/42/spec/9', '/v4/specbooks/manage/:id?/spec/:specbookSpecId?'],
    ['/v4/specbooks/manage/42/integration/aipq', '/v4/specbooks/manage/:id?/integration/aipq'],
    ['/v4/specbooks/manage/42/integration/wise', '/v4/specbooks/manage/:id?/integration/wise'],
    ['/qr/smartlabel/specbook/42/spec/9', '/qr/smartlabel/specbook/:specbookId?/spec/:specbookSpecId?'],
    ['/specbooks/preview/42', '/specbooks/preview/:id?'],
    ['/v4/specbooks/proposal/42', '/v4/specbooks/proposal/:id'],
    ['/v4/especbook/42?token=abc', '/v4/especbook/:id?'],
    ['/login?redirect=%2Fv4%2Fbrands', '/login'],
  ];

  it.each(cases)('%s opens its page', (url, pattern) => {
    expect(pageFor(url.split('?')[0] ?? url)).toBe(pattern);
  });

  it('sends / to the index page', () => {
    const matches = matchRoutes(routes, '/');
    expect(matches?.at(-1)?.route.index).toBe(true);
  });

  it('sends unknown paths to the 404 page', () => {
    expect(pageFor('/nowhere/at/all')).toBe('*');
    expect(pageFor('/v4/unknown')).toBe('*');
  });
});

describe('404 page', () => {
  it("says 'This page could not be found' with a link back home", async () => {
    renderAt('/this/does/not/exist');
    expect(await screen.findByRole('heading', { name: MESSAGES.notFoundPage })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: MESSAGES.backHome });
    expect(link).toHaveAttribute('href', '/');
  });
});

describe('start-up guard', () => {
  it('sends a signed-out visitor of a protected page to the login page with a redirect', async () => {
    const router = renderAt('/v4/brands?tab=all');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/v4/brands?tab=all');
  });
});
