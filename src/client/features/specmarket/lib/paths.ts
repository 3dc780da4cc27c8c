import { SPECMARKET_FALLBACK_PATH } from '#shared/lib/specmarket';

/** Where the marketplace pages live. */
export const SPECMARKET_ROOT = '/v4/specmarket';

/** The two browsing areas: category pages and "shop all" pages (same categories, same grid). */
export type TBrowseArea = 'categories' | 'shopall';

/**
 * The page of a category: the category's url ("/categories/bath/faucets") under /v4/specmarket,
 * in the area browsed, keeping the query (spec §2 "Choosing a category … keeping the query").
 * The page number is dropped: a new category starts on its first page.
 */
export function categoryHref(url: string, search: string, area: TBrowseArea = 'categories'): string {
  const path = area === 'shopall' ? url.replace(/^\/categories(?=\/|$)/, '/shopall') : url;
  return `${SPECMARKET_ROOT}${path}${withoutPage(search)}`;
}

/** The search results page of a term (spec §2): /v4/specmarket/categories/search/{term}. */
export function searchHref(term: string, search: string): string {
  return `${SPECMARKET_ROOT}/categories/search/${encodeURIComponent(term)}${withoutPage(search)}`;
}

/** Where a product search goes: the Matrix from the cart page (spec §2), else the search results page. */
export function productSearchTarget(pathname: string, term: string, search: string): string {
  if (pathname.startsWith(`${SPECMARKET_ROOT}/cart`)) return `/v4/matrix?search=${encodeURIComponent(term)}`;
  return searchHref(term, search);
}

/** A query string without its page number ('' or '?…'). */
export function withoutPage(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('page');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The role-11 rule (spec §2 "Access", §6; docs/decisions/056): without the marketplace role every
 * specmarket page but the Appliances "shop all" pages sends the user there, keeping ?specbook.
 * Answers the path to go to, or null to stay.
 */
export function marketplaceRedirect(pathname: string, search: string, hasRole: boolean): string | null {
  if (hasRole) return null;
  const path = pathname.replace(/\/+$/, '');
  if (path === SPECMARKET_FALLBACK_PATH || path.startsWith(`${SPECMARKET_FALLBACK_PATH}/`)) return null;
  const specbook = new URLSearchParams(search).get('specbook');
  return specbook ? `${SPECMARKET_FALLBACK_PATH}?specbook=${encodeURIComponent(specbook)}` : SPECMARKET_FALLBACK_PATH;
}
