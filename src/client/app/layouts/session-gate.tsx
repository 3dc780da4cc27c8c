import { useEffect, useMemo, type ReactNode } from 'react';
import { pickLocale } from '#shared/lib/locale';
import { Navigate, useLocation } from 'react-router';
import { ErrorPage } from '#client/components/ui/error-page';
import { FullPageLoader } from '#client/components/ui/full-page-loader';
import { ApiError } from '#client/lib/api-client';
import { hasToken } from '#client/lib/auth-storage';
import { setLocale, t, useLocale } from '#client/lib/i18n';
import { SessionProvider } from '#client/lib/current-session';
import { loginPathFor } from '#client/lib/login-redirect';
import { useAccount } from '#client/features/session/api/get-account';
import { useCurrentUser } from '#client/features/session/api/get-current-user';

/**
 * Start-up rule of the signed-in layouts (spec §2): without a token go to the login page; with
 * one, load the current user and the account, and show only a centred loader until both are in
 * and the interface speaks the user's locale (their setting, else the browser's; docs/decisions/068).
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const location = useLocation();
  const signedIn = hasToken();
  const user = useCurrentUser({ enabled: signedIn });
  const account = useAccount(user.data?.id ?? null);
  const shown = useLocale();
  const wanted = user.data ? pickLocale(user.data.locale, navigator.languages) : shown;
  useEffect(() => void setLocale(wanted), [wanted]);
  const value = useMemo(
    () => (user.data && account.data ? { user: user.data, account: account.data } : null),
    [user.data, account.data],
  );

  if (!signedIn) return <Navigate to={loginPathFor(location)} replace />;

  const error = user.error ?? account.error;
  if (error) {
    // A 401 is being handled by the API client (toast, then logout): keep the loader up.
    if (error instanceof ApiError && error.status === 401) return <FullPageLoader label={t('Signing out')} />;
    const status = error instanceof ApiError && error.status >= 500 ? error.status : 500;
    return <ErrorPage status={status} message={t('Your account could not be loaded.')} withReload />;
  }
  if (!value || wanted !== shown) return <FullPageLoader label={t('Loading your account')} />;
  return <SessionProvider value={value}>{children}</SessionProvider>;
}

/** Guard for signed-in pages without the app chrome: only checks that a token exists. */
export function RequireToken({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (!hasToken()) return <Navigate to={loginPathFor(location)} replace />;
  return children;
}
