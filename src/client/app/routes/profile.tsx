import { useParams } from 'react-router';
import { PageHeader } from '#client/components/ui/page-header';
import { useCurrentSession } from '#client/lib/current-session';

/** /v4/profiles/{id}: one profile ('Project' for pro users). */
export function Component() {
  const { id } = useParams();
  const { user } = useCurrentSession();
  const noun = user.hasProRole ? 'Project' : 'Profile';
  return <PageHeader title={`${noun} #${id ?? ''}`} description={`The specbooks, contacts, addresses and totals of this ${noun.toLowerCase()}.`} />;
}
Component.displayName = 'ProfilePage';
