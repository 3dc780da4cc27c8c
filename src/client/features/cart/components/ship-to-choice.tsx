import { Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { CART_SHIP_TO, CART_SHIP_TO_LABELS, type TCartShipTo } from '#shared/lib/specmarket';
import type { TOrderAddress } from '#shared/schemas/cart';
import { CART_UI } from '../lib/cart-ui';
import { t } from '#client/lib/i18n';

/** An address in lines. */
export function AddressLines({ address }: { address: TOrderAddress | null }) {
  if (!address) {
    return (
      <Text size="sm" c="dimmed">
        {CART_UI.noAddress}
      </Text>
    );
  }
  const cityLine = [address.city, [address.state, address.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <Stack gap={0}>
      {[address.name, address.line1, address.line2, cityLine, address.phone, address.email].filter(Boolean).map((line) => (
        <Text size="sm" key={line}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** Props of {@link ShipToChoice}. */
export type TShipToChoiceProps = {
  value: TCartShipTo;
  onChange: (value: TCartShipTo) => void;
  addresses: Record<'Me' | 'Customer', TOrderAddress | null>;
  /** Whether the cart has a customer to ship to. */
  hasCustomer: boolean;
  disabled?: boolean;
};

/** 'Ship to': Me (the company's address) or Customer (the cart's customer's shipping address; only when there is one). */
export function ShipToChoice({ value, onChange, addresses, hasCustomer, disabled = false }: TShipToChoiceProps) {
  const available = (target: TCartShipTo) => target === 'me' || (hasCustomer && addresses.Customer !== null);
  return (
    <Radio.Group label={CART_UI.shipTo} value={value} onChange={(next) => onChange(next === 'customer' ? 'customer' : 'me')}>
      <Group align="stretch" gap="sm" mt="xs" wrap="wrap">
        {CART_SHIP_TO.map((target) => {
          const label = t(CART_SHIP_TO_LABELS[target]);
          const address = target === 'me' ? addresses.Me : addresses.Customer;
          return (
            <Paper key={target} withBorder radius="md" p="sm" style={{ flex: '1 1 240px' }}>
              <Radio value={target} label={label} disabled={disabled || !available(target)} mb={6} />
              {target === 'customer' && !hasCustomer ? (
                <Text size="sm" c="dimmed">
                  {CART_UI.noCustomerHint}
                </Text>
              ) : (
                <AddressLines address={address} />
              )}
            </Paper>
          );
        })}
      </Group>
    </Radio.Group>
  );
}
