import { Outlet } from 'react-router';
import { AppChrome } from './app-chrome';
import { SessionGate } from './session-gate';

/**
 * The marketplace layout: the signed-in chrome around the specmarket pages. The named modals it
 * hosts per the spec come from the global layout that wraps it.
 */
export function SpecmarketLayout() {
  return (
    <SessionGate>
      <AppChrome>
        <Outlet />
      </AppChrome>
    </SessionGate>
  );
}
