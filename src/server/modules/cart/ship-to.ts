/**
 * Where a cart's order ships (spec/business-records.md §2 "Ship-to targets"; docs/decisions/056):
 * 'me' is the account's company address, 'customer' the cart's customer's shipping address (the
 * cart's Ship To when one is set, else the customer's default active shipping address).
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { accounts, customerAddresses, customers } from '#server/db/schema/index';
import { UnprocessableError } from '#server/lib/http/errors';
import type { TCartShipTo } from '#shared/lib/specmarket';
import { SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import type { TOrderAddress } from '#shared/schemas/cart';
import type { CartRow } from './cart-access';

type Reader = Pick<Db, 'select'>;

/** A customer_addresses type: shipping. */
const SHIPPING = 2;

/** The account's company address; null when it has no street address. */
export async function companyAddress(db: Reader, accountId: number): Promise<TOrderAddress | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!row?.addressLine1) return null;
  return { name: row.name, line1: row.addressLine1, line2: null, city: row.city, state: row.state, zipCode: row.zipCode, phone: row.phone, email: row.email };
}

/** The cart's customer (of the cart's account), or null when it has none. */
async function cartCustomer(db: Reader, cart: CartRow) {
  if (cart.customerId === null) return null;
  const [row] = await db.select().from(customers).where(and(eq(customers.id, cart.customerId), eq(customers.accountId, cart.accountId)));
  return row ?? null;
}

/** The cart's customer's shipping address; null without a customer or an address. */
export async function customerShippingAddress(db: Reader, cart: CartRow): Promise<TOrderAddress | null> {
  const customer = await cartCustomer(db, cart);
  if (!customer) return null;
  const [address] = await db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.customerId, customer.id), eq(customerAddresses.accountId, cart.accountId), eq(customerAddresses.typeId, SHIPPING), eq(customerAddresses.active, true)))
    .orderBy(desc(eq(customerAddresses.id, cart.shippingAddressId ?? 0)), desc(customerAddresses.isDefault), customerAddresses.id)
    .limit(1);
  if (!address) return null;
  const person = [address.firstName, address.lastName].filter(Boolean).join(' ');
  return {
    name: address.contact || person || customer.name,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    state: address.state,
    zipCode: address.zipCode,
    phone: customer.phone,
    email: customer.email,
  };
}

/**
 * The address an order of the cart ships to.
 * @throws UnprocessableError noCustomer for 'customer' without one; noShipToAddress when the address is missing.
 */
export async function requireShipToAddress(db: Reader, cart: CartRow, shipTo: TCartShipTo): Promise<TOrderAddress> {
  if (shipTo === 'customer' && cart.customerId === null) throw new UnprocessableError(M.noCustomer, [{ field: 'shipTo', message: M.noCustomer }]);
  const address = shipTo === 'me' ? await companyAddress(db, cart.accountId) : await customerShippingAddress(db, cart);
  if (!address) throw new UnprocessableError(M.noShipToAddress, [{ field: 'shipTo', message: M.noShipToAddress }]);
  return address;
}
