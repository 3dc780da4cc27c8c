import { Alert, Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatMoney } from '#shared/lib/money';
import { t, useLocale } from '#client/lib/i18n';
import { CART_SHIP_TO_LABELS, ORDER_PAYMENT_STATUS_LABELS, SPECMARKET_MESSAGES as M, type TOrderPaymentStatus } from '#shared/lib/specmarket';
import { ContentLoader } from '#client/components/ui/content-loader';
import { PageHeader } from '#client/components/ui/page-header';
import { useCartOrder } from '../api/get-order';
import { usePayOrder } from '../api/pay-order';
import { CART_UI } from '../lib/cart-ui';
import { paymentPolling } from '../lib/payment-polling';
import { CartLoadFailed } from './cart-load-failed';
import { PurchaseOrderSummary } from './purchase-order-summary';
import { AddressLines } from './ship-to-choice';

const STATUS_COLORS: Record<TOrderPaymentStatus, string> = { pending: 'yellow', paid: 'teal', failed: 'red', on_account: 'blue' };

/** Whether the buyer may (again) pay the order by card. */
function canPayByCard(status: TOrderPaymentStatus): boolean {
  return status === 'pending' || status === 'failed';
}

/**
 * /v4/specmarket/cart/{id}/confirmation: the order number, its payment (read again every 2 s for
 * up to 30 s after the hosted card page answered ?payment=paid), the purchase orders per seller
 * with their e-Specbook links, the confirmation e-mail, 'Pay by card' while unpaid, 'Continue shopping'.
 */
export function ConfirmationPage({ userId, cartId }: { userId: number; cartId: number }) {
  const locale = useLocale();
  const [params] = useSearchParams();
  const returned = params.get('payment');
  const [polling] = useState(() => paymentPolling(returned === 'paid', Date.now()));
  const placed = useCartOrder(userId, cartId, polling);
  const pay = usePayOrder(userId, cartId);

  if (placed.isPending) return <ContentLoader label={CART_UI.loading} />;
  if (placed.isError) return <CartLoadFailed error={placed.error} notFound={M.orderNotFound} />;
  const { order, purchaseOrders } = placed.data;
  const status = order.payment.status;
  const checking = polling(placed.data) !== false;
  return (
    <Stack gap="md" maw={960} mx="auto">
      <PageHeader title={CART_UI.confirmationTitle} />
      <Paper withBorder radius="md" p="md">
        <Group gap="sm" mb="sm">
          <IconCircleCheck size={28} color="var(--mantine-color-teal-6)" aria-hidden />
          <Title order={2} fz="lg">
            {t(M.orderPlaced)}
          </Title>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {CART_UI.orderNumber}
            </Text>
            <Text fw={700} fz="lg">
              {order.number}
            </Text>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {CART_UI.paymentStatus}
            </Text>
            <Group gap="xs">
              <Badge color={STATUS_COLORS[status]} variant="light" size="lg" aria-label={`${CART_UI.paymentStatus}: ${t(ORDER_PAYMENT_STATUS_LABELS[status])}`}>
                {t(ORDER_PAYMENT_STATUS_LABELS[status])}
              </Badge>
              {checking && <Loader size="xs" aria-label={CART_UI.checkingPayment} />}
            </Group>
          </Stack>
          <Stack gap={2}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {CART_UI.shipTo} ({t(CART_SHIP_TO_LABELS[order.shipTo])})
            </Text>
            <AddressLines address={order.shipToAddress} />
          </Stack>
        </SimpleGrid>
        {order.emailedTo && (
          <Text size="sm" mt="md">
            {CART_UI.confirmationSent(order.emailedTo)}
          </Text>
        )}
      </Paper>
      {returned === 'cancelled' && status !== 'paid' && (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />}>
          {CART_UI.paymentCancelled}
        </Alert>
      )}
      <Title order={2} fz="lg">
        {CART_UI.purchaseOrders}
      </Title>
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={CART_UI.purchaseOrders}>
        {purchaseOrders.map((purchaseOrder) => (
          <PurchaseOrderSummary key={purchaseOrder.id} purchaseOrder={purchaseOrder} />
        ))}
      </Stack>
      <Group justify="flex-end" gap="xl">
        <Text fw={700}>{CART_UI.grandTotal}</Text>
        <Text fw={700} fz="lg">
          {formatMoney(order.total, locale)}
        </Text>
      </Group>
      <Group justify="space-between">
        <Button component={Link} to="/v4/specmarket" variant="default">
          {CART_UI.continueShoppingLink}
        </Button>
        {canPayByCard(status) && !checking && (
          <Button onClick={() => pay.mutate()} loading={pay.isPending || pay.isSuccess}>
            {CART_UI.payByCard}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
