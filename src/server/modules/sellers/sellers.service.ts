import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import { sellers } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { addressLine, type Geocoder, type GeoPoint } from '#server/lib/geocoding/index';
import { NotFoundError } from '#server/lib/http/errors';
import { pageParams } from '#server/lib/http/pagination';
import { containsPattern } from '#server/lib/sql-like';
import { rowId } from '#server/modules/notifications/scope';
import type { TSellerAddress, TSellerCreate, TSellerUpdate } from '#shared/schemas/seller';
import { sellerSelection, type SellerRecord } from './seller-view';

type SellerInsert = Partial<typeof sellers.$inferInsert>;

/** What a seller list asks for (GET {u}/seller). */
export interface SellerListRequest {
  search?: string;
  /** filter[preferred]: only preferred (true) or only other (false) sellers. */
  preferred?: boolean;
  /** filter[ownStock]=true lists the account's own-stock seller too; otherwise it is left out. */
  ownStock?: boolean;
  page?: number;
  perPage: number;
}

function listWhere(ctx: ServiceContext, request: SellerListRequest): SQL | undefined {
  const term = request.search?.trim() ? containsPattern(request.search.trim()) : undefined;
  return and(
    eq(sellers.accountId, ctx.user.accountId),
    eq(sellers.archived, false),
    request.ownStock ? undefined : eq(sellers.ownStock, false),
    request.preferred === undefined ? undefined : eq(sellers.preferred, request.preferred),
    term
      ? or(ilike(sellers.name, term), ilike(sellers.title, term), ilike(sellers.email, term), ilike(sellers.shippingCity, term), ilike(sellers.shippingState, term))
      : undefined,
  );
}

/** One page of the account's sellers by name (the own-stock seller only with `ownStock`), with their counts. */
export async function listSellers(ctx: ServiceContext, request: SellerListRequest): Promise<{ rows: SellerRecord[]; total: number; page: number; perPage: number }> {
  const where = listWhere(ctx, request);
  const page = request.page ?? 1;
  const { limit, offset } = pageParams(page, request.perPage);
  const [rows, [total]] = await Promise.all([
    ctx.db.select(sellerSelection).from(sellers).where(where).orderBy(desc(sellers.ownStock), asc(sellers.name), asc(sellers.id)).limit(limit).offset(offset),
    ctx.db.select({ n: count() }).from(sellers).where(where),
  ]);
  return { rows, total: total?.n ?? 0, page, perPage: request.perPage };
}

/**
 * Sellers of an account by id, with their counts, in the order of `ids` (missing ones left out):
 * for purchase-order drafts and PDFs that name their vendors (map with `toSeller`).
 */
export async function sellersByIds(db: ServiceContext['db'], accountId: number, ids: readonly number[]): Promise<SellerRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(sellerSelection)
    .from(sellers)
    .where(and(eq(sellers.accountId, accountId), inArray(sellers.id, [...ids])));
  const byId = new Map(rows.map((r) => [r.row.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** One of the account's sellers (archived ones too: purchase orders name them); 404 otherwise. */
export async function getSeller(ctx: ServiceContext, sellerId: number | string): Promise<SellerRecord> {
  const [record] = await sellersByIds(ctx.db, ctx.user.accountId, [rowId(sellerId)]);
  if (!record) throw new NotFoundError();
  return record;
}

/** The shipping-address columns of the address parts sent (undefined = unchanged, null = cleared). */
function addressColumns(shipping: Partial<TSellerAddress> | undefined): SellerInsert {
  if (!shipping) return {};
  const columns: SellerInsert = {};
  const map = { line1: 'shippingLine1', line2: 'shippingLine2', city: 'shippingCity', state: 'shippingState', zipCode: 'shippingZipCode' } as const;
  for (const [from, to] of Object.entries(map) as [keyof typeof map, (typeof map)[keyof typeof map]][]) {
    const value = shipping[from];
    if (value !== undefined) columns[to] = value?.trim() || null;
  }
  return columns;
}

/** The columns a create or update writes (only the fields sent; null clears). */
function writableColumns(input: TSellerUpdate): SellerInsert {
  const columns: SellerInsert = addressColumns(input.address?.shipping);
  if (input.name !== undefined) columns.name = input.name;
  if (input.title !== undefined) columns.title = input.title;
  if (input.email !== undefined) columns.email = input.email ?? null;
  if (input.phone !== undefined) columns.phone = input.phone;
  if (input.paymentTerms !== undefined) columns.paymentTerms = input.paymentTerms ?? null;
  if (input.preferred !== undefined) columns.preferred = input.preferred;
  if (input.policies?.terms !== undefined) columns.termsAndConditions = input.policies.terms;
  if (input.policies?.return !== undefined) columns.returnPolicy = input.policies.return;
  return columns;
}

/** The location of a shipping address: null when it has no part or cannot be placed. */
async function locate(geocoder: Geocoder, row: Pick<typeof sellers.$inferSelect, 'shippingLine1' | 'shippingLine2' | 'shippingCity' | 'shippingState' | 'shippingZipCode'>): Promise<{ lat: number | null; lon: number | null }> {
  const line = addressLine({ line1: row.shippingLine1, line2: row.shippingLine2, city: row.shippingCity, state: row.shippingState, zipCode: row.shippingZipCode });
  const point: GeoPoint | null = line ? await geocoder.geocode(line) : null;
  return { lat: point?.lat ?? null, lon: point?.lon ?? null };
}

const ADDRESS_COLUMNS = ['shippingLine1', 'shippingLine2', 'shippingCity', 'shippingState', 'shippingZipCode'] as const;

/** POST {u}/seller: a new vendor of the caller's account, placed on the map from its shipping address. */
export async function createSeller(ctx: ServiceContext, geocoder: Geocoder, input: TSellerCreate): Promise<SellerRecord> {
  const columns = writableColumns(input);
  const location = await locate(geocoder, { shippingLine1: null, shippingLine2: null, shippingCity: null, shippingState: null, shippingZipCode: null, ...columns });
  const [row] = await ctx.db
    .insert(sellers)
    .values({ ...columns, ...location, name: input.name, accountId: ctx.user.accountId })
    .returning({ id: sellers.id });
  return getSeller(ctx, row!.id);
}

/**
 * PATCH {u}/seller/{id}: changes the fields sent (used for `preferred`); a changed shipping address
 * is geocoded again. 404 for another account's seller.
 */
export async function updateSeller(ctx: ServiceContext, geocoder: Geocoder, sellerId: number | string, input: TSellerUpdate): Promise<SellerRecord> {
  const current = (await getSeller(ctx, sellerId)).row;
  const columns = writableColumns(input);
  if (Object.keys(columns).length === 0) return getSeller(ctx, current.id);
  const merged = { ...current, ...columns };
  const moved = ADDRESS_COLUMNS.some((c) => merged[c] !== current[c]);
  const location = moved ? await locate(geocoder, merged) : {};
  await ctx.db
    .update(sellers)
    .set({ ...columns, ...location, updatedAt: new Date() })
    .where(and(eq(sellers.id, current.id), eq(sellers.accountId, ctx.user.accountId)));
  return getSeller(ctx, current.id);
}
