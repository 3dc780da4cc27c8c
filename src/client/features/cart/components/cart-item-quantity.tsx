import { NumberInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';
import { CART_QUANTITY } from '#shared/lib/specmarket';
import type { TCartItem } from '#shared/schemas/cart';
import { checkQuantity } from '../lib/cart-rules';
import { CART_UI } from '../lib/cart-ui';
import { t } from '#client/lib/i18n';

/** How long typing pauses before a new quantity is saved, in ms. */
export const QUANTITY_SAVE_DELAY_MS = 600;

/** Props of {@link CartItemQuantity}. */
export type TCartItemQuantityProps = {
  item: TCartItem;
  /** Save a valid new quantity (called once typing pauses). */
  onSave: (quantity: number) => void;
};

/**
 * The quantity of a cart item (minimum 1): a valid change is saved once typing pauses; an invalid
 * one shows the rule's message and saves nothing. A change made elsewhere (another tab) shows here.
 */
export function CartItemQuantity({ item, onSave }: TCartItemQuantityProps) {
  const [value, setValue] = useState<number | string>(item.quantity);
  const [seen, setSeen] = useState(item.quantity);
  const [error, setError] = useState<string | null>(null);
  const save = useDebouncedCallback(onSave, QUANTITY_SAVE_DELAY_MS);
  if (seen !== item.quantity) {
    setSeen(item.quantity);
    setValue(item.quantity);
    setError(null);
  }

  const change = (next: number | string) => {
    setValue(next);
    const checked = checkQuantity(next);
    if ('error' in checked) {
      save.cancel();
      setError(checked.error);
      return;
    }
    setError(null);
    if (checked.quantity === item.quantity) save.cancel();
    else save(checked.quantity);
  };

  return (
    <NumberInput
      size="xs"
      w={96}
      label={CART_UI.columns.quantity}
      aria-label={CART_UI.quantityOf(CART_UI.product(item.name, item.model))}
      min={CART_QUANTITY.min}
      max={CART_QUANTITY.max}
      allowDecimal={false}
      allowNegative={false}
      clampBehavior="none"
      value={value}
      onChange={change}
      error={error && t(error)}
    />
  );
}
