import { useQueryClient } from '@tanstack/react-query';
import { useCurrentSession } from '#client/lib/current-session';
import { ErpConnectionSection } from '#client/features/erp/components/erp-connection-section';
import { AccountPage } from '#client/features/company-account/components/account-page';
import { UserProfileSection } from '#client/features/company-account/components/user-profile-section';
import { ApiKeysSection } from '#client/features/company-account/components/api-keys-section';
import { LanguageSection } from '#client/features/session/components/language-section';
import { accountQueryOptions } from '#client/features/session/api/get-account';
import { currentUserQueryOptions } from '#client/features/session/api/get-current-user';
import { UserRolesSection } from '#client/features/session/components/user-roles-section';

/** /v4/account: the user's language and region and profile fields, the company account (business-records §2) with the user's roles and the ERP connection, behind useAccountSettingsPage. */
export function Component() {
  const { user } = useCurrentSession();
  const queryClient = useQueryClient();
  const refreshHeader = () => void queryClient.invalidateQueries({ queryKey: accountQueryOptions(user.id).queryKey });
  const refreshAccess = () => void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
  return (
    <AccountPage
      userId={user.id}
      features={user.features}
      onCompanyChanged={refreshHeader}
      onAccessChanged={refreshAccess}
      userSections={
        <>
          <LanguageSection locale={user.locale} />
          <UserProfileSection user={user} onSaved={refreshAccess} />
          <ApiKeysSection user={user} onChanged={refreshAccess} />
        </>
      }
      moreSections={
        <>
          <UserRolesSection userId={user.id} />
          <ErpConnectionSection userId={user.id} />
        </>
      }
    />
  );
}
Component.displayName = 'AccountPage';
