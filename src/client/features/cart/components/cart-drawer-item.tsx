import { ActionIcon, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { CART_IMAGE_SIZE } from '#shared/lib/specmarket';
import type { TCartItem } from '#shared/schemas/cart';
import { ProductImage } from '#client/components/ui/product-image';
import { CART_UI } from '../lib/cart-ui';
import { CartItemQuantity } from './cart-item-quantity';
import { CartPrice } from './cart-price';

/** Props of {@link CartDrawerItem}. */
export type TCartDrawerItemProps = {
  item: TCartItem;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  removing: boolean;
};

/** One item of the 'Added to Cart' drawer: image (150 px), manufacturer, name, quantity, prices and a trash button. */
export function CartDrawerItem({ item, onQuantity, onRemove, removing }: TCartDrawerItemProps) {
  const label = CART_UI.product(item.name, item.model);
  return (
    <Group component="li" align="flex-start" wrap="nowrap" gap="sm" py="sm" aria-label={label} style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}>
      <ProductImage src={item.image} alt={item.name} size={CART_IMAGE_SIZE} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} truncate="end">
          {item.manufacturer}
        </Text>
        <Text size="sm" fw={500} lineClamp={2}>
          {item.name}
        </Text>
        <Text size="xs" c="dimmed">
          {item.model}
        </Text>
        <CartPrice price={item.price} listPrice={item.listPrice} />
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <CartItemQuantity item={item} onSave={onQuantity} />
          <ActionIcon variant="subtle" color="red" size="lg" aria-label={CART_UI.remove(label)} onClick={onRemove} loading={removing}>
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
      </Stack>
    </Group>
  );
}
