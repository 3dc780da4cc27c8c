import { Alert, Button, Center, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice, IconLock } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import type { TInvoiceDetail } from '#shared/schemas/invoice';
import { PageHeader } from '#client/components/ui/page-header';
import { ApiError } from '#client/lib/api-client';
import { t } from '#client/lib/i18n';
import { toastFailure } from '#client/lib/toasts';
import { useAccountInvoices } from '../api/account-invoices';
import { useAccountingFilters } from '../lib/accounting-filters';
import { ACCOUNTING_UI as UI } from '../lib/accounting-ui';
import { AccountingCards } from './accounting-cards';
import { AccountingFilters } from './accounting-filters';
import { AccountingTable, AccountingTableSkeleton } from './accounting-table';

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <Center py={56}>
      <Stack align="center" gap="xs" maw={420} ta="center">
        <IconFileInvoice size={40} stroke={1.4} color="var(--mantine-color-gray-5)" aria-hidden />
        <Title order={2} fz="lg">
          {t(filtered ? UI.noMatchTitle : UI.emptyTitle)}
        </Title>
        <Text size="sm" c="dimmed">
          {t(filtered ? UI.noMatchBody : UI.emptyBody)}
        </Text>
      </Stack>
    </Center>
  );
}

/** Without useInvoicing the API answers 403: the page says so instead of listing. */
function InvoicingDisabled() {
  return (
    <Alert color="gray" icon={<IconLock size={18} />} title={t(UI.disabledTitle)} maw={640}>
      {t(UI.disabledBody)}
    </Alert>
  );
}

/** The page's invoices: cards on a phone, the table elsewhere. */
function InvoiceRows({ narrow, ...props }: { narrow: boolean; invoices: TInvoiceDetail[]; busy: boolean }) {
  return narrow ? <AccountingCards {...props} /> : <AccountingTable {...props} />;
}

function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

/**
 * /v4/accounting (spec/workspace.md §6 accounting_tab): every invoice of the account across its
 * specbooks, filtered by status, number and created-date range, 24 a page.
 *
 * The strip above the table gives the number of matching invoices and the page, not sums of
 * total, paid and balance: the list is paged, so sums of one page would read as account totals
 * and mislead. Account-wide sums would need an aggregate endpoint of their own.
 */
export function AccountingPage({ userId }: { userId: number }) {
  const state = useAccountingFilters();
  const invoices = useAccountInvoices(userId, state.filters);
  const forbidden = isForbidden(invoices.error);
  // Phones get cards: eight columns would hide the status and amounts behind a sideways scroll.
  const narrow = useMediaQuery('(max-width: 47.99em)', false) ?? false;

  useEffect(() => {
    if (invoices.isError && !forbidden) toastFailure(invoices.error, UI.loadFailed);
  }, [invoices.isError, invoices.error, forbidden]);

  if (forbidden) {
    return (
      <>
        <PageHeader title={t(UI.title)} />
        <InvoicingDisabled />
      </>
    );
  }
  const pagination = invoices.data?.pagination;
  const rows = invoices.data?.list ?? [];
  const lastPage = pagination?.lastPage ?? 1;
  return (
    <>
      <PageHeader title={t(UI.title)} description={t(UI.description)} />
      <AccountingFilters state={state} />
      {pagination && (
        <Group gap="md" mb="xs" aria-live="polite">
          <Text size="sm" fw={600}>
            {UI.count(pagination.total)}
          </Text>
          {lastPage > 1 && (
            <Text size="sm" c="dimmed">
              {UI.pageOf(state.filters.page, lastPage)}
            </Text>
          )}
        </Group>
      )}
      {invoices.isPending ? (
        <AccountingTableSkeleton />
      ) : invoices.isError ? (
        <Alert color="red" title={t(UI.loadFailed)}>
          <Button variant="light" color="red" size="xs" onClick={() => void invoices.refetch()}>
            {t(UI.retry)}
          </Button>
        </Alert>
      ) : rows.length === 0 ? (
        <EmptyState filtered={state.filtered} />
      ) : (
        <InvoiceRows narrow={narrow} invoices={rows} busy={invoices.isPlaceholderData} />
      )}
      {lastPage > 1 && (
        <Group justify="center" mt="md">
          <Pagination total={lastPage} value={state.filters.page} onChange={state.setPage} getControlProps={paginationLabel} />
        </Group>
      )}
    </>
  );
}

/** The English accessible names of the pagination's buttons. */
const PAGE_CONTROLS = { first: 'First page', previous: 'Previous page', next: 'Next page', last: 'Last page' } as const;

/** Accessible names of the pagination's previous and next buttons. */
function paginationLabel(control: 'first' | 'previous' | 'last' | 'next') {
  return { 'aria-label': t(PAGE_CONTROLS[control]) };
}
