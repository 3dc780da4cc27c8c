/**
 * The SQL conditions of the marketplace (docs/decisions/056), on the `specs` table: which catalogue
 * specs it sells to an account and which of them a category holds. Pure builders: the services run them.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { accounts, sellerOffers, sellers, specs } from '#server/db/schema/index';
import { visibleTo } from '#server/modules/catalogue/catalogue-query';
import { orderableSellers } from '#server/modules/purchase-orders/order-sources';

/**
 * A category as its products are found: the department's specs.category and, for a product type,
 * its words; values, or column expressions of a joined `specmarket_categories` row.
 */
export interface CategoryFilter {
  specCategory: string | SQL;
  searchTerms: string | null | SQL;
}

/** Catalogue specs the account sees and that are not archived. */
export function shownTo(accountId: number): SQL {
  return and(visibleTo(accountId), eq(specs.archived, false))!;
}

/** The offers of the outer `specs` row's spec by the account's vendors that purchase orders use (not archived, not its own stock). */
function vendorOffersOfSpec(accountId: number): SQL {
  return sql`select ${sellerOffers.price}::text as price, ${sellerOffers.leadTime} as lead_time, ${sellerOffers.inventoryStatus} as inventory_status,
      ${sellerOffers.inventoryQuantity} as inventory_quantity, ${sellers.id} as seller_id, ${sellers.name} as seller_name, ${sellers.preferred} as preferred
    from ${sellerOffers} inner join ${sellers} on ${sellers.id} = ${sellerOffers.sellerId}
    where ${sellerOffers.specId} = ${specs.id} and ${sellerOffers.accountId} = ${accountId} and ${orderableSellers(accountId)}`;
}

/**
 * Other accounts' Specmarket listings of the outer spec (docs/decisions/086): listed own-stock
 * offers with a price and a quantity above 0, sold under the selling company's name. `seller_id`
 * is the buyer's record standing for that seller once checkout or the cart made it (null before);
 * a listing whose record the buyer archived is left out. Nothing else of the selling account is read.
 */
function listingsOfSpec(accountId: number): SQL {
  return sql`select listing.price::text as price, listing.lead_time, listing.inventory_status, listing.inventory_quantity,
      mkt.id as seller_id, seller_account.name as seller_name, coalesce(mkt.preferred, false) as preferred
    from ${sellerOffers} listing
    inner join ${accounts} seller_account on seller_account.id = listing.account_id
    left join ${sellers} mkt on mkt.account_id = ${accountId} and mkt.marketplace_account_id = listing.account_id
    where listing.spec_id = ${specs.id} and listing.listed and listing.account_id <> ${accountId}
      and listing.price is not null and listing.inventory_quantity > 0 and mkt.archived is not true`;
}

/** Every offer of the outer spec the account may buy: its vendors' and other accounts' listings. */
function offersOfSpec(accountId: number): SQL {
  return sql`(${vendorOffersOfSpec(accountId)} union all ${listingsOfSpec(accountId)}) as offer`;
}

/**
 * The specs the account may buy: shown to it and offered by at least one of its vendors that
 * purchase orders use or listed by another account, so that every product shown can go into the
 * cart at the offer shown.
 */
export function offeredTo(accountId: number): SQL {
  return and(shownTo(accountId), sql`exists (select 1 from ${offersOfSpec(accountId)})`)!;
}

/**
 * A LATERAL relation `best` with the outer spec's best offer, as purchase orders assign (preferred
 * first, then the lowest price, no price last, then the lowest seller id: order-calculation.ts
 * bestOffer; a listing whose seller record does not exist yet last among equals), and
 * `offer_count`, how many sellers offer it. No row when none does.
 */
export function bestOfferOf(accountId: number): SQL {
  return sql`lateral (select offer.*, (count(*) over ())::int as offer_count
    from ${offersOfSpec(accountId)}
    order by offer.preferred desc, offer.price::numeric asc nulls last, offer.seller_id asc nulls last
    limit 1) as best`;
}

/** A department's specs (specs.category), and for a product type those whose search document matches its words. */
export function inCategory(category: CategoryFilter): SQL {
  const { specCategory, searchTerms } = category;
  return sql`(${specs.category} = ${specCategory}
    and (${searchTerms}::text is null or ${specs.searchVector} @@ websearch_to_tsquery('english', ${searchTerms}::text)))`;
}
