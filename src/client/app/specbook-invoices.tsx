import { useQueryClient } from '@tanstack/react-query';
import type { TSpecbook } from '#shared/schemas/specbook';
import { useCurrentSession } from '#client/lib/current-session';
import { manageKeys } from '#client/features/manage/api/keys';
import { InvoicesButton } from '#client/features/invoices/components/invoices-button';

/**
 * The manage page's Invoices button for users who can use invoicing (the useInvoicing flag):
 * the invoices feature's drawer, and a refresh of the manage page after each change, since the
 * specbook's status follows its invoices.
 */
export function SpecbookInvoices({ specbook }: { specbook: TSpecbook }) {
  const { user } = useCurrentSession();
  const queryClient = useQueryClient();
  if (!user.canUseInvoicing) return null;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: manageKeys.all(user.id, specbook.id) });
  return <InvoicesButton userId={user.id} specbook={specbook} onChanged={refresh} />;
}
