import { PageHeader } from '#client/components/ui/page-header';
import { useCurrentSession } from '#client/lib/current-session';

/** /v4/profiles: the profile list ('Projects' for pro users). */
export function Component() {
  const { user } = useCurrentSession();
  return user.hasProRole ? (
    <PageHeader title="Projects" description="The projects your specbooks belong to." />
  ) : (
    <PageHeader title="Profiles" description="Customers, jobs and projects that your specbooks belong to." />
  );
}
Component.displayName = 'ProfilesPage';
