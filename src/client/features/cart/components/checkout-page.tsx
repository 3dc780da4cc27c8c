import { Alert, Button, Group, List, Paper, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TCartPaymentMethod } from '#shared/lib/specmarket';
import { ContentLoader } from '#client/components/ui/content-loader';
import { PageHeader } from '#client/components/ui/page-header';
import { useCartSellers } from '../api/get-cart-sellers';
import { cartPagePath } from '../lib/cart-id';
import { shippingEntries } from '../lib/checkout-choice';
import { CART_UI } from '../lib/cart-ui';
import { t } from '#client/lib/i18n';
import { useCheckoutChoice } from '../lib/use-checkout-choice';
import { usePlaceOrder } from '../lib/use-place-order';
import { CartGroups, effectiveShipTo } from './cart-groups';
import { CartLoadFailed } from './cart-load-failed';
import { PaymentChoice } from './payment-choice';

/** /v4/specmarket/cart/{id}/checkout: the order by seller, ship-to, shipping methods, payment and 'Place order'. */
export function CheckoutPage({ userId, cartId }: { userId: number; cartId: number }) {
  const sellers = useCartSellers(userId, cartId);
  const checkout = useCheckoutChoice();
  const [payment, setPayment] = useState<TCartPaymentMethod>('card');
  const order = usePlaceOrder(userId, cartId);

  if (sellers.isPending) return <ContentLoader label={CART_UI.loading} />;
  if (sellers.isError) return <CartLoadFailed error={sellers.error} />;
  const { groups } = sellers.data;
  const submit = () =>
    order.place({ payment: { method: payment }, shipTo: effectiveShipTo(checkout.choice, sellers.data), shipping: shippingEntries(checkout.choice, groups) });
  const problems = order.problems;
  return (
    <Stack gap="md" maw={960} mx="auto">
      <PageHeader title={CART_UI.checkoutTitle} />
      {problems && (
        <Alert color="red" icon={<IconAlertCircle size={18} />} title={CART_UI.problemsTitle} role="alert">
          {problems.general.length > 0 && (
            <List size="sm">
              {problems.general.map((message) => (
                <List.Item key={message}>{t(message)}</List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      <CartGroups userId={userId} cartId={cartId} sellers={sellers.data} checkout={checkout} problems={problems?.byItem} disabled={order.placing} />
      <Paper withBorder radius="md" p="md">
        <PaymentChoice value={payment} onChange={setPayment} disabled={order.placing} />
      </Paper>
      <Group justify="space-between">
        <Button component={Link} to={`${cartPagePath(cartId)}?${checkout.search}`} variant="default">
          {CART_UI.backToCart}
        </Button>
        <Button size="md" onClick={submit} loading={order.placing} disabled={groups.length === 0}>
          {CART_UI.placeOrder}
        </Button>
      </Group>
    </Stack>
  );
}
