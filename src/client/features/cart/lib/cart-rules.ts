import { toCents } from '#shared/lib/money';
import { zCartQuantity } from '#shared/schemas/cart';

/**
 * The drawer's rules (spec/business-records.md §2 "Cart drawer", §5 "Marketplace and cart").
 */

/** The list price is shown struck through only when the sale price is below it. */
export function showListPrice(price: string | null, listPrice: string | null): boolean {
  if (price === null || listPrice === null) return false;
  return toCents(price) < toCents(listPrice);
}

/** A quantity typed in the drawer: the whole number to save, or the message saying why it cannot be. */
export function checkQuantity(value: number | string): { quantity: number } | { error: string } {
  const parsed = zCartQuantity.safeParse(typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value);
  if (parsed.success) return { quantity: parsed.data };
  return { error: parsed.error.issues[0]?.message ?? '' };
}
