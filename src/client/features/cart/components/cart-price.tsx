import { Group, Text } from '@mantine/core';
import { formatMoney } from '#shared/lib/money';
import { useLocale } from '#client/lib/i18n';
import { showListPrice } from '../lib/cart-rules';
import { CART_UI } from '../lib/cart-ui';

/** A cart item's sale price, with the list price struck through when the sale price is below it. */
export function CartPrice({ price, listPrice }: { price: string | null; listPrice: string | null }) {
  const locale = useLocale();
  return (
    <Group gap={6} wrap="nowrap">
      <Text fw={600} size="sm">
        {formatMoney(price ?? listPrice, locale)}
      </Text>
      {showListPrice(price, listPrice) && (
        <Text size="xs" c="dimmed" td="line-through" aria-label={`${CART_UI.listPrice} ${formatMoney(listPrice, locale)}`}>
          {formatMoney(listPrice, locale)}
        </Text>
      )}
    </Group>
  );
}
