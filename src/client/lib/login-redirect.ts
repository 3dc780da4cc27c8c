/** Building and reading the login page's `redirect` parameter. */

/** The login path that returns to `location` after signing in ('/login' alone for the home page). */
export function loginPathFor(location: { pathname: string; search?: string; hash?: string }): string {
  const target = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  if (!target || target === '/') return '/login';
  return `/login?redirect=${encodeURIComponent(target)}`;
}

/**
 * Where to go after signing in: the `redirect` value when it is a path of this site, else '/'.
 * Absolute and protocol-relative URLs are refused so that the login page cannot send users away.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/';
  if (raw === '/login' || raw.startsWith('/login?') || raw.startsWith('/login/')) return '/';
  return raw;
}
