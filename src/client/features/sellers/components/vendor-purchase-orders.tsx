import { Anchor, Badge, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { formatUsd } from '#shared/lib/money';
import { PURCHASE_ORDER_MESSAGES as PM } from '#shared/lib/purchase-orders';
import { STATUSES } from '#shared/lib/statuses';
import { useVendorPurchaseOrders } from '../api/vendor-purchase-orders';

const statusName = (value: string) => STATUSES.find((s) => s.value === value)?.name ?? value;

/** Props of {@link VendorPurchaseOrders}. */
export type TVendorPurchaseOrdersProps = { userId: number; sellerId: number };

/** A vendor's open purchase orders (not archived), newest first, each opening its e-Specbook. */
export function VendorPurchaseOrders({ userId, sellerId }: TVendorPurchaseOrdersProps) {
  const orders = useVendorPurchaseOrders(userId, sellerId);
  return (
    <Stack gap="xs" role="region" aria-label="Open purchase orders">
      <Title order={3} fz="md">
        Open purchase orders
      </Title>
      {orders.isPending && <Loader size="xs" aria-label="Loading purchase orders" />}
      {orders.isError && (
        <Text size="sm" c="red">
          {PM.loadFailed}
        </Text>
      )}
      {orders.isSuccess && orders.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {PM.empty}
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
                  {po.specCount} spec{po.specCount === 1 ? '' : 's'} · {new Date(po.createdAt).toLocaleDateString('en-US')}
                </Text>
              </Stack>
              <Stack gap={2} align="flex-end">
                <Badge size="sm" variant="light">
                  {statusName(po.status)}
                </Badge>
                <Text size="xs" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatUsd(po.total)}
                </Text>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
