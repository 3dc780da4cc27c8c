import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TInvoiceDetail } from '#shared/schemas/invoice';
import { apiList } from '#client/lib/api-client';
import type { TAccountingFilters } from '../lib/accounting-filters';

/** Invoices per page of the Accounting page (the API's default page size). */
export const ACCOUNTING_PER_PAGE = 24;

/**
 * One page of the account's invoices across all specbooks, newest first (GET {u}/invoices with
 * status, search, startDate, endDate, page, perPage). Silent: the page says what failed, and a
 * 403 (no useInvoicing) is a state of the page, not an error toast.
 */
export function useAccountInvoices(userId: number, filters: TAccountingFilters) {
  return useQuery({
    queryKey: ['account-invoices', userId, filters] as const,
    queryFn: ({ signal }) =>
      apiList<TInvoiceDetail>(`/api/v4/user/${userId}/invoices`, {
        query: {
          status: filters.status,
          search: filters.search.trim() || null,
          startDate: filters.startDate || null,
          endDate: filters.endDate || null,
          page: filters.page,
          perPage: ACCOUNTING_PER_PAGE,
        },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}
