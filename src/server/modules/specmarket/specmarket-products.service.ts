/**
 * Specmarket product cards (spec/business-records.md §2 "Marketplace"; docs/decisions/056): the
 * catalogue specs the account's vendors offer, each with its best offer, by category or search.
 */
import { and, or, sql, type SQL } from 'drizzle-orm';
import { manufacturers, specs } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { pageParams } from '#server/lib/http/pagination';
import { matchCondition, parseSearch, rankedOrder, rankKeys, type ParsedSearch } from '#server/modules/catalogue/catalogue-query';
import { requireMarketplaceRole } from '#server/modules/cart/cart-access';
import { SPECMARKET_FALLBACK_CATEGORY } from '#shared/lib/specmarket';
import type { TInventoryStatus, TLeadTime } from '#shared/lib/sellers';
import type { TSpecmarketProduct, TSpecmarketProductQuery } from '#shared/schemas/specmarket';
import { findCategoryByPath } from './specmarket-categories.service';
import { bestOfferOf, inCategory, offeredTo, shownTo } from './specmarket-sql';

/** The full-text depth of a marketplace search: names, attributes and descriptions. */
const SEARCH_DEPTH = 3;

/** A product row: the spec, its manufacturer's name and its best offer. */
type ProductRow = {
  id: number;
  name: string;
  modelNumber: string;
  manufacturerName: string;
  imageName: string | null;
  upc: string | null;
  finish: string | null;
  category: string | null;
  listPrice: string | null;
  price: string | null;
  leadTime: string | null;
  inventoryStatus: string | null;
  inventoryQuantity: number | null;
  sellerId: number | null;
  sellerName: string;
  preferred: boolean;
  offerCount: number;
};

function toProduct(row: ProductRow): TSpecmarketProduct {
  return {
    id: row.id,
    specID: row.id,
    name: row.name,
    modelNumber: row.modelNumber,
    manufacturerName: row.manufacturerName,
    brand: { name: row.manufacturerName },
    imageName: row.imageName,
    image: row.imageName,
    upc: row.upc,
    finish: row.finish,
    category: row.category,
    listPrice: row.listPrice,
    price: row.price,
    leadTime: row.leadTime as TLeadTime | null,
    inventory: { status: row.inventoryStatus as TInventoryStatus | null, quantity: row.inventoryQuantity },
    seller: { id: row.sellerId, name: row.sellerName, preferred: row.preferred },
    offerCount: row.offerCount,
  };
}

/** Whether a category path lies in the department every user may browse (Appliances). */
function isFallbackCategory(path: string | undefined): boolean {
  return path === SPECMARKET_FALLBACK_CATEGORY || (path?.startsWith(`${SPECMARKET_FALLBACK_CATEGORY}/`) ?? false);
}

/** A search's match: its words over the search document, or the whole text as the start of a model number. */
function searchCondition(parsed: ParsedSearch): SQL {
  const modelPrefix = parsed.model ? sql`${specs.modelNormalized} like ${`${parsed.model}%`}` : undefined;
  return or(matchCondition(parsed, SEARCH_DEPTH), modelPrefix)!;
}

/**
 * GET {u}/specmarket/products: a page of the products the account's vendors offer, in a category
 * (by name, then id) and/or matching a search (by rank), each with its best offer and offer count.
 * Without the marketplace role (id 11) only the Appliances department may be read.
 * @throws ForbiddenError without role 11 outside Appliances; NotFoundError for an unknown category.
 */
export async function listSpecmarketProducts(ctx: ServiceContext, query: TSpecmarketProductQuery): Promise<{ rows: TSpecmarketProduct[]; total: number }> {
  if (!isFallbackCategory(query.category)) requireMarketplaceRole(ctx);
  const category = query.category ? inCategory(await findCategoryByPath(ctx, query.category)) : undefined;
  const parsed = parseSearch(query.search);
  const search = parsed ? searchCondition(parsed) : undefined;
  const { accountId } = ctx.user;
  const { limit, offset } = pageParams(query.page, query.perPage);
  const order = rankedOrder(parsed ? rankKeys(parsed) : undefined);
  const [page, count] = await Promise.all([
    ctx.db.execute<ProductRow>(sql`
      select ${specs.id}, ${specs.name}, ${specs.modelNumber} as "modelNumber", ${manufacturers.name} as "manufacturerName", ${specs.imageName} as "imageName",
             ${specs.upc}, ${specs.finish}, ${specs.category}, ${specs.listPrice}::text as "listPrice", best.price, best.lead_time as "leadTime",
             best.inventory_status as "inventoryStatus", best.inventory_quantity as "inventoryQuantity", best.seller_id as "sellerId",
             best.seller_name as "sellerName", best.preferred, best.offer_count as "offerCount"
        from ${specs} inner join ${manufacturers} on ${manufacturers.id} = ${specs.manufacturerId}
        cross join ${bestOfferOf(accountId)}
       where ${and(shownTo(accountId), category, search)}
       order by ${sql.join(order, sql`, `)}
       limit ${limit} offset ${offset}`),
    ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from ${specs} where ${and(offeredTo(accountId), category, search)}`),
  ]);
  return { rows: page.rows.map(toProduct), total: count.rows[0]?.n ?? 0 };
}
