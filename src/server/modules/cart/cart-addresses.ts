/**
 * Where a cart's order can ship (spec/business-records.md §2 "Cart page": ship-to 'Me' and
 * 'Customer'; docs/decisions/056): Me is the account's company address, Customer the cart's
 * customer's shipping address (the one chosen on the cart specbook, else the customer's current one).
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { accounts, customerAddresses, customers } from '#server/db/schema/index';
import type { TOrderAddress } from '#shared/schemas/cart';
import type { CartRow } from './cart-access';

type Reader = Pick<Db, 'select'>;
type AddressRow = typeof customerAddresses.$inferSelect;
type CustomerRow = typeof customers.$inferSelect;

/** Type id of a shipping address (§3 "Address"). */
const SHIPPING = 2;

/** The ship-to addresses of a cart; null where there is none. */
export interface CartShipTo {
  Me: TOrderAddress | null;
  Customer: TOrderAddress | null;
  /** The cart's customer, if it has one. */
  customer: { id: number; name: string } | null;
}

/** The account's company address (null until it has a street line). */
async function companyAddress(db: Reader, accountId: number): Promise<TOrderAddress | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, accountId));
  if (!row?.addressLine1) return null;
  return { name: row.name, line1: row.addressLine1, line2: null, city: row.city, state: row.state, zipCode: row.zipCode, phone: row.phone, email: row.email };
}

/** The cart's chosen shipping address of its customer, else the customer's current one (default first). */
async function customerShippingAddress(db: Reader, cart: CartRow, customerId: number): Promise<AddressRow | undefined> {
  const mine = and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.accountId, cart.accountId), eq(customerAddresses.typeId, SHIPPING));
  if (cart.shippingAddressId !== null) {
    const [chosen] = await db.select().from(customerAddresses).where(and(mine, eq(customerAddresses.id, cart.shippingAddressId)));
    if (chosen) return chosen;
  }
  const [current] = await db
    .select()
    .from(customerAddresses)
    .where(and(mine, eq(customerAddresses.active, true)))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id))
    .limit(1);
  return current;
}

/** An address of a customer as an order address: the addressee is the address's contact, else its person, else the customer. */
function toOrderAddress(address: AddressRow, customer: CustomerRow): TOrderAddress {
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
 * The cart's ship-to addresses and customer. The reads run one after another: checkout passes its
 * transaction, and a transaction's client takes one query at a time.
 */
export async function cartShipTo(db: Reader, cart: CartRow): Promise<CartShipTo> {
  const me = await companyAddress(db, cart.accountId);
  const [customer] = cart.customerId === null ? [] : await db.select().from(customers).where(and(eq(customers.id, cart.customerId), eq(customers.accountId, cart.accountId)));
  if (!customer) return { Me: me, Customer: null, customer: null };
  const address = await customerShippingAddress(db, cart, customer.id);
  return { Me: me, Customer: address ? toOrderAddress(address, customer) : null, customer: { id: customer.id, name: customer.name } };
}
