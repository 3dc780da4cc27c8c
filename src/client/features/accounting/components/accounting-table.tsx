import { Anchor, Skeleton, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatInvoiceDate } from '#shared/lib/invoice-money';
import { formatMoney } from '#shared/lib/money';
import type { TInvoiceDetail } from '#shared/schemas/invoice';
import { InvoiceStatusBadge } from '#client/components/ui/invoice-status-badge';
import { t, useLocale } from '#client/lib/i18n';
import { ACCOUNTING_UI as UI } from '../lib/accounting-ui';

const amount = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;
const C = UI.columns;

function Head() {
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t(C.number)}</Table.Th>
        <Table.Th>{t(C.specbook)}</Table.Th>
        <Table.Th>{t(C.customer)}</Table.Th>
        <Table.Th>{t(C.status)}</Table.Th>
        <Table.Th>{t(C.due)}</Table.Th>
        <Table.Th style={amount}>{t(C.total)}</Table.Th>
        <Table.Th style={amount}>{t(C.paid)}</Table.Th>
        <Table.Th style={amount}>{t(C.balance)}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/**
 * The table frame: on a narrow screen it scrolls sideways inside its own box (the number column
 * stays first), so the page itself never scrolls horizontally.
 */
function Frame({ label, busy, children }: { label: string; busy?: boolean; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={880} type="native">
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={label} aria-busy={busy || undefined} style={{ whiteSpace: 'nowrap' }}>
        <Head />
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Placeholder rows while the first page loads. */
export function AccountingTableSkeleton() {
  return (
    <Frame label={t(UI.loading)} busy>
      {Array.from({ length: 6 }, (_, row) => (
        <Table.Tr key={row}>
          {Array.from({ length: 8 }, (_, cell) => (
            <Table.Td key={cell}>
              <Skeleton h={14} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </Frame>
  );
}

/** One page (at most 24) of the account's invoices. */
export function AccountingTable({ invoices, busy }: { invoices: TInvoiceDetail[]; busy: boolean }) {
  const locale = useLocale();
  return (
    <Frame label={t('Invoices')} busy={busy}>
      {invoices.map((invoice) => (
        <Table.Tr key={invoice.id}>
          <Table.Td fw={600}>{invoice.number}</Table.Td>
          <Table.Td>
            <Anchor component={Link} to={`/v4/specbooks/manage/${invoice.specbook.id}`} size="sm">
              {invoice.specbook.name}
            </Anchor>
          </Table.Td>
          <Table.Td>{invoice.customer.name ?? <Text span c="dimmed" size="sm">—</Text>}</Table.Td>
          <Table.Td>
            <InvoiceStatusBadge status={invoice.status} />
          </Table.Td>
          <Table.Td>{formatInvoiceDate(invoice.due, locale)}</Table.Td>
          <Table.Td style={amount}>{formatMoney(invoice.total, locale)}</Table.Td>
          <Table.Td style={amount}>{formatMoney(invoice.paid, locale)}</Table.Td>
          <Table.Td style={amount}>{formatMoney(invoice.balance, locale)}</Table.Td>
        </Table.Tr>
      ))}
    </Frame>
  );
}
