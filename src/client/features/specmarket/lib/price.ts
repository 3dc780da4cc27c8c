import { toCents } from '#shared/lib/money';
import type { TSpecmarketProduct } from '#shared/schemas/specmarket';

/** The list price to strike through beside the price: only when it is higher than the best offer's. */
export function struckListPrice(product: Pick<TSpecmarketProduct, 'price' | 'listPrice'>): string | null {
  if (product.price === null || product.listPrice === null) return null;
  return toCents(product.listPrice) > toCents(product.price) ? product.listPrice : null;
}
