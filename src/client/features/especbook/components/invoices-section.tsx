import { Table, Text } from '@mantine/core';
import { useEffect } from 'react';
import { formatInvoiceDate } from '#shared/lib/invoice-money';
import { formatUsd } from '#shared/lib/money';
import { ESPECBOOK_MESSAGES as M, ESPECBOOK_UI as UI } from '#shared/lib/especbook-messages';
import type { TInvoice } from '#shared/schemas/invoice';
import { InvoiceStatusBadge } from '#client/components/ui/invoice-status-badge';
import { toastError } from '#client/lib/toasts';
import { useEspecbookInvoices } from '../api/invoices';
import { GridCard } from './grid-card';

const amount = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;

/**
 * The read-only invoices table: Invoice Number, Status and Total; on mobile also Due on (the due
 * date, else the creation date, as 'Month D, YYYY') and Balance Due (total − paid).
 */
function InvoicesTable({ invoices, mobile }: { invoices: TInvoice[]; mobile: boolean }) {
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table fz="sm" verticalSpacing={6} horizontalSpacing="xs" style={{ whiteSpace: 'nowrap' }} aria-label={M.invoices(invoices.length)}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{M.invoiceNumber}</Table.Th>
            <Table.Th>{M.invoiceStatus}</Table.Th>
            {mobile && <Table.Th>{M.invoiceDueOn}</Table.Th>}
            <Table.Th style={amount}>{M.invoiceTotal}</Table.Th>
            {mobile && <Table.Th style={amount}>{M.invoiceBalanceDue}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td fw={600}>{invoice.number}</Table.Td>
              <Table.Td>
                <InvoiceStatusBadge status={invoice.status} />
              </Table.Td>
              {mobile && <Table.Td>{formatInvoiceDate(invoice.due ?? invoice.createdAt)}</Table.Td>}
              <Table.Td style={amount}>{formatUsd(invoice.total)}</Table.Td>
              {mobile && <Table.Td style={amount}>{formatUsd(invoice.balance)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Props of {@link InvoicesSection}. */
export type TInvoicesSectionProps = {
  userId: number;
  specbookId: number;
  /** The seller can use invoicing; otherwise nothing is loaded or shown. */
  enabled: boolean;
  /** The phone layout: adds Due on and Balance Due. */
  mobile?: boolean;
};

/** 'Invoices (n)' (§2.4): the specbook's invoices as a read-only table, newest first. */
export function InvoicesSection({ userId, specbookId, enabled, mobile = false }: TInvoicesSectionProps) {
  const invoices = useEspecbookInvoices(userId, specbookId, enabled);
  useEffect(() => {
    if (invoices.isError) toastError(UI.invoicesFailed);
  }, [invoices.isError]);
  if (!enabled) return null;
  const list = invoices.data ?? [];
  return (
    <GridCard title={M.invoices(list.length)}>
      {list.length > 0 ? (
        <InvoicesTable invoices={list} mobile={mobile} />
      ) : (
        <Text size="sm" c="dimmed">
          {invoices.isPending ? '' : UI.noInvoices}
        </Text>
      )}
    </GridCard>
  );
}
