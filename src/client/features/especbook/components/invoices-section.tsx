import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatInvoiceDate } from '#shared/lib/invoice-money';
import { INVOICE_MESSAGES } from '#shared/lib/invoice-messages';
import { formatMoney, toCents } from '#shared/lib/money';
import { ESPECBOOK_MESSAGES as M, ESPECBOOK_UI as UI } from '#shared/lib/especbook-messages';
import type { TInvoice } from '#shared/schemas/invoice';
import { InvoiceStatusBadge } from '#client/components/ui/invoice-status-badge';
import { toastError, toastFailure, toastSuccess } from '#client/lib/toasts';
import { useCardCheckout, useEspecbookInvoices } from '../api/invoices';
import { especbookKeys } from '../api/keys';
import { GridCard } from './grid-card';
import { t, useLocale } from '#client/lib/i18n';

const amount = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;

/** Whether the client can pay an invoice by card: not voided, and something is left to pay. */
const payable = (invoice: TInvoice) => invoice.status !== 'voided' && toCents(invoice.balance) > 0;

/** This page's path and query without the outcome of a card payment (`invoice`, `payment`), and its hash. */
function pathWithoutOutcome(): { path: string; hash: string } {
  const url = new URL(window.location.href);
  url.searchParams.delete('invoice');
  url.searchParams.delete('payment');
  return { path: `${url.pathname}${url.search}`, hash: url.hash };
}

/** Where the payer comes back after the hosted payment page: this page, without the outcome of an earlier payment. */
const returnPath = () => pathWithoutOutcome().path;

/** The 'Pay' button of an invoice row: opens the provider's hosted payment page for its balance due. */
function PayButton({ invoice, userId, specbookId }: { invoice: TInvoice; userId: number; specbookId: number }) {
  const checkout = useCardCheckout(userId, specbookId);
  const pay = () =>
    checkout.mutate(
      { invoiceId: invoice.id, returnPath: returnPath() },
      {
        onSuccess: ({ url }) => {
          toastSuccess(INVOICE_MESSAGES.cardPaymentStarted);
          window.location.assign(url);
        },
        onError: (err) => toastFailure(err, UI.payInvoiceFailed),
      },
    );
  return (
    <Button size="compact-xs" onClick={pay} loading={checkout.isPending || checkout.isSuccess} aria-label={t(UI.payInvoiceLabel(invoice.number))}>
      {t(UI.payInvoice)}
    </Button>
  );
}

/**
 * After the hosted payment page: `?payment=paid|cancelled&invoice=` says how it went (decision 052);
 * the page says so once, reloads the invoices and drops the two parameters from the address bar.
 */
function usePaymentOutcome(userId: number, specbookId: number): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const outcome = new URL(window.location.href).searchParams.get('payment');
    if (outcome !== 'paid' && outcome !== 'cancelled') return;
    if (outcome === 'paid') toastSuccess(INVOICE_MESSAGES.cardPaymentReturned);
    else toastError(INVOICE_MESSAGES.cardPaymentCancelled);
    const { path, hash } = pathWithoutOutcome();
    window.history.replaceState(window.history.state, '', `${path}${hash}`);
    void queryClient.invalidateQueries({ queryKey: especbookKeys.invoices(userId, specbookId) });
  }, [queryClient, userId, specbookId]);
}

/** What the invoices table shows and may do (the manage page shows it too, composed by the app). */
export type TInvoicesTableProps = { invoices: TInvoice[]; mobile: boolean; cardPayments: boolean; userId: number; specbookId: number };

/**
 * The invoices table: Invoice Number, Status and Total; on mobile also Due on (the due date, else
 * the creation date, as 'Month D, YYYY') and Balance Due (total − paid); with card payments on, a
 * Pay button on every invoice with a balance due.
 */
export function InvoicesTable({ invoices, mobile, cardPayments, userId, specbookId }: TInvoicesTableProps) {
  const payColumn = cardPayments && invoices.some(payable);
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table fz="sm" verticalSpacing={6} horizontalSpacing="xs" style={{ whiteSpace: 'nowrap' }} aria-label={t(M.invoices(invoices.length))}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(M.invoiceNumber)}</Table.Th>
            <Table.Th>{t(M.invoiceStatus)}</Table.Th>
            {mobile && <Table.Th>{t(M.invoiceDueOn)}</Table.Th>}
            <Table.Th style={amount}>{t(M.invoiceTotal)}</Table.Th>
            {mobile && <Table.Th style={amount}>{t(M.invoiceBalanceDue)}</Table.Th>}
            {payColumn && (
              <Table.Th>
                <VisuallyHidden>{t(UI.payInvoice)}</VisuallyHidden>
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Td fw={600}>{invoice.number}</Table.Td>
              <Table.Td>
                <InvoiceStatusBadge status={invoice.status} />
              </Table.Td>
              {mobile && <Table.Td>{formatInvoiceDate(invoice.due ?? invoice.createdAt, locale)}</Table.Td>}
              <Table.Td style={amount}>{formatMoney(invoice.total, locale)}</Table.Td>
              {mobile && <Table.Td style={amount}>{formatMoney(invoice.balance, locale)}</Table.Td>}
              {payColumn && <Table.Td>{payable(invoice) && <PayButton invoice={invoice} userId={userId} specbookId={specbookId} />}</Table.Td>}
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
  usePaymentOutcome(userId, specbookId);
  useEffect(() => {
    if (invoices.isError) toastError(UI.invoicesFailed);
  }, [invoices.isError]);
  if (!enabled) return null;
  const list = invoices.data?.list ?? [];
  return (
    <GridCard title={t(M.invoices(list.length))}>
      {list.length > 0 ? (
        <InvoicesTable invoices={list} mobile={mobile} cardPayments={invoices.data?.cardPayments ?? false} userId={userId} specbookId={specbookId} />
      ) : (
        <Text size="sm" c="dimmed">
          {invoices.isPending ? '' : t(UI.noInvoices)}
        </Text>
      )}
    </GridCard>
  );
}
