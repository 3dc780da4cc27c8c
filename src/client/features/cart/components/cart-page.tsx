import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { ContentLoader } from '#client/components/ui/content-loader';
import { PageHeader } from '#client/components/ui/page-header';
import { useCart } from '../api/get-cart';
import { useCartSellers } from '../api/get-cart-sellers';
import { cartKeys } from '../api/keys';
import { cartPagePath } from '../lib/cart-id';
import { CART_UI } from '../lib/cart-ui';
import { useCheckoutChoice } from '../lib/use-checkout-choice';
import { CartGroups } from './cart-groups';
import { CartLoadFailed } from './cart-load-failed';

/** Props of {@link CartPage}; `customerPanel` shows and sets the cart's customer (composed by the app). */
export type TCartPageProps = { userId: number; cartId: number; customerPanel?: (onChanged: () => void) => ReactNode };

/** /v4/specmarket/cart/{id}: the cart by seller, ship-to and shipping methods, then 'Proceed to Checkout'. */
export function CartPage({ userId, cartId, customerPanel }: TCartPageProps) {
  const sellers = useCartSellers(userId, cartId);
  const cart = useCart(userId);
  const checkout = useCheckoutChoice();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: cartKeys.sellers(userId, cartId) });
  const name = cart.data?.id === cartId ? cart.data.name : undefined;

  if (sellers.isPending) return <ContentLoader label={CART_UI.loading} />;
  if (sellers.isError) return <CartLoadFailed error={sellers.error} />;
  const { groups, meta } = sellers.data;
  const empty = groups.length === 0 && meta.unassigned.length === 0;
  return (
    <Stack gap="md" maw={960} mx="auto">
      <PageHeader title={CART_UI.cartTitle} description={name} />
      {customerPanel?.(refresh)}
      {empty ? <Text c="dimmed">{CART_UI.emptyPage}</Text> : <CartGroups userId={userId} cartId={cartId} sellers={sellers.data} checkout={checkout} />}
      <Group justify="space-between">
        <Button component={Link} to="/v4/specmarket" variant="default">
          {CART_UI.continueShopping}
        </Button>
        <Button disabled={groups.length === 0} onClick={() => navigate(`${cartPagePath(cartId)}/checkout?${checkout.search}`)}>
          {CART_UI.proceedToCheckout}
        </Button>
      </Group>
    </Stack>
  );
}
