import { formatUsd } from '#shared/lib/money';
import { INVENTORY_STATUS_LABELS } from '#shared/lib/sellers';
import type { TSellerOffer } from '#shared/schemas/seller';

/** An offer's price: '$1,250.00', or 'On request' when it has none. */
export function offerPriceText(price: string | null): string {
  return price === null ? 'On request' : formatUsd(price);
}

/** An offer's inventory: 'In Stock · 12', 'Overstock', or '—' when unknown. */
export function offerInventoryText(inventory: TSellerOffer['inventory']): string {
  const label = inventory.status ? INVENTORY_STATUS_LABELS[inventory.status] : null;
  const quantity = inventory.quantity === null ? null : inventory.quantity.toLocaleString('en-US');
  return [label, quantity].filter(Boolean).join(' · ') || '—';
}
