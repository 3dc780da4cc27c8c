import { Radio, Stack } from '@mantine/core';
import { CART_PAYMENT_METHOD_LABELS, CART_PAYMENT_METHODS, type TCartPaymentMethod } from '#shared/lib/specmarket';
import { CART_UI } from '../lib/cart-ui';
import { t } from '#client/lib/i18n';

/** Props of {@link PaymentChoice}. */
export type TPaymentChoiceProps = { value: TCartPaymentMethod; onChange: (value: TCartPaymentMethod) => void; disabled?: boolean };

/** 'Payment': Credit card or On account (seller terms). */
export function PaymentChoice({ value, onChange, disabled = false }: TPaymentChoiceProps) {
  return (
    <Radio.Group
      label={CART_UI.payment}
      value={value}
      onChange={(next) => {
        const method = CART_PAYMENT_METHODS.find((m) => m === next);
        if (method) onChange(method);
      }}
    >
      <Stack gap="xs" mt="xs">
        {CART_PAYMENT_METHODS.map((method) => (
          <Radio key={method} value={method} label={t(CART_PAYMENT_METHOD_LABELS[method])} disabled={disabled} />
        ))}
      </Stack>
    </Radio.Group>
  );
}
