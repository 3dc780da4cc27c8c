import { Outlet, useLocation } from 'react-router';
import { AppChrome } from './app-chrome';
import { SessionGate } from './session-gate';

/** Path of the job pipelines page, whose header is black. */
const JOB_PIPELINES_PATH = '/v4/jobs/pipelines';

/** The default layout: header, notifications list, side menu and the page; loads the user and account first. */
export function DefaultLayout() {
  const { pathname } = useLocation();
  const tone = pathname.startsWith(JOB_PIPELINES_PATH) ? 'black' : 'brand';
  return (
    <SessionGate>
      <AppChrome headerTone={tone} fullWidth={tone === 'black'} withNotifications>
        <Outlet />
      </AppChrome>
    </SessionGate>
  );
}
