import { randomInt } from 'node:crypto';
import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { accounts, customerAddresses, customers, priceGroups, userCustomerCodes, users } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { csvCell } from '#server/lib/csv/formula-cells';
import { ConflictError, NotFoundError, ValidationError } from '#server/lib/http/errors';
import { compileFilter, compileSort, type FilterWhitelist } from '#server/lib/http/filters';
import { pageParams } from '#server/lib/http/pagination';
import { zodIssuesToErrors } from '#server/lib/http/zod-issues';
import type { Mailer } from '#server/lib/mail';
import {
  customerTypeLabel,
  CUSTOMER_MESSAGES as M,
  DEFAULT_ADDRESS_LABELS,
  invoiceTermsLabel,
  type TAddressTypeId,
} from '#shared/lib/customer-messages';
import {
  ZAddressCreate,
  ZCustomerCode,
  type TAddress,
  type TAddressCreate,
  type TAddressUpdate,
  type TCustomer,
  type TCustomerCreate,
  type TCustomerInvite,
  type TCustomerLookup,
  type TCustomerUpdate,
  type TPriceGroupRef,
} from '#shared/schemas/customer';
import { customerInviteMail } from './customer-mail';
import { containsPattern } from '#server/lib/sql-like';

type CustomerRow = typeof customers.$inferSelect;
type AddressRow = typeof customerAddresses.$inferSelect;
type LinkedUser = { id: number; name: string } | null;

/** A customer with its price group, its linked user's name and its current billing and shipping addresses. */
export interface CustomerRecord {
  row: CustomerRow;
  priceGroup: TPriceGroupRef | null;
  linkedUser: LinkedUser;
  billing: AddressRow | null;
  shipping: AddressRow | null;
}

/** Services that send mail get the mailer and the origin of the links (the request's link origin). */
export interface CustomerDeps {
  mailer: Mailer;
  publicUrl: string;
}

const MAX_ID = 2_147_483_647;
/** The most rows one CSV export holds. */
export const MAX_EXPORT_ROWS = 10_000;

function rowId(id: number): number {
  if (!Number.isInteger(id) || id <= 0 || id > MAX_ID) throw new NotFoundError();
  return id;
}

/** Filterable customer fields (GET {u}/customer filter[…], POST {u}/customer/filter). */
export const CUSTOMER_FILTERS: FilterWhitelist = {
  id: { column: customers.id, type: 'number' },
  name: { column: customers.name, type: 'string' },
  firstName: { column: customers.firstName, type: 'string' },
  lastName: { column: customers.lastName, type: 'string' },
  companyName: { column: customers.companyName, type: 'string' },
  customerNumber: { column: customers.customerNumber, type: 'string' },
  erpCustomerId: { column: customers.erpCustomerId, type: 'string' },
  type: { column: customers.type, type: 'string' },
  customerType: { column: customers.type, type: 'string' },
  origin: { column: customers.origin, type: 'string' },
  priceGroup: { column: customers.priceGroupId, type: 'number' },
  'priceGroup.id': { column: customers.priceGroupId, type: 'number' },
  paymentTerms: { column: customers.paymentTerms, type: 'number' },
  email: { column: customers.email, type: 'string' },
  'linkedSpecbooksUser.id': { column: customers.linkedUserId, type: 'number' },
  createdAt: { column: customers.createdAt, type: 'date' },
  updatedAt: { column: customers.updatedAt, type: 'date' },
};

/** Sortable customer fields; the default order is by name, then id. */
export const CUSTOMER_SORTS = {
  id: { column: customers.id },
  name: { column: customers.name },
  companyName: { column: customers.companyName },
  customerNumber: { column: customers.customerNumber },
  type: { column: customers.type },
  createdAt: { column: customers.createdAt },
  updatedAt: { column: customers.updatedAt },
};

/** What a customer list asks for. */
export interface CustomerListRequest {
  search?: string;
  filter?: unknown;
  sort?: unknown;
  page?: number;
  perPage: number;
}

function listWhere(ctx: ServiceContext, request: Pick<CustomerListRequest, 'search' | 'filter'>): SQL | undefined {
  const term = request.search?.trim() ? containsPattern(request.search.trim()) : undefined;
  const search = term
    ? sql`(${ilike(customers.name, term)} or ${ilike(customers.companyName, term)} or ${ilike(customers.email, term)} or ${ilike(customers.customerNumber, term)} or ${ilike(customers.phone, term)} or ${ilike(customers.firstName, term)} or ${ilike(customers.lastName, term)})`
    : undefined;
  return and(eq(customers.accountId, ctx.user.accountId), search, compileFilter(request.filter, CUSTOMER_FILTERS));
}

/** The account's customers matching a search, a whitelisted filter and a sort, one page of them. */
export async function listCustomers(
  ctx: ServiceContext,
  request: CustomerListRequest,
): Promise<{ rows: CustomerRecord[]; total: number; page: number; perPage: number }> {
  const where = listWhere(ctx, request);
  const order = compileSort(request.sort, CUSTOMER_SORTS, [asc(customers.name), asc(customers.id)]);
  const page = request.page ?? 1;
  const { limit, offset } = pageParams(page, request.perPage);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(customers).where(where).orderBy(...order).limit(limit).offset(offset),
    ctx.db.select({ n: count() }).from(customers).where(where),
  ]);
  return { rows: await withDetails(ctx, rows), total: total?.n ?? 0, page, perPage: request.perPage };
}

function distinctIds(values: (number | null)[]): number[] {
  return [...new Set(values.filter((v): v is number => v !== null))];
}

/** Loads price groups, linked users and current addresses for a set of customers in three queries. */
async function withDetails(ctx: ServiceContext, rows: CustomerRow[]): Promise<CustomerRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const linkedIds = distinctIds(rows.map((r) => r.linkedUserId));
  const groupIds = distinctIds(rows.map((r) => r.priceGroupId));
  const [addresses, linked, groups] = await Promise.all([
    ctx.db
      .select()
      .from(customerAddresses)
      .where(and(inArray(customerAddresses.customerId, ids), eq(customerAddresses.accountId, ctx.user.accountId), eq(customerAddresses.active, true)))
      .orderBy(sql`${customerAddresses.isDefault} desc`, asc(customerAddresses.id)),
    linkedIds.length
      ? ctx.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, linkedIds))
      : Promise.resolve([]),
    groupIds.length
      ? ctx.db
          .select({ id: priceGroups.id, name: priceGroups.name })
          .from(priceGroups)
          .where(and(inArray(priceGroups.id, groupIds), eq(priceGroups.accountId, ctx.user.accountId)))
      : Promise.resolve([]),
  ]);
  const first = (customerId: number, typeId: number) =>
    addresses.find((a) => a.customerId === customerId && a.typeId === typeId) ?? null;
  return rows.map((row) => ({
    row,
    priceGroup: groups.find((g) => g.id === row.priceGroupId) ?? null,
    linkedUser: linked.find((u) => u.id === row.linkedUserId) ?? null,
    billing: first(row.id, 1),
    shipping: first(row.id, 2),
  }));
}

/** The API shape of an address. */
export function toAddress(row: AddressRow): TAddress {
  return {
    id: row.id,
    customerId: row.customerId,
    type: { id: row.typeId === 1 ? 1 : 2 },
    label: row.label,
    firstName: row.firstName,
    lastName: row.lastName,
    contact: row.contact,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    country: row.country,
    cost: row.cost,
    active: row.active,
    default: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The API shape of a customer, each field under every name the spec gives it. */
export function toCustomer(record: CustomerRecord): TCustomer {
  const r = record.row;
  return {
    id: r.id,
    customerId: r.id,
    userId: r.userId,
    name: r.name,
    customerName: r.name,
    firstName: r.firstName,
    customerFirstName: r.firstName,
    lastName: r.lastName,
    customerLastName: r.lastName,
    companyName: r.companyName,
    customerCompany: r.companyName,
    customerNumber: r.customerNumber,
    number: r.customerNumber,
    erpCustomerId: r.erpCustomerId,
    type: r.type,
    customerType: r.type,
    origin: r.origin,
    customerOrigin: r.origin,
    priceGroup: record.priceGroup,
    customerGroupPricing: record.priceGroup,
    paymentTerms: r.paymentTerms,
    phone: r.phone,
    phoneNumber: r.phone,
    customerPhone: r.phone,
    faxNumber: r.fax,
    email: r.email,
    emailAddress: r.email,
    customerEmail: r.email,
    notes: r.notes,
    customerCode: r.customerCode,
    linkedSpecbooksUser: record.linkedUser,
    extra: { resaleCertificate: r.resaleCertificate },
    billingAddress: record.billing ? toAddress(record.billing) : null,
    shippingAddress: record.shipping ? toAddress(record.shipping) : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

async function customerRow(ctx: ServiceContext, customerId: number): Promise<CustomerRow> {
  const [row] = await ctx.db
    .select()
    .from(customers)
    .where(and(eq(customers.id, rowId(customerId)), eq(customers.accountId, ctx.user.accountId)));
  if (!row) throw new NotFoundError();
  return row;
}

/** One customer of the caller's account; 404 for a missing one or another account's. */
export async function getCustomer(ctx: ServiceContext, customerId: number): Promise<CustomerRecord> {
  const [record] = await withDetails(ctx, [await customerRow(ctx, customerId)]);
  return record!;
}

/** The price group column of a create or update, after checking the group is the account's (400 otherwise). */
async function priceGroupField(ctx: ServiceContext, ref: { id: number } | null | undefined): Promise<{ priceGroupId?: number | null }> {
  if (ref === undefined) return {};
  if (ref === null) return { priceGroupId: null };
  const [group] = await ctx.db
    .select({ id: priceGroups.id })
    .from(priceGroups)
    .where(and(eq(priceGroups.id, ref.id), eq(priceGroups.accountId, ctx.user.accountId)));
  if (!group) throw ValidationError.field('priceGroup', M.priceGroupInvalid);
  return { priceGroupId: group.id };
}

/** The columns a create or update writes (only the fields sent; null clears). */
async function writableFields(ctx: ServiceContext, input: TCustomerCreate | TCustomerUpdate): Promise<Partial<typeof customers.$inferInsert>> {
  const fields: Partial<typeof customers.$inferInsert> = await priceGroupField(ctx, input.priceGroup);
  const map = {
    name: 'name',
    firstName: 'firstName',
    lastName: 'lastName',
    companyName: 'companyName',
    customerNumber: 'customerNumber',
    erpCustomerId: 'erpCustomerId',
    type: 'type',
    origin: 'origin',
    paymentTerms: 'paymentTerms',
    phoneNumber: 'phone',
    faxNumber: 'fax',
    email: 'email',
    notes: 'notes',
    resaleCertificate: 'resaleCertificate',
  } as const;
  for (const [from, to] of Object.entries(map) as [keyof typeof map, (typeof map)[keyof typeof map]][]) {
    const value = input[from];
    if (value !== undefined) Object.assign(fields, { [to]: value });
  }
  return fields;
}

/** POST {u}/customer: creates a customer in the caller's account. */
export async function createCustomer(ctx: ServiceContext, input: TCustomerCreate): Promise<CustomerRecord> {
  const [row] = await ctx.db
    .insert(customers)
    .values({ ...(await writableFields(ctx, input)), name: input.name, accountId: ctx.user.accountId, userId: ctx.user.id })
    .returning();
  const [record] = await withDetails(ctx, [row!]);
  return record!;
}

/** PATCH {u}/customer/{id}: changes the fields sent; 404 for another account's customer. */
export async function updateCustomer(ctx: ServiceContext, customerId: number, input: TCustomerUpdate): Promise<CustomerRecord> {
  await customerRow(ctx, customerId);
  const fields = await writableFields(ctx, input);
  if (Object.keys(fields).length > 0) {
    await ctx.db
      .update(customers)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(customers.id, customerId), eq(customers.accountId, ctx.user.accountId)));
  }
  return getCustomer(ctx, customerId);
}

/** GET {u}/customer/price-groups: the account's price groups as options (value = id), by name. */
export async function listPriceGroupOptions(ctx: ServiceContext): Promise<{ value: number; label: string }[]> {
  return ctx.db
    .select({ value: priceGroups.id, label: priceGroups.name })
    .from(priceGroups)
    .where(eq(priceGroups.accountId, ctx.user.accountId))
    .orderBy(asc(priceGroups.name), asc(priceGroups.id));
}

// ---------------------------------------------------------------- CSV

function addressText(a: AddressRow | null): string {
  if (!a) return '';
  const cityLine = [a.city, [a.state, a.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.line1, a.line2, cityLine, a.country].filter(Boolean).join(', ');
}

const CSV_HEADER = [
  'ID', 'Name', 'First Name', 'Last Name', 'Company', 'Customer Number', 'Type', 'Origin', 'Price Group',
  'Payment Terms', 'Phone', 'Fax', 'Email', 'Billing Address', 'Shipping Address', 'Resale Certificate', 'Notes', 'Created',
];

/** Every customer matching the list request (no paging, up to MAX_EXPORT_ROWS) as CSV text. */
export async function exportCustomersCsv(ctx: ServiceContext, request: Omit<CustomerListRequest, 'page' | 'perPage'>): Promise<string> {
  const order = compileSort(request.sort, CUSTOMER_SORTS, [asc(customers.name), asc(customers.id)]);
  const rows = await ctx.db.select().from(customers).where(listWhere(ctx, request)).orderBy(...order).limit(MAX_EXPORT_ROWS);
  const records = await withDetails(ctx, rows);
  const lines = [CSV_HEADER.map(csvCell).join(',')];
  for (const { row: r, priceGroup, billing, shipping } of records) {
    lines.push(
      [
        r.id, r.name, r.firstName, r.lastName, r.companyName, r.customerNumber, customerTypeLabel(r.type),
        r.origin, priceGroup?.name, invoiceTermsLabel(r.paymentTerms), r.phone, r.fax, r.email,
        addressText(billing), addressText(shipping), r.resaleCertificate, r.notes, r.createdAt.toISOString().slice(0, 10),
      ]
        .map(csvCell)
        .join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------- customer codes

function newCode(): string {
  // 12 digits, no leading zero, so the code never loses a digit in a spreadsheet.
  return `${randomInt(1, 10)}${String(randomInt(0, 100_000)).padStart(5, '0')}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
}

/** The caller's personal 12-digit customer code, issued on first use. */
export async function personalCode(ctx: ServiceContext): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [found] = await ctx.db.select({ code: userCustomerCodes.code }).from(userCustomerCodes).where(eq(userCustomerCodes.userId, ctx.user.id));
    if (found) return found.code;
    await ctx.db.insert(userCustomerCodes).values({ userId: ctx.user.id, code: newCode() }).onConflictDoNothing();
  }
  throw new Error('could not issue a customer code');
}

interface CodeOwner {
  userId: number;
  name: string;
  email: string;
  phone: string | null;
  company: string | null;
  city: string | null;
  state: string | null;
  code: string;
}

/** The platform user holding a code; 400 (the spec's message) for a malformed code, the caller's own, or none. */
async function codeOwner(ctx: ServiceContext, rawCode: unknown): Promise<CodeOwner> {
  const parsed = ZCustomerCode.safeParse(rawCode);
  if (!parsed.success) throw ValidationError.field('customerNumber', M.codeInvalid);
  const code = parsed.data;
  const [own] = await ctx.db.select({ code: userCustomerCodes.code }).from(userCustomerCodes).where(eq(userCustomerCodes.userId, ctx.user.id));
  if (own?.code === code) throw ValidationError.field('customerNumber', M.codeInvalid);
  const [row] = await ctx.db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      company: sql<string | null>`coalesce(${users.companyName}, ${accounts.name})`,
      city: accounts.city,
      state: accounts.state,
      code: userCustomerCodes.code,
    })
    .from(userCustomerCodes)
    .innerJoin(users, eq(users.id, userCustomerCodes.userId))
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(and(eq(userCustomerCodes.code, code), ne(users.id, ctx.user.id)));
  if (!row) throw new NotFoundError(M.codeInvalid);
  return row;
}

/** GET {u}/customer/code/{code}: who holds a customer code (spec §3 "Customer-code lookup result"). */
export async function lookupCustomerCode(ctx: ServiceContext, code: string): Promise<TCustomerLookup> {
  const owner = await codeOwner(ctx, code);
  return { name: owner.name, company: owner.company, location: { city: owner.city, state: owner.state }, customerNumber: owner.code };
}

/**
 * POST {u}/customer/add {"customerNumber": "<12 digits>"}: adds the code's holder as a customer
 * linked to that platform user. 409 when that user already is one of the account's customers.
 */
export async function addCustomerByCode(ctx: ServiceContext, code: unknown): Promise<CustomerRecord> {
  const owner = await codeOwner(ctx, code);
  const [existing] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.accountId, ctx.user.accountId), eq(customers.linkedUserId, owner.userId)));
  if (existing) throw new ConflictError(M.alreadyCustomer, [{ field: 'customerNumber', message: M.alreadyCustomer }]);
  const [first, ...rest] = owner.name.split(/\s+/);
  const [row] = await ctx.db
    .insert(customers)
    .values({
      accountId: ctx.user.accountId,
      userId: ctx.user.id,
      name: owner.name.slice(0, 100),
      firstName: first?.slice(0, 25) ?? null,
      lastName: rest.join(' ').slice(0, 25) || null,
      companyName: owner.company?.slice(0, 50) ?? null,
      customerNumber: owner.code,
      email: owner.email,
      phone: owner.phone,
      linkedUserId: owner.userId,
      customerCode: owner.code,
    })
    .returning();
  return getCustomer(ctx, row!.id);
}

/**
 * PUT {u}/customer/{id}/link: links the customer to the platform user holding `customerCode`,
 * or unlinks it when the code is null. 409 when that user is already another customer of the account.
 */
export async function linkCustomer(ctx: ServiceContext, customerId: number, code: string | null): Promise<CustomerRecord> {
  await customerRow(ctx, customerId);
  if (code === null) {
    await ctx.db
      .update(customers)
      .set({ linkedUserId: null, customerCode: null, updatedAt: new Date() })
      .where(and(eq(customers.id, customerId), eq(customers.accountId, ctx.user.accountId)));
    return getCustomer(ctx, customerId);
  }
  const owner = await codeOwner(ctx, code);
  const [other] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(and(eq(customers.accountId, ctx.user.accountId), eq(customers.linkedUserId, owner.userId), ne(customers.id, customerId)));
  if (other) throw new ConflictError(M.alreadyCustomer, [{ field: 'customerCode', message: M.alreadyCustomer }]);
  await ctx.db
    .update(customers)
    .set({ linkedUserId: owner.userId, customerCode: owner.code, updatedAt: new Date() })
    .where(and(eq(customers.id, customerId), eq(customers.accountId, ctx.user.accountId)));
  return getCustomer(ctx, customerId);
}

/** POST {u}/customer/invite: e-mails an invitation carrying the sender's company and personal code. */
export async function sendCustomerInvite(
  ctx: ServiceContext,
  deps: CustomerDeps,
  input: TCustomerInvite,
): Promise<{ email: string; sent: true; customerCode: string }> {
  if (input.customerId !== undefined) await customerRow(ctx, input.customerId);
  const [sender] = await ctx.db
    .select({ name: users.name, email: users.email, phone: users.phone, company: accounts.name })
    .from(users)
    .innerJoin(accounts, eq(accounts.id, users.accountId))
    .where(eq(users.id, ctx.user.id));
  const code = await personalCode(ctx);
  await deps.mailer.send(
    customerInviteMail({
      to: { name: input.contactName, email: input.email },
      recipientCompany: input.companyName,
      senderName: sender?.name ?? '',
      senderEmail: sender?.email ?? ctx.user.email,
      senderCompany: sender?.company ?? '',
      code,
      link: deps.publicUrl,
    }),
  );
  return { email: input.email, sent: true, customerCode: code };
}

// ---------------------------------------------------------------- addresses

/** GET {u}/customer/{id}/addresses: the customer's addresses, billing first, defaults first. */
export async function listAddresses(
  ctx: ServiceContext,
  customerId: number,
  request: { page?: number; perPage: number; typeId?: number },
): Promise<{ rows: AddressRow[]; total: number; page: number; perPage: number }> {
  await customerRow(ctx, customerId);
  const where = and(
    eq(customerAddresses.customerId, customerId),
    eq(customerAddresses.accountId, ctx.user.accountId),
    request.typeId ? eq(customerAddresses.typeId, request.typeId) : undefined,
  );
  const page = request.page ?? 1;
  const { limit, offset } = pageParams(page, request.perPage);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(customerAddresses)
      .where(where)
      .orderBy(asc(customerAddresses.typeId), sql`${customerAddresses.isDefault} desc`, asc(customerAddresses.id))
      .limit(limit)
      .offset(offset),
    ctx.db.select({ n: count() }).from(customerAddresses).where(where),
  ]);
  return { rows, total: total?.n ?? 0, page, perPage: request.perPage };
}

type Tx = Parameters<Parameters<ServiceContext['db']['transaction']>[0]>[0];

/** A new default address takes the default from the customer's other addresses of its type. */
async function clearOtherDefaults(tx: Tx, customerId: number, typeId: number, keepId: number): Promise<void> {
  await tx
    .update(customerAddresses)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.typeId, typeId), ne(customerAddresses.id, keepId), eq(customerAddresses.isDefault, true)));
}

function addressColumns(input: TAddressCreate) {
  const typeId = input.type.id as TAddressTypeId;
  return {
    typeId,
    label: input.label ?? DEFAULT_ADDRESS_LABELS[typeId],
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    contact: input.contact ?? null,
    line1: input.line1!,
    line2: input.line2 ?? null,
    city: input.city ?? null,
    state: input.state ?? null,
    zipCode: input.zipCode ?? null,
    country: input.country ?? null,
    cost: input.cost ?? null,
    active: input.active ?? true,
    isDefault: input.default ?? false,
  };
}

/**
 * POST {u}/customer/{id}/addresses: adds a billing (type 1) or shipping (type 2) address. The
 * label defaults to 'Billing Address' / 'Shipping Address'; the customer's first active address
 * of a type is always its default.
 */
export async function createAddress(ctx: ServiceContext, customerId: number, input: TAddressCreate): Promise<AddressRow> {
  await customerRow(ctx, customerId);
  return ctx.db.transaction(async (tx) => {
    const values = addressColumns(input);
    const [existing] = await tx
      .select({ n: count() })
      .from(customerAddresses)
      .where(and(eq(customerAddresses.customerId, customerId), eq(customerAddresses.typeId, values.typeId), eq(customerAddresses.active, true)));
    if ((existing?.n ?? 0) === 0 && values.active) values.isDefault = true;
    const [row] = await tx
      .insert(customerAddresses)
      .values({ ...values, accountId: ctx.user.accountId, customerId })
      .returning();
    if (row!.isDefault) await clearOtherDefaults(tx, customerId, row!.typeId, row!.id);
    await tx.update(customers).set({ updatedAt: new Date() }).where(eq(customers.id, customerId));
    return row!;
  });
}

/** PATCH {u}/customer/{id}/addresses/{addressId}: changes the fields sent; the merged address must follow the address rules. */
export async function updateAddress(ctx: ServiceContext, customerId: number, addressId: number, input: TAddressUpdate): Promise<AddressRow> {
  await customerRow(ctx, customerId);
  const [current] = await ctx.db
    .select()
    .from(customerAddresses)
    .where(and(eq(customerAddresses.id, rowId(addressId)), eq(customerAddresses.customerId, customerId), eq(customerAddresses.accountId, ctx.user.accountId)));
  if (!current) throw new NotFoundError();
  const merged = {
    ...toAddress(current),
    ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)),
  };
  const checked = ZAddressCreate.safeParse(merged);
  if (!checked.success) throw new ValidationError(zodIssuesToErrors(checked.error.issues));
  const values = addressColumns(checked.data);
  if (input.label === null || (input.type && input.type.id !== current.typeId && current.label === DEFAULT_ADDRESS_LABELS[current.typeId as TAddressTypeId])) {
    values.label = DEFAULT_ADDRESS_LABELS[values.typeId];
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(customerAddresses)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(customerAddresses.id, current.id))
      .returning();
    if (row!.isDefault) await clearOtherDefaults(tx, customerId, row!.typeId, row!.id);
    await tx.update(customers).set({ updatedAt: new Date() }).where(eq(customers.id, customerId));
    return row!;
  });
}
