/**
 * What a purchase order is calculated from (docs/decisions/054): the source specbook's specs in
 * room and spec order, and the offers of the account's vendors for their catalogue specs.
 */
import { and, asc, eq, gt, inArray, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { categories, sellerOffers, sellers, specs, specSpecbooks } from '#server/db/schema/index';
import { WORKSPACE_MESSAGES as WM } from '#shared/lib/workspace-messages';
import type { TSelectionRoom } from '#shared/lib/category-selection';
import type { SpecbookRow } from '#server/modules/specbooks/specbook-access';

type Reader = Pick<Db, 'select'>;

/** A spec of the source specbook as a purchase order reads it; money as 2-decimal strings. */
export interface OrderSourceLine {
  joinId: number;
  specId: number;
  name: string;
  modelNumber: string;
  manufacturerName: string;
  categoryId: number | null;
  categoryName: string;
  categoryOrder: number;
  quantity: number;
  status: string;
  isOptional: boolean;
  /** The spec's cost in the specbook: the unit price when the seller has no price. */
  cost: string | null;
  /** The list price as the totals count it (the catalogue's until a price edit writes one). */
  listPrice: string | null;
  /** Per unit, as the totals count it. */
  shippingCost: string | null;
  shippingMethod: string | null;
  /** The sale price (in a purchase order's copy: the unit price paid to the seller). */
  salePrice: string | null;
  sourceSpecbookId: number | null;
  sourceSpecSpecbookId: number | null;
}

/** A vendor's offer for a catalogue spec, with what assignment needs of its seller. */
export interface OrderOffer {
  sellerId: number;
  sellerName: string;
  sellerEmail: string | null;
  preferred: boolean;
  specId: number;
  price: string | null;
  leadTime: string | null;
  inventoryStatus: string | null;
  inventoryQuantity: number | null;
}

/** Miscellaneous (no room) sorts after every room, as in the documents. */
const MISCELLANEOUS_ORDER = 2_147_483_647;

/** Every spec of the specbook, in room order (Miscellaneous last) and spec order. */
export async function loadSourceLines(db: Reader, specbook: Pick<SpecbookRow, 'id' | 'accountId'>): Promise<OrderSourceLine[]> {
  return db
    .select({
      joinId: specSpecbooks.id,
      specId: specSpecbooks.specId,
      name: sql<string>`coalesce(${specSpecbooks.name}, ${specs.name})`,
      modelNumber: specs.modelNumber,
      manufacturerName: specs.manufacturerName,
      categoryId: specSpecbooks.categoryId,
      categoryName: sql<string>`coalesce(${categories.name}, ${WM.miscellaneous})`,
      categoryOrder: sql<number>`coalesce(${categories.sortOrder}, ${MISCELLANEOUS_ORDER})::int`,
      quantity: specSpecbooks.quantity,
      status: specSpecbooks.status,
      isOptional: specSpecbooks.isOptional,
      cost: specSpecbooks.cost,
      listPrice: sql<string | null>`coalesce(${specSpecbooks.listPrice}, ${specs.listPrice})`,
      shippingCost: specSpecbooks.shippingCost,
      shippingMethod: specSpecbooks.shippingMethod,
      salePrice: specSpecbooks.salePrice,
      sourceSpecbookId: specSpecbooks.sourceSpecbookId,
      sourceSpecSpecbookId: specSpecbooks.sourceSpecSpecbookId,
    })
    .from(specSpecbooks)
    .innerJoin(specs, eq(specs.id, specSpecbooks.specId))
    .leftJoin(categories, eq(categories.id, specSpecbooks.categoryId))
    .where(and(eq(specSpecbooks.specbookId, specbook.id), eq(specSpecbooks.accountId, specbook.accountId)))
    .orderBy(sql`coalesce(${categories.sortOrder}, ${MISCELLANEOUS_ORDER})`, asc(categories.id), asc(specSpecbooks.sortOrder), asc(specSpecbooks.id));
}

/** The lines grouped by room, in order, for resolving a selection filter. */
export function roomsOf(lines: readonly OrderSourceLine[]): TSelectionRoom[] {
  const rooms = new Map<number | null, number[]>();
  for (const line of lines) rooms.set(line.categoryId, [...(rooms.get(line.categoryId) ?? []), line.joinId]);
  return [...rooms.entries()].map(([categoryId, joinIds]) => ({ categoryId, joinIds }));
}

/** Whether a spec may be ordered at all: rejected and optional specs never are (§3, decision 054). */
export function isOrderable(line: OrderSourceLine): boolean {
  return !line.isOptional && line.status !== 'rejected';
}

/**
 * The account's vendors whose offers purchase orders (and the marketplace, docs/decisions/056)
 * use: not archived, not the account's own stock. A condition on `sellers`.
 */
export function orderableSellers(accountId: number): SQL {
  return and(eq(sellers.accountId, accountId), eq(sellers.ownStock, false), eq(sellers.archived, false))!;
}

/** What an offer answers as an {@link OrderOffer}. */
const OFFER_COLUMNS = {
  sellerId: sellers.id,
  sellerName: sellers.name,
  sellerEmail: sellers.email,
  preferred: sellers.preferred,
  specId: sellerOffers.specId,
  price: sellerOffers.price,
  leadTime: sellerOffers.leadTime,
  inventoryStatus: sellerOffers.inventoryStatus,
  inventoryQuantity: sellerOffers.inventoryQuantity,
};

/**
 * Other accounts' Specmarket listings as offers of the account's records standing for their
 * sellers (docs/decisions/086): listed, priced, with a quantity above 0, the record not archived.
 */
export function listingOffers(accountId: number): SQL {
  return and(
    eq(sellerOffers.listed, true),
    ne(sellerOffers.accountId, accountId),
    isNotNull(sellerOffers.price),
    gt(sellerOffers.inventoryQuantity, 0),
    eq(sellers.accountId, accountId),
    eq(sellers.archived, false),
  )!;
}

/**
 * The offers of the account's vendors (not archived, not its own stock) for these catalogue specs,
 * and the Specmarket listings of the sellers the account has a record of (docs/decisions/086).
 */
export async function loadOffers(db: Reader, accountId: number, specIds: readonly number[]): Promise<OrderOffer[]> {
  if (specIds.length === 0) return [];
  const ofSpecs = inArray(sellerOffers.specId, [...new Set(specIds)]);
  const [vendors, listings] = await Promise.all([
    db
      .select(OFFER_COLUMNS)
      .from(sellerOffers)
      .innerJoin(sellers, eq(sellers.id, sellerOffers.sellerId))
      .where(and(orderableSellers(accountId), ofSpecs)),
    db
      .select(OFFER_COLUMNS)
      .from(sellerOffers)
      .innerJoin(sellers, eq(sellers.marketplaceAccountId, sellerOffers.accountId))
      .where(and(listingOffers(accountId), ofSpecs)),
  ]);
  return [...vendors, ...listings];
}
