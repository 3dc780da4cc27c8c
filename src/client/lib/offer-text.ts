import { formatMoney, formatNumber } from '#shared/lib/money';
import type { TLocale } from '#shared/lib/locale';
import { INVENTORY_STATUS_LABELS } from '#shared/lib/sellers';
import type { TSellerOffer } from '#shared/schemas/seller';
import { t } from './i18n';

/** An offer's price in `locale`: '$1,250.00' (en-US), 'US$ 1.250,00' (pt-BR), or 'On request' (translated) when it has none. */
export function offerPriceText(price: string | null, locale: TLocale): string {
  return price === null ? t('On request') : formatMoney(price, locale);
}

/** An offer's inventory in `locale`: 'In Stock · 12', 'Overstock' (translated), or '—' when unknown. */
export function offerInventoryText(inventory: Pick<TSellerOffer['inventory'], 'status' | 'quantity'>, locale: TLocale): string {
  const label = inventory.status ? t(INVENTORY_STATUS_LABELS[inventory.status]) : null;
  const quantity = inventory.quantity === null ? null : formatNumber(inventory.quantity, locale);
  return [label, quantity].filter(Boolean).join(' · ') || '—';
}
