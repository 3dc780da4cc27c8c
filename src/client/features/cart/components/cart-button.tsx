import { ActionIcon, Indicator } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import { toastInfo } from '#client/lib/toasts';
import { useCart } from '../api/get-cart';
import { closeCartDrawer, openCartDrawer, useCartDrawerOpened } from '../lib/cart-drawer-state';
import { CART_UI } from '../lib/cart-ui';
import { CartDrawer } from './cart-drawer';

/**
 * The header's cart button: a cart icon with the item count. It opens the 'Added to Cart' drawer
 * only when the cart holds something, else says 'Please add a product before opening your cart'.
 */
export function CartButton({ userId }: { userId: number }) {
  const cart = useCart(userId);
  const opened = useCartDrawerOpened();
  const count = cart.data?.count ?? 0;
  const open = () => {
    if (count > 0) openCartDrawer();
    else toastInfo(M.emptyCart);
  };
  return (
    <>
      <Indicator label={count} size={18} disabled={count === 0} color="red" offset={4}>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label={CART_UI.button(count)} onClick={open}>
          <IconShoppingCart size={22} />
        </ActionIcon>
      </Indicator>
      <CartDrawer userId={userId} cart={cart.data} opened={opened} onClose={closeCartDrawer} />
    </>
  );
}
