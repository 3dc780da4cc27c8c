import { useCurrentSession } from '#client/lib/current-session';
import { PaymentAccountsPage } from '#client/features/payment-accounts/components/payment-accounts-page';

/** /v4/payments: Payment Methods (the account's payment accounts). */
export function Component() {
  const { user } = useCurrentSession();
  return <PaymentAccountsPage userId={user.id} />;
}
Component.displayName = 'PaymentsPage';
