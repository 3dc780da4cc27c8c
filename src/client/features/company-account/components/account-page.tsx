import { Alert, Button, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { COMPANY_MESSAGES as M } from '#shared/lib/company-messages';
import { FeatureNotEnabled } from '#client/components/ui/feature-not-enabled';
import { PageHeader } from '#client/components/ui/page-header';
import { t } from '#client/lib/i18n';
import { useCompanyAccount } from '../api/company-account';
import { CompanySection } from './company-section';
import { ContactsSection } from './contacts-section';
import { DefaultsSection } from './defaults-section';
import { PoliciesSection } from './policies-section';
import { SettingsSection } from './settings-section';
import { SocialLinksSection } from './social-links-section';

/** Props of the account page. */
export type TAccountPageProps = {
  userId: number;
  /** The user's feature flags: the page needs useAccountSettingsPage (spec §2, §6). */
  features: readonly string[];
  /** Called after the company record or logo changed (the app refreshes its header). */
  onCompanyChanged?: () => void;
  /** A setting or the access code changed: the user's advanced access may have too. */
  onAccessChanged?: () => void;
  /** Sections other features add below the account's own (the app composes them: the ERP connection). */
  moreSections?: ReactNode;
  /** The user's own settings, shown first (the app composes them: language and region). */
  userSections?: ReactNode;
};

const TITLE = 'Account Settings';

/**
 * /v4/account: the company record with its logo, social links, contacts, policies, defaults and
 * account settings, each section saved on its own.
 */
export function AccountPage({ userId, features, onCompanyChanged, onAccessChanged, moreSections, userSections }: TAccountPageProps) {
  const enabled = features.includes('useAccountSettingsPage');
  const account = useCompanyAccount(userId);

  if (!enabled) return <FeatureNotEnabled title={t(TITLE)} message={t(M.notEnabled)} />;

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t(TITLE)} description={t("Your company's details, contacts and policies, and the defaults new specbooks start from.")} />
      {userSections}
      {account.isPending && <Loader aria-label={t('Loading the company account')} />}
      {account.isError && (
        <Alert color="red" title={t(M.loadFailed)}>
          <Button size="xs" variant="light" onClick={() => void account.refetch()}>
            {t('Try again')}
          </Button>
        </Alert>
      )}
      {account.data && (
        <>
          <CompanySection userId={userId} account={account.data} onChanged={onCompanyChanged} />
          <SocialLinksSection userId={userId} account={account.data} />
          <ContactsSection userId={userId} account={account.data} />
          <PoliciesSection userId={userId} account={account.data} />
          <DefaultsSection userId={userId} account={account.data} />
          <SettingsSection userId={userId} settings={account.data.settings} hasAccessCode={account.data.hasAccessCode} onAccessChanged={onAccessChanged} />
          {moreSections}
        </>
      )}
    </Stack>
  );
}
