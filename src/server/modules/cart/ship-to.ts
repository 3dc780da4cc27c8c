/**
 * Where a cart's order ships (spec/business-records.md §2 "Ship-to targets"; docs/decisions/056):
 * 'me' is the account's company address, 'customer' the cart's customer's shipping address, as the
 * cart page shows them (cart-addresses.ts).
 */
import type { Db } from '#server/db/client';
import { UnprocessableError } from '#server/lib/http/errors';
import { SPECMARKET_MESSAGES as M, type TCartShipTo } from '#shared/lib/specmarket';
import type { TOrderAddress } from '#shared/schemas/cart';
import type { CartRow } from './cart-access';
import { cartShipTo } from './cart-addresses';

/**
 * The address an order of the cart ships to.
 * @throws UnprocessableError noCustomer for 'customer' without one; noShipToAddress when the address is missing.
 */
export async function requireShipToAddress(db: Pick<Db, 'select'>, cart: CartRow, shipTo: TCartShipTo): Promise<TOrderAddress> {
  if (shipTo === 'customer' && cart.customerId === null) throw new UnprocessableError(M.noCustomer, [{ field: 'shipTo', message: M.noCustomer }]);
  const addresses = await cartShipTo(db, cart);
  const address = shipTo === 'me' ? addresses.Me : addresses.Customer;
  if (!address) throw new UnprocessableError(M.noShipToAddress, [{ field: 'shipTo', message: M.noShipToAddress }]);
  return address;
}
