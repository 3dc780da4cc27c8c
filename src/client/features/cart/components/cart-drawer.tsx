import { Drawer } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { TCart } from '#shared/schemas/cart';
import { lazyPanel } from '#client/components/ui/lazy-ui';
import { CART_UI } from '../lib/cart-ui';

// The drawer's content (items, quantity inputs, name editor) loads when the drawer first opens.
const CartDrawerBody = lazyPanel(() => import('./cart-drawer-body').then((m) => m.CartDrawerBody));

/** Props of {@link CartDrawer}. */
export type TCartDrawerProps = { userId: number; cart: TCart | undefined; opened: boolean; onClose: () => void };

/** The 'Added to Cart' drawer, on the right; full width on a phone. */
export function CartDrawer({ userId, cart, opened, onClose }: TCartDrawerProps) {
  const narrow = useMediaQuery('(max-width: 30em)');
  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={narrow ? '100%' : 440} title={CART_UI.drawerTitle}>
      {opened && cart && <CartDrawerBody userId={userId} cart={cart} onClose={onClose} />}
    </Drawer>
  );
}
