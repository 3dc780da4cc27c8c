import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorPage } from '#client/components/ui/error-page';
import { FullPageLoader } from '#client/components/ui/full-page-loader';
import { ApiError } from '#client/lib/api-client';
import { isChunkLoadError, reloadAfterChunkError } from '#client/lib/chunk-reload';
import { isReportableError, reportClientError } from '#client/lib/error-reporting';

/**
 * Error element of the routes: 404s show the not-found page; a failed script chunk reloads the
 * page (at most once per 60 s); TypeError/ReferenceError/SyntaxError are reported to /api/log.
 */
export function RouteError({ fullPage = true }: { fullPage?: boolean }) {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);

  useEffect(() => {
    if (chunkError) {
      reloadAfterChunkError();
      return;
    }
    if (isReportableError(error)) void reportClientError(error);
  }, [error, chunkError]);

  if (isRouteErrorResponse(error)) {
    return <ErrorPage status={error.status} message={error.statusText || 'Error'} fullPage={fullPage} />;
  }
  if (error instanceof ApiError && error.status === 404) return <ErrorPage status={404} fullPage={fullPage} />;
  if (chunkError) {
    return <ErrorPage status={500} message="A new version of Specfolio is available. Reload the page to continue." withReload fullPage={fullPage} />;
  }
  return <ErrorPage status={500} message="Error" withReload fullPage={fullPage} />;
}

/** Error element for pages inside a layout: keeps the header and menu around the error. */
export function PageRouteError() {
  return <RouteError fullPage={false} />;
}

/** Shown while the first page's code loads. */
export function RouteHydrateFallback() {
  return <FullPageLoader />;
}
