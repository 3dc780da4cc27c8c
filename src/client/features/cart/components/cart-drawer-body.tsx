import { Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { formatMoney } from '#shared/lib/money';
import type { TCart } from '#shared/schemas/cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { cartPagePath } from '../lib/cart-id';
import { CART_UI } from '../lib/cart-ui';
import { t, useLocale } from '#client/lib/i18n';
import { CartDrawerItem } from './cart-drawer-item';
import { CartNameEditor } from './cart-name-editor';

/** Props of {@link CartDrawerBody}. */
export type TCartDrawerBodyProps = { userId: number; cart: TCart; onClose: () => void };

/** The drawer's content: the cart's name, its items, the Total, 'Continue Shopping' and 'Proceed to Checkout'. */
export function CartDrawerBody({ userId, cart, onClose }: TCartDrawerBodyProps) {
  const locale = useLocale();
  const navigate = useNavigate();
  const update = useUpdateCartItem(userId, cart.id);
  const remove = useRemoveCartItem(userId, cart.id);
  return (
    <Stack gap="sm">
      <CartNameEditor userId={userId} cart={cart} />
      {cart.items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {CART_UI.emptyDrawer}
        </Text>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Cart items')}>
          {cart.items.map((item) => (
            <CartDrawerItem
              key={item.id}
              item={item}
              onQuantity={(quantity) => update.mutate({ joinId: item.id, quantity })}
              onRemove={() => remove.mutate(item.id)}
              removing={remove.isPending && remove.variables === item.id}
            />
          ))}
        </Stack>
      )}
      <Group justify="space-between" pt="xs">
        <Text fw={600}>{CART_UI.total}</Text>
        <Text fw={700} aria-label={`${CART_UI.total} ${formatMoney(cart.totals.summary.all.total, locale)}`}>
          {formatMoney(cart.totals.summary.all.total, locale)}
        </Text>
      </Group>
      <Stack gap="xs">
        <Button
          fullWidth
          disabled={cart.items.length === 0}
          onClick={() => {
            onClose();
            navigate(cartPagePath(cart.id));
          }}
        >
          {CART_UI.proceedToCheckout}
        </Button>
        <Button fullWidth variant="default" onClick={onClose}>
          {CART_UI.continueShopping}
        </Button>
      </Stack>
    </Stack>
  );
}
