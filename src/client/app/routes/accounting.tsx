import { useCurrentSession } from '#client/lib/current-session';
import { AccountingPage } from '#client/features/accounting/components/accounting-page';

/** /v4/accounting: the Accounting tab (every invoice of the account). */
export function Component() {
  const { user } = useCurrentSession();
  return <AccountingPage userId={user.id} />;
}
Component.displayName = 'AccountingPage';
