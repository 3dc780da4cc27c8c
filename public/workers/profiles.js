/*
 * Specfolio's background worker (spec/workspace.md §2 "Start-up and session": "A background worker
 * is registered at /workers/profiles.js"), a service worker for the whole site (docs/decisions/066).
 *
 * It lets a signed-in user open the profile list without a network:
 * - page loads are network-first, falling back to the last app shell (index.html) it saw;
 * - the built scripts and styles (/assets/*, content-hashed names) are cache-first;
 * - the reads the profile list needs to start (current user, account, menu, the profile list)
 *   are network-first, falling back to the last answer of the same URL.
 * Nothing else is touched: writes, other reads and other origins go to the network as before.
 * The client deletes the 'specfolio-profiles-*' caches on logout and session expiry
 * (src/client/lib/profiles-worker.ts names the same prefix).
 */
const VERSION = 'v1';
const SHELL_CACHE = `specfolio-shell-${VERSION}`;
const DATA_CACHE = `specfolio-profiles-${VERSION}`;
const SHELL_URL = '/';
const DATA_PATHS = [/^\/api\/v4\/user\/me$/, /^\/api\/v4\/user\/\d+\/(account|menu|profile)$/];

/** The app shell and the scripts and styles it names. */
async function cacheShell() {
  const cache = await caches.open(SHELL_CACHE);
  const response = await fetch(SHELL_URL, { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await cache.put(SHELL_URL, response);
  const assets = [...new Set(html.match(/\/assets\/[^"'?#\s]+/g) ?? [])];
  await cache.addAll(assets);
}

/** Caches of older versions of this worker. */
async function dropOldCaches() {
  const keep = new Set([SHELL_CACHE, DATA_CACHE]);
  for (const name of await caches.keys()) if (name.startsWith('specfolio-') && !keep.has(name)) await caches.delete(name);
}

/** True for a successful answer of the kind kept under that cache (HTML for the shell, JSON for data). */
function keepable(response, cacheName) {
  const type = response.headers.get('content-type') ?? '';
  return response.ok && type.includes(cacheName === SHELL_CACHE ? 'text/html' : 'application/json');
}

/**
 * The network's answer, kept for later; the last kept answer when the network fails. The cache is
 * opened (so created) only to keep an answer: after logout deleted the user's data, the signed-out
 * pages' refused reads leave no cache behind.
 */
async function networkFirst(request, cacheName, fallbackKey) {
  try {
    const response = await fetch(request);
    if (keepable(response, cacheName)) await (await caches.open(cacheName)).put(fallbackKey ?? request, response.clone());
    return response;
  } catch (error) {
    const cached = await caches.match(fallbackKey ?? request, { cacheName });
    if (cached) return cached;
    throw error;
  }
}

/** The kept copy of a content-hashed file, else the network's (then kept). */
async function cacheFirst(request) {
  const cache = await caches.open(SHELL_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().catch(() => undefined).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(dropOldCaches().then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    if (!url.pathname.startsWith('/api/')) event.respondWith(networkFirst(request, SHELL_CACHE, SHELL_URL));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (DATA_PATHS.some((path) => path.test(url.pathname))) {
    event.respondWith(networkFirst(request, DATA_CACHE));
  }
});
