import { Outlet } from 'react-router';
import { AppChrome } from './app-chrome';
import { SessionGate } from './session-gate';

/** The customers layout: the signed-in chrome with a full-width content area for the customer center. */
export function CustomersLayout() {
  return (
    <SessionGate>
      <AppChrome fullWidth>
        <Outlet />
      </AppChrome>
    </SessionGate>
  );
}
