import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { CUSTOMER_MESSAGES as M } from '#shared/lib/customer-messages';
import { ApiError, apiRequest } from '#client/lib/api-client';
import { toastError } from '#client/lib/toasts';
import { t, useLocale } from '#client/lib/i18n';

/** One option of a server list. */
export type TListOption = { value: string; label: string };

type TListName = 'types' | 'origins' | 'states' | 'countries' | 'invoice-terms' | 'price-groups';

const FAILURE: Partial<Record<TListName, string>> = {
  states: M.statesFailed,
  countries: M.countriesFailed,
  'invoice-terms': M.invoiceTermsFailed,
  'price-groups': M.priceGroupsFailed,
};

/** GET {u}/customer/{list}: a reference list from the server, as Select options (values as strings). */
async function fetchList(userId: number, name: TListName, signal?: AbortSignal): Promise<TListOption[]> {
  try {
    const rows = await apiRequest<{ value: string | number; label: string }[]>(`/api/v4/user/${userId}/customer/${name}`, { signal, silent: true });
    return rows.map((r) => ({ value: String(r.value), label: r.label }));
  } catch (error) {
    // The spec's own failure toast (§8), whatever the server said; a 401 expires the session instead.
    const aborted = error instanceof DOMException && error.name === 'AbortError';
    if (!aborted && !(error instanceof ApiError && error.status === 401)) toastError(FAILURE[name] ?? M.loadFailed);
    throw error;
  }
}

/**
 * A reference list (customer types, origins, states, countries, invoice terms: cached for the
 * session; the account's price groups, which sellers edit: re-read after a minute).
 */
export function useReferenceList(userId: number, name: TListName) {
  const locale = useLocale();
  // The fixed lists' labels are the spec's English, shown in the interface's language; price groups are the account's own names.
  const select = useCallback((rows: TListOption[]) => (name === 'price-groups' ? rows : translateOptions(rows)), [name, locale]); // eslint-disable-line react-hooks/exhaustive-deps -- t reads the locale
  return useQuery({
    queryKey: ['customers', 'reference', userId, name] as const,
    queryFn: ({ signal }) => fetchList(userId, name, signal),
    staleTime: name === 'price-groups' ? 60_000 : Infinity,
    select,
  });
}

/** Options with their labels in the interface's language (read at render time). */
function translateOptions(rows: TListOption[]): TListOption[] {
  return rows.map((row) => ({ ...row, label: t(row.label) }));
}
