import { Badge } from '@mantine/core';
import { t } from '#client/lib/i18n';
import { invoiceStatusOf } from '#shared/lib/invoice-status';

/** An invoice's status as a badge with the label and colour of invoice-status.ts (spec §4 "Invoice status"). */
export function InvoiceStatusBadge({ status }: { status: string }) {
  const { label, color } = invoiceStatusOf(status);
  return (
    <Badge color={color} variant="light" radius="sm" tt="none" styles={{ label: { overflow: 'visible' } }}>
      {t(label)}
    </Badge>
  );
}
