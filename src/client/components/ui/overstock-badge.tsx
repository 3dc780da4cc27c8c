import { Badge } from '@mantine/core';
import { INVENTORY_STATUS_LABELS } from '#shared/lib/sellers';
import { t } from '#client/lib/i18n';

/** 'Overstock' beside a spec whose account's own stock is overstock (the spec's `overstock` flag). */
export function OverstockBadge() {
  return (
    <Badge size="xs" variant="light" color="orange" style={{ flexShrink: 0 }}>
      {t(INVENTORY_STATUS_LABELS.overstock)}
    </Badge>
  );
}
