import { Alert, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { formatInvoiceDate } from '#shared/lib/invoice-money';
import { formatMoney } from '#shared/lib/money';
import { InvoiceStatusBadge } from '#client/components/ui/invoice-status-badge';
import { t, useLocale } from '#client/lib/i18n';
import { useSpecbookInvoices } from '../api/invoices';
import { INVOICE_UI as UI } from '../lib/invoice-ui';

const amount = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;

/** The specbook's invoices: number (opens the invoice), status, total, paid, balance, due. */
export function InvoiceList({ userId, specbookId, onOpen }: { userId: number; specbookId: number; onOpen: (invoiceId: number) => void }) {
  const invoices = useSpecbookInvoices(userId, specbookId);
  const locale = useLocale();
  if (invoices.isPending) return <Skeleton h={120} radius="md" aria-label={t('Loading invoices')} />;
  if (invoices.isError) return <Alert color="red">{t(UI.loadFailed)}</Alert>;
  if (invoices.data.length === 0) {
    return (
      <Text c="dimmed" size="sm" ta="center" py="lg">
        {t(UI.empty)}
      </Text>
    );
  }
  const C = UI.columns;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={t(UI.drawerTitle)} style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(C.number)}</Table.Th>
            <Table.Th>{t(C.status)}</Table.Th>
            <Table.Th style={amount}>{t(C.total)}</Table.Th>
            <Table.Th style={amount}>{t(C.paid)}</Table.Th>
            <Table.Th style={amount}>{t(C.balance)}</Table.Th>
            <Table.Th>{t(C.due)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.data.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td>
                <UnstyledButton fw={600} c="blue" onClick={() => onOpen(invoice.id)} aria-label={t('Open invoice {number}', { number: invoice.number })}>
                  {invoice.number}
                </UnstyledButton>
              </Table.Td>
              <Table.Td>
                <InvoiceStatusBadge status={invoice.status} />
              </Table.Td>
              <Table.Td style={amount}>{formatMoney(invoice.total, locale)}</Table.Td>
              <Table.Td style={amount}>{formatMoney(invoice.paid, locale)}</Table.Td>
              <Table.Td style={amount}>{formatMoney(invoice.balance, locale)}</Table.Td>
              <Table.Td>{formatInvoiceDate(invoice.due, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
