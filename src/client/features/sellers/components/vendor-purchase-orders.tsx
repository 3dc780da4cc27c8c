import { Anchor, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatDate } from '#shared/lib/dates';
import { formatMoney } from '#shared/lib/money';
import { PURCHASE_ORDER_MESSAGES as PM } from '#shared/lib/purchase-orders';
import { STATUSES } from '#shared/lib/statuses';
import { t, tPlural, useLocale } from '#client/lib/i18n';
import { useVendorPurchaseOrders } from '../api/vendor-purchase-orders';

const statusName = (value: string) => {
  const status = STATUSES.find((s) => s.value === value);
  return status ? t(status.name) : value;
};

/** Props of {@link VendorPurchaseOrders}. */
export type TVendorPurchaseOrdersProps = { userId: number; sellerId: number };

/** A vendor's open purchase orders (not archived), newest first, each opening its e-Specbook. */
export function VendorPurchaseOrders({ userId, sellerId }: TVendorPurchaseOrdersProps) {
  const orders = useVendorPurchaseOrders(userId, sellerId);
  const locale = useLocale();
  return (
    <Stack gap="xs" role="region" aria-label={t('Open purchase orders')}>
      <Title order={3} fz="md">
        {t('Open purchase orders')}
      </Title>
      {orders.isPending && <Loader size="xs" aria-label={t('Loading purchase orders')} />}
      {orders.isError && (
        <Text size="sm" c="red">
          {t(PM.loadFailed)}
        </Text>
      )}
      {orders.isSuccess && orders.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {t(PM.empty)}
        </Text>
      )}
      {orders.data && orders.data.length > 0 && (
        <Stack gap={6} role="list">
          {orders.data.map((po) => (
            <Group key={po.id} justify="space-between" wrap="nowrap" role="listitem" gap="xs">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor href={po.links.especbook} target="_blank" rel="noopener" size="sm" truncate>
                  {po.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {tPlural(po.specCount, '{count} spec', '{count} specs')} · {formatDate(po.createdAt, locale)}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end">
                <Badge size="sm" variant="light">
                  {statusName(po.status)}
                </Badge>
                <Text size="xs" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(po.total, locale)}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
