import { toCents } from '#shared/lib/money';
import type { TSpecmarketProduct } from '#shared/schemas/specmarket';

/** A brand with how many of the given products it makes. */
export type TBrandCount = { name: string; count: number };

/** The brands of the given products, most products first (then by name), at most `limit`. */
export function featuredBrands(products: readonly TSpecmarketProduct[], limit = 8): TBrandCount[] {
  const counts = new Map<string, number>();
  for (const p of products) counts.set(p.brand.name, (counts.get(p.brand.name) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** Products a seller has on overstock, the deepest discount off list first, at most `limit`. */
export function overstockDeals(products: readonly TSpecmarketProduct[], limit = 4): TSpecmarketProduct[] {
  const saving = (p: TSpecmarketProduct) => (p.listPrice && p.price ? toCents(p.listPrice) - toCents(p.price) : 0);
  return products
    .filter((p) => p.inventory.status === 'overstock')
    .sort((a, b) => saving(b) - saving(a))
    .slice(0, limit);
}
