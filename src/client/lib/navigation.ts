/**
 * Full-page browser navigation, kept in one module so that tests can replace it
 * (jsdom does not implement real navigation).
 */

/** Leave the single-page app and load `url` from the server (drops all in-memory state). */
export function hardNavigate(url: string): void {
  window.location.assign(url);
}

/** Reload the current page from the server. */
export function reloadPage(): void {
  window.location.reload();
}

/** Leave the app for `url` in place of the current history entry (Back does not come here again). */
export function replaceLocation(url: string): void {
  window.location.replace(url);
}
