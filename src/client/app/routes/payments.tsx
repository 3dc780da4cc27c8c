import { UpcomingFeature } from '#client/components/ui/upcoming-feature';

/** /v4/payments: Payment Methods (built with the money issue). */
export function Component() {
  return (
    <UpcomingFeature
      title="Payment Methods"
      description="Cards and bank accounts used for invoices, purchase orders and payouts."
      offers={[
        'Your payment accounts: cards and bank accounts for paying purchase orders, and the account that receives your payouts.',
        'Online card payments of invoices by your clients, and cash, check or ACH payments recorded by your staff.',
        'Every payment with its status, refunds and voids kept as their own records.',
      ]}
      meanwhile={[{ label: 'See the invoices of a specbook on its e-Specbook', to: '/' }]}
    />
  );
}
Component.displayName = 'PaymentsPage';
