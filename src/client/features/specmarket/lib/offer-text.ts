import { formatMoney, formatNumber } from '#shared/lib/money';
import type { TLocale } from '#shared/lib/locale';
import { INVENTORY_STATUS_LABELS } from '#shared/lib/sellers';
import type { TSpecmarketProduct } from '#shared/schemas/specmarket';
import { t } from '#client/lib/i18n';

/** An offer's price in `locale`: 'US$ 1.250,00', or 'On request' (translated) when it has none. */
export function offerPrice(price: string | null, locale: TLocale): string {
  return price === null ? t('On request') : formatMoney(price, locale);
}

/** An offer's stock in `locale`: 'In Stock · 12', 'Overstock' (translated), or '—' when unknown. */
export function offerStock(inventory: TSpecmarketProduct['inventory'], locale: TLocale): string {
  const label = inventory.status ? t(INVENTORY_STATUS_LABELS[inventory.status]) : null;
  const quantity = inventory.quantity === null ? null : formatNumber(inventory.quantity, locale);
  return [label, quantity].filter(Boolean).join(' · ') || '—';
}
