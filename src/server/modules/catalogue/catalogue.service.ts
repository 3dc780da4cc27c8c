/**
 * Catalogue search for Assign Spec: the platform's global specs and the caller account's own,
 * matched word by word on name, model number (also without dashes and spaces), manufacturer,
 * finish and collection; page-numbered.
 */
import { and, asc, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import { manufacturers, specs, specSpecbooks } from '#server/db/schema/index';
import type { ServiceContext } from '#server/lib/context';
import { pageParams } from '#server/lib/http/pagination';
import { requireSpecbook } from '#server/modules/specbooks/specbook-access';
import type { TCatalogueSearchQuery, TCatalogueSpec } from '#shared/schemas/catalogue';

/** Escapes LIKE wildcards so a term matches literally. */
function likeTerm(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A model number without dashes, spaces, dots or slashes: 'K-2345 BN' → 'K2345BN'. */
function compact(text: string): string {
  return text.replace(/[-\s./]/g, '');
}

const compactModel = sql`regexp_replace(${specs.modelNumber}, '[-[:space:]./]', '', 'g')`;

function wordMatches(word: string): SQL {
  const term = likeTerm(word);
  const compactTerm = compact(word);
  return or(
    ilike(specs.name, term),
    ilike(specs.modelNumber, term),
    compactTerm ? sql`${compactModel} ilike ${likeTerm(compactTerm)}` : undefined,
    ilike(manufacturers.name, term),
    ilike(specs.finish, term),
    ilike(specs.collection, term),
  )!;
}

/** Every word must match somewhere, or the whole text matches the model number without separators. */
function searchCondition(search: string | undefined): SQL | undefined {
  const text = search?.trim();
  if (!text) return undefined;
  const words = text.split(/\s+/).filter(Boolean);
  const whole = compact(text);
  return or(and(...words.map(wordMatches)), whole ? sql`${compactModel} ilike ${likeTerm(whole)}` : undefined);
}

/** Exact model matches first, then model prefixes, then by name. */
function rankOrder(search: string | undefined): SQL[] {
  const text = compact(search?.trim() ?? '');
  const byName = [asc(specs.name), asc(specs.id)];
  if (!text) return byName;
  const rank = sql`case when lower(${compactModel}) = lower(${text}) then 0
    when ${compactModel} ilike ${`${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} then 1 else 2 end`;
  return [asc(rank), ...byName];
}

/** A page of search results with what the page envelope needs. */
export interface CataloguePage {
  rows: TCatalogueSpec[];
  total: number;
  page: number;
  perPage: number;
}

/**
 * GET {u}/specs: searches the catalogue the caller may assign from. With specbookId (which must
 * be one the caller may open), each hit says whether it is already in that specbook.
 */
export async function searchCatalogue(ctx: ServiceContext, query: TCatalogueSearchQuery): Promise<CataloguePage> {
  const book = query.specbookId === undefined ? undefined : await requireSpecbook(ctx, query.specbookId);
  const search = query.searchTerm ?? query.search;
  const where = and(
    or(isNull(specs.accountId), eq(specs.accountId, ctx.user.accountId)),
    query.includeArchived ? undefined : eq(specs.archived, false),
    searchCondition(search),
  );
  const inSpecbook = book
    ? sql<boolean>`exists (select 1 from ${specSpecbooks} where ${specSpecbooks.specbookId} = ${book.id} and ${specSpecbooks.specId} = ${specs.id})`
    : sql<boolean>`false`;
  const { limit, offset } = pageParams(query.page, query.perPage);
  const [rows, [count]] = await Promise.all([
    ctx.db
      .select({ spec: specs, manufacturerName: manufacturers.name, inSpecbook })
      .from(specs)
      .innerJoin(manufacturers, eq(manufacturers.id, specs.manufacturerId))
      .where(where)
      .orderBy(...rankOrder(search))
      .limit(limit)
      .offset(offset),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(specs)
      .innerJoin(manufacturers, eq(manufacturers.id, specs.manufacturerId))
      .where(where),
  ]);
  const showPrice = query.showPrice !== false;
  return {
    rows: rows.map((r) => toCatalogueSpec(r.spec, r.manufacturerName, showPrice, book ? r.inSpecbook : undefined)),
    total: count?.n ?? 0,
    page: query.page,
    perPage: query.perPage,
  };
}

/** API shape of a catalogue spec. */
function toCatalogueSpec(
  spec: typeof specs.$inferSelect,
  manufacturerName: string,
  showPrice: boolean,
  inSpecbook: boolean | undefined,
): TCatalogueSpec {
  return {
    id: spec.id,
    specID: spec.id,
    name: spec.name,
    description: spec.description,
    modelNumber: spec.modelNumber,
    model: spec.modelNumber,
    manufacturerID: spec.manufacturerId,
    manufacturerName,
    manufacturer: { id: spec.manufacturerId, name: manufacturerName },
    finishName: spec.finish,
    collectionName: spec.collection,
    imageName: spec.imageName,
    upc: null,
    price: showPrice ? { list: spec.listPrice } : null,
    global: spec.accountId === null,
    archived: spec.archived,
    ...(inSpecbook === undefined ? {} : { inSpecbook }),
  };
}
