import { watchSessionAcrossTabs } from './auth-storage';
import { loginPathFor } from './login-redirect';
import { hardNavigate, reloadPage } from './navigation';

/**
 * One browser, one session (docs/decisions/039): when the user logs out (or the session expires)
 * in another tab, this tab goes to the login page at once, remembering where it was; when another
 * user signs in elsewhere, this tab reloads as that user. Returns the function that stops it.
 */
export function installSessionSync(): () => void {
  return watchSessionAcrossTabs({
    onSignedOut: () => {
      if (window.location.pathname === '/login') return;
      hardNavigate(loginPathFor(window.location));
    },
    onUserChanged: reloadPage,
  });
}
