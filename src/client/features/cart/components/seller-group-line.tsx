import { Group, Stack, Text } from '@mantine/core';
import { formatMoney, formatNumber } from '#shared/lib/money';
import type { TLocale } from '#shared/lib/locale';
import { t, useLocale } from '#client/lib/i18n';
import { INVENTORY_STATUS_LABELS } from '#shared/lib/sellers';
import type { TPurchaseOrderLine } from '#shared/schemas/purchase-order';
import { ProductImage } from '#client/components/ui/product-image';
import { CART_UI } from '../lib/cart-ui';

const C = CART_UI.columns;

/** One figure of a line: a small label over its value. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0} miw={72}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Text>
    </Stack>
  );
}

/** The stock of a line: its status, with the quantity when the seller gave one. */
function stockLabel(line: TPurchaseOrderLine, locale: TLocale): string {
  const status = line.inventory.status ? t(INVENTORY_STATUS_LABELS[line.inventory.status]) : null;
  const quantity = line.inventory.quantity === null ? null : formatNumber(line.inventory.quantity, locale);
  if (!status) return quantity ?? '—';
  return quantity === null ? status : `${status} (${quantity})`;
}

/** Props of {@link SellerGroupLine}. */
export type TSellerGroupLineProps = { line: TPurchaseOrderLine; image: string | null; problem?: string };

/** A spec of a seller group: image, name and model, quantity, unit price, line total, lead time and stock; a checkout problem under it. */
export function SellerGroupLine({ line, image, problem }: TSellerGroupLineProps) {
  const locale = useLocale();
  return (
    <Group component="li" align="flex-start" wrap="nowrap" gap="sm" py="xs" aria-label={CART_UI.product(line.name, line.modelNumber)} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <ProductImage src={image} alt={line.name} size={64} />
      <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
        <div>
          <Text size="sm" fw={500} lineClamp={2}>
            {line.name}
          </Text>
          <Text size="xs" c="dimmed">
            {[line.manufacturerName, line.modelNumber].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <Group gap="md" wrap="wrap">
          <Figure label={C.quantity} value={formatNumber(line.quantity, locale)} />
          <Figure label={C.price} value={line.price === null ? '—' : formatMoney(line.price, locale)} />
          <Figure label={C.total} value={line.total === null ? '—' : formatMoney(line.total, locale)} />
          <Figure label={C.leadTime} value={line.leadTime ? t(line.leadTime) : '—'} />
          <Figure label={C.stock} value={stockLabel(line, locale)} />
        </Group>
        {problem && (
          <Text size="sm" c="red" role="alert">
            {t(problem)}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
