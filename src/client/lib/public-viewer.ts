/**
 * Public viewers (clients who open a shared e-Specbook or QR link) are marked by the 'pub'
 * session flag. The flag is cleared on every app start (spec §2 "Start-up and session"); the
 * e-Specbook and QR flows set it together with the viewer's details under 'pubUser'.
 */

/** Session-storage key of the public-viewer flag. */
export const PUBLIC_FLAG_KEY = 'pub';
/** Session-storage key of the public viewer's details (JSON). */
export const PUBLIC_USER_KEY = 'pubUser';

/** The public viewer the header shows in public mode. */
export type TPublicViewer = { name: string; logoURL: string | null; status: string };

/** Clear the public-viewer flag (called once at start-up). */
export function clearPublicFlag(): void {
  try {
    window.sessionStorage.removeItem(PUBLIC_FLAG_KEY);
    window.sessionStorage.removeItem(PUBLIC_USER_KEY);
  } catch {
    /* storage unavailable */
  }
}

/** Mark this tab as a public viewer's. */
export function setPublicViewer(viewer: TPublicViewer): void {
  window.sessionStorage.setItem(PUBLIC_FLAG_KEY, 'true');
  window.sessionStorage.setItem(PUBLIC_USER_KEY, JSON.stringify(viewer));
}

/** The public viewer when the 'pub' flag is set and a viewer with a status is stored, else null. */
export function readPublicViewer(): TPublicViewer | null {
  try {
    if (!window.sessionStorage.getItem(PUBLIC_FLAG_KEY)) return null;
    const raw = window.sessionStorage.getItem(PUBLIC_USER_KEY);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object') return null;
    const { name, logoURL, status } = parsed as Record<string, unknown>;
    if (typeof name !== 'string' || typeof status !== 'string' || !status) return null;
    return { name, status, logoURL: typeof logoURL === 'string' ? logoURL : null };
  } catch {
    return null;
  }
}
