import { PageHeader } from '#client/components/ui/page-header';

/** /v4/account: Account Settings. */
export function Component() {
  return <PageHeader title="Account Settings" description="Company details, users, policies and the defaults used by new specbooks." />;
}
Component.displayName = 'AccountPage';
