import { describe, expect, it } from 'vitest';
import { SPECMARKET_FALLBACK_PATH } from '#shared/lib/specmarket';
import { browseTarget } from './browse-target';
import { categoryHref, marketplaceRedirect, productSearchTarget } from './paths';

describe('the role-11 rule', () => {
  it('leaves a user with the marketplace role where they are', () => {
    expect(marketplaceRedirect('/v4/specmarket/categories/bath', '', true)).toBeNull();
  });

  it.each(['/v4/specmarket', '/v4/specmarket/categories/bath', '/v4/specmarket/shopall/kitchen', '/v4/specmarket/cart/4', '/v4/specmarket/shopall'])(
    'sends a user without it from %s to Appliances’ shop all',
    (pathname) => {
      expect(marketplaceRedirect(pathname, '', false)).toBe(SPECMARKET_FALLBACK_PATH);
    },
  );

  it('keeps ?specbook and nothing else', () => {
    expect(marketplaceRedirect('/v4/specmarket/categories/bath', '?specbook=12&page=3', false)).toBe(`${SPECMARKET_FALLBACK_PATH}?specbook=12`);
  });

  it.each([SPECMARKET_FALLBACK_PATH, `${SPECMARKET_FALLBACK_PATH}/`, `${SPECMARKET_FALLBACK_PATH}/ranges`])('lets a user without it stay on %s', (pathname) => {
    expect(marketplaceRedirect(pathname, '?specbook=12', false)).toBeNull();
  });
});

describe('marketplace links', () => {
  it('puts a category under /v4/specmarket keeping the query but not the page', () => {
    expect(categoryHref('/categories/bath/faucets', '?specbook=4&page=2')).toBe('/v4/specmarket/categories/bath/faucets?specbook=4');
    expect(categoryHref('/categories/appliances', '', 'shopall')).toBe('/v4/specmarket/shopall/appliances');
  });

  it('searches on the search page, or in the Matrix from the cart page', () => {
    expect(productSearchTarget('/v4/specmarket/categories/bath', 'rain shower', '?specbook=4')).toBe('/v4/specmarket/categories/search/rain%20shower?specbook=4');
    expect(productSearchTarget('/v4/specmarket/cart/9', 'K-1', '?specbook=4')).toBe('/v4/matrix?search=K-1');
  });

  it('reads a catch-all route as a search, a category path or everything', () => {
    expect(browseTarget('categories', 'search', 'wall faucet')).toEqual({ kind: 'search', term: 'wall faucet' });
    expect(browseTarget('categories', 'bath', 'faucets/')).toEqual({ kind: 'category', slugPath: 'bath/faucets' });
    expect(browseTarget('shopall', 'search', undefined)).toEqual({ kind: 'category', slugPath: 'search' });
    expect(browseTarget('shopall', undefined, undefined)).toEqual({ kind: 'all' });
  });
});
