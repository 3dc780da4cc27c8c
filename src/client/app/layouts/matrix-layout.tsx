import { Outlet, useSearchParams } from 'react-router';
import { hasToken } from '#client/lib/auth-storage';
import { AppChrome } from './app-chrome';
import { PublicFrame } from './public-frame';
import { SessionGate } from './session-gate';

/**
 * The matrix layout: white header, full-width content. QR viewers (query qrSpecbookID) without
 * a session see the matrix in the public frame instead.
 */
export function MatrixLayout() {
  const [params] = useSearchParams();
  if (params.has('qrSpecbookID') && !hasToken()) {
    return (
      <PublicFrame>
        <Outlet />
      </PublicFrame>
    );
  }
  return (
    <SessionGate>
      <AppChrome headerTone="white" fullWidth>
        <Outlet />
      </AppChrome>
    </SessionGate>
  );
}
