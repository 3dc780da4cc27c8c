/** Where the spec's background worker is served (spec/workspace.md §2, docs/decisions/066). */
export const PROFILES_WORKER_URL = '/workers/profiles.js';

/** Prefix of the worker's caches of the user's data (public/workers/profiles.js names the same). */
export const PROFILES_DATA_CACHE_PREFIX = 'specfolio-profiles-';

/** Runs `task` once the page has loaded and the browser is idle, so start-up is not slowed. */
function afterStartUp(task: () => void): void {
  const idle = () => (typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(task) : window.setTimeout(task, 1));
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * Registers the background worker at /workers/profiles.js for the whole site, after start-up
 * (spec §2). Browsers without service workers, or pages not served securely, go without it.
 */
export function registerProfilesWorker(): void {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  afterStartUp(() => {
    navigator.serviceWorker.register(PROFILES_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      console.warn('The background worker could not be registered', error);
    });
  });
}

/** Deletes the worker's copies of the user's data (logout, session expiry): the next user never sees them. */
export function clearProfilesWorkerData(): void {
  if (typeof caches === 'undefined') return;
  void caches
    .keys()
    .then((names) => Promise.all(names.filter((name) => name.startsWith(PROFILES_DATA_CACHE_PREFIX)).map((name) => caches.delete(name))))
    .catch(() => undefined);
}
