import { CONSTANTS } from '#shared/lib/messages';
import { reloadPage } from './navigation';

/**
 * When a script chunk fails to load (usually a new deploy replaced it) the page reloads, at most
 * once per 60 seconds (spec §2 "Start-up and session", §8). The time of the last reload is kept
 * in session storage so it survives the reload itself.
 */

/** Session-storage key of the last chunk-failure reload (epoch ms). */
export const CHUNK_RELOAD_KEY = 'sb_chunk_reload_at';

const CHUNK_ERROR_PATTERNS = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

/** True when `error` says that a lazily loaded script or style chunk could not be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && CHUNK_ERROR_PATTERNS.some((re) => re.test(message));
}

/**
 * Reload the page unless it was already reloaded for a chunk failure less than 60 s ago.
 * Returns true when a reload was started.
 */
export function reloadAfterChunkError(now: number = Date.now()): boolean {
  let last = 0;
  try {
    last = Number(window.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0) || 0;
  } catch {
    /* storage unavailable: allow the reload */
  }
  if (last && now - last < CONSTANTS.chunkReloadIntervalMs) return false;
  try {
    window.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    /* storage unavailable */
  }
  reloadPage();
  return true;
}

/** Listen for Vite's preload failures (`vite:preloadError`) and reload when allowed. */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadAfterChunkError()) event.preventDefault();
  });
}
