import type { TInventoryStatus, TLeadTime } from '#shared/lib/sellers';
import { t } from '#client/lib/i18n';
import { ZSellerOfferUpdate, type TSellerOffer, type TSellerOfferUpdate } from '#shared/schemas/seller';

/** An offer's editable values as its inputs hold them: price as typed, quantity a number or '' (unknown). */
export type TOfferValues = { price: string; leadTime: TLeadTime | null; status: TInventoryStatus | null; quantity: number | string };

/** A new offer's values. */
export const EMPTY_OFFER: TOfferValues = { price: '', leadTime: null, status: null, quantity: '' };

/** An offer's values for editing. */
export function offerToValues(o: Pick<TSellerOffer, 'price' | 'leadTime' | 'inventory'>): TOfferValues {
  return { price: o.price ?? '', leadTime: o.leadTime, status: o.inventory.status, quantity: o.inventory.quantity ?? '' };
}

/** The request fields of the values (blank price and quantity are null). */
export function toOfferPayload(v: TOfferValues) {
  return {
    price: v.price.trim() === '' ? null : v.price.trim(),
    leadTime: v.leadTime,
    inventory: { status: v.status, quantity: v.quantity === '' ? null : Number(v.quantity) },
  };
}

/** The field of an offer error's path ('inventory.quantity' → 'quantity'). */
export function offerFieldOf(path: readonly PropertyKey[] | string): string {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  return parts[0] === 'inventory' ? (parts[1] ?? 'status') : (parts[0] ?? 'price');
}

/** Checks the values with the server's schema (ZSellerOfferUpdate): the parsed update, or field errors. */
export function parseOffer(values: TOfferValues): { ok: true; offer: TSellerOfferUpdate } | { ok: false; errors: Record<string, string> } {
  const result = ZSellerOfferUpdate.safeParse(toOfferPayload(values));
  if (result.success) return { ok: true, offer: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[offerFieldOf(issue.path)] ??= t(issue.message);
  return { ok: false, errors };
}

/** Whether two offers' values differ. */
export function offerChanged(a: TOfferValues, b: TOfferValues): boolean {
  return a.price.trim() !== b.price.trim() || a.leadTime !== b.leadTime || a.status !== b.status || String(a.quantity) !== String(b.quantity);
}
