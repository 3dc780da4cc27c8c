import { useSearchParams } from 'react-router';
import { INVOICE_STATUS_VALUES, type InvoiceStatus } from '#shared/lib/invoice-status';

/** The Accounting page's filters, as GET {u}/invoices reads them; page is 1-based. */
export type TAccountingFilters = { status: InvoiceStatus | null; search: string; startDate: string; endDate: string; page: number };

/** The filter keys that live in the page's URL. */
type TFilterKey = 'status' | 'search' | 'startDate' | 'endDate';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function statusOf(value: string | null): InvoiceStatus | null {
  return INVOICE_STATUS_VALUES.find((s) => s === value) ?? null;
}

/** The filters of a URL query: unknown statuses, malformed days and bad page numbers are ignored. */
export function filtersFromParams(params: URLSearchParams): TAccountingFilters {
  const day = (key: string) => (DAY.test(params.get(key) ?? '') ? (params.get(key) ?? '') : '');
  const page = Number(params.get('page'));
  return {
    status: statusOf(params.get('status')),
    search: params.get('search') ?? '',
    startDate: day('startDate'),
    endDate: day('endDate'),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * The filters kept in the URL (so that a filtered list survives a reload, the back button and a
 * shared link), with setters: changing a filter goes back to page 1.
 */
export function useAccountingFilters() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
  return {
    filters,
    setFilter: (key: TFilterKey, value: string | null) =>
      update((next) => {
        if (value) next.set(key, value);
        else next.delete(key);
        next.delete('page');
      }),
    setPage: (page: number) => update((next) => (page > 1 ? next.set('page', String(page)) : next.delete('page'))),
    clear: () => update((next) => ['status', 'search', 'startDate', 'endDate', 'page'].forEach((key) => next.delete(key))),
    filtered: Boolean(filters.status || filters.search || filters.startDate || filters.endDate),
  };
}
