/**
 * Contacts: the people at a customer, a vendor or elsewhere (spec §3 "Contact", §7; decision 059),
 * and the simple member records of the account's users.
 */
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { contacts, customers, sellers, users } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { pageParams } from '#server/lib/http/pagination';
import { containsPattern } from '#server/lib/sql-like';
import type { TContact, TContactCreate, TContactUpdate, TMember } from '#shared/schemas/contact';

type ContactRow = typeof contacts.$inferSelect;

/** A contact row as the API answers it. */
export function toContact(row: ContactRow): TContact {
  return {
    id: row.id,
    name: row.name,
    companyName: row.companyName,
    title: row.title,
    email: row.email,
    phone: row.phone,
    fax: row.fax,
    website: row.website,
    about: row.about,
    customer: row.customerId === null ? null : { id: row.customerId },
    vendor: row.vendorId === null ? null : { id: row.vendorId },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const validId = (id: number) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647;

/** 404 unless `customerId` is a customer of the caller's account. */
async function requireCustomer(ctx: ServiceContext, customerId: number): Promise<void> {
  const [row] = validId(customerId)
    ? await ctx.db.select({ id: customers.id }).from(customers).where(and(eq(customers.id, customerId), eq(customers.accountId, ctx.user.accountId)))
    : [];
  if (!row) throw new NotFoundError();
}

/** 404 unless `vendorId` is a vendor (seller) of the caller's account. */
async function requireVendor(ctx: ServiceContext, vendorId: number): Promise<void> {
  const [row] = validId(vendorId)
    ? await ctx.db.select({ id: sellers.id }).from(sellers).where(and(eq(sellers.id, vendorId), eq(sellers.accountId, ctx.user.accountId)))
    : [];
  if (!row) throw new NotFoundError();
}

/** The caller's contact `contactId`, or 404. */
async function contactRow(ctx: ServiceContext, contactId: number): Promise<ContactRow> {
  const [row] = validId(contactId)
    ? await ctx.db.select().from(contacts).where(and(eq(contacts.id, contactId), eq(contacts.accountId, ctx.user.accountId)))
    : [];
  if (!row) throw new NotFoundError();
  return row;
}

/** The columns a create or update writes, once its customer and vendor are known to be the caller's. */
async function writable(ctx: ServiceContext, input: TContactUpdate): Promise<Partial<typeof contacts.$inferInsert>> {
  if (input.customer) await requireCustomer(ctx, input.customer.id);
  if (input.vendor) await requireVendor(ctx, input.vendor.id);
  const { customer, vendor, ...fields } = input;
  const values: Partial<typeof contacts.$inferInsert> = {};
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) Object.assign(values, { [key]: value });
  if (customer !== undefined) values.customerId = customer?.id ?? null;
  if (vendor !== undefined) values.vendorId = vendor?.id ?? null;
  return values;
}

/** What GET {u}/contacts filters by. */
export interface ContactListRequest {
  search?: string;
  customerId?: number;
  vendorId?: number;
  page?: number;
  perPage: number;
}

/**
 * GET {u}/contacts: the account's contacts by name, searched over name, e-mail and company, for one
 * customer or vendor when asked (another account's customer or vendor answers 404).
 */
export async function listContacts(ctx: ServiceContext, request: ContactListRequest): Promise<{ rows: TContact[]; total: number; page: number; perPage: number }> {
  if (request.customerId !== undefined) await requireCustomer(ctx, request.customerId);
  if (request.vendorId !== undefined) await requireVendor(ctx, request.vendorId);
  const conditions: (SQL | undefined)[] = [eq(contacts.accountId, ctx.user.accountId)];
  if (request.customerId !== undefined) conditions.push(eq(contacts.customerId, request.customerId));
  if (request.vendorId !== undefined) conditions.push(eq(contacts.vendorId, request.vendorId));
  if (request.search) {
    const pattern = containsPattern(request.search);
    conditions.push(or(ilike(contacts.name, pattern), ilike(contacts.email, pattern), ilike(contacts.companyName, pattern)));
  }
  const where = and(...conditions);
  const page = request.page ?? 1;
  const { limit, offset } = pageParams(page, request.perPage);
  const [rows, [total]] = await Promise.all([
    ctx.db.select().from(contacts).where(where).orderBy(asc(contacts.name), asc(contacts.id)).limit(limit).offset(offset),
    ctx.db.select({ n: count() }).from(contacts).where(where),
  ]);
  return { rows: rows.map(toContact), total: total?.n ?? 0, page, perPage: request.perPage };
}

/** GET {u}/contacts/{contactId}. */
export async function getContact(ctx: ServiceContext, contactId: number): Promise<TContact> {
  return toContact(await contactRow(ctx, contactId));
}

/** POST {u}/contacts: a new contact, of a customer or vendor of the account when one is named. */
export async function createContact(ctx: ServiceContext, input: TContactCreate): Promise<TContact> {
  const values = await writable(ctx, input);
  const [row] = await ctx.db
    .insert(contacts)
    .values({ ...values, name: input.name, accountId: ctx.user.accountId })
    .returning();
  return toContact(row!);
}

/** PATCH {u}/contacts/{contactId}: changes the fields sent. */
export async function updateContact(ctx: ServiceContext, contactId: number, input: TContactUpdate): Promise<TContact> {
  const row = await contactRow(ctx, contactId);
  const values = await writable(ctx, input);
  const [saved] = await ctx.db
    .update(contacts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(contacts.id, row.id))
    .returning();
  return toContact(saved!);
}

/** DELETE {u}/contacts/{contactId}. */
export async function deleteContact(ctx: ServiceContext, contactId: number): Promise<{ id: number }> {
  const row = await contactRow(ctx, contactId);
  await ctx.db.delete(contacts).where(eq(contacts.id, row.id));
  return { id: row.id };
}

/** GET {u}/members: the simple member records (id, name, e-mail) of the account's users, by name. */
export async function listMembers(ctx: ServiceContext): Promise<TMember[]> {
  return ctx.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.accountId, ctx.user.accountId))
    .orderBy(asc(users.name), asc(users.id));
}
