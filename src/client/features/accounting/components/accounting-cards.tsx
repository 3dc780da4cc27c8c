import { Anchor, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatInvoiceDate } from '#shared/lib/invoice-money';
import { formatMoney } from '#shared/lib/money';
import type { TInvoiceDetail } from '#shared/schemas/invoice';
import { InvoiceStatusBadge } from '#client/components/ui/invoice-status-badge';
import { t, useLocale } from '#client/lib/i18n';
import { ACCOUNTING_UI as UI } from '../lib/accounting-ui';

const C = UI.columns;

function Amount({ label, value }: { label: string; value: string }) {
  const locale = useLocale();
  return (
    <div>
      <Text size="xs" c="dimmed">
        {t(label)}
      </Text>
      <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatMoney(value, locale)}
      </Text>
    </div>
  );
}

/** One invoice as a card: the phone-width form of a table row, every column kept. */
function InvoiceCard({ invoice }: { invoice: TInvoiceDetail }) {
  const due = formatInvoiceDate(invoice.due, useLocale());
  return (
    <Paper withBorder radius="md" p="sm" role="listitem" aria-label={t('Invoice {number}', { number: invoice.number })}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{invoice.number}</Text>
          <InvoiceStatusBadge status={invoice.status} />
        </Group>
        <Anchor component={Link} to={`/v4/specbooks/manage/${invoice.specbook.id}`} size="sm">
          {invoice.specbook.name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {[invoice.customer.name, due ? t('Due {date}', { date: due }) : null].filter(Boolean).join(' · ')}
        </Text>
        <SimpleGrid cols={3} spacing="xs">
          <Amount label={C.total} value={invoice.total} />
          <Amount label={C.paid} value={invoice.paid} />
          <Amount label={C.balance} value={invoice.balance} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** The invoices of one page as cards, for phone widths where eight columns do not fit. */
export function AccountingCards({ invoices, busy }: { invoices: TInvoiceDetail[]; busy: boolean }) {
  return (
    <Stack gap="sm" role="list" aria-label={t('Invoices')} aria-busy={busy || undefined}>
      {invoices.map((invoice) => (
        <InvoiceCard key={invoice.id} invoice={invoice} />
      ))}
    </Stack>
  );
}
