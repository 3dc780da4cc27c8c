import type { TMenuItem } from '#shared/schemas/user';
import { specbookIdFromPath } from '#client/lib/specbook-route';

/**
 * The click rules of the side menu (spec/workspace.md §2 "Side menu"), as a pure decision.
 *
 * Specfolio has no legacy site, so "any other path opens on the legacy site" becomes: known
 * legacy paths map to their Specfolio pages (/projects → /v4/profiles, /specs → /v4/matrix,
 * /dashboard and / → /), and any other path opens inside the app (unknown pages show the 404 page).
 */

/** What a click on a menu item does. */
export type TMenuClickAction =
  /** Nothing: disabled items, separators and items without a target. */
  | { kind: 'none' }
  /** Go to a page of the app. */
  | { kind: 'navigate'; to: string }
  /** Follow the href directly (tel: links, accounting tab, absolute URLs). */
  | { kind: 'external'; href: string }
  /** Open the named modal. */
  | { kind: 'modal'; name: string }
  /** Log the user out. */
  | { kind: 'logout' };

/** The part of a menu item the click rules read. */
export type TMenuClickItem = Pick<TMenuItem, 'href' | 'type' | 'disabled'>;

/** The part of the current location the click rules read. */
export type TMenuLocation = { pathname: string };

/** Legacy paths and the Specfolio pages that replace them. */
export const LEGACY_PATHS: Readonly<Record<string, string>> = {
  '/': '/',
  '/dashboard': '/',
  '/projects': '/v4/profiles',
  '/specs': '/v4/matrix',
};

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Decide what clicking `item` does while the app shows `location`. */
export function resolveMenuClick(item: TMenuClickItem, location: TMenuLocation): TMenuClickAction {
  if (item.disabled || item.type === 'separator') return { kind: 'none' };
  const href = (item.href ?? '').trim();

  if (href === 'logout' || href === 'action:logout') return { kind: 'logout' };

  if (item.type === 'matrix') {
    const specbookId = specbookIdFromPath(location.pathname);
    return { kind: 'navigate', to: specbookId === null ? '/v4/matrix' : `/v4/matrix?specbook=${specbookId}` };
  }

  if (href.startsWith('action:')) {
    const name = href.slice('action:'.length).trim();
    return name ? { kind: 'modal', name } : { kind: 'none' };
  }

  if (!href) return { kind: 'none' };

  // Followed directly: phone links and the accounting tab.
  if (/^tel:/i.test(href) || item.type === 'tel' || href.includes('gui-accounting-tab')) {
    return { kind: 'external', href };
  }
  if (/^(https?:|mailto:)/i.test(href) || href.startsWith('//')) return { kind: 'external', href };

  const path = href.startsWith('/') ? href : `/${href}`;
  const [pathname = '/', rest = ''] = splitPath(path);
  const mapped = LEGACY_PATHS[withoutTrailingSlash(pathname)];
  if (mapped !== undefined) return { kind: 'navigate', to: `${mapped}${rest}` };
  return { kind: 'navigate', to: path };
}

/** Split a path into its pathname and its query-and-hash part. */
function splitPath(path: string): [string, string] {
  const cut = path.search(/[?#]/);
  return cut < 0 ? [path, ''] : [path.slice(0, cut), path.slice(cut)];
}

/** True when `to` is the page shown at `pathname` (or a page below it). */
export function isActiveTarget(to: string, pathname: string): boolean {
  const [target = '/'] = splitPath(to);
  if (target === '/') return pathname === '/';
  return pathname === target || pathname.startsWith(`${target}/`);
}
