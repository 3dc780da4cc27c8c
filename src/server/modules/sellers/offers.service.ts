import { and, asc, count, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { manufacturers, sellerOffers, sellers, specs } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { ConflictError, NotFoundError } from '#server/lib/http/errors';
import { pageParams } from '#server/lib/http/pagination';
import { containsPattern } from '#server/lib/sql-like';
import { rowId } from '#server/modules/notifications/scope';
import { SELLER_MESSAGES as M } from '#shared/lib/sellers';
import type { TSellerOfferCreate, TSellerOfferUpdate, TSpecAvailability } from '#shared/schemas/seller';
import {
  availabilitySelection,
  offerJoins,
  offerOrder,
  offerSpecSelection,
  sellerCounts,
  sellerSummarySelection,
  toAvailability,
  type OfferRecord,
  type VendorOfferRecord,
} from './seller-view';
import { getSeller } from './sellers.service';

type OfferInsert = Partial<typeof sellerOffers.$inferInsert>;

/** The account's offers with their sellers (counted) and specs, matching `where`, in "Sellers for a spec" order. */
async function readOffers(ctx: ServiceContext, where: SQL | undefined): Promise<OfferRecord[]> {
  const rows = await ctx.db
    .select({ offer: sellerOffers, row: sellers, ...sellerCounts, spec: offerSpecSelection })
    .from(sellerOffers)
    .innerJoin(sellers, offerJoins.seller)
    .innerJoin(specs, offerJoins.spec)
    .innerJoin(manufacturers, offerJoins.manufacturer)
    .where(and(eq(sellerOffers.accountId, ctx.user.accountId), where))
    .orderBy(...offerOrder);
  return rows.map(({ offer, row, offerCount, openPurchaseOrderCount, spec }) => ({ offer, seller: { row, offerCount, openPurchaseOrderCount }, spec }));
}

/** One offer of one of the account's sellers; 404 for a missing one or another seller's or account's. */
async function readOffer(ctx: ServiceContext, sellerId: number, offerId: number | string): Promise<OfferRecord> {
  const [record] = await readOffers(ctx, and(eq(sellerOffers.id, rowId(offerId)), eq(sellerOffers.sellerId, sellerId)));
  if (!record) throw new NotFoundError();
  return record;
}

/**
 * A catalogue spec the account may use: a global one or its own.
 * @throws NotFoundError otherwise (another account's spec never shows it exists).
 */
async function requireVisibleSpec(ctx: ServiceContext, specId: number | string): Promise<number> {
  const [spec] = await ctx.db
    .select({ id: specs.id })
    .from(specs)
    .where(and(eq(specs.id, rowId(specId)), or(isNull(specs.accountId), eq(specs.accountId, ctx.user.accountId))));
  if (!spec) throw new NotFoundError();
  return spec.id;
}

/** GET {u}/specs/{specId}/sellers: the offers of the account's sellers (own stock too) for a spec, preferred first, then price. */
export async function listSpecSellers(ctx: ServiceContext, specIdParam: number | string): Promise<OfferRecord[]> {
  const specId = await requireVisibleSpec(ctx, specIdParam);
  return readOffers(ctx, and(eq(sellerOffers.specId, specId), eq(sellers.archived, false)));
}

/** What a list of one seller's offers asks for: a search text and a page. */
export interface VendorOfferListRequest {
  /** Every word must be in the product's name, model number or manufacturer. */
  search?: string;
  page?: number;
  perPage: number;
}

/** Offers whose product holds every word of `search` in its name, model number or manufacturer. */
function offerSearch(search: string | undefined): SQL | undefined {
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const term = containsPattern(word);
      return or(ilike(specs.name, term), ilike(specs.modelNumber, term), ilike(manufacturers.name, term));
    }),
  );
}

/**
 * GET {u}/seller/{sellerId}/offers: one page of the seller's offers, cheapest first (on request
 * last, then by product name), matching `search`; each names the seller in brief. 404 for
 * another account's seller.
 */
export async function listSellerOffers(
  ctx: ServiceContext,
  sellerIdParam: number | string,
  request: VendorOfferListRequest,
): Promise<{ rows: VendorOfferRecord[]; total: number; page: number; perPage: number }> {
  const seller = await getSeller(ctx, sellerIdParam);
  const where = and(eq(sellerOffers.accountId, ctx.user.accountId), eq(sellerOffers.sellerId, seller.row.id), offerSearch(request.search));
  const page = request.page ?? 1;
  const { limit, offset } = pageParams(page, request.perPage);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select({ offer: sellerOffers, seller: sellerSummarySelection, spec: offerSpecSelection })
      .from(sellerOffers)
      .innerJoin(sellers, offerJoins.seller)
      .innerJoin(specs, offerJoins.spec)
      .innerJoin(manufacturers, offerJoins.manufacturer)
      .where(where)
      .orderBy(sql`${sellerOffers.price} asc nulls last`, asc(specs.name), asc(sellerOffers.id))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ n: count() })
      .from(sellerOffers)
      .innerJoin(specs, offerJoins.spec)
      .innerJoin(manufacturers, offerJoins.manufacturer)
      .where(where),
  ]);
  return { rows, total: total?.n ?? 0, page, perPage: request.perPage };
}

/** The columns an offer create or update writes (only the fields sent; null clears). */
function offerColumns(input: TSellerOfferUpdate): OfferInsert {
  const columns: OfferInsert = {};
  if (input.price !== undefined) columns.price = input.price;
  if (input.leadTime !== undefined) columns.leadTime = input.leadTime ?? null;
  if (input.inventory?.status !== undefined) columns.inventoryStatus = input.inventory.status ?? null;
  if (input.inventory?.quantity !== undefined) columns.inventoryQuantity = input.inventory.quantity ?? null;
  if (input.location !== undefined) columns.location = input.location;
  return columns;
}

/**
 * POST {u}/seller/{sellerId}/offers: the seller's offer for a global or own catalogue spec.
 * @throws NotFoundError for another account's seller or spec.
 * @throws ConflictError SELLER_MESSAGES.offerExists when the seller already offers that spec.
 */
export async function createSellerOffer(ctx: ServiceContext, sellerIdParam: number | string, input: TSellerOfferCreate): Promise<OfferRecord> {
  const seller = await getSeller(ctx, sellerIdParam);
  const specId = await requireVisibleSpec(ctx, input.spec.id);
  const [row] = await ctx.db
    .insert(sellerOffers)
    .values({ ...offerColumns(input), accountId: ctx.user.accountId, sellerId: seller.row.id, specId })
    .onConflictDoNothing({ target: [sellerOffers.sellerId, sellerOffers.specId] })
    .returning({ id: sellerOffers.id });
  if (!row) throw new ConflictError(M.offerExists, [{ field: 'spec.id', message: M.offerExists }]);
  return readOffer(ctx, seller.row.id, row.id);
}

/** PATCH {u}/seller/{sellerId}/offers/{offerId}: changes the fields sent; 404 for another seller's or account's offer. */
export async function updateSellerOffer(ctx: ServiceContext, sellerIdParam: number | string, offerIdParam: number | string, input: TSellerOfferUpdate): Promise<OfferRecord> {
  const seller = await getSeller(ctx, sellerIdParam);
  const current = await readOffer(ctx, seller.row.id, offerIdParam);
  const columns = offerColumns(input);
  if (Object.keys(columns).length > 0) {
    await ctx.db
      .update(sellerOffers)
      .set({ ...columns, updatedAt: new Date() })
      .where(and(eq(sellerOffers.id, current.offer.id), eq(sellerOffers.accountId, ctx.user.accountId)));
  }
  return readOffer(ctx, seller.row.id, current.offer.id);
}

/** DELETE {u}/seller/{sellerId}/offers/{offerId}: removes the offer; 404 for another seller's or account's. */
export async function deleteSellerOffer(ctx: ServiceContext, sellerIdParam: number | string, offerIdParam: number | string): Promise<{ id: number }> {
  const seller = await getSeller(ctx, sellerIdParam);
  const [row] = await ctx.db
    .delete(sellerOffers)
    .where(and(eq(sellerOffers.id, rowId(offerIdParam)), eq(sellerOffers.sellerId, seller.row.id), eq(sellerOffers.accountId, ctx.user.accountId)))
    .returning({ id: sellerOffers.id });
  if (!row) throw new NotFoundError();
  return row;
}

/**
 * A spec's availability[] for a specbook of `accountId` (spec/workspace.md §3): the offers of
 * that account's sellers that are not archived, summarised, preferred first, then price. One query.
 */
export async function specAvailability(db: ServiceContext['db'], accountId: number, specId: number): Promise<TSpecAvailability[]> {
  const rows = await db
    .select(availabilitySelection)
    .from(sellerOffers)
    .innerJoin(sellers, offerJoins.seller)
    .where(and(eq(sellerOffers.accountId, accountId), eq(sellerOffers.specId, specId), eq(sellers.archived, false)))
    .orderBy(...offerOrder);
  return rows.map(toAvailability);
}
