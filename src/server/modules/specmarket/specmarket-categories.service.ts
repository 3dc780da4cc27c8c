/**
 * The Specmarket categories (spec/business-records.md §2 "Marketplace"; docs/decisions/056): the
 * global departments and product types, with how many products the account's vendors offer in each.
 */
import { sql } from 'drizzle-orm';
import { specmarketCategories, specs } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { NotFoundError } from '#server/lib/http/errors';
import { SPECMARKET_MESSAGES as M } from '#shared/lib/specmarket';
import type { TSpecmarketCategory } from '#shared/schemas/specmarket';
import { inCategory, offeredTo, type CategoryFilter } from './specmarket-sql';

/** The feature flag that shows category images (§6). */
const IMAGES_FLAG = 'useSpecmarketCategoryImages';

/** A category row with its parent's name and slug and its product count. */
type CategoryRow = {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  imageUrl: string | null;
  parentName: string | null;
  parentSlug: string | null;
  productCount: number;
};

/** '/categories/{slug}' for a department, '/categories/{department}/{type}' for a product type. */
function categoryUrl(slug: string, parentSlug: string | null): string {
  return parentSlug === null ? `/categories/${slug}` : `/categories/${parentSlug}/${slug}`;
}

function toCategory(row: CategoryRow, showImages: boolean): TSpecmarketCategory {
  const parents = row.parentId === null ? [] : [{ id: row.parentId, name: row.parentName ?? '', url: categoryUrl(row.parentSlug ?? '', null) }];
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    url: categoryUrl(row.slug, row.parentSlug),
    isTopLevel: row.parentId === null,
    parentId: row.parentId,
    parents,
    image: showImages ? row.imageUrl : null,
    productCount: row.productCount,
  };
}

/**
 * GET {u}/specmarket/categories: the departments in the spec's order, each followed by its product
 * types; every category's productCount is the specs the account's vendors offer in it (one
 * aggregate query). Images only with the useSpecmarketCategoryImages flag.
 */
export async function listSpecmarketCategories(ctx: ServiceContext): Promise<TSpecmarketCategory[]> {
  const joined = inCategory({ specCategory: sql`c.spec_category`, searchTerms: sql`c.search_terms` });
  const result = await ctx.db.execute<CategoryRow>(sql`
    with offered as (select ${specs.id}, ${specs.category}, ${specs.searchVector} from ${specs} where ${offeredTo(ctx.user.accountId)})
    select c.id, c.parent_id as "parentId", c.name, c.slug, c.image_url as "imageUrl", p.name as "parentName", p.slug as "parentSlug",
           count(specs.id)::int as "productCount"
      from ${specmarketCategories} c
      left join ${specmarketCategories} p on p.id = c.parent_id
      left join offered as specs on ${joined}
     group by c.id, p.id
     order by coalesce(p.sort_order, c.sort_order), coalesce(p.id, c.id), c.parent_id nulls first, c.sort_order, c.id`);
  const showImages = ctx.user.features.includes(IMAGES_FLAG);
  return result.rows.map((row) => toCategory(row, showImages));
}

/**
 * The category at a slug path ('bath' or 'bath/faucets') as products are filtered by it.
 * @throws NotFoundError for a path that names no category.
 */
export async function findCategoryByPath(ctx: ServiceContext, path: string): Promise<CategoryFilter> {
  const [first, second, ...rest] = path.split('/');
  if (!first || rest.length > 0) throw new NotFoundError(M.categoryNotFound);
  const result = await ctx.db.execute<{ specCategory: string; searchTerms: string | null }>(
    second === undefined
      ? sql`select spec_category as "specCategory", search_terms as "searchTerms" from ${specmarketCategories} where parent_id is null and slug = ${first}`
      : sql`select c.spec_category as "specCategory", c.search_terms as "searchTerms"
              from ${specmarketCategories} c join ${specmarketCategories} p on p.id = c.parent_id
             where p.parent_id is null and p.slug = ${first} and c.slug = ${second}`,
  );
  const row = result.rows[0];
  if (!row) throw new NotFoundError(M.categoryNotFound);
  return row;
}
