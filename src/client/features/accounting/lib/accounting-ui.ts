import { t, tPlural } from '#client/lib/i18n';

/**
 * The words of the Accounting page (Specfolio's own; the spec names only the "Accounting tab"):
 * the English sources, shown through t() where rendered; the counts call t() when built.
 */
export const ACCOUNTING_UI = {
  title: 'Accounting',
  description: 'Every invoice of your account, across all specbooks, newest first.',
  columns: { number: 'Number', specbook: 'Specbook', customer: 'Customer', status: 'Status', due: 'Due', total: 'Total', paid: 'Paid', balance: 'Balance' },
  statusLabel: 'Status',
  allStatuses: 'All statuses',
  searchLabel: 'Invoice number',
  searchPlaceholder: 'INV-1001',
  fromLabel: 'Created from',
  toLabel: 'Created to',
  clear: 'Clear filters',
  loading: 'Loading invoices',
  loadFailed: 'Unable to load invoices',
  retry: 'Try again',
  emptyTitle: 'No invoices yet',
  emptyBody: 'Invoices you create from a specbook’s Invoices drawer are listed here.',
  noMatchTitle: 'No matching invoices',
  noMatchBody: 'Try another status, number or date range, or clear the filters.',
  disabledTitle: 'Invoicing is not enabled for your account',
  disabledBody: 'Ask your Specfolio administrator to turn on invoicing to see your invoices here.',
  count: (n: number) => tPlural(n, '{count} invoice', '{count} invoices'),
  pageOf: (page: number, last: number) => t('Page {page} of {last}', { page, last }),
} as const;
