import { useCurrentSession } from '#client/lib/current-session';
import { GroupsPage } from '#client/features/sharing/components/groups-page';

/** /v4/groups: the caller's groups and invites (spec/business-records.md §4 "Groups and invites"). */
export function Component() {
  const { user } = useCurrentSession();
  return <GroupsPage userId={user.id} />;
}
Component.displayName = 'GroupsPage';
