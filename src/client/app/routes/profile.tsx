import { useParams } from 'react-router';
import { useCurrentSession } from '#client/lib/current-session';
import { ProfileDetail } from '#client/features/profiles/components/profile-detail';

/** /v4/profiles/{id}: one profile ('Project' for pro users). */
export function Component() {
  const { id } = useParams();
  const { user } = useCurrentSession();
  return <ProfileDetail key={id} userId={user.id} profileId={Number(id)} isPro={user.hasProRole} />;
}
Component.displayName = 'ProfilePage';
