import { Alert, Badge, Group, Paper, Skeleton, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDate } from '#shared/lib/dates';
import { formatMoney } from '#shared/lib/money';
import { PURCHASE_ORDER_MESSAGES as M } from '#shared/lib/purchase-orders';
import { t, useLocale } from '#client/lib/i18n';
import type { TSpecbookPurchaseOrder } from '#shared/schemas/purchase-order';
import { useSpecbookPurchaseOrders } from '../api/purchase-orders';
import { PO_UI as UI } from '../lib/po-ui';
import { sellerLabel } from './line-seller-select';
import { OrderStatusBadge } from './order-status-badge';

const amount = { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } as const;

/** The order's name, which opens it, and its Archived mark. */
function OrderName({ order, onOpen }: { order: TSpecbookPurchaseOrder; onOpen: (purchaseOrderId: number) => void }) {
  return (
    <Group gap={6} wrap="nowrap">
      <UnstyledButton fw={600} c="blue" onClick={() => onOpen(order.id)} aria-label={t('Open {name}', { name: order.name })}>
        {order.name}
      </UnstyledButton>
      {order.archived && (
        <Badge size="xs" color="gray">
          {UI.archived}
        </Badge>
      )}
    </Group>
  );
}

/** On a phone: one card per order, everything of the table's row in two lines. */
function OrderCards({ orders, onOpen }: { orders: readonly TSpecbookPurchaseOrder[]; onOpen: (purchaseOrderId: number) => void }) {
  const locale = useLocale();
  return (
    <Stack gap="xs" aria-label={UI.drawerTitle}>
      {orders.map((order) => (
        <Paper key={order.id} withBorder radius="md" p="sm" data-testid="purchase-order-row">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <OrderName order={order} onOpen={onOpen} />
            <OrderStatusBadge status={order.status} />
          </Group>
          <Text size="sm">{sellerLabel(order.seller)}</Text>
          <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {`${UI.specCount(order.specCount)} · ${formatMoney(order.total, locale)} · ${formatDate(order.createdAt, locale)}`}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

/** The specbook's purchase orders, newest first: name (opens it), seller, status, specs, total, created date. */
export function PurchaseOrderList({ userId, specbookId, onOpen }: { userId: number; specbookId: number; onOpen: (purchaseOrderId: number) => void }) {
  const orders = useSpecbookPurchaseOrders(userId, specbookId);
  const phone = useMediaQuery('(max-width: 48em)');
  const locale = useLocale();
  if (orders.isPending) return <Skeleton h={120} radius="md" aria-label={t('Loading purchase orders')} />;
  if (orders.isError) return <Alert color="red">{t(M.loadFailed)}</Alert>;
  if (orders.data.length === 0) {
    return (
      <Stack gap={4} align="center" py="lg">
        <Text fw={600}>{UI.empty}</Text>
        <Text c="dimmed" size="sm" ta="center">
          {UI.emptyHint}
        </Text>
      </Stack>
    );
  }
  if (phone) return <OrderCards orders={orders.data} onOpen={onOpen} />;
  const C = UI.columns;
  return (
    <Table.ScrollContainer minWidth={620}>
      <Table striped highlightOnHover verticalSpacing="xs" aria-label={UI.drawerTitle} style={{ whiteSpace: 'nowrap' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{C.name}</Table.Th>
            <Table.Th>{C.seller}</Table.Th>
            <Table.Th>{C.status}</Table.Th>
            <Table.Th style={amount}>{C.specs}</Table.Th>
            <Table.Th style={amount}>{C.total}</Table.Th>
            <Table.Th>{C.created}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.data.map((order) => (
            <Table.Tr key={order.id} data-testid="purchase-order-row">
              <Table.Td>
                <OrderName order={order} onOpen={onOpen} />
              </Table.Td>
              <Table.Td>{sellerLabel(order.seller)}</Table.Td>
              <Table.Td>
                <OrderStatusBadge status={order.status} />
              </Table.Td>
              <Table.Td style={amount}>{order.specCount}</Table.Td>
              <Table.Td style={amount}>{formatMoney(order.total, locale)}</Table.Td>
              <Table.Td>{formatDate(order.createdAt, locale)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
