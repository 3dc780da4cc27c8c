import { and, eq, sql } from 'drizzle-orm';
import { manufacturers, sellerOffers, sellers, specs } from '#server/db/schema/index';
import type { TInventoryStatus, TLeadTime } from '#shared/lib/sellers';
import type { TOfferSellerSummary, TSeller, TSellerOffer, TSpecAvailability, TVendorOffer } from '#shared/schemas/seller';

/**
 * What a seller answer reads: the row's columns plus its offers and open purchase orders
 * (those whose purchase-order specbook is not archived), counted in SQL.
 */
export const sellerCounts = {
  // Written out: inside a subquery, Drizzle leaves columns unqualified ("id" would be the offer's).
  offerCount: sql<number>`(select count(*)::int from seller_offers so where so.seller_id = "sellers"."id")`.mapWith(Number),
  openPurchaseOrderCount: sql<number>`(select count(*)::int from purchase_orders po join specbooks sb on sb.id = po.specbook_id where po.seller_id = "sellers"."id" and not sb.archived)`.mapWith(Number),
};

/** A seller with its counts (`select(sellerSelection).from(sellers)`). */
export const sellerSelection = { row: sellers, ...sellerCounts };

/** A seller row with its counts, as `sellerSelection` reads it. */
export interface SellerRecord {
  row: typeof sellers.$inferSelect;
  offerCount: number;
  openPurchaseOrderCount: number;
}

/** The spec fields an offer shows, read with a join on manufacturers. */
export const offerSpecSelection = {
  id: specs.id,
  name: specs.name,
  modelNumber: specs.modelNumber,
  manufacturerName: manufacturers.name,
};

/** The seller's columns an offer in a list of one seller's offers, or a spec's availability, names. */
export const sellerSummarySelection = { id: sellers.id, name: sellers.name, preferred: sellers.preferred, ownStock: sellers.ownStock };

/** An offer row with its seller in brief and its spec (GET {u}/seller/{sellerId}/offers). */
export interface VendorOfferRecord {
  offer: typeof sellerOffers.$inferSelect;
  seller: TOfferSellerSummary;
  spec: TSellerOffer['spec'];
}

/** An offer row with its seller (counted) and its spec. */
export interface OfferRecord {
  offer: typeof sellerOffers.$inferSelect;
  seller: SellerRecord;
  spec: TSellerOffer['spec'];
}

/** A seller's offers joined with their sellers and specs (add `.where(…)` and `.orderBy(…)`). */
export const offerJoins = {
  seller: and(eq(sellers.id, sellerOffers.sellerId), eq(sellers.accountId, sellerOffers.accountId)),
  spec: eq(specs.id, sellerOffers.specId),
  manufacturer: eq(manufacturers.id, specs.manufacturerId),
};

/** "Sellers for a spec" order: preferred first, then price ascending (on request last), then name. */
export const offerOrder = [sql`${sellers.preferred} desc`, sql`${sellerOffers.price} asc nulls last`, sql`${sellers.name} asc`, sql`${sellers.id} asc`];

/** A text that is not blank. */
function hasText(value: string | null): boolean {
  return value !== null && value.trim() !== '';
}

/** The API shape of a seller: name/company and paymentTerms/terms under both names, the derived policy flags. */
export function toSeller(record: SellerRecord): TSeller {
  const r = record.row;
  return {
    id: r.id,
    name: r.name,
    company: r.name,
    title: r.title,
    email: r.email,
    phone: r.phone,
    paymentTerms: r.paymentTerms,
    terms: r.paymentTerms,
    policies: { terms: r.termsAndConditions, return: r.returnPolicy },
    hasTermsAndConditions: hasText(r.termsAndConditions),
    hasReturnPolicy: hasText(r.returnPolicy),
    preferred: r.preferred,
    ownStock: r.ownStock,
    location: r.lat !== null && r.lon !== null ? { lat: r.lat, lon: r.lon } : null,
    address: {
      shipping: { line1: r.shippingLine1, line2: r.shippingLine2, city: r.shippingCity, state: r.shippingState, zipCode: r.shippingZipCode },
    },
    offerCount: record.offerCount,
    openPurchaseOrderCount: record.openPurchaseOrderCount,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** An offer's inventory as answered. */
function inventoryOf(offer: typeof sellerOffers.$inferSelect): TSellerOffer['inventory'] {
  return { status: offer.inventoryStatus as TInventoryStatus | null, quantity: offer.inventoryQuantity };
}

/** The offer's own fields as answered. */
function offerFields(o: typeof sellerOffers.$inferSelect): Omit<TSellerOffer, 'seller' | 'spec'> {
  return {
    id: o.id,
    price: o.price,
    leadTime: o.leadTime as TLeadTime | null,
    inventory: inventoryOf(o),
    location: o.location,
    updatedAt: o.updatedAt.toISOString(),
  };
}

/** The API shape of a seller's offer for a spec. */
export function toSellerOffer(record: OfferRecord): TSellerOffer {
  return { ...offerFields(record.offer), seller: toSeller(record.seller), spec: record.spec };
}

/** The API shape of an offer in a list of one seller's offers: the seller in brief. */
export function toVendorOffer(record: VendorOfferRecord): TVendorOffer {
  return { ...offerFields(record.offer), seller: record.seller, spec: record.spec };
}

/** The columns of a spec's availability entry (no counts: it is read on every single-spec GET). */
export const availabilitySelection = {
  offer: sellerOffers,
  seller: sellerSummarySelection,
};

/** One entry of a spec's availability[]. */
export function toAvailability(record: { offer: typeof sellerOffers.$inferSelect; seller: TSpecAvailability['seller'] }): TSpecAvailability {
  return { seller: record.seller, price: record.offer.price, leadTime: record.offer.leadTime as TLeadTime | null, inventory: inventoryOf(record.offer) };
}
