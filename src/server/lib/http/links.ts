/** The API's origin-less base path; `_pagination.base` of every list. */
export const API_BASE = '/api';

/** The path of a request URL, without query string or fragment: '/api/x?page=2' → '/api/x'. */
export function pathOf(url: string): string {
  return url.split(/[?#]/, 1)[0] ?? '';
}

function queryOf(url: string): string {
  const withoutHash = url.split('#', 1)[0] ?? '';
  const at = withoutHash.indexOf('?');
  return at === -1 ? '' : withoutHash.slice(at + 1);
}

function decodedKey(part: string): string {
  const rawKey = part.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(rawKey.replace(/\+/g, ' '));
  } catch {
    return rawKey;
  }
}

/**
 * The URL with one query parameter set, every other parameter kept as the client wrote it
 * (order and encoding included): withQueryParam('/api/x?a=1&page=2', 'page', 3) → '/api/x?a=1&page=3'.
 * Repeats of the key are dropped; an absent key is appended.
 */
export function withQueryParam(url: string, key: string, value: string | number): string {
  const parts = queryOf(url)
    .split('&')
    .filter((part) => part.length > 0);
  const setting = `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`;
  const kept: string[] = [];
  let replaced = false;
  for (const part of parts) {
    if (decodedKey(part) !== key) kept.push(part);
    else if (!replaced) {
      kept.push(setting);
      replaced = true;
    }
  }
  if (!replaced) kept.push(setting);
  return `${pathOf(url)}?${kept.join('&')}`;
}
