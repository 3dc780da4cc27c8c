import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSTANTS } from '#shared/lib/messages';
import { CHUNK_RELOAD_KEY, isChunkLoadError, reloadAfterChunkError } from './chunk-reload';
import { reloadPage } from './navigation';

vi.mock('./navigation', () => ({ hardNavigate: vi.fn(), reloadPage: vi.fn() }));
const reload = vi.mocked(reloadPage);

afterEach(() => reload.mockClear());

describe('isChunkLoadError', () => {
  it('recognises failed dynamic imports of the browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/brands-x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });
});

describe('reloadAfterChunkError', () => {
  it('reloads at most once per 60 seconds', () => {
    const t0 = 1_000_000;
    expect(reloadAfterChunkError(t0)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).toBe(String(t0));

    expect(reloadAfterChunkError(t0 + CONSTANTS.chunkReloadIntervalMs - 1)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    expect(reloadAfterChunkError(t0 + CONSTANTS.chunkReloadIntervalMs)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });
});
