import { useQuery } from '@tanstack/react-query';
import type { TInvoice } from '#shared/schemas/invoice';
import { apiList } from '#client/lib/api-client';
import { especbookKeys, specbookBase } from './keys';

/**
 * The specbook's invoices, newest first (GET …/specbook/{id}/invoices); loaded only when
 * `enabled`, i.e. when the seller can use invoicing (spec §2.4).
 */
export function useEspecbookInvoices(userId: number, specbookId: number, enabled: boolean) {
  return useQuery({
    queryKey: especbookKeys.invoices(userId, specbookId),
    queryFn: async ({ signal }) => (await apiList<TInvoice>(`${specbookBase(userId, specbookId)}/invoices`, { signal, silent: true })).list,
    enabled,
  });
}
