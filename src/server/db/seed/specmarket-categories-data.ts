import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { specmarketCategories } from '#server/db/schema/index';
import { categorySlug, SPECMARKET_TOP_CATEGORIES, type TSpecmarketTopCategory } from '#shared/lib/specmarket';

/** A product type of a department: its name and the words its specs match (websearch syntax). */
interface ProductType {
  name: string;
  searchTerms: string;
}

/**
 * The product types of each department (docs/decisions/056), in the order shown. Their words match
 * the catalogue's search document (name, attributes, description; English stemming, so 'faucet'
 * also finds 'faucets').
 */
const PRODUCT_TYPES: Record<TSpecmarketTopCategory, ProductType[]> = {
  Bath: [
    { name: 'Faucets', searchTerms: 'faucet' },
    { name: 'Sinks', searchTerms: 'sink or basin' },
    { name: 'Showers', searchTerms: 'shower' },
    { name: 'Tubs', searchTerms: 'tub' },
    { name: 'Toilets', searchTerms: 'toilet' },
  ],
  Kitchen: [
    // Not the pot filler of Brookline Faucet Co. (the maker's name is in the search document).
    { name: 'Faucets', searchTerms: 'faucet -filler' },
    { name: 'Sinks', searchTerms: 'sink' },
    { name: 'Pot Fillers', searchTerms: 'pot filler' },
  ],
  Appliances: [
    { name: 'Refrigeration', searchTerms: 'refrigerator or cooler or freezer' },
    { name: 'Cooking', searchTerms: 'oven or cooktop or burner' },
    { name: 'Ventilation', searchTerms: 'hood' },
    { name: 'Dishwashers', searchTerms: 'dishwasher' },
  ],
  'Decorative Hardware': [
    { name: 'Cabinet Pulls', searchTerms: 'pull' },
    { name: 'Cabinet Knobs', searchTerms: 'knob' },
    { name: 'Door Hardware', searchTerms: 'lever or handleset' },
    { name: 'Latches', searchTerms: 'latch' },
  ],
  Lighting: [
    { name: 'Pendants', searchTerms: 'pendant' },
    { name: 'Vanity Lights', searchTerms: 'vanity' },
    { name: 'Recessed', searchTerms: 'recessed or downlight' },
  ],
  Plumbing: [
    { name: 'Valves', searchTerms: 'valve' },
    { name: 'Drains', searchTerms: 'drain' },
    { name: 'Toilet Carriers', searchTerms: 'carrier or actuator' },
    { name: 'Water Heaters', searchTerms: 'heater' },
    { name: 'Disposers', searchTerms: 'disposer' },
  ],
};

/** The public image of a department (public/specmarket/categories). */
export function departmentImage(slug: string): string {
  return `/specmarket/categories/${slug}.svg`;
}

/** A category row to upsert. */
type CategoryRow = Omit<typeof specmarketCategories.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * Inserts or refreshes rows keyed by (parent, slug), the unique index's expression (which
 * Drizzle's onConflict cannot name), and answers their ids and names.
 */
async function upsertCategories(db: Db, rows: CategoryRow[]): Promise<{ id: number; name: string }[]> {
  const values = rows.map(
    (r) => sql`(${r.parentId ?? null}::int, ${r.name}, ${r.slug}, ${r.sortOrder ?? 0}::int, ${r.imageUrl ?? null}, ${r.specCategory}, ${r.searchTerms ?? null})`,
  );
  const result = await db.execute<{ id: number; name: string }>(sql`
    insert into ${specmarketCategories} (parent_id, name, slug, sort_order, image_url, spec_category, search_terms)
    values ${sql.join(values, sql`, `)}
    on conflict ((coalesce(parent_id, 0)), slug) do update set name = excluded.name, sort_order = excluded.sort_order,
      image_url = excluded.image_url, spec_category = excluded.spec_category, search_terms = excluded.search_terms
    returning id, name`);
  return result.rows;
}

/**
 * The global Specmarket categories: the six departments in the spec's order (§2 "Category
 * order"), each with its product types. Reference data, upserted on every start.
 */
export async function seedSpecmarketCategories(db: Db): Promise<void> {
  const departments = await upsertCategories(
    db,
    SPECMARKET_TOP_CATEGORIES.map((name, i) => ({ name, slug: categorySlug(name), sortOrder: i, imageUrl: departmentImage(categorySlug(name)), specCategory: name })),
  );
  const types = departments.flatMap((department) =>
    PRODUCT_TYPES[department.name as TSpecmarketTopCategory].map((type, i) => ({
      parentId: department.id,
      name: type.name,
      slug: categorySlug(type.name),
      sortOrder: i,
      specCategory: department.name,
      searchTerms: type.searchTerms,
    })),
  );
  await upsertCategories(db, types);
}
