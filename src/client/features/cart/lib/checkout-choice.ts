import { CART_SHIP_TO, type TCartShipTo } from '#shared/lib/specmarket';
import { SHIPPING_METHODS, type TShippingMethod } from '#shared/lib/shipping-messages';
import type { TCartSellerGroup, TCheckoutRequest } from '#shared/schemas/cart';

/**
 * What the buyer chose on the cart page and carries to checkout in the URL (so a reload keeps it):
 * `?shipTo=me&ship=12:ship_now,15:schedule_pickup` (seller id: shipping method).
 */
export type TCheckoutChoice = { shipTo: TCartShipTo; methods: Record<number, TShippingMethod> };

const isShipTo = (value: string | null): value is TCartShipTo => CART_SHIP_TO.some((s) => s === value);
const isMethod = (value: string | undefined): value is TShippingMethod => SHIPPING_METHODS.some((m) => m === value);

/** The choice read from the URL's query; anything unknown is left out (ship to me, the first methods). */
export function choiceFromSearch(params: URLSearchParams): TCheckoutChoice {
  const shipTo = params.get('shipTo');
  const methods: Record<number, TShippingMethod> = {};
  for (const entry of (params.get('ship') ?? '').split(',')) {
    const [id, method] = entry.split(':');
    const sellerId = Number(id);
    if (Number.isInteger(sellerId) && sellerId > 0 && isMethod(method)) methods[sellerId] = method;
  }
  return { shipTo: isShipTo(shipTo) ? shipTo : 'me', methods };
}

/** The URL query of `choice` (without '?'). */
export function choiceToSearch(choice: TCheckoutChoice): string {
  const ship = Object.entries(choice.methods)
    .map(([sellerId, method]) => `${sellerId}:${method}`)
    .join(',');
  return new URLSearchParams({ shipTo: choice.shipTo, ...(ship ? { ship } : {}) }).toString();
}

/** The shipping method of a seller group: the one chosen, else the first the group offers (ship now). */
export function groupMethod(choice: TCheckoutChoice, group: TCartSellerGroup): TShippingMethod | null {
  const chosen = choice.methods[group.seller.id];
  if (chosen && group.shippingMethods.some((m) => m.value === chosen)) return chosen;
  return group.shippingMethods[0]?.value ?? null;
}

/** The shipping entries of the checkout request: one per seller group. */
export function shippingEntries(choice: TCheckoutChoice, groups: readonly TCartSellerGroup[]): NonNullable<TCheckoutRequest['shipping']> {
  return groups.flatMap((group) => {
    const method = groupMethod(choice, group);
    return method ? [{ seller: { id: group.seller.id }, method }] : [];
  });
}
