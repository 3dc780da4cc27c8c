/**
 * Where the session lives in the browser (spec/workspace.md §2 "Start-up and session", §7;
 * docs/decisions/039).
 *
 * - A signed-in user's bearer token is kept in local storage under 'sb_jwt', so every tab of the
 *   browser shares the session (Ctrl+click, a new tab); logging out in one tab removes it and the
 *   other tabs follow ({@link watchSessionAcrossTabs}). The user's id is also written to a cookie
 *   whose name starts with 'sb_user' (the side menu reads it from there).
 * - An e-Specbook or QR viewer's token (exchanged from a link) is kept in session storage under the
 *   same key: it belongs to that one tab, takes precedence there, and never touches the seller's.
 */

import { clearProfilesWorkerData } from './profiles-worker';

/** Storage key of the bearer token (local storage: the user's; session storage: a viewer's). */
export const TOKEN_KEY = 'sb_jwt';
/** Cookie holding the signed-in user's id. */
export const USER_COOKIE = 'sb_user';
/** Cookie name of the legacy auth token (cleared on logout only). */
export const LEGACY_TOKEN_COOKIE = 'sb_token';

/** Local-storage keys cleared on logout (`{product}tate` is `specbookState`). */
export const LOGOUT_LOCAL_STORAGE_KEYS = [
  'sb_jwt',
  'sb_user',
  'access_token',
  'specbookState',
  'accessCodeValid',
] as const;

/** Cookie names cleared on logout; every cookie starting with 'sb_user' is cleared too. */
export const LOGOUT_COOKIES = [LEGACY_TOKEN_COOKIE, USER_COOKIE, 'SBCOOKIE', 'accessCodeValid'] as const;

/** The e-Specbook or QR viewer token this tab holds, or null. */
export function getViewerToken(): string | null {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The signed-in user's token shared by every tab, or null. */
function getUserToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The bearer token this tab sends: its viewer token when it has one, else the user's; null when signed out. */
export function getToken(): string | null {
  return getViewerToken() ?? getUserToken();
}

/** True when this tab holds a bearer token. */
export function hasToken(): boolean {
  return Boolean(getToken());
}

/**
 * Store the session after a successful login, for every tab of the browser. A viewer token this
 * tab held is dropped: the tab now belongs to the signed-in user.
 */
export function saveSession(token: string, userId: number): void {
  window.sessionStorage.removeItem(TOKEN_KEY);
  window.localStorage.setItem(TOKEN_KEY, token);
  setCookie(USER_COOKIE, String(userId));
}

/**
 * Store an e-Specbook or QR viewer's token for this tab only (docs/decisions/028): the
 * 'sb_user' cookie is shared by every tab, so a seller's other tabs keep their own user.
 */
export function saveViewerToken(token: string): void {
  window.sessionStorage.setItem(TOKEN_KEY, token);
}

/** Every cookie of the page as name → value. */
export function readCookies(): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!name) continue;
    out.set(name, decodeURIComponent(part.slice(eq + 1).trim()));
  }
  return out;
}

/** The user id held in the first cookie whose name starts with 'sb_user', or null. */
export function readUserIdCookie(): number | null {
  for (const [name, value] of readCookies()) {
    if (!name.startsWith(USER_COOKIE)) continue;
    const id = Number.parseInt(value, 10);
    if (Number.isSafeInteger(id) && id > 0) return id;
  }
  return null;
}

/** Set a session cookie for the whole site. */
export function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax`;
}

/** Remove a cookie set for the whole site. */
export function deleteCookie(name: string): void {
  document.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}

/**
 * Forget this tab's session after it expired: a viewer tab forgets only its own session storage
 * (the seller's session in the other tabs is not the one that expired); otherwise everything
 * goes, as on logout ({@link clearAuthStorage}).
 */
export function clearExpiredSession(): void {
  if (getViewerToken() === null) {
    clearAuthStorage();
    return;
  }
  try {
    window.sessionStorage.clear();
  } catch {
    /* storage unavailable */
  }
}

/**
 * Keeps this tab in step with the user's session in the other tabs (a `storage` event fires here
 * when another tab changes local storage): when the token is removed (logout or expiry elsewhere)
 * `onSignedOut` runs; when another user signs in, `onUserChanged` runs. A viewer tab holds its
 * own token and is left alone. Returns the function that stops watching.
 */
export function watchSessionAcrossTabs(handlers: { onSignedOut: () => void; onUserChanged: () => void }): () => void {
  const listener = (event: StorageEvent) => {
    if (event.storageArea !== window.localStorage || (event.key !== TOKEN_KEY && event.key !== null)) return;
    if (getViewerToken() !== null) return;
    const token = getUserToken();
    if (token === null) handlers.onSignedOut();
    else if (event.key === TOKEN_KEY && event.oldValue !== null && event.newValue !== event.oldValue) handlers.onUserChanged();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/**
 * Forget the session everywhere (logout rule of spec §2): the listed local-storage keys (the
 * user's token among them, which signs out the other tabs too), the auth cookies (legacy token,
 * every 'sb_user*' cookie, SBCOOKIE, accessCodeValid), all of session storage and the background
 * worker's copies of the user's data.
 */
export function clearAuthStorage(): void {
  try {
    for (const key of LOGOUT_LOCAL_STORAGE_KEYS) window.localStorage.removeItem(key);
  } catch {
    /* storage unavailable: nothing to clear */
  }
  const names = new Set<string>(LOGOUT_COOKIES);
  for (const name of readCookies().keys()) if (name.startsWith(USER_COOKIE)) names.add(name);
  for (const name of names) deleteCookie(name);
  try {
    window.sessionStorage.clear();
  } catch {
    /* storage unavailable */
  }
  clearProfilesWorkerData();
}
