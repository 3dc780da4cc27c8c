import { canUse } from '#shared/lib/access';
import { ACCESS_MESSAGES } from '#shared/lib/access-messages';
import { FeatureNotEnabled } from '#client/components/ui/feature-not-enabled';
import { useCurrentSession } from '#client/lib/current-session';
import { AccountingPage } from '#client/features/accounting/components/accounting-page';

/** /v4/accounting: the Accounting tab (every invoice of the account), for accounting_tab users whose account invoices (decision 067). */
export function Component() {
  const { user } = useCurrentSession();
  if (!canUse(user, 'accounting')) return <FeatureNotEnabled title="Accounting" message={ACCESS_MESSAGES.accounting} />;
  return <AccountingPage userId={user.id} />;
}
Component.displayName = 'AccountingPage';
