import { useQueryClient } from '@tanstack/react-query';
import { useCurrentSession } from '#client/lib/current-session';
import { AccountPage } from '#client/features/company-account/components/account-page';
import { accountQueryOptions } from '#client/features/session/api/get-account';
import { currentUserQueryOptions } from '#client/features/session/api/get-current-user';

/** /v4/account: the company account (business-records §2), behind useAccountSettingsPage. */
export function Component() {
  const { user } = useCurrentSession();
  const queryClient = useQueryClient();
  const refreshHeader = () => void queryClient.invalidateQueries({ queryKey: accountQueryOptions(user.id).queryKey });
  const refreshAccess = () => void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
  return <AccountPage userId={user.id} features={user.features} onCompanyChanged={refreshHeader} onAccessChanged={refreshAccess} />;
}
Component.displayName = 'AccountPage';
