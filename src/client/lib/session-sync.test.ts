import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAuthStorage, clearExpiredSession, getToken, saveSession, saveViewerToken } from './auth-storage';
import { hardNavigate, reloadPage } from './navigation';
import { installSessionSync } from './session-sync';

vi.mock('./navigation', () => ({ hardNavigate: vi.fn(), reloadPage: vi.fn() }));

/** What the browser fires in this tab when another tab changes local storage. */
function otherTabChanged(key: string | null, oldValue: string | null, newValue: string | null): void {
  window.dispatchEvent(new StorageEvent('storage', { key, oldValue, newValue, storageArea: window.localStorage }));
}

let stop: () => void;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(hardNavigate).mockClear();
  vi.mocked(reloadPage).mockClear();
  window.history.replaceState(null, '', '/v4/profiles?tab=1');
  stop = installSessionSync();
});

afterEach(() => stop());

describe("the seller's session is shared by the browser's tabs", () => {
  it('is kept in local storage, so a new tab of the same browser is signed in', () => {
    saveSession('seller.jwt', 7);
    expect(localStorage.getItem('sb_jwt')).toBe('seller.jwt');
    // A new tab starts with empty session storage and still finds the token.
    sessionStorage.clear();
    expect(getToken()).toBe('seller.jwt');
  });

  it('sends this tab to the login page, remembering the page, when another tab logs out', () => {
    saveSession('seller.jwt', 7);
    localStorage.removeItem('sb_jwt');
    otherTabChanged('sb_jwt', 'seller.jwt', null);
    expect(hardNavigate).toHaveBeenCalledWith('/login?redirect=%2Fv4%2Fprofiles%3Ftab%3D1');
  });

  it('follows a clear of the whole storage in another tab, and ignores unrelated keys', () => {
    saveSession('seller.jwt', 7);
    otherTabChanged('specbookState', null, 'x');
    expect(hardNavigate).not.toHaveBeenCalled();
    localStorage.clear();
    otherTabChanged(null, null, null);
    expect(hardNavigate).toHaveBeenCalledTimes(1);
  });

  it('reloads this tab when another user signs in elsewhere', () => {
    saveSession('seller.jwt', 7);
    localStorage.setItem('sb_jwt', 'other.jwt');
    otherTabChanged('sb_jwt', 'seller.jwt', 'other.jwt');
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(hardNavigate).not.toHaveBeenCalled();
  });

  it('does nothing on the login page itself', () => {
    window.history.replaceState(null, '', '/login');
    otherTabChanged('sb_jwt', 'seller.jwt', null);
    expect(hardNavigate).not.toHaveBeenCalled();
  });
});

describe("an e-Specbook viewer's session stays in its tab", () => {
  it("is kept in session storage, used before the seller's, and never overwrites it", () => {
    saveSession('seller.jwt', 7);
    saveViewerToken('viewer.jwt');
    expect(getToken()).toBe('viewer.jwt');
    expect(localStorage.getItem('sb_jwt')).toBe('seller.jwt');
  });

  it("is left alone when the seller logs out in another tab", () => {
    saveViewerToken('viewer.jwt');
    otherTabChanged('sb_jwt', 'seller.jwt', null);
    expect(hardNavigate).not.toHaveBeenCalled();
    expect(getToken()).toBe('viewer.jwt');
  });

  it("expires alone: the seller's session in the other tabs survives", () => {
    saveSession('seller.jwt', 7);
    saveViewerToken('viewer.jwt');
    clearExpiredSession();
    expect(sessionStorage.getItem('sb_jwt')).toBeNull();
    expect(localStorage.getItem('sb_jwt')).toBe('seller.jwt');
  });

  it("gives way when the seller signs in in that tab, and logout clears both", () => {
    saveViewerToken('viewer.jwt');
    saveSession('seller.jwt', 7);
    expect(sessionStorage.getItem('sb_jwt')).toBeNull();
    expect(getToken()).toBe('seller.jwt');
    clearAuthStorage();
    expect(getToken()).toBeNull();
  });
});
