import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { useEffect } from 'react';
import { LINE_ITEM_MESSAGES } from '#shared/lib/line-item-messages';
import { formatMoney } from '#shared/lib/money';
import type { TTransactionSummary } from '#shared/schemas/line-item';
import { t, useLocale } from '#client/lib/i18n';
import { toastError } from '#client/lib/toasts';
import { useSpecbookTransactions } from '../api/invoices';
import { INVOICE_UI as UI } from '../lib/invoice-ui';

const FIGURES: { key: keyof TTransactionSummary; label: string }[] = [
  { key: 'approvedTotal', label: UI.transactions.approvedTotal },
  { key: 'invoiced', label: UI.transactions.invoiced },
  { key: 'paid', label: UI.transactions.paid },
  { key: 'balanceDue', label: UI.transactions.balanceDue },
  { key: 'notInvoiced', label: UI.transactions.notInvoiced },
];

/**
 * What the specbook is worth and how much of it is billed and paid (GET …/transactions), above
 * the drawer's invoice list. A failed load toasts the spec's 'Unable to retrieve transactions'
 * and leaves the list to work on its own.
 */
export function TransactionsSummary({ userId, specbookId }: { userId: number; specbookId: number }) {
  const summary = useSpecbookTransactions(userId, specbookId);
  const locale = useLocale();
  useEffect(() => {
    if (summary.isError) toastError(LINE_ITEM_MESSAGES.transactionsFailed);
  }, [summary.isError]);
  if (summary.isError) return null;
  return (
    <SimpleGrid cols={{ base: 2, xs: 5 }} spacing="xs" role="list" aria-label={t(UI.transactions.label)} aria-busy={summary.isPending || undefined}>
      {FIGURES.map(({ key, label }) => (
        <Paper key={key} withBorder radius="sm" px="sm" py={6} role="listitem" aria-label={t(label)}>
          <Text size="xs" c="dimmed" lh={1.3}>
            {t(label)}
          </Text>
          {summary.isPending ? (
            <Skeleton h={18} mt={4} radius="sm" />
          ) : (
            <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(summary.data[key], locale)}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
