/**
 * Listing own stock on the Specmarket (docs/decisions/086): who may list or unlist a stock row
 * and which rows may be listed. Pure checks; the inventory service runs them in its transaction.
 */
import type { AuthUser } from '#server/lib/context';
import { requireAccess } from '#server/lib/access';
import { UnprocessableError } from '#server/lib/http/errors';
import { canUse } from '#shared/lib/access';
import { INVENTORY_MESSAGES as M } from '#shared/lib/inventory';

/** What the listing rule reads of a stock row after the PATCH's other changes. */
export interface ListableRow {
  price: string | null;
  quantity: number | null;
  manufacturerName: string;
  sellInMarketplace: boolean;
}

/**
 * 403 unless the user holds ROLE_SPECMARKET_SELLER: only marketplace sellers list or unlist.
 * @throws ForbiddenError
 */
export function requireMarketplaceSeller(user: AuthUser): void {
  requireAccess(user, 'marketplaceSeller');
}

/**
 * 422 unless the row may be listed: it has a price and a quantity above 0 (any of the three
 * statuses), and its brand sells on the marketplace unless the user may sell all brands.
 * @throws UnprocessableError naming the field, or the brand.
 */
export function requireListable(user: AuthUser, row: ListableRow): void {
  if (row.price === null) throw new UnprocessableError(M.listingNeedsPrice, [{ field: 'price', message: M.listingNeedsPrice }]);
  if ((row.quantity ?? 0) <= 0) throw new UnprocessableError(M.listingNeedsQuantity, [{ field: 'quantity', message: M.listingNeedsQuantity }]);
  if (!row.sellInMarketplace && !canUse(user, 'marketplaceAllBrands')) {
    const message = M.brandNotSold(row.manufacturerName);
    throw new UnprocessableError(message, [{ field: 'listed', message }]);
  }
}
