import { useCurrentSession } from '#client/lib/current-session';
import { ProfileList } from '#client/features/profiles/components/profile-list';

/** /v4/profiles: the profile list ('Projects' for pro users). */
export function Component() {
  const { user } = useCurrentSession();
  return <ProfileList userId={user.id} isPro={user.hasProRole} />;
}
Component.displayName = 'ProfilesPage';
