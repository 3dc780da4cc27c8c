import { Alert, Group, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { formatMoney } from '#shared/lib/money';
import { t, useLocale } from '#client/lib/i18n';
import type { TCartShipTo } from '#shared/lib/specmarket';
import type { TCartSellers } from '../api/get-cart-sellers';
import { useCartImages } from '../api/cart-images';
import { groupMethod, type TCheckoutChoice } from '../lib/checkout-choice';
import { CART_UI } from '../lib/cart-ui';
import type { useCheckoutChoice } from '../lib/use-checkout-choice';
import { SellerGroupCard } from './seller-group-card';
import { ShipToChoice } from './ship-to-choice';

/** The ship-to target the order can use: Customer only when the cart has a customer with an address. */
export function effectiveShipTo(choice: TCheckoutChoice, sellers: TCartSellers): TCartShipTo {
  const customerAddress = sellers.groups[0]?.shipping.Customer ?? null;
  return choice.shipTo === 'customer' && sellers.meta.customer && customerAddress ? 'customer' : 'me';
}

/** Props of {@link CartGroups}. */
export type TCartGroupsProps = {
  userId: number;
  cartId: number;
  sellers: TCartSellers;
  checkout: ReturnType<typeof useCheckoutChoice>;
  problems?: Readonly<Record<number, string>>;
  disabled?: boolean;
};

/** The cart by seller (cart page and checkout): ship-to, one card per seller, the items no seller offers, and the order total. */
export function CartGroups({ userId, cartId, sellers, checkout, problems, disabled = false }: TCartGroupsProps) {
  const locale = useLocale();
  const images = useCartImages(userId, cartId);
  const { groups, meta } = sellers;
  const addresses = groups[0]?.shipping ?? { Me: null, Customer: null };
  return (
    <Stack gap="md">
      <ShipToChoice
        value={effectiveShipTo(checkout.choice, sellers)}
        onChange={checkout.setShipTo}
        addresses={addresses}
        hasCustomer={meta.customer !== null}
        disabled={disabled}
      />
      {groups.map((group) => (
        <SellerGroupCard
          key={group.seller.id}
          group={group}
          images={images}
          method={groupMethod(checkout.choice, group)}
          onMethod={(method) => checkout.setMethod(group.seller.id, method)}
          problems={problems}
          disabled={disabled}
        />
      ))}
      {meta.unassigned.length > 0 && (
        <Alert color="yellow" icon={<IconAlertTriangle size={18} />} title={CART_UI.unassignedTitle}>
          <List size="sm">
            {meta.unassigned.map((item) => (
              <List.Item key={item.id}>
                {item.name} ({item.modelNumber}){problems?.[item.id] ? ` — ${t(problems[item.id] ?? '')}` : ''}
              </List.Item>
            ))}
          </List>
          <Text size="sm" mt="xs">
            {CART_UI.unassignedHint}
          </Text>
        </Alert>
      )}
      <Group justify="flex-end" gap="xl">
        <Text fw={700}>{CART_UI.grandTotal}</Text>
        <Text fw={700} fz="lg" aria-label={`${CART_UI.grandTotal} ${formatMoney(meta.total, locale)}`}>
          {formatMoney(meta.total, locale)}
        </Text>
      </Group>
    </Stack>
  );
}
