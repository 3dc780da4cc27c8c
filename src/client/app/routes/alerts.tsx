import { useCurrentSession } from '#client/lib/current-session';
import { UpcomingAlerts } from '#client/features/alerts/components/upcoming-alerts';

/**
 * /v4/alerts: the account's upcoming alerts over all its specbooks (a page of its own, in the
 * side menu under Home and Profiles: the home page stays the specbooks list).
 */
export function Component() {
  const { user } = useCurrentSession();
  return <UpcomingAlerts userId={user.id} />;
}
Component.displayName = 'AlertsPage';
