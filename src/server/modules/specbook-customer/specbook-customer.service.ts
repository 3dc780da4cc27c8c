import { and, eq } from 'drizzle-orm';
import { customerAddresses, customers, priceGroups, specbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ValidationError } from '#server/lib/http/errors';
import { createAddress, getCustomer, toAddress, toCustomer } from '#server/modules/customers/customers.service';
import { requireSpecbook, type SpecbookRow } from '#server/modules/specbooks/specbook-access';
import { SPECBOOK_CUSTOMER_MESSAGES as M } from '#shared/lib/specbook-customer-messages';
import type { TAddressCreate } from '#shared/schemas/customer';
import type { TSpecbookCustomer, TSpecbookCustomerUpdate } from '#shared/schemas/specbook-customer';

type AddressRow = typeof customerAddresses.$inferSelect;
type Columns = Partial<typeof specbooks.$inferInsert>;

/** Type ids of customer addresses (spec §3 "Address"). */
const BILLING = 1;
const SHIPPING = 2;

async function addressRow(ctx: ServiceContext, row: SpecbookRow, id: number | null): Promise<AddressRow | null> {
  if (id === null) return null;
  const [address] = await ctx.db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, id), eq(customerAddresses.accountId, row.accountId)));
  return address ?? null;
}

async function priceGroupOf(ctx: ServiceContext, row: SpecbookRow): Promise<{ id: number; name: string } | null> {
  if (row.priceGroupId === null) return null;
  const [group] = await ctx.db
    .select({ id: priceGroups.id, name: priceGroups.name })
    .from(priceGroups)
    .where(and(eq(priceGroups.id, row.priceGroupId), eq(priceGroups.accountId, row.accountId)));
  return group ?? null;
}

/**
 * The context to reach the specbook's customer records with: the caller's own, or for a platform
 * admin working on another account's specbook, that account's (requireSpecbook let them in).
 */
function inAccountOf(ctx: ServiceContext, row: SpecbookRow): ServiceContext {
  return row.accountId === ctx.user.accountId ? ctx : { ...ctx, user: { ...ctx.user, accountId: row.accountId } };
}

/** The panel answer for a specbook row (customer, addresses, price group, tax, terms). */
async function toPanel(ctx: ServiceContext, row: SpecbookRow): Promise<TSpecbookCustomer> {
  const [record, shipping, billing, priceGroup] = await Promise.all([
    row.customerId === null ? null : getCustomer(inAccountOf(ctx, row), row.customerId).then(toCustomer),
    addressRow(ctx, row, row.shippingAddressId),
    addressRow(ctx, row, row.billingAddressId),
    priceGroupOf(ctx, row),
  ]);
  return {
    specbookId: row.id,
    customerId: row.customerId,
    customer: record,
    customerEmail: record?.email ?? null,
    customerFirstName: record?.firstName ?? null,
    customerLastName: record?.lastName ?? null,
    customerNumber: record?.customerNumber ?? null,
    customerPhone: record?.phone ?? null,
    shippingAddress: shipping ? toAddress(shipping) : null,
    billingAddress: billing ? toAddress(billing) : null,
    priceGroup,
    tax: row.tax,
    paymentTerms: row.paymentTerms,
  };
}

/** GET {u}/specbook/{id}/customer: the specbook's customer panel. */
export async function getSpecbookCustomer(ctx: ServiceContext, specbookId: number): Promise<TSpecbookCustomer> {
  return toPanel(ctx, await requireSpecbook(ctx, specbookId));
}

async function customerColumns(ctx: ServiceContext, row: SpecbookRow, id: number | null, input: TSpecbookCustomerUpdate): Promise<Columns> {
  if (id === null) return { customerId: null, shippingAddressId: null, billingAddressId: null };
  const [customer] = await ctx.db
    .select({ id: customers.id, paymentTerms: customers.paymentTerms, priceGroupId: customers.priceGroupId })
    .from(customers)
    .where(and(eq(customers.id, id), eq(customers.accountId, row.accountId)));
  if (!customer) throw ValidationError.field('customer.id', M.customerNotFound);
  if (customer.id === row.customerId) return {};
  const current = await getCustomer(inAccountOf(ctx, row), customer.id);
  const set: Columns = { customerId: customer.id };
  if (input.shippingAddress === undefined) set.shippingAddressId = current.shipping?.id ?? null;
  if (input.billingAddress === undefined) set.billingAddressId = current.billing?.id ?? null;
  if (input.paymentTerms === undefined && customer.paymentTerms !== null) set.paymentTerms = customer.paymentTerms;
  if (input.priceGroup === undefined && customer.priceGroupId !== null) set.priceGroupId = customer.priceGroupId;
  return set;
}

/** Checks that an address is one of `customerId`'s, of the wanted type. */
async function checkAddress(ctx: ServiceContext, row: SpecbookRow, customerId: number | null, id: number, typeId: number): Promise<void> {
  const field = typeId === SHIPPING ? 'shippingAddress.id' : 'billingAddress.id';
  if (customerId === null) throw ValidationError.field(field, M.noCustomer);
  const address = await addressRow(ctx, row, id);
  if (!address || address.customerId !== customerId) throw ValidationError.field(field, M.addressNotFound);
  if (address.typeId !== typeId) throw ValidationError.field(field, typeId === SHIPPING ? M.shippingAddressType : M.billingAddressType);
}

async function checkPriceGroup(ctx: ServiceContext, row: SpecbookRow, id: number): Promise<void> {
  const [group] = await ctx.db
    .select({ id: priceGroups.id })
    .from(priceGroups)
    .where(and(eq(priceGroups.id, id), eq(priceGroups.accountId, row.accountId)));
  if (!group) throw ValidationError.field('priceGroup.id', M.priceGroupNotFound);
}

/** The columns a PATCH …/customer writes, after checking every reference against the account. */
async function updateColumns(ctx: ServiceContext, row: SpecbookRow, input: TSpecbookCustomerUpdate): Promise<Columns> {
  const set: Columns = input.customer === undefined ? {} : await customerColumns(ctx, row, input.customer?.id ?? null, input);
  const customerId = set.customerId !== undefined ? set.customerId : row.customerId;
  for (const [key, column, typeId] of [
    ['shippingAddress', 'shippingAddressId', SHIPPING],
    ['billingAddress', 'billingAddressId', BILLING],
  ] as const) {
    const ref = input[key];
    if (ref === undefined) continue;
    if (ref !== null) await checkAddress(ctx, row, customerId, ref.id, typeId);
    set[column] = ref?.id ?? null;
  }
  if (input.priceGroup !== undefined) {
    if (input.priceGroup !== null) await checkPriceGroup(ctx, row, input.priceGroup.id);
    set.priceGroupId = input.priceGroup?.id ?? null;
  }
  if (input.tax !== undefined) set.tax = input.tax === null ? null : input.tax.toFixed(2);
  if (input.paymentTerms !== undefined) set.paymentTerms = input.paymentTerms;
  return set;
}

async function write(ctx: ServiceContext, row: SpecbookRow, set: Columns): Promise<SpecbookRow> {
  if (Object.keys(set).length === 0) return row;
  const [updated] = await ctx.db
    .update(specbooks)
    .set({ ...set, updatedAt: new Date() })
    .where(and(eq(specbooks.id, row.id), eq(specbooks.accountId, row.accountId)))
    .returning();
  return updated!;
}

/**
 * PATCH {u}/specbook/{id}/customer: sets the specbook's customer, addresses, price group, tax and
 * payment terms. A new customer brings its current shipping and billing addresses, its payment
 * terms and its price group unless the same request names them (the specs keep their prices until
 * the price review applies the group); removing the customer removes the addresses.
 * @throws ValidationError (400) for a customer, address or price group that is not the account's,
 *   or an address of another customer or of the wrong type.
 */
export async function updateSpecbookCustomer(ctx: ServiceContext, specbookId: number, input: TSpecbookCustomerUpdate): Promise<TSpecbookCustomer> {
  const row = await requireSpecbook(ctx, specbookId);
  return toPanel(ctx, await write(ctx, row, await updateColumns(ctx, row, input)));
}

/**
 * POST {u}/specbook/{id}/addresses: "set a new address" — adds the address to the specbook's
 * customer (the customer center's rules) and makes it the specbook's shipping or billing address
 * by its type.
 * @throws ValidationError (400) when the specbook has no customer yet.
 */
export async function addSpecbookAddress(ctx: ServiceContext, specbookId: number, input: TAddressCreate): Promise<TSpecbookCustomer> {
  const row = await requireSpecbook(ctx, specbookId);
  if (row.customerId === null) throw ValidationError.field('customer.id', M.noCustomer);
  const address = await createAddress(inAccountOf(ctx, row), row.customerId, input);
  const column = address.typeId === SHIPPING ? 'shippingAddressId' : 'billingAddressId';
  return toPanel(ctx, await write(ctx, row, { [column]: address.id }));
}
