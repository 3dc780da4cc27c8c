/**
 * The SQL conditions of the marketplace (docs/decisions/056), on the `specs` table: which catalogue
 * specs it sells to an account and which of them a category holds. Pure builders: the services run them.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { sellerOffers, sellers, specs } from '#server/db/schema/index';
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

/** The offers of the spec of the outer `specs` row by the account's vendors that purchase orders use (not archived, not its own stock). */
function offersOfSpec(accountId: number): SQL {
  return sql`${sellerOffers} inner join ${sellers} on ${sellers.id} = ${sellerOffers.sellerId}
    where ${sellerOffers.specId} = ${specs.id} and ${sellerOffers.accountId} = ${accountId} and ${orderableSellers(accountId)}`;
}

/**
 * The specs the account may buy: shown to it and offered by at least one of its vendors that
 * purchase orders use, so that every product shown can go into the cart at the offer shown.
 */
export function offeredTo(accountId: number): SQL {
  return and(shownTo(accountId), sql`exists (select 1 from ${offersOfSpec(accountId)})`)!;
}

/**
 * A LATERAL relation `best` with the outer spec's best offer, as purchase orders assign (preferred
 * first, then the lowest price, no price last, then the lowest seller id: order-calculation.ts
 * bestOffer), and `offer_count`, how many of the vendors offer it. No row when none does.
 */
export function bestOfferOf(accountId: number): SQL {
  return sql`lateral (select ${sellerOffers.price}::text as price, ${sellerOffers.leadTime} as lead_time, ${sellerOffers.inventoryStatus} as inventory_status,
      ${sellerOffers.inventoryQuantity} as inventory_quantity, ${sellers.id} as seller_id, ${sellers.name} as seller_name, ${sellers.preferred} as preferred,
      (count(*) over ())::int as offer_count
    from ${offersOfSpec(accountId)}
    order by ${sellers.preferred} desc, ${sellerOffers.price} asc nulls last, ${sellers.id} asc
    limit 1) as best`;
}

/** A department's specs (specs.category), and for a product type those whose search document matches its words. */
export function inCategory(category: CategoryFilter): SQL {
  const { specCategory, searchTerms } = category;
  return sql`(${specs.category} = ${specCategory}
    and (${searchTerms}::text is null or ${specs.searchVector} @@ websearch_to_tsquery('english', ${searchTerms}::text)))`;
}
