import { Badge } from '@mantine/core';
import { statusLook } from '#shared/lib/statuses';
import { t } from '#client/lib/i18n';

/** A purchase order's status as a badge with the label and colour of the status table (statuses.ts). */
export function OrderStatusBadge({ status }: { status: string }) {
  const { label, color } = statusLook(status);
  return (
    <Badge color={color} variant="filled" autoContrast radius="sm" tt="none" style={{ flexShrink: 0 }} styles={{ label: { overflow: 'visible' } }}>
      {t(label)}
    </Badge>
  );
}
