import { ActionIcon, Alert, Badge, Button, Divider, Group, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconDownload, IconMail, IconTrash } from '@tabler/icons-react';
import { formatInvoiceDate } from '#shared/lib/invoice-money';
import { formatMoney, toCents } from '#shared/lib/money';
import type { TInvoiceDetail, TInvoiceLine, TPayment } from '#shared/schemas/invoice';
import { InvoiceStatusBadge } from '#client/components/ui/invoice-status-badge';
import { t, useLocale } from '#client/lib/i18n';
import { saveFile } from '#client/lib/save-file';
import { toastFailure, toastSuccess } from '#client/lib/toasts';
import { downloadInvoicePdf, newIdempotencyKey, useInvoice, useInvoiceActions } from '../api/invoices';
import { INVOICE_UI as UI } from '../lib/invoice-ui';
import { RecordPaymentForm } from './record-payment-form';

const amount = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;
type TActions = ReturnType<typeof useInvoiceActions>;

/** Runs an action with its toasts. */
async function run<T>(action: () => Promise<T>, success: (result: T) => string): Promise<void> {
  try {
    toastSuccess(success(await action()));
  } catch (err) {
    toastFailure(err, UI.failed);
  }
}

/** Asks, then runs. */
function confirmThen(title: string, question: string, label: string, onConfirm: () => void): void {
  modals.openConfirmModal({ title, children: <Text size="sm">{question}</Text>, labels: { confirm: label, cancel: t('Cancel') }, confirmProps: { color: 'red' }, onConfirm });
}

/** The amounts of the invoice, one figure each. */
function Figures({ invoice }: { invoice: TInvoiceDetail }) {
  const locale = useLocale();
  const T = UI.totals;
  const figures: [string, string][] = [
    [t(T.subtotal), invoice.subtotal],
    [t('Tax ({rate})', { rate: invoice.taxPercent }), invoice.tax],
    [t(T.shipping), invoice.shipping],
    [t(T.fee), invoice.fee],
    [t(T.total), invoice.total],
    [t(T.paid), invoice.paid],
    [t(T.balance), invoice.balance],
  ];
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
      {figures.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text fw={label === t(T.balance) ? 800 : 600} aria-label={label}>
            {formatMoney(value, locale)}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** The lines, each deletable while the invoice has no payments. */
function Lines({ lines, locked, actions }: { lines: TInvoiceLine[]; locked: boolean; actions: TActions }) {
  const locale = useLocale();
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing={4} aria-label={t(UI.lines)}>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{line.isShipping ? t('{line} (shipping)', { line: line.label }) : line.label}</Table.Td>
              <Table.Td style={amount}>
                {line.quantity} × {formatMoney(line.unitPrice, locale)}
              </Table.Td>
              <Table.Td style={amount}>{formatMoney(line.total, locale)}</Table.Td>
              <Table.Td w={40}>
                {!locked && lines.length > 1 && (
                  <ActionIcon variant="subtle" color="red" aria-label={t('Delete line {line}', { line: line.label })} onClick={() => void run(() => actions.deleteLine.mutateAsync(line.id), () => UI.lineDeleted)}>
                    <IconTrash size={16} />
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * The payments and their reversals, with their status unless they succeeded; a succeeded payment
 * with something left offers a refund, an authorised card payment a capture (decision 052).
 */
function Payments({ payments, actions }: { payments: TPayment[]; actions: TActions }) {
  const locale = useLocale();
  if (payments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t(UI.noPayments)}
      </Text>
    );
  }
  const refund = (payment: TPayment) =>
    confirmThen(t(UI.refundTitle), UI.refundQuestion(formatMoney(payment.refundable, locale)), t(UI.refund), () =>
      void run(() => actions.refund.mutateAsync({ paymentId: payment.id, idempotencyKey: newIdempotencyKey() }), () => UI.refunded),
    );
  const capture = (payment: TPayment) =>
    void run(() => actions.capture.mutateAsync({ paymentId: payment.id, idempotencyKey: newIdempotencyKey() }), () => UI.captured);
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing={4} aria-label={t(UI.payments)}>
        <Table.Tbody>
          {payments.map((p) => (
            <Table.Tr key={p.id}>
              <Table.Td>{formatInvoiceDate(p.createdAt, locale)}</Table.Td>
              <Table.Td>
                {p.kind === 'payment' ? t(UI.methods[p.method]) : t('Refund ({method})', { method: t(UI.methods[p.method]) })}
                {p.reference ? ` · ${p.reference}` : ''}
                {p.status !== 'succeeded' && (
                  <Badge ml="xs" size="sm" variant="light" color={p.status === 'authorized' ? 'blue' : 'gray'}>
                    {t(UI.paymentStatuses[p.status])}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td style={amount}>{formatMoney(p.kind === 'payment' ? p.amount : `-${p.amount}`, locale)}</Table.Td>
              <Table.Td w={90}>
                {p.status === 'authorized' && (
                  <Button size="compact-xs" variant="light" onClick={() => capture(p)}>
                    {t(UI.capture)}
                  </Button>
                )}
                {toCents(p.refundable) > 0 && (
                  <Button size="compact-xs" variant="subtle" onClick={() => refund(p)}>
                    {t(UI.refund)}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The invoice's actions: PDF, e-mail, void (confirmed), delete (while it has no payments). */
function Actions({ userId, invoice, hasPayments, actions, onDeleted }: { userId: number; invoice: TInvoiceDetail; hasPayments: boolean; actions: TActions; onDeleted: () => void }) {
  const voided = invoice.status === 'voided';
  const pdf = () => void run(async () => saveFile(await downloadInvoicePdf(userId, invoice.id), `${invoice.number}.pdf`), () => `${invoice.number}.pdf`);
  return (
    <Group gap="xs" wrap="wrap">
      <Button variant="default" leftSection={<IconDownload size={16} />} onClick={pdf}>
        {t(UI.pdf)}
      </Button>
      <Button variant="default" leftSection={<IconMail size={16} />} onClick={() => void run(() => actions.send.mutateAsync(undefined), (r) => UI.sent(r.to))}>
        {t(UI.send)}
      </Button>
      {!voided && toCents(invoice.paid) === 0 && (
        <Button variant="light" color="red" onClick={() => confirmThen(t(UI.voidTitle), t(UI.voidQuestion), t(UI.void), () => void run(() => actions.void.mutateAsync(undefined), () => UI.voided))}>
          {t(UI.void)}
        </Button>
      )}
      {!hasPayments && (
        <Button
          variant="subtle"
          color="red"
          onClick={() =>
            confirmThen(t(UI.removeTitle), t(UI.removeQuestion), t(UI.remove), () =>
              void run(async () => {
                await actions.remove.mutateAsync(undefined);
                onDeleted();
              }, () => UI.removed),
            )
          }
        >
          {t(UI.remove)}
        </Button>
      )}
    </Group>
  );
}

/** Props of {@link InvoiceDetail}. */
export type TInvoiceDetailProps = { userId: number; specbookId: number; invoiceId: number; onChanged?: () => void; onDeleted: () => void };

/** One invoice: status, dates, amounts, lines, payments, a manual payment form and its actions. */
export function InvoiceDetail({ userId, specbookId, invoiceId, onChanged, onDeleted }: TInvoiceDetailProps) {
  const query = useInvoice(userId, specbookId, invoiceId);
  const actions = useInvoiceActions(userId, specbookId, invoiceId, onChanged);
  const locale = useLocale();
  if (query.isPending) return <Skeleton h={240} aria-label={t('Loading invoice')} />;
  if (query.isError) return <Alert color="red">{t(UI.loadFailed)}</Alert>;
  const { invoice, lines, payments } = query.data;
  const open = invoice.status !== 'voided' && toCents(invoice.balance) > 0;
  const due = formatInvoiceDate(invoice.due, locale);
  return (
    <Stack gap="sm" aria-label={t('Invoice {number}', { number: invoice.number })}>
      <Group justify="space-between" align="center">
        <Group gap="xs">
          <Title order={3}>{invoice.number}</Title>
          <InvoiceStatusBadge status={invoice.status} />
        </Group>
        <Text size="sm" c="dimmed">
          {due ? t('Due {date}', { date: due }) : ''}
          {invoice.customer.name ? ` · ${invoice.customer.name}` : ''}
        </Text>
      </Group>
      <Figures invoice={invoice} />
      <Actions userId={userId} invoice={invoice} hasPayments={payments.length > 0} actions={actions} onDeleted={onDeleted} />
      <Divider label={t(UI.lines)} labelPosition="left" />
      <Lines lines={lines} locked={payments.length > 0 || invoice.status === 'voided'} actions={actions} />
      <Divider label={t(UI.payments)} labelPosition="left" />
      <Payments payments={payments} actions={actions} />
      {open && <RecordPaymentForm key={invoice.balance} balance={invoice.balance} submit={(input) => actions.recordPayment.mutateAsync(input)} />}
    </Stack>
  );
}
